import { MORE_GALLERY_TEMPLATES } from './gallery-catalog-more';
import { entry, type GalleryEntry } from './gallery-entry';

export type { GalleryEntry };

/** The first 12 gallery covers: popular types, one per cover category. */
const FIRST_TEMPLATES: readonly GalleryEntry[] = [
  entry(
    'dinosaur-valley',
    'Dinosaur Valley',
    'dinosaurs',
    ['dinosaur', 'adventure'],
    'A friendly little dinosaur explores a green valley full of ferns and volcanoes.',
  ),
  entry(
    'rocket-to-the-stars',
    'Rocket to the Stars',
    'space',
    ['rocket', 'planets'],
    'A young astronaut flies a rocket past planets and twinkling stars.',
  ),
  entry(
    'mermaid-lagoon',
    'Mermaid Lagoon',
    'mermaids',
    ['mermaid', 'ocean'],
    'A cheerful mermaid swims through a coral lagoon with her fish friends.',
  ),
  entry(
    'dragon-castle',
    'Dragon Castle',
    'fantasy',
    ['dragon', 'magic'],
    'A gentle dragon guards a magic castle on a hill under a purple sky.',
  ),
  entry(
    'once-upon-a-time',
    'Once Upon a Time',
    'story-book',
    ['classic', 'friendship'],
    'A curious child sets out from a cosy cottage on a big adventure.',
  ),
  entry(
    'color-me-happy',
    'Color Me Happy',
    'coloring',
    ['coloring', 'line-art'],
    'Happy animals and flowers to colour in a sunny meadow.',
  ),
  entry(
    'safari-friends',
    'Safari Friends',
    'zoo-animals',
    ['animals', 'safari'],
    'A lion, a giraffe and an elephant become friends at the zoo.',
  ),
  entry(
    'big-wheels',
    'Big Wheels',
    'vehicles',
    ['trucks', 'trains'],
    'A brave little truck helps the diggers and trains in a busy town.',
  ),
  entry(
    'winter-wonderland',
    'Winter Wonderland',
    'holiday',
    ['winter', 'celebration'],
    'A snowy village gets ready for a festive winter celebration.',
  ),
  entry(
    'game-day',
    'Game Day',
    'sports',
    ['football', 'team'],
    'A small player learns teamwork on the big game day.',
  ),
  entry(
    'abc-garden',
    'ABC Garden',
    'alphabet',
    ['letters', 'learning'],
    'Letters from A to Z grow in a bright garden of words.',
  ),
  entry(
    'comic-heroes',
    'Comic Heroes',
    'comic-books',
    ['superhero', 'action'],
    'A kid superhero and a robot sidekick save the city.',
  ),
];

/** Every gallery cover seeded on a fresh install (72: at least four per drawn cover category). */
export const GALLERY_TEMPLATES: readonly GalleryEntry[] = [...FIRST_TEMPLATES, ...MORE_GALLERY_TEMPLATES];
