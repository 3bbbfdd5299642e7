import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A mermaid who wishes to see the snow (goal-see-snow.ts), in order: under the warm sea, the dream
 * and the plan; swimming north through colder water with a grey seal; a whale's wake and the
 * icebergs seen from below; at the ice edge, up in the cold air under a grey sky, waiting; at the
 * turn the first snow falls on the water and on her hand; home with her story. No line under the sea
 * says falling snow, night, stars or the sun: the sea has no sky, and the snow falls only at the turn.
 */
const b = step;

export const SNOW_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time, in the warm blue sea, there lived {aKind} called {name}, who dreamed of one thing she had never seen: snow.{withFriend}',
    'Il était une fois, dans la mer bleue et chaude, {aKind} {named} {name}, qui rêvait d’une chose qu’elle n’avait jamais vue : la neige.{withFriend}',
  ),
];

export const SNOW_PROBLEMS: PlacedL[] = [
  b(
    'But it never snows under the warm sea. “I will swim north until I find it,” {name} said. “I want to see the snow, just once.”',
    'Mais il ne neige jamais sous la mer chaude. « Je nagerai vers le nord jusqu’à la trouver, dit {name}. Je veux voir la neige, rien qu’une fois. »',
  ),
];

/** Under the warm sea: the dream, the old turtle's words, the bag packed, goodbyes. */
export const SNOW_DREAMS: PlacedL[] = [
  b(
    '{atPlace}, {name} asked the old sea turtle what snow was like. “White and soft and cold,” said the turtle, “and it comes down from the sky, far up north.”',
    '{atPlace}, {name} demanda à la vieille tortue de mer à quoi ressemblait la neige. « C’est blanc, doux et froid, dit la tortue, et ça descend du ciel, tout là-haut, dans le Nord. »',
  ),
  b(
    '{atPlace}, {name} tried to picture snow. The water around her was as warm as a bath, and nothing in it had ever been white and cold.',
    '{atPlace}, {name} essaya d’imaginer la neige. Autour d’elle, l’eau était tiède comme un bain, et rien n’y avait jamais été blanc et froid.',
  ),
  b(
    '{atPlace}, the little fish laughed. “Snow? Under the sea? Whoever heard of that!” But {name} only dreamed harder.',
    '{atPlace}, les petits poissons éclatèrent de rire. « De la neige ? Sous la mer ? On n’a jamais vu ça ! » Mais {name} n’en rêvait que plus fort.',
  ),
  b(
    '{atPlace}, {name} packed a little bag of seaweed: a snack, a shell for luck, and a scarf of kelp for the cold.',
    '{atPlace}, {name} prépara un petit sac en algues : un goûter, un coquillage porte-bonheur et une écharpe de varech pour le froid.',
  ),
  b(
    '{atPlace}, an old octopus drew a map in the sand with one long arm. “Swim north, always north, where the water turns cold.”',
    '{atPlace}, une vieille pieuvre dessina une carte dans le sable du bout d’un long bras. « Nage vers le nord, toujours vers le nord, là où l’eau devient froide. »',
  ),
  b(
    '{atPlace}, {name} said goodbye to the dolphins. “We will miss you,” they clicked. “Come back and tell us everything!”',
    '{atPlace}, {name} dit au revoir aux dauphins. « Tu vas nous manquer, firent-ils en claquant de la langue. Reviens tout nous raconter ! »',
  ),
  b(
    '{atPlace}, {name} gazed up at the bright water far above and wondered how it would feel when something cold and white came floating down.',
    '{atPlace}, {name} leva les yeux vers l’eau claire, tout là-haut, et se demanda ce qu’on ressentait quand quelque chose de froid et de blanc descendait en flottant.',
  ),
  b(
    '{atPlace}, {name} took a deep breath, pointed her nose north and swam off with a flick of her tail.',
    '{atPlace}, {name} prit une grande inspiration, pointa le nez vers le nord et partit d’un coup de queue.',
  ),
  b(
    '{atPlace}, {name} made a snowflake out of white sea foam. It drifted away at once. “Real snow must be even prettier,” she thought.',
    '{atPlace}, {name} fabriqua un flocon avec de l’écume blanche. Il s’envola aussitôt. « La vraie neige doit être encore plus jolie », pensa-t-elle.',
  ),
  b(
    '{atPlace}, a hermit crab showed {name} a picture scratched on an old bottle: a white hill, and a tiny house with a pointed roof.',
    '{atPlace}, un bernard-l’ermite montra à {name} un dessin gravé sur une vieille bouteille : une colline blanche et une petite maison au toit pointu.',
  ),
  b(
    '{atPlace}, {name} practised swimming long and far, round and round the rocks, until her tail was strong enough for the journey.',
    '{atPlace}, {name} s’entraîna à nager longtemps, autour des rochers, encore et encore, jusqu’à ce que sa queue soit assez forte pour le voyage.',
  ),
  b(
    '{atPlace}, {name} hugged her best friend the seahorse. “I will bring you back a story,” she promised.',
    '{atPlace}, {name} serra dans ses bras son ami l’hippocampe. « Je te rapporterai une histoire », promit-elle.',
  ),
];

/** North through colder water: the current, the grey rocks, the seal who swims with her. */
export const SNOW_COLD: PlacedL[] = [
  b(
    '{atPlace}, the water grew cooler with every stroke. {name} shivered and wrapped her kelp scarf twice round her neck.',
    '{atPlace}, l’eau se rafraîchissait à chaque mouvement. {name} frissonna et enroula deux fois son écharpe de varech autour de son cou.',
  ),
  b(
    '{atPlace}, a grey seal with long whiskers popped up beside her. “North? I am going north too. Follow me!”',
    '{atPlace}, un phoque gris aux longues moustaches surgit à côté d’elle. « Vers le nord ? J’y vais aussi. Suis-moi ! »',
  ),
  b(
    '{atPlace}, a strong current pushed {name} back and back. She held on to a rock until it let her pass.',
    '{atPlace}, un fort courant repoussait {name} en arrière, encore et encore. Elle s’agrippa à un rocher jusqu’à ce qu’il la laisse passer.',
  ),
  b(
    '{atPlace}, the seal showed {name} how to swim close behind him, out of the cold current, where the going was easier.',
    '{atPlace}, le phoque montra à {name} comment nager juste derrière lui, à l’abri du courant froid, là où c’était plus facile.',
  ),
  b(
    '{atPlace}, the bright corals were gone. Here the rocks were grey, the fish were silver, and they swam fast to keep warm.',
    '{atPlace}, les coraux colorés avaient disparu. Ici, les rochers étaient gris, les poissons argentés, et ils nageaient vite pour se réchauffer.',
  ),
  b(
    '{atPlace}, {name}’s fingers were so cold she could hardly hold her bag. The seal rubbed her hands with his flippers. “Better?”',
    '{atPlace}, {name} avait les doigts si froids qu’elle tenait à peine son sac. Le phoque lui frotta les mains avec ses nageoires. « Ça va mieux ? »',
  ),
  b(
    '{atPlace}, {name} wondered if she should turn back to the warm sea. “Not yet,” she told herself. “Not before I see the snow.”',
    '{atPlace}, {name} se demanda s’il fallait faire demi-tour vers la mer chaude. « Pas encore, se dit-elle. Pas avant d’avoir vu la neige. »',
  ),
  b(
    '{atPlace}, {name} and the seal rested in a quiet hollow and shared the seaweed snack. “Is it much farther?” “Just past the cold rocks,” said the seal.',
    '{atPlace}, {name} et le phoque se reposèrent dans un creux tranquille et partagèrent le goûter d’algues. « C’est encore loin ? — Juste après les rochers froids », dit le phoque.',
  ),
  b(
    '{atPlace}, a school of silver herring swept past like a cloud. The seal laughed and chased them for fun.',
    '{atPlace}, un banc de harengs argentés passa comme un nuage. Le phoque éclata de rire et leur courut après pour jouer.',
  ),
  b(
    '{atPlace}, the light grew paler and the water turned from blue to green to grey. “We are getting close to the north,” said the seal.',
    '{atPlace}, la lumière pâlit et l’eau passa du bleu au vert, puis au gris. « Nous approchons du Nord », dit le phoque.',
  ),
  b(
    '{atPlace}, {name} sang her warmest song from home, and the seal joined in with a honk. It made the cold feel a little smaller.',
    '{atPlace}, {name} chanta la chanson la plus douce de chez elle, et le phoque l’accompagna d’un grand cri. Le froid parut un peu moins fort.',
  ),
  b(
    '{atPlace}, a crab as big as a plate waved a claw at {name}. “Turn back, warm one!” But {name} swam bravely on.',
    '{atPlace}, un crabe grand comme une assiette agita sa pince vers {name}. « Fais demi-tour, petite du Sud ! » Mais {name} continua courageusement.',
  ),
];

/** Far north, still under the water: the whale's wake and the icebergs seen from below. */
export const SNOW_ICE: PlacedL[] = [
  b(
    '{atPlace}, a huge shadow glided overhead. It was a whale, singing a long, low song. “The ice is this way, little one. Swim in my wake.”',
    '{atPlace}, une ombre immense glissa au-dessus d’elle. C’était une baleine qui chantait un long chant grave. « La glace est par là, petite. Nage dans mon sillage. »',
  ),
  b(
    '{atPlace}, {name} looked up and gasped. Great white mountains of ice floated above her, glowing blue underneath: icebergs!',
    '{atPlace}, {name} leva les yeux et resta bouche bée. De grandes montagnes de glace blanche flottaient au-dessus d’elle, toutes bleues par-dessous : des icebergs !',
  ),
  b(
    '{atPlace}, {name} swam in the whale’s wake, where the water was calm, and the miles slipped by.',
    '{atPlace}, {name} nagea dans le sillage de la baleine, où l’eau était calme, et les kilomètres défilèrent.',
  ),
  b(
    '{atPlace}, {name} touched an iceberg with one finger. It was so cold it tingled. “Ice,” she whispered. “Real ice!”',
    '{atPlace}, {name} toucha un iceberg du bout du doigt. C’était si froid que ça picotait. « De la glace, murmura-t-elle. De la vraie glace ! »',
  ),
  b(
    '{atPlace}, the whale sang to {name}: “Above the ice the sky is grey, and when it is grey, the snow is on its way.”',
    '{atPlace}, la baleine chanta pour {name} : « Au-dessus de la glace, le ciel est gris, et quand il est gris, la neige n’est pas loin d’ici. »',
  ),
  b(
    '{atPlace}, the seal slipped through a crack between two icebergs and came back grinning. “The ice edge is right above us!”',
    '{atPlace}, le phoque se glissa par une fente entre deux icebergs et revint tout sourire. « Le bord de la banquise est juste au-dessus ! »',
  ),
  b(
    '{atPlace}, {name} swam between the icebergs as if through a palace of glass, blue and white and silent.',
    '{atPlace}, {name} nagea entre les icebergs comme dans un palais de verre, bleu, blanc et silencieux.',
  ),
  b(
    '{atPlace}, the whale blew a ring of bubbles for {name} to swim through. “Up you go,” she said. “The surface is close now.”',
    '{atPlace}, la baleine souffla un anneau de bulles pour que {name} passe au travers. « Monte, maintenant, dit-elle. La surface est tout près. »',
  ),
  b(
    '{atPlace}, the whale let {name} rest on her great back for a while. It felt like a warm island in the cold water.',
    '{atPlace}, la baleine laissa {name} se reposer un moment sur son grand dos. On aurait dit une île tiède dans l’eau froide.',
  ),
  b(
    '{atPlace}, little bubbles of air were trapped in the ice, shining like pearls. {name} counted them: one, two, three, a hundred!',
    '{atPlace}, de petites bulles d’air étaient prises dans la glace et brillaient comme des perles. {name} les compta : une, deux, trois, cent !',
  ),
  b(
    '{atPlace}, a jellyfish drifted by, glowing softly. “Not far now,” it seemed to say as it floated up towards the light.',
    '{atPlace}, une méduse passa en luisant doucement. « Plus très loin », semblait-elle dire en montant vers la lumière.',
  ),
  b(
    '{atPlace}, the seal showed {name} a round hole in the ice, with bright light pouring down through it. “That is where we breathe.”',
    '{atPlace}, le phoque montra à {name} un trou rond dans la glace, par où tombait une lumière vive. « C’est là qu’on vient respirer. »',
  ),
];

/** Up at the ice edge, in the cold air under a grey sky: waiting for the snow to fall. */
export const SNOW_EDGE: PlacedL[] = [
  b(
    '{atPlace}, {name} popped her head out of the water. The air was so cold it made her gasp, and everything was white: the ice, the hills, the whole world.',
    '{atPlace}, {name} sortit la tête de l’eau. L’air était si froid qu’elle en eut le souffle coupé, et tout était blanc : la glace, les collines, le monde entier.',
  ),
  b(
    '{atPlace}, {name} looked up at the sky. Nothing came down from it yet. “Please, snow,” she whispered.',
    '{atPlace}, {name} leva les yeux vers le ciel. Rien n’en descendait encore. « S’il te plaît, neige », murmura-t-elle.',
  ),
  b(
    '{atPlace}, {name} rested her arms on the ice. Old snow lay on it, white and crunchy, and she drew a heart in it with her finger.',
    '{atPlace}, {name} posa les bras sur la glace. Une vieille neige la recouvrait, blanche et craquante, et elle y dessina un cœur du bout du doigt.',
  ),
  b(
    '{atPlace}, a family of seals lay on the ice like fat grey pillows. “Waiting for the snow?” yawned one. “It comes when it comes.”',
    '{atPlace}, une famille de phoques était couchée sur la glace comme de gros coussins gris. « Tu attends la neige ? bâilla l’un d’eux. Elle vient quand elle veut. »',
  ),
  b(
    '{atPlace}, {name} blew on her cold hands and watched her breath make little clouds in the air. She had never seen that before either!',
    '{atPlace}, {name} souffla sur ses mains gelées et regarda son haleine faire de petits nuages dans l’air. Ça non plus, elle ne l’avait jamais vu !',
  ),
  b(
    '{atPlace}, the whale came up beside the ice and blew a tall spout. “Still waiting?” she rumbled. “Patience, little one.”',
    '{atPlace}, la baleine remonta près de la glace et lança un grand jet d’eau. « Tu attends toujours ? gronda-t-elle doucement. Patience, petite. »',
  ),
  b(
    '{atPlace}, {name} listened. The ice creaked and sang, and the cold air whistled over it. The north had its own music.',
    '{atPlace}, {name} tendit l’oreille. La glace craquait et chantait, et l’air froid sifflait par-dessus. Le Nord avait sa propre musique.',
  ),
  b(
    '{atPlace}, {name} waited and waited, dipping back under the water now and then to warm her tail.',
    '{atPlace}, {name} attendit, attendit encore, replongeant de temps en temps sous l’eau pour réchauffer sa queue.',
  ),
  b(
    '{atPlace}, a white bird landed on the ice beside {name}, looked at her with one eye, then the other, and flew off.',
    '{atPlace}, un oiseau blanc se posa sur la glace à côté de {name}, la regarda d’un œil, puis de l’autre, et s’envola.',
  ),
  b(
    '{atPlace}, the seal slid on his tummy down a slope of ice and landed in the water with a big splash. {name} laughed and laughed.',
    '{atPlace}, le phoque glissa sur le ventre le long d’une pente de glace et tomba dans l’eau dans un grand plouf. {name} rit aux éclats.',
  ),
  b(
    '{atPlace}, {name} picked up a piece of old snow. It was cold and squeaky, and it slowly turned to water in her palm.',
    '{atPlace}, {name} prit un peu de vieille neige. Elle était froide et crissait, et elle fondit lentement au creux de sa main.',
  ),
  b(
    '{atPlace}, {name} thought of the warm sea and her friends so far away. “Just a little longer,” she said.',
    '{atPlace}, {name} pensa à la mer chaude et à ses amis si loin. « Encore un petit peu », dit-elle.',
  ),
];

/** The turn: the first snow falls on the water and on her hand. */
export const SNOW_TURNS: PlacedL[] = [
  b(
    'Then something white and soft came drifting down from the grey sky, then another, and another. It was snowing! A snowflake landed on the water and vanished; one landed on {name}’s hand, a tiny crystal of ice. “Snow,” she whispered. “Real snow!”',
    'Puis quelque chose de blanc et de doux descendit du ciel gris en tourbillonnant, puis un autre, et encore un autre. Il neigeait ! Un flocon se posa sur l’eau et disparut ; un autre se posa sur la main de {name}, un minuscule cristal de glace. « La neige, murmura-t-elle. De la vraie neige ! »',
  ),
];

export const SNOW_ENDINGS: PlacedL[] = [
  b(
    'Back in the warm sea, {name} told the dolphins and the little fish all about it: the icebergs, the seal, the whale’s song, and the snowflake on her hand that melted into a drop. {name} had learned that {lesson}. The end.',
    'De retour dans la mer chaude, {name} raconta tout aux dauphins et aux petits poissons : les icebergs, le phoque, le chant de la baleine, et le flocon sur sa main qui avait fondu en une goutte. {name} avait appris que {lesson}. Fin.',
  ),
];
