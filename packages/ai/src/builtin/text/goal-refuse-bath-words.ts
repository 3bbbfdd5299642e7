import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';

/** Not taking a bath (« ne veut pas prendre son bain »): muddy and itchy, then bubbles and a duck make it a game. */
export const BATH: RefuseScript = {
  problems: [
    b(
      '{name} loved mud, puddles and sandpits, but the bath? “Never!”',
      '{name} adorait la boue, les flaques et le bac à sable, mais le bain ? « Jamais ! »',
    ),
    b(
      'Every evening, the same thing: the bath was ready, and {name} was nowhere to be found.',
      'Chaque soir, c’était pareil : le bain était prêt, et {name} avait disparu.',
    ),
  ],
  refusals: [
    b(
      '{atPlace}, Dad turned on the taps. “No! No bath!” shouted {name}, and ran off.',
      '{atPlace}, Papa ouvrit les robinets. « Non ! Pas de bain ! » cria {name}, et partit en courant.',
    ),
    b(
      '{atPlace}, {name} hid under the table with muddy knees. “I’m clean enough!”',
      '{atPlace}, {name} se cacha sous la table, les genoux pleins de boue. « Je suis bien assez propre ! »',
    ),
    b(
      '{atPlace}, {name} held on to the door frame with both hands. “Not the bath!”',
      '{atPlace}, {name} s’accrocha à la porte des deux mains. « Pas le bain ! »',
    ),
  ],
  costs: [
    b(
      '{atPlace}, {name} felt all itchy, and sand fell out at every step.',
      '{atPlace}, {name} avait des démangeaisons partout, et du sable tombait à chaque pas.',
    ),
    b(
      '{atPlace}, the cat sniffed {name} and walked away with its nose in the air.',
      '{atPlace}, le chat renifla {name} et s’éloigna, le nez en l’air.',
    ),
    b(
      '{atPlace}, the sheets were so sandy that {name} could not get comfortable.',
      '{atPlace}, les draps étaient si pleins de sable que {name} n’arrivait pas à bien s’installer.',
    ),
  ],
  shown: [
    b(
      '{atPlace}, big sister blew a giant soap bubble. “Look, in the bath you can make rainbows!”',
      '{atPlace}, la grande sœur souffla une bulle de savon géante. « Regarde, dans le bain, on peut faire des arcs-en-ciel ! »',
    ),
    b(
      '{atPlace}, Grandpa set a little yellow duck floating. “He’s been waiting for a friend to play with.”',
      '{atPlace}, Papi fit flotter un petit canard jaune. « Il attend un copain pour jouer. »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} dipped one toe in the water. It was warm, like a summer sea.',
      '{atPlace}, {name} trempa un orteil dans l’eau. Elle était tiède, comme la mer en été.',
    ),
    b(
      '{atPlace}, {name} climbed in, just for a moment, and the bubbles tickled.',
      '{atPlace}, {name} entra dans l’eau, juste un moment, et les bulles chatouillaient.',
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} splashed, blew bubbles and sailed the duck across the foam. Bath time was the best game of all!',
      '{atPlace}, {name} éclaboussa, souffla des bulles et fit naviguer le canard sur la mousse. Le bain, c’était le meilleur des jeux !',
    ),
  ],
  endings: [
    b(
      'Wrapped in a soft towel, {name} smelled of soap and fell asleep in clean sheets.',
      'Dans une serviette toute douce, {name} sentait bon le savon et s’endormit dans des draps propres.',
    ),
    b(
      'Now, when the bath is ready, {name} is the first one there. “Where’s my duck?”',
      'Maintenant, quand le bain est prêt, {name} court à la salle de bains. « Où est mon canard ? »',
    ),
  ],
  places: inFamily('indoor', [
    place('in/the bathroom|by the kitchen tiles', 'dans/la salle de bains'),
    place('by/the bath|by the kitchen tiles', 'près de/la baignoire'),
    place('in/the hallway|by the bedroom door', 'dans/le couloir'),
  ]),
  // The picture set has no bathroom: drawn as the tiled room (the kitchen's), the tub in front.
  home: inFamily('indoor', [place('in/the bathroom|by the kitchen tiles', 'dans/la salle de bains')])[0],
  subjects: ['bathtub', 'bubbles', 'duck'],
  said: { en: ['a bath', 'bubbles', 'a duck'], fr: ['une baignoire', 'des bulles', 'un canard'] },
  turnAction: 'splashes in the bath with bubbles, laughing',
};
