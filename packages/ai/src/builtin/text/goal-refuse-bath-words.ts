import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';

// Each page happens where its words say: the taps in the bathroom, behind the sofa in the living
// room, sandy sheets in the bedroom (a bath book drew "In the hallway, Inès dipped one toe in the water").
const BATHROOM = /^the bath/;
const LIVING = /living room/;
const BEDROOM = /bedroom/;

/** Not taking a bath (« ne veut pas prendre son bain »): muddy and itchy, then bubbles and a duck make it a game. */
export const BATH: RefuseScript = {
  // Its own first page, drawn in the bathroom: not "lives in a little house at the end of Maple Lane".
  openings: [
    {
      en: 'Meet {name}, {aKind} who came home from every walk with mud on both knees and leaves in both ears.{withFriend}',
      fr: 'Voici {name}, {aKind} qui rentrait de chaque promenade avec de la boue sur les genoux et des feuilles dans les oreilles.{withFriend}',
    },
    {
      en: 'There was once {aKind} called {name}, who thought nothing in the world beat a good muddy puddle.{withFriend}',
      fr: 'Il était une fois {aKind} {named} {name}, pour qui rien au monde ne valait une bonne flaque de boue.{withFriend}',
    },
  ],
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
      { onlyPlace: BATHROOM },
    ),
    b(
      '{atPlace}, {name} hid behind the sofa with muddy knees. “I’m clean enough!”',
      '{atPlace}, {name} se cacha derrière le canapé, les genoux pleins de boue. « Je suis bien assez propre ! »',
      { onlyPlace: LIVING },
    ),
    b(
      '{atPlace}, {name} held on to the door frame with both hands. “Not the bath!”',
      '{atPlace}, {name} s’accrocha à la porte des deux mains. « Pas le bain ! »',
      { onlyPlace: /bathroom/ },
    ),
    b(
      '{atPlace}, {name} put on a muddy raincoat and announced: “I’ll stay dirty forever!”',
      '{atPlace}, {name} enfila un ciré plein de boue et annonça : « Je resterai sale pour toujours ! »',
      { onlyPlace: /living room|bedroom/ },
    ),
    b(
      '{atPlace}, Mum held out a fluffy towel. {name} crawled under the bed. “I can’t hear you!”',
      '{atPlace}, Maman tendit une serviette toute douce. {name} rampa sous le lit. « Je n’entends rien ! »',
      { onlyPlace: BEDROOM },
    ),
  ],
  costs: [
    b(
      '{atPlace}, {name} felt all itchy, and sand fell out at every step.',
      '{atPlace}, {name} avait des démangeaisons partout, et du sable tombait à chaque pas.',
      { onlyPlace: /living room|bedroom/ },
    ),
    b(
      '{atPlace}, the cat sniffed {name} and walked away with its nose in the air.',
      '{atPlace}, le chat renifla {name} et s’éloigna, le nez en l’air.',
      { onlyPlace: LIVING },
    ),
    b(
      '{atPlace}, the sheets were so sandy that {name} could not get comfortable.',
      '{atPlace}, les draps étaient si pleins de sable que {name} n’arrivait pas à bien s’installer.',
      { onlyPlace: BEDROOM },
    ),
    b(
      '{atPlace}, a little cloud of dust puffed up every time {name} sat down.',
      '{atPlace}, un petit nuage de poussière s’envolait chaque fois que {name} s’asseyait.',
      { onlyPlace: LIVING },
    ),
    b(
      '{atPlace}, a fly buzzed round and round {name}’s muddy knees.',
      '{atPlace}, une mouche tournait et tournait autour des genoux boueux de {name}.',
      { onlyPlace: /living room|bedroom/ },
    ),
  ],
  shown: [
    b(
      '{atPlace}, big sister blew a giant soap bubble. “Look, in the bath you can make rainbows!”',
      '{atPlace}, la grande sœur souffla une bulle de savon géante. « Regarde, dans le bain, on peut faire des arcs-en-ciel ! »',
      { onlyPlace: BATHROOM },
    ),
    b(
      '{atPlace}, Grandpa set a little yellow rubber duck floating. “He’s been waiting for a friend to play with.”',
      '{atPlace}, Papi fit flotter un petit canard jaune en plastique. « Il attend un copain pour jouer. »',
      { onlyPlace: BATHROOM },
    ),
    b(
      '{atPlace}, Dad drew a smiley face in the steam on the mirror. “The bath makes the mirror magic.”',
      '{atPlace}, Papa dessina un sourire dans la buée du miroir. « Le bain rend le miroir magique. »',
      { onlyPlace: BATHROOM },
    ),
    b(
      '{atPlace}, Grandma told {name} a secret: pirates take baths too, to find the treasure hidden in the foam.',
      '{atPlace}, Mamie confia un secret à {name} : les pirates aussi prennent leur bain, pour trouver le trésor caché dans la mousse.',
      { onlyPlace: /bathroom/ },
    ),
    b(
      '{atPlace}, Mum filled a cup and poured a little waterfall. “Want to try? It sounds like rain.”',
      '{atPlace}, Maman remplit un gobelet et versa une petite cascade. « Tu veux essayer ? On dirait la pluie. »',
      { onlyPlace: BATHROOM },
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} dipped one toe in the water. It was warm, like a summer sea.',
      '{atPlace}, {name} trempa un orteil dans l’eau. Elle était tiède, comme la mer en été.',
      { onlyPlace: BATHROOM },
    ),
    b(
      '{atPlace}, {name} climbed in, just for a moment, and the bubbles tickled.',
      '{atPlace}, {name} entra dans l’eau, juste un moment, et les bulles chatouillaient.',
      { onlyPlace: BATHROOM },
    ),
    b(
      '{atPlace}, {name} let the rubber duck go for a swim, and went in up to the knees to follow it.',
      '{atPlace}, {name} laissa le canard en plastique nager, et entra dans l’eau jusqu’aux genoux pour le suivre.',
      { onlyPlace: BATHROOM },
    ),
    b(
      '{atPlace}, {name} made a beard of foam. “Look, I’m a pirate!”',
      '{atPlace}, {name} se fit une barbe de mousse. « Regarde, je suis un pirate ! »',
      { onlyPlace: BATHROOM },
    ),
    b(
      '{atPlace}, {name} poured a little waterfall from a cup, and laughed at the sound of it.',
      '{atPlace}, {name} versa une petite cascade avec un gobelet, et rit en l’entendant.',
      { onlyPlace: BATHROOM },
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} splashed, blew bubbles and sailed the rubber duck across the foam. Bath time was the best game of all!',
      '{atPlace}, {name} éclaboussa, souffla des bulles et fit naviguer le canard en plastique sur la mousse. Le bain, c’était le meilleur des jeux !',
    ),
  ],
  endings: [
    b(
      'That night, wrapped in a soft towel, {name} smelled of soap, all ready for clean sheets and sweet dreams.',
      'Ce soir-là, dans une serviette toute douce, {name} sentait bon le savon. Vite, au lit, dans des draps tout propres !',
    ),
    b(
      'Now, when the bath is ready, {name} is the first one there. “Where’s my rubber duck?”',
      'Maintenant, quand le bain est prêt, {name} court à la salle de bains. « Où est mon canard en plastique ? »',
    ),
  ],
  // Drawn as the bathroom (pictures/interiors-home.ts): tiles, basin and towel, the tub in front.
  places: inFamily('indoor', [
    place('in/the bathroom', 'dans/la salle de bains'),
    place('by/the bath|in the bathroom', 'près de/la baignoire'),
    place('in/the living room', 'dans/le salon'),
    place('in/the bedroom', 'dans/la chambre'),
  ]),
  home: inFamily('indoor', [place('in/the bathroom', 'dans/la salle de bains')])[0],
  subjects: ['bathtub', 'bubbles', 'rubber-duck'],
  said: {
    en: ['a bath', 'bubbles', 'a rubber duck'],
    fr: ['une baignoire', 'des bulles', 'un canard en plastique'],
  },
  named: {
    // The toy duck is always in the bath: a page naming it draws the tub with it floating there.
    bathtub: /\bbath\b|taps|water|\bbain\b|robinets|eau\b|duck|canard/i,
    bubbles: /bubble|foam|bulle|mousse/i,
    'rubber-duck': /duck|canard/i,
  },
  unnamed: [],
  together: { icons: ['bathtub', 'rubber-duck'], as: 'bathtub-duck' },
  // In: climbed in, up to the knees, a beard of foam, splashing; not the toe dipped by the bath.
  inTub:
    /climbed in|went in up to|beard of foam|splashed|entra dans l’eau|jusqu’aux genoux|barbe de mousse|éclaboussa/,
  turnAction: 'splashes in the bath with bubbles, laughing',
  lesson: { en: 'even a chore can turn into a game', fr: 'même une corvée peut devenir un jeu' },
};
