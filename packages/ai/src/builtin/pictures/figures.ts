import { KINDS } from '../idea/kinds';
import { BODY_CHANGED_FIGURES } from './plain-coat-icons';
/**
 * Hero figures the builtin engine can draw. `kind: 'head'` icons are faces: we draw a body
 * (shirt, trousers, shoes in the character palette) under them so the hero can stand in a
 * scene. Anchors are in the icon's 32×32 box: `hat` = [x, y, width] where a hat sits,
 * `neck` = [x, y, width] for a scarf or bow. `faces` is the side the icon looks at.
 */
export type Figure = {
  id: string;
  icon: string;
  kind: 'head' | 'body';
  faces: 'left' | 'right' | 'front';
  hat: [number, number, number];
  neck: [number, number, number];
  en: string;
  fr: string;
};

const head = (id: string, icon: string, en: string, fr: string, hatY = 3, hatW = 20): Figure => ({
  id,
  icon,
  kind: 'head',
  faces: 'front',
  hat: [16, hatY, hatW],
  neck: [16, 29.5, 16],
  en,
  fr,
});

export const FIGURES: readonly Figure[] = [
  head('child', 'child', 'child', 'enfant'),
  head('girl', 'girl', 'girl', 'fille'),
  head('boy', 'boy', 'boy', 'garçon'),
  // The boy's face under a helmet, in armour with a shield and a sword (knight.ts).
  head('knight', 'boy', 'knight', 'chevalier'),
  // A girl knight: the girl's face under the helmet, her hair showing below it (knight.ts).
  head('knight-girl', 'girl', 'knight', 'chevalière'),
  // The boy's face under a tricorn hat, with an eyepatch and a striped top (pirate.ts).
  head('pirate', 'boy', 'pirate', 'pirate'),
  // Santa as the hero ("Santa loses his reindeer"): the emoji's capped, bearded face on his red suit
  // (santa-suit.ts); his cap is his hat, so no other goes on it.
  head('santa', 'santa-claus', 'Santa', 'père Noël', 3, 0),
  // The little elf as the hero: the child's face under its own pointed green hat (elf-suit.ts).
  head('elf', 'child', 'little elf', 'petit lutin', 3, 0),
  head('fox', 'fox', 'fox', 'renard', 6, 14),
  head('bear', 'bear', 'bear cub', 'ourson', 5, 16),
  head('panda', 'panda', 'panda', 'panda', 5, 16),
  head('koala', 'koala', 'koala', 'koala', 6, 14),
  head('bunny', 'rabbit-face', 'bunny', 'lapin', 9, 14),
  head('robot', 'robot', 'robot', 'robot', 4, 16),
  head('frog', 'frog', 'frog', 'grenouille', 6, 18),
  head('lion', 'lion', 'lion cub', 'lionceau', 4, 18),
  head('raccoon', 'raccoon', 'raccoon', 'raton laveur', 6, 14),
  {
    id: 't-rex',
    icon: 't-rex',
    kind: 'body',
    // Fluent's T-rex looks left, head at x 2–15, top y 4 (measured on a grid; the hat floated
    // above its back and the hero faced out of the page).
    faces: 'left',
    hat: [10.8, 4.3, 8],
    neck: [10.5, 12.2, 6],
    en: 'little T-rex',
    fr: 'petit T-rex',
  },
  {
    id: 'sauropod',
    icon: 'sauropod',
    kind: 'body',
    faces: 'left',
    hat: [8, 4.8, 6],
    neck: [11, 12, 4],
    en: 'long-necked dinosaur',
    fr: 'dinosaure au long cou',
  },
  {
    id: 'penguin',
    icon: 'penguin',
    kind: 'body',
    faces: 'front',
    hat: [16, 3.5, 14],
    neck: [16, 14, 14],
    en: 'penguin',
    fr: 'manchot',
  },
  {
    id: 'owl',
    icon: 'owl',
    kind: 'body',
    faces: 'front',
    hat: [16, 3, 16],
    neck: [16, 17, 14],
    en: 'owl',
    fr: 'hibou',
  },
  {
    id: 'octopus',
    icon: 'octopus',
    kind: 'body',
    faces: 'front',
    hat: [16, 3.5, 14],
    neck: [16, 17, 14],
    en: 'octopus',
    fr: 'pieuvre',
  },
  {
    id: 'mermaid',
    icon: 'woman-merpeople',
    kind: 'body',
    faces: 'front',
    hat: [19, 3, 8],
    neck: [19, 11, 7],
    en: 'mermaid',
    fr: 'sirène',
  },
  {
    id: 'unicorn',
    icon: 'unicorn',
    kind: 'body',
    faces: 'left',
    hat: [18, 6, 8],
    neck: [20, 24, 9],
    en: 'unicorn',
    fr: 'licorne',
  },
  {
    id: 'cat',
    icon: 'cat',
    kind: 'body',
    faces: 'left',
    hat: [9, 6.5, 8],
    neck: [10, 14, 7],
    en: 'kitten',
    fr: 'chaton',
  },
  {
    id: 'dog',
    icon: 'dog',
    kind: 'body',
    faces: 'left',
    hat: [8, 7, 8],
    neck: [10, 14, 7],
    en: 'puppy',
    fr: 'chiot',
  },
  {
    id: 'astronaut',
    icon: 'astronaut',
    kind: 'body',
    faces: 'front',
    hat: [16, 2, 0],
    neck: [16, 22, 14],
    en: 'astronaut',
    fr: 'astronaute',
  },
];

export const figureById = (id: string): Figure => FIGURES.find((f) => f.id === id) ?? FIGURES[0];

const body = (
  id: string,
  icon: string,
  en: string,
  fr: string,
  faces: Figure['faces'] = 'front',
  hat: Figure['hat'] = [16, 3, 12],
  neck: Figure['neck'] = [16, 14, 10],
): Figure => ({ id, icon, kind: 'body', faces, hat, neck, en, fr });

/** More heroes the themes ask for (their default characters). */
export const MORE_FIGURES: readonly Figure[] = [
  head('alien', 'alien', 'little alien', 'petit extraterrestre', 4, 16),
  head('cow', 'cow-face', 'calf', 'veau', 7, 14),
  // The hamster icon is a face: it stands on a body as the fox does, not a giant head (a guinea pig too).
  head('hamster', 'hamster', 'hamster', 'hamster', 7, 14),
  body('chick', 'baby-chick', 'chick', 'poussin', 'left', [14, 6, 9], [14, 16, 8]),
  // The turtle's small head is low at the left (centre 3.5, 22.5): the hat sits on it, not in the air.
  body('turtle', 'turtle', 'turtle', 'tortue', 'left', [3.6, 20.6, 5], [5.5, 25, 4]),
  body('fish', 'tropical-fish', 'little fish', 'petit poisson', 'left', [0, 0, 0], [10, 16, 5]),
  body('fairy', 'person-fairy', 'fairy', 'fée', 'front', [16, 3.4, 9], [16, 12, 8]),
  // Wizard, builder and doctor are busts (standing-bust.ts draws their legs): the scarf or bow goes
  // under the chin, not across the mouth.
  body('wizard', 'person-mage', 'young wizard', 'jeune magicien', 'front', [0, 0, 0], [16, 21.6, 8]),
  body('witch', 'woman-mage', 'young witch', 'jeune sorcière', 'front', [0, 0, 0], [16, 21.6, 8]),
  body('runner', 'person-running', 'runner', 'coureur', 'left', [11.6, 3, 7], [12.8, 8, 5]),
  body('builder', 'construction-worker', 'builder', 'bâtisseur', 'front', [0, 0, 0], [16, 22.2, 9]),
  body('doctor', 'health-worker', 'doctor', 'docteur', 'front', [16, 2, 10], [16, 18.8, 8]),
  body('car', 'automobile', 'little car', 'petite voiture', 'left', [0, 0, 0], [0, 0, 0]),
  body('bus', 'bus', 'little bus', 'petit bus', 'left', [0, 0, 0], [0, 0, 0]),
  // A little cloud and a little star (sky-hero-icons.ts): a face, nothing to wear.
  body('cloud', 'little-cloud', 'little cloud', 'petit nuage', 'front', [0, 0, 0], [0, 0, 0]),
  body('star', 'little-star', 'little star', 'petite étoile', 'front', [0, 0, 0], [0, 0, 0]),
  body('moon', 'little-moon', 'moon', 'lune', 'front', [0, 0, 0], [0, 0, 0]),
  // The giraffe looks left, head top at (8.5, 4); its neck is at x 9–10, not the belly.
  body('giraffe', 'giraffe', 'giraffe', 'girafe', 'left', [8.5, 4.6, 7], [9.8, 11.5, 5]),
  // Our own triceratops (own-icons.ts) looks left: a hat between its brow horns, a scarf under the frill.
  body(
    'triceratops',
    'triceratops',
    'little triceratops',
    'petit tricératops',
    'left',
    [11.2, 14.2, 5],
    [12, 21.6, 4],
  ),
  // Its small head is low at the left: the hat sits on it, the scarf just behind it.
  body(
    'stegosaurus',
    'stegosaurus',
    'little stegosaurus',
    'petit stégosaure',
    'left',
    [6.4, 17.6, 4],
    [8.6, 19.6, 3],
  ),
];

/**
 * Every other species the idea reader knows (idea/kinds) that has an icon but no figure of its own:
 * drawn as its whole-body icon, with no accessory, so "a tiger named Raja" is a tiger on every page.
 */
export const ICON_FIGURES: readonly Figure[] = KINDS.filter(
  (k) => k.icon && !k.figure && !MORE_FIGURES.some((f) => f.id === k.id),
).map((k) => body(k.id, k.icon, k.en, k.fr, 'left', [0, 0, 0], [0, 0, 0]));

/** A caterpillar asleep in its cocoon is drawn as the cocoon (StoryHints.becomes); no kind of its own. */
const COCOON_FIGURE = body('cocoon', 'cocoon', 'cocoon', 'cocon', 'left', [0, 0, 0], [0, 0, 0]);
// A body changed (a unicorn hornless, a zebra without stripes: plain-coat-icons.ts), drawn as its kind's figure.
const figureAs = (of: string, ids: string[]) =>
  ids.map((id) => ({
    ...([...FIGURES, ...MORE_FIGURES, ...ICON_FIGURES].find((f) => f.id === of) as Figure),
    id,
    icon: id,
  }));
const HORN_FIGURES = BODY_CHANGED_FIGURES.flatMap(([of, ids]) => figureAs(of, ids));
export const ALL_FIGURES: readonly Figure[] = [
  ...FIGURES,
  ...MORE_FIGURES,
  ...ICON_FIGURES,
  COCOON_FIGURE,
  ...HORN_FIGURES,
];
/**
 * How high a cloud, a star or a moon hero floats above the ground (sky-hero-icons.ts): up in the sky, never
 * standing on the land, yet under the page's top (`top`: where its head is before it rises).
 */
export const aloft = (id: string, h: number, top: number) =>
  id === 'cloud' || id === 'star' || id === 'moon' ? Math.max(0, Math.min(h * 0.24, top - h * 0.04)) : 0;
export const anyFigureById = (id: string): Figure => ALL_FIGURES.find((f) => f.id === id) ?? FIGURES[0];
