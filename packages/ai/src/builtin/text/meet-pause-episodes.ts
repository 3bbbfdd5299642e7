import { ABSENT, AIR, b } from './episode-template';
import { allBut, type PlacedL, WEATHER } from './story-place-fit';
import { DAYLIGHT, STARRY, UNTIL_DUSK } from './story-sky-fit';

/** Someone met on the way, who helps, shares or shows the way. */
export const MEET_EPISODES: PlacedL[] = [
  b(
    '{atPlace}, {name} met {other}. “Can I help?” asked {theOther}, smiling.',
    '{atPlace}, {name} rencontra {other}. « Je peux aider ? » demanda {theOther} en souriant.',
  ),
  b(
    'Just then {other} came along, {atPlace}. “I know every corner of this place,” said the newcomer.',
    'Juste à ce moment, {other} arriva près de {place}. « Je connais chaque recoin d’ici », dit une voix amicale.',
  ),
  b(
    '{Other} was resting {atPlace}. {name} said hello and told the whole story.',
    '{Other} se reposait {atPlace}. {name} dit bonjour et raconta toute l’histoire.',
  ),
  b(
    'Near {place}, {name} heard a small voice. It was {other}, who wanted to join the search.',
    'Près de {place}, {name} entendit une petite voix. C’était {other}, qui voulait aider à chercher.',
  ),
  b(
    '{atPlace}, {other} shared a snack with {name}. Full and happy, the two set off together.',
    '{atPlace}, {other} partagea son goûter avec {name}. Le ventre plein, {ilsO} repartirent ensemble.',
    { fits: [...allBut('sea'), 'cave'] },
  ),
  b(
    '{name} found {other} {atPlace}, looking for the way too. “Let’s look together,” said {name}.',
    '{name} trouva {other} {atPlace}, qui cherchait aussi son chemin. « Cherchons ensemble », proposa {name}.',
  ),
  b(
    // Said in any story, not only a search: a shortcut, not "something I saw this morning".
    '{Other} waved from {place}. “Follow me, I know a shortcut!”',
    '{Other} fit signe depuis {place}. « {Suis|Suivez}-moi, je connais un raccourci ! »',
  ),
  b(
    '{atPlace}, {name} helped {other} carry a heavy basket. In return, {theOther} pointed the way.',
    '{atPlace}, {name} aida {other} à porter un lourd panier. En échange, {theOther} montra le chemin.',
    { fits: allBut('sea') },
  ),
];

/** A rest on the way: a snack, water, a song, the sky. */
export const PAUSE_EPISODES: PlacedL[] = [
  b(
    '{name} sat down for a rest {atPlace}. The clouds drifted by like slow boats.',
    '{name} s’assit pour se reposer {atPlace}. Les nuages passaient comme de lents bateaux.',
    { fits: WEATHER, lights: UNTIL_DUSK },
  ),
  // The same rest after dark, under any sky.
  b(
    '{name} sat down for a rest {atPlace} and listened to the night. Somewhere, an owl hooted softly.',
    '{name} s’assit pour se reposer {atPlace} et écouta la nuit. Quelque part, une chouette hulula doucement.',
    { fits: ['nature', 'town', 'snow', 'shore'], lights: STARRY },
  ),
  b(
    '{atPlace}, {name} and {friend} shared an apple. Crunch, crunch, and they were ready again.',
    '{atPlace}, {name} et {friend} partagèrent une pomme. Croc, croc, et les voilà reparti{sF}.',
    { fits: [...AIR, 'cave'] },
  ),
  b(
    '{name} splashed some cool water on both cheeks {atPlace}. That felt much better.',
    '{atPlace}, {name} s’aspergea les joues d’eau fraîche. Cela faisait du bien.',
    { fits: [...allBut('sea', 'space', 'sky'), 'cave'] },
  ),
  b(
    '{atPlace}, {name} hummed a little song to feel brave. The song made the way feel shorter.',
    '{atPlace}, {name} fredonna une petite chanson pour se donner du courage. Le trajet parut plus court.',
  ),
  b(
    '{name} stopped {atPlace} to watch a butterfly dance. Then the search went on.',
    '{name} s’arrêta {atPlace} pour regarder danser un papillon. Puis les recherches reprirent.',
    { fits: ['nature', 'town'], lights: DAYLIGHT },
  ),
  b(
    '{atPlace}, {name} counted to ten and felt calm again. “We can do this,” {name} said.',
    '{atPlace}, {name} compta jusqu’à dix et se sentit plus calme. « On peut y arriver », dit {name}.',
  ),
  b(
    '{name} lay down {atPlace} and thought hard. Where would {object} go?',
    '{name} s’allongea {atPlace} et réfléchit très fort. Où irait {object} ?',
    ABSENT,
  ),
  b(
    'A kind wind cooled {place}. {name} stretched both arms wide and set off once more.',
    'Un vent doux rafraîchissait {place}. {name} s’étira de tout son long et repartit.',
    { fits: WEATHER },
  ),
  b(
    '{atPlace}, {name} {restOnStone}. Then it was time to go on.',
    '{atPlace}, {name} {restOnStone}. Puis il fut temps de repartir.',
    { fits: [...allBut('indoor', 'sky', 'town'), 'cave'] },
  ),
  b(
    '{name} drank some water {atPlace} and listened to the quiet. Even the search could wait a minute.',
    '{name} but un peu d’eau {atPlace} et écouta le silence. Les recherches pouvaient bien attendre une minute.',
    { fits: [...allBut('sea', 'space'), 'cave'] },
  ),
  b(
    '{atPlace}, {name} watched the sky change colour. “Just one more place to try,” {name} whispered.',
    '{atPlace}, {name} regarda le ciel changer de couleur. « Encore un endroit à essayer », murmura {name}.',
    { fits: allBut('sea', 'indoor'), lights: UNTIL_DUSK, clear: true },
  ),
  // Under a clear night sky.
  b(
    '{atPlace}, {name} lay back and counted the stars: one, two, three… Counting made {name} feel brave again.',
    '{atPlace}, {name} s’allongea et compta les étoiles : une, deux, trois… Compter redonnait du courage à {name}.',
    { fits: allBut('sea', 'indoor', 'space'), lights: STARRY, clear: true },
  ),
  b(
    '{name} floated quietly {atPlace} and watched the little fish go by. Then it was time to swim on.',
    '{name} flotta sans bruit {atPlace} en regardant passer les petits poissons. Puis il fut temps de repartir à la nage.',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, {name} looked back at the blue Earth, so small and round. Then {name} set off again.',
    '{atPlace}, {name} regarda la Terre bleue, toute petite et toute ronde. Puis {name} repartit.',
    { fits: ['space'] },
  ),
];
