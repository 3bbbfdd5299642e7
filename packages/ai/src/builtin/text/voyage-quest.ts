import { ABSENT, b } from './episode-template';
import type { ObjectPresence, PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * A quest on a pirate voyage (idea/settings-voyage.ts, issue 14): it opens at the harbour by the
 * ship, a map with a red X sets it off, the middle sails the sea (storm, whale, parrot, the map on
 * deck) then crosses the island (beach, palms, jungle, caves), the chest is dug up at the X and the
 * crew sails home. The pages that are not the middle's come from VOYAGE_QUEST; the middle's ship
 * and island templates join the stock pools (story-episodes.ts), kept to their places by `fits` and
 * `onlyPlace`.
 */
const ISLAND = /island|palm/i;
/** A voyage's places, seen for the first time: no "last time I was playing right over there". */
export const FARAWAY = /island|palm|ship|crow’s nest/i;
const ON_ISLAND = { onlyPlace: ISLAND } as const;

export type SettingQuest = {
  openings: L[];
  problems: (L & ObjectPresence)[];
  turns: L[];
  endings: L[];
  /** What the problem page draws besides the hero's thought of the key object (the map). */
  problemShows: string[];
};

export const VOYAGE_QUEST: SettingQuest = {
  openings: [
    b(
      '{when} {at}, there lived {aKind} called {name}, with a little ship and a big patched sail.{withFriend}',
      '{When} {at}, vivait {aKind} {named} {name}, avec un petit navire et une grande voile rapiécée.{withFriend}',
    ),
    b(
      'Meet {name}, {aKind} whose ship bobbed {at}, waiting for the wind.{withFriend}',
      'Voici {name}, {aKind} dont le navire se balançait {at}, en attendant le vent.{withFriend}',
    ),
  ],
  problems: [
    b(
      'One morning {name} unrolled an old map. A big red X marked {aObject} buried on a faraway island! “Hoist the sail!” cried {name}.',
      'Un matin, {name} déroula une vieille carte. Une grande croix rouge marquait {aObject} enfoui sur une île lointaine ! « Hissez la voile ! » cria {name}.',
      ABSENT,
    ),
    b(
      'A bottle washed up by the ship with a map inside: an island, a path, and an X where {aObject} lay buried. {name} pulled up the anchor.',
      'Une bouteille s’échoua près du navire avec une carte dedans : une île, un chemin, et une croix là où était enfoui {aObject}. {name} leva l’ancre.',
      ABSENT,
    ),
  ],
  turns: [
    b(
      '{name} dug and dug {atPlace}, until the spade went clunk! Up came {object}, and when the lid creaked open, gold coins glittered inside.',
      '{name} creusa, creusa {atPlace}, jusqu’à ce que la pelle fasse clonk ! Voilà {object} ! Quand le couvercle grinça, des pièces d’or brillaient dedans.',
    ),
    b(
      'X marks the spot! {atPlace}, {name} dug deep into the sand and found {object}, brimming with gold and jewels.',
      'La croix ne mentait pas ! {atPlace}, {name} creusa profond dans le sable et trouva {object}, plein d’or et de bijoux.',
    ),
  ],
  endings: [
    b(
      'The ship sailed home with {object} safe on deck. Back {at}, everyone cheered, and {name} knew that {lesson}. The end.',
      'Le navire rentra avec {object} bien à l’abri sur le pont. De retour {at}, tout le monde applaudit, et {name} savait que {lesson}. Fin.',
    ),
    b(
      '{ThatEvening}, back {at}, {name} shared the gold with the whole crew. The best treasure? Learning that {lesson}. The end.',
      '{ThatEvening}, de retour {at}, {name} partagea l’or avec tout l’équipage. Le plus beau trésor ? Avoir appris que {lesson}. Fin.',
    ),
  ],
  problemShows: ['treasure-map'],
};

/** The quest's search aboard (the map, the spyglass) and on the island (palms, sand, jungle). */
export const VOYAGE_SEARCH: PlacedL[] = [
  b(
    '{atPlace}, {name} spread the map out and followed the dotted line with one finger. “The island is that way!”',
    '{atPlace}, {name} déplia la carte et suivit les pointillés du doigt. « L’île est par là ! »',
    { fits: ['ship'], ...ABSENT },
  ),
  b(
    '{atPlace}, {name} looked through the spyglass. Waves, waves, and more waves… then a speck of green!',
    '{atPlace}, {name} regarda dans la longue-vue. Des vagues, des vagues, encore des vagues… puis un point vert !',
    { fits: ['ship'] },
  ),
  b(
    '{name} steered the ship through the waves, the sail full of wind. The island could not be far now.',
    '{name} tint la barre à travers les vagues, la voile gonflée de vent. L’île ne devait plus être loin.',
    { fits: ['ship'] },
  ),
  b(
    '{atPlace}, {name} counted the steps on the map: ten from the big rock, then five more. Still no sign of {object}.',
    '{atPlace}, {name} compta les pas indiqués sur la carte : dix depuis le gros rocher, puis encore cinq. Toujours aucune trace de {object}.',
    { ...ON_ISLAND, ...ABSENT },
  ),
  b(
    '{name} pushed through {place}, checking the map at every turn. The X had to be close.',
    '{name} se fraya un chemin dans {place}, en regardant la carte à chaque tournant. La croix devait être tout près.',
    { fits: ['nature'], ...ON_ISLAND },
  ),
];

/** Clues at sea and on the island: seagulls, a floating barrel, footprints, a carved arrow. */
export const VOYAGE_CLUES: PlacedL[] = [
  b(
    '{atPlace}, a seagull circled three times, then flew west. “Follow that bird!” cried {name}.',
    '{atPlace}, une mouette tourna trois fois, puis s’envola vers l’ouest. « Suivons cet oiseau ! » cria {name}.',
    { fits: ['ship'] },
  ),
  b(
    'An old barrel bobbed past {place}. Painted on its side was a tiny palm tree and an arrow.',
    'Un vieux tonneau passa en flottant près de {place}. Sur son flanc étaient peints un petit palmier et une flèche.',
    { fits: ['ship'] },
  ),
  b(
    '{atPlace}, {name} found a stone with an X scratched on it, and an arrow pointing inland.',
    '{atPlace}, {name} trouva une pierre gravée d’une croix, et une flèche qui montrait l’intérieur de l’île.',
    ON_ISLAND,
  ),
  b(
    '{atPlace}, an old rope ladder hung from a palm. Someone had been here long ago, hiding something.',
    '{atPlace}, une vieille échelle de corde pendait à un palmier. Quelqu’un était venu ici il y a longtemps, pour cacher quelque chose.',
    { fits: ['nature', 'shore'], ...ON_ISLAND },
  ),
];

/** What the sea throws at a ship: a storm, a big whale, fog over the water. */
export const VOYAGE_OBSTACLES: PlacedL[] = [
  b(
    'A storm rolled in over the sea. Waves crashed over the rails, and {name} held the rope tight {atPlace} until the wind grew calm.',
    'Une tempête se leva sur la mer. Les vagues passaient par-dessus bord, et {name} tint bon la corde {atPlace} jusqu’à ce que le vent se calme.',
    { fits: ['ship'] },
  ),
  b(
    'Splash! A huge whale rose right beside {place}. The ship rocked, but the whale only blew a friendly spout and sank back under the waves.',
    'Plouf ! Une énorme baleine surgit juste à côté de {place}. Le navire tangua, mais la baleine souffla un jet amical et s’éloigna.',
    { fits: ['ship'] },
  ),
  b(
    'The wind dropped {atPlace} and the sail hung limp. {name} whistled and waited, and at last a breeze came back.',
    'Le vent tomba {atPlace} et la voile pendit, toute molle. {name} siffla et attendit, et enfin une brise revint.',
    { fits: ['ship'] },
  ),
  b(
    '{atPlace}, the path was blocked by a tangle of vines. {name} cut a way through, one snip at a time.',
    '{atPlace}, un enchevêtrement de lianes barrait le chemin. {name} se fraya un passage, coup de ciseaux après coup de ciseaux.',
    { fits: ['nature'], ...ON_ISLAND },
  ),
];

/** A rest aboard: a song with the crew, the stars over the sea. */
export const VOYAGE_PAUSES: PlacedL[] = [
  b(
    '{atPlace}, {name} and the crew sang a sea shanty: “Yo-ho, heave-ho!” The ship rocked along in time.',
    '{atPlace}, {name} et l’équipage chantèrent une chanson de marins : « Oh hisse, matelots ! » Le navire tanguait en rythme.',
    { fits: ['ship'] },
  ),
  b(
    '{atPlace}, {name} {restOnStone}. The waves went hush, hush against the hull.',
    '{atPlace}, {name} {restOnStone}. Les vagues faisaient chut, chut contre la coque.',
    { fits: ['ship'] },
  ),
];
