import { type PlaceDraft, place as p, type Setting, setting as s } from './settings-kit';

/**
 * A cave of its own ("A little bat explores the glowing cave", « Une petite chauve-souris explore la
 * grotte lumineuse »), which before was a house on Maple Lane and its park and library: its mouth, a
 * tunnel, the big chamber, the underground lake, the stalactites and the crystal hall, every one drawn
 * inside under rock (pictures/cave-rooms.ts), the hero living in it. A glowing (crystal) cave is the
 * same cave lit by its own crystals and glow-worms: its places glow, so no page finds them "so dark".
 * The ice cave stays the snow's, the seabed caves the sea's (idea/seaside.ts keeps a cave under the sea there).
 */
const spots = (where: string): PlaceDraft[] => [
  p(`at/the cave mouth|${where}`, 'à/l’entrée de la grotte'),
  p(`in/the long tunnel|${where}`, 'dans/le long tunnel'),
  p(`in/the big chamber|${where}`, 'dans/la grande salle'),
  p(`by/the underground lake|${where}`, 'au bord de/le lac souterrain'),
  p(`under/the stalactites|${where}`, 'sous/les stalactites'),
  p(`in/the crystal hall|${where}`, 'dans/la salle des cristaux'),
];

/** Home is the cave itself ("Once upon a time in the cave"), drawn in its big chamber. */
const home = (en: string, fr: string, where: string): PlaceDraft => ({
  en: `the ${en}`,
  fr: `la ${fr}`,
  at: { en: `in the ${en}`, fr: `dans la ${fr}` },
  pic: `the big chamber ${where}`,
});

const CAVE = s(
  'cave',
  'cave',
  'grotte',
  true,
  'in the cave',
  'dans la grotte',
  ['cavern', 'caverns', 'grotto', 'grottos', 'grottoes', 'caverne', 'cavernes'],
  spots('inside the cave'),
  { livesAt: home('cave', 'grotte', 'inside the cave') },
);

const GLOWING = s(
  'glowing-cave',
  'glowing cave',
  'grotte lumineuse',
  true,
  'in the glowing cave',
  'dans la grotte lumineuse',
  [
    'glowing caves',
    'glowing cavern',
    'crystal cave',
    'crystal caves',
    'crystal cavern',
    'glowworm cave',
    'glow-worm cave',
    'sparkling cave',
    'shining cave',
    'grottes lumineuses',
    'caverne lumineuse',
    'grotte de cristal',
    'grotte des cristaux',
    'grotte aux cristaux',
    'grotte scintillante',
    'grotte brillante',
  ],
  spots('inside the glowing cave'),
  { livesAt: home('glowing cave', 'grotte lumineuse', 'inside the glowing cave') },
);

const glowing = (x: Setting): Setting => ({
  ...x,
  places: x.places.map((place) => ({ ...place, glows: true })),
  ...(x.livesAt ? { livesAt: { ...x.livesAt, glows: true } } : {}),
});

export const CAVE_SETTINGS: readonly Setting[] = [CAVE, glowing(GLOWING)];
