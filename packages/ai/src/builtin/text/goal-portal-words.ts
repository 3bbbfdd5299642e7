import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A secret way into a magic land (text/goal-portal.ts), told in order: at home, the way found and
 * stepped through; the land's creatures met (Ruby the talking fox, a fairy, Pip the shy dragon); the
 * land's trouble (its lantern tree going dark, the spring blocked by a rock); the shy dragon helps
 * push it away; the party; at the turn the way closes and the hero runs home with a glowing leaf.
 * {homeLine}, {found}, {closing}, {hidden} are said per way through (goal-portal.ts); no middle line
 * names the way through (a garden door, a wardrobe's back or a mirror).
 */
const b = step;

export const PORTAL_OPENINGS: PlacedL[] = [
  b('{name} was {aKind} who lived in {homeLine}.', '{name} était {aKind} qui vivait dans {homeLine}.'),
];

export const PORTAL_PROBLEMS: PlacedL[] = [
  b(
    'One quiet afternoon, {found}. A golden light shone from the other side, and there was a smell of flowers. {name} took a deep breath… and stepped through!',
    'Un après-midi tranquille, {found}. Une lumière dorée brillait de l’autre côté, et ça sentait les fleurs. {name} prit une grande inspiration… et passa de l’autre côté !',
  ),
];

/** The land and its creatures, met one by one. */
export const PORTAL_MEETINGS: PlacedL[] = [
  b(
    '{atPlace}, everything shimmered: the flowers hummed little tunes and the trees whispered to each other. “Hello?” called {name}.',
    '{atPlace}, tout scintillait : les fleurs fredonnaient des petits airs et les arbres se parlaient tout bas. « Bonjour ? » appela {name}.',
  ),
  b(
    '{atPlace}, a fox with a silver tail sat up and spoke! “Someone from the other side! I’m Ruby. Welcome to the magic land.”',
    '{atPlace}, un renard à la queue argentée se redressa et se mit à parler ! « Quelqu’un de l’autre côté ! Je m’appelle Rubis. Bienvenue au pays magique. »',
  ),
  b(
    '{atPlace}, a tiny fairy with wings like petals landed on {name}’s hand. “Ruby says you come from the other side,” she giggled.',
    '{atPlace}, une minuscule fée aux ailes de pétales se posa sur la main de {name}. « Rubis dit que tu viens de l’autre côté », pouffa-t-elle.',
  ),
  b(
    '{atPlace}, something big was hiding behind a bush: a little green dragon, blushing all the way to the tip of his tail. “That’s Pip,” whispered Ruby. “He is very shy.”',
    '{atPlace}, quelque chose de gros se cachait derrière un buisson : un petit dragon vert, tout rouge jusqu’au bout de la queue. « C’est Pip, chuchota Rubis. Il est très timide. »',
  ),
  b(
    '{atPlace}, {name} sat down quietly and waited. Little by little, Pip the dragon came out and puffed a tiny cloud of smoke. “H-hello.”',
    '{atPlace}, {name} s’assit sans bruit et attendit. Peu à peu, Pip le dragon sortit et souffla un tout petit nuage de fumée. « B-bonjour. »',
  ),
  b(
    '{atPlace}, the fox, the fairy and the dragon showed {name} around: mushrooms as big as umbrellas, and birds that sang in colours.',
    '{atPlace}, le renard, la fée et le dragon firent visiter le pays à {name} : des champignons grands comme des parapluies, et des oiseaux qui chantaient en couleurs.',
  ),
];

/** The land's trouble: its lantern tree going dark, because a rock blocks the spring. */
export const PORTAL_TROUBLE: PlacedL[] = [
  b(
    '{atPlace}, Ruby’s ears drooped. “Our great lantern tree is going dark,” he said. “Without its light, the whole land turns grey.”',
    '{atPlace}, Rubis baissa les oreilles. « Notre grand arbre aux lanternes s’éteint, dit-il. Sans sa lumière, tout le pays devient gris. »',
  ),
  b(
    '{atPlace}, {name} saw it too: the flowers were losing their colours, and the leaves hung dull and grey.',
    '{atPlace}, {name} le vit aussi : les fleurs perdaient leurs couleurs, et les feuilles pendaient, ternes et grises.',
  ),
  b(
    '{atPlace}, Ruby sniffed the ground. “The tree drinks from the silver spring. But the spring has gone quiet…”',
    '{atPlace}, Rubis renifla le sol. « L’arbre boit à la source d’argent. Mais la source ne chante plus… »',
  ),
  b(
    '{atPlace}, they followed the dry little stream, step by step, all the way up to the spring.',
    '{atPlace}, ils suivirent le petit ruisseau à sec, pas à pas, jusqu’à la source.',
  ),
  b(
    '{atPlace}, Ruby found the trouble: far up the hill, a huge round rock had rolled into the silver spring that waters the tree, and blocked it shut.',
    '{atPlace}, Rubis trouva le problème : tout en haut de la colline, un énorme rocher rond avait roulé dans la source d’argent qui abreuve l’arbre, et la bouchait complètement.',
  ),
];

/** At the spring: the rock will not move; the shy dragon helps push it away, and the land lights up again. */
export const PORTAL_HELP: PlacedL[] = [
  b(
    '{atPlace}, {name} leaned on the rock and pushed and pushed. Ruby pushed. The fairy pushed. It did not move an inch.',
    '{atPlace}, {name} poussa le rocher de toutes ses forces. Rubis poussa. La fée poussa. Il ne bougea pas d’un pouce.',
  ),
  b(
    '{atPlace}, {name} looked at Pip. “You are the strongest of us all. Will you help?” Pip hid his face. “Everyone will look at me.”',
    '{atPlace}, {name} regarda Pip. « Tu es le plus fort de nous tous. Tu veux bien nous aider ? » Pip se cacha le museau. « Tout le monde va me regarder. »',
  ),
  b(
    '{atPlace}, {name} took Pip’s big claw. “I was scared too, when I stepped through. We’ll do it together.”',
    '{atPlace}, {name} prit la grosse patte de Pip. « Moi aussi, j’avais peur en passant de l’autre côté. On va le faire ensemble. »',
  ),
  b(
    '{atPlace}, Pip took a deep breath and put both claws on the big rock. “Ready?” asked {name}. “One, two, three…”',
    '{atPlace}, Pip prit une grande inspiration et posa ses deux pattes sur le gros rocher. « Prêts ? » demanda {name}. « Un, deux, trois… »',
  ),
  b(
    '{atPlace}, Pip pushed with {name} right beside him. The rock wobbled… and rolled away, bump, bump, bump! Out bubbled the silver water, singing again.',
    '{atPlace}, Pip poussa, et {name} poussa juste à côté de lui. Le rocher vacilla… et roula, boum, boum, boum ! L’eau d’argent jaillit en chantant de nouveau.',
  ),
  b(
    '{atPlace}, the water ran all the way to the lantern tree. One by one, its lanterns flickered… and glowed gold.',
    '{atPlace}, l’eau courut jusqu’à l’arbre aux lanternes. Une à une, ses lanternes clignotèrent… puis brillèrent comme de l’or.',
  ),
  b(
    '{atPlace}, the colours came back everywhere: pink flowers, blue leaves, a purple river. Pip was so happy he did a little loop in the air.',
    '{atPlace}, les couleurs revinrent partout : des fleurs roses, des feuilles bleues, une rivière violette. Pip était si content qu’il fit une pirouette dans les airs.',
  ),
];

/** The land's thanks: a party, a dance, its secret paths, a ride over the treetops. */
export const PORTAL_PARTY: PlacedL[] = [
  b(
    '{atPlace}, all the creatures of the land came out to cheer: rabbits in waistcoats, singing frogs, and owls with tiny glasses.',
    '{atPlace}, toutes les créatures du pays sortirent pour applaudir : des lapins en gilet, des grenouilles qui chantaient et des hiboux à lunettes.',
  ),
  b(
    '{atPlace}, there was a party with berry juice and honey cakes. Pip was not shy any more: he told jokes to everyone.',
    '{atPlace}, il y eut une fête avec du jus de baies et des gâteaux au miel. Pip n’était plus timide du tout : il racontait des blagues à tout le monde.',
  ),
  b(
    '{atPlace}, the fairy taught {name} a dance where you spin and spin until you float, just a little, above the grass.',
    '{atPlace}, la fée apprit à {name} une danse où l’on tourne, tourne, jusqu’à flotter, un tout petit peu, au-dessus de l’herbe.',
  ),
  b(
    '{atPlace}, Ruby the fox showed {name} the secret paths of the land, and the pond where the fish tell stories.',
    '{atPlace}, Rubis le renard montra à {name} les chemins secrets du pays, et la mare où les poissons racontent des histoires.',
  ),
  b(
    '{atPlace}, {name} rode on Pip’s back, up over the treetops. The whole magic land glowed below, bright and shining.',
    '{atPlace}, {name} monta sur le dos de Pip, au-dessus de la cime des arbres. Tout le pays magique brillait en dessous, lumineux et coloré.',
  ),
  b(
    '{atPlace}, {name} laughed and laughed. It was the most wonderful place in the whole wide world.',
    '{atPlace}, {name} riait, riait. C’était l’endroit le plus merveilleux du monde entier.',
  ),
];

export const PORTAL_TURNS: PlacedL[] = [
  b(
    'Then a soft bell rang through the land. “{closing}” cried Ruby. “Quick, or you can’t go home!” Ruby dropped a glowing leaf into {name}’s hand: “To remember us.” {name} hugged everyone goodbye, ran… and jumped through, just in time.',
    'Alors une petite cloche tinta dans tout le pays. « {closing} » s’écria Rubis. « Vite, sinon tu ne pourras plus rentrer ! » Rubis déposa une feuille lumineuse dans la main de {name} : « Pour te souvenir de nous. » {name} serra tout le monde dans ses bras, courut… et sauta de l’autre côté, juste à temps.',
  ),
];

export const PORTAL_ENDINGS: PlacedL[] = [
  b(
    'Back home, {hidden}. But in {name}’s hand, the little leaf still glowed soft and gold. {name} had learned that {lesson}. The end.',
    'De retour à la maison, {hidden}. Mais dans la main de {name}, la petite feuille brillait encore d’une douce lumière dorée. {name} avait appris que {lesson}. Fin.',
  ),
];
