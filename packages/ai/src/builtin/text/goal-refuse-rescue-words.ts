import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';

/**
 * Not wanting to be rescued (a princess who rescues herself): the knights get stuck, the old
 * queen shows her a rope and a map, and at the turn the hero saves the day — and the knight.
 * No pronoun for the hero: {name} may be a prince.
 */
export const RESCUE: RefuseScript = {
  openings: [
    {
      en: 'Once upon a time, high in the tall tower of a castle, there lived {name}.',
      fr: 'Il était une fois, tout en haut de la grande tour d’un château, {name}.',
    },
  ],
  problems: [
    b(
      'At the castle, everyone said a knight would come to rescue {name} one day.',
      'Au château, tout le monde disait qu’un chevalier viendrait un jour délivrer {name}.',
    ),
    b(
      '“A rescue? No thank you,” said {name}. “I can get out of here on my own.”',
      '« Me délivrer ? Non merci, dit {name}. Je peux sortir d’ici sans l’aide de personne. »',
    ),
  ],
  refusals: [
    b(
      '{atPlace}, a knight in shiny armour called up: “I have come to rescue you!” “No, thank you!” {name} called back.',
      '{atPlace}, un chevalier en armure brillante cria : « Je viens vous délivrer ! » « Non, merci ! » répondit {name}.',
    ),
    b(
      '{atPlace}, {name} sent the knight’s ladder back down. “I don’t need rescuing!”',
      '{atPlace}, {name} renvoya l’échelle du chevalier. « Je n’ai pas besoin qu’on me sauve ! »',
    ),
    b(
      '{atPlace}, {name} politely shut the window on a second knight. “Not today!”',
      '{atPlace}, {name} referma poliment la fenêtre au nez d’un deuxième chevalier. « Pas aujourd’hui ! »',
      { onlyPlace: /tower/ },
    ),
    b(
      '{atPlace}, a knight arrived on a white horse with a bunch of flowers. {name} handed them back. “Lovely, but I have things to do.”',
      '{atPlace}, un chevalier arriva sur un cheval blanc avec un bouquet de fleurs. {name} le lui rendit. « Très joli, mais j’ai à faire. »',
      { onlyPlace: /drawbridge|garden/ },
    ),
    b(
      '{atPlace}, {name} hung a sign out of the window: “NO KNIGHTS, PLEASE.”',
      '{atPlace}, {name} accrocha une pancarte à la fenêtre : « CHEVALIERS, NON MERCI. »',
      { onlyPlace: /tower/ },
    ),
  ],
  costs: [
    b(
      '{atPlace}, the knights kept coming, and the last one got stuck in a thorn bush, calling for help.',
      '{atPlace}, les chevaliers arrivaient sans cesse, et le dernier resta coincé dans un buisson d’épines, à appeler au secours.',
    ),
    b(
      '{atPlace}, there were so many knights’ horses that nobody could get in or out of the castle.',
      '{atPlace}, il y avait tant de chevaux de chevaliers que plus personne ne pouvait entrer ni sortir du château.',
    ),
    b(
      '{atPlace}, a grumpy dragon woke up from all the noise and sat right on the castle path.',
      '{atPlace}, un dragon grognon se réveilla à cause de tout ce bruit et s’assit en plein sur le chemin du château.',
    ),
    b(
      '{atPlace}, one knight fell into the moat with a great SPLASH, and his helmet floated away.',
      '{atPlace}, un chevalier tomba dans les douves avec un grand PLOUF, et son casque partit à la dérive.',
      { onlyPlace: /drawbridge/ },
    ),
    b(
      '{atPlace}, the knights trampled the roses while they argued about who would climb first.',
      '{atPlace}, les chevaliers piétinèrent les roses en se disputant pour savoir qui grimperait le premier.',
      { onlyPlace: /garden/ },
    ),
  ],
  shown: [
    b(
      '{atPlace}, the old queen handed {name} a long rope and a map. “The best rescuer,” she said, “is the one who knows the way.”',
      '{atPlace}, la vieille reine tendit à {name} une longue corde et une carte. « Le meilleur sauveteur, dit-elle, c’est celui qui connaît le chemin. »',
    ),
    b(
      '{atPlace}, the castle cook whispered to {name} where the secret door was.',
      '{atPlace}, le cuisinier du château souffla à {name} où se trouvait la porte secrète.',
    ),
    b(
      '{atPlace}, big sister showed {name} how to tie a knot that never slips. “First the rabbit runs round the tree…”',
      '{atPlace}, la grande sœur montra à {name} comment faire un nœud qui ne glisse jamais. « D’abord, le lapin fait le tour de l’arbre… »',
    ),
    b(
      '{atPlace}, Grandpa, the old king, drew the castle paths in the sand with his stick. “Every path leads somewhere. Choose yours.”',
      '{atPlace}, Papi, le vieux roi, traça les chemins du château dans le sable avec sa canne. « Chaque chemin mène quelque part. Choisis le tien. »',
      { onlyPlace: /garden|drawbridge/ },
    ),
    b(
      '{atPlace}, the cat leapt from the window ledge to the ivy, and from the ivy to the grass. {name} watched very carefully.',
      '{atPlace}, le chat sauta du rebord de la fenêtre sur le lierre, puis du lierre dans l’herbe. {name} regarda très attentivement.',
      { onlyPlace: /tower/ },
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} tied the rope to the window and climbed all the way down, hand over hand.',
      '{atPlace}, {name} attacha la corde à la fenêtre et descendit jusqu’en bas, une main après l’autre.',
      { onlyPlace: /tower/ },
    ),
    b(
      '{atPlace}, {name} followed the map past the sleeping guards, quiet as a cat.',
      '{atPlace}, {name} suivit la carte en passant devant les gardes endormis, sans un bruit, comme un chat.',
    ),
    b(
      '{atPlace}, {name} tied a knot that never slips and gave it a big tug. It held!',
      '{atPlace}, {name} fit un nœud qui ne glisse jamais et tira de toutes ses forces. Il tenait !',
    ),
    b(
      '{atPlace}, {name} climbed down the ivy as nimbly as a squirrel, one leaf at a time.',
      '{atPlace}, {name} descendit par le lierre, aussi agile qu’un écureuil, une feuille après l’autre.',
      { onlyPlace: /tower/ },
    ),
    b(
      '{atPlace}, {name} picked a path between the hedges and walked on, head held high.',
      '{atPlace}, {name} choisit un chemin entre les haies et avança, la tête haute.',
      { onlyPlace: /garden/ },
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} sang the grumpy dragon a lullaby, untangled the knight from the thorns, and led everyone home. {name} had saved the day!',
      '{atPlace}, {name} chanta une berceuse au dragon grognon, libéra le chevalier des épines et ramena tout le monde. {name} avait sauvé la situation !',
    ),
  ],
  endings: [
    b(
      'That evening the whole castle cheered, and the knight asked {name} for climbing lessons.',
      'Ce soir-là, tout le château applaudit, et le chevalier demanda à {name} des leçons d’escalade.',
    ),
    b(
      'Now {name} and the knight go on adventures together, and they take turns rescuing each other.',
      'Maintenant, {name} et le chevalier partent à l’aventure ensemble, et se portent secours chacun son tour.',
    ),
  ],
  places: [
    ...inFamily('indoor', [place('in/the tall tower|of the castle', 'dans/la grande tour')]),
    ...inFamily('town', [place('on/the drawbridge|of the castle', 'sur/le pont-levis')]),
    ...inFamily('nature', [place('in/the castle garden', 'dans/le jardin du château')]),
  ],
  home: inFamily('indoor', [place('in/the tall tower|of the castle', 'dans/la grande tour')])[0],
  // The dragon is sung to sleep outside, in the garden, not in the tower.
  arrival: inFamily('nature', [place('in/the castle garden', 'dans/le jardin du château')])[0],
  subjects: ['castle', 'dragon'],
  said: { en: ['a castle', 'a dragon'], fr: ['un château', 'un dragon'] },
  turnAction: 'stands proud, having saved the knight, the dragon asleep',
  lesson: {
    en: 'anyone can be the hero of their own story',
    fr: 'chacun peut être le héros de sa propre histoire',
  },
};
