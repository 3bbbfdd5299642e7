import { createHash } from 'node:crypto';
import { type BookType, type CoverCategory, coverCategoryFor } from '@bookloom/core';

/** One gallery cover: drawn for a book type, filed under that type's cover category (its `style`). */
export type GalleryEntry = {
  /** Stable id: the same on every install and process, so two seeders insert the same rows. */
  id: string;
  slug: string;
  name: string;
  type: BookType;
  style: CoverCategory;
  tags: string[];
  /** What the builtin engine is asked to paint (its story planner turns it into the cover scene). */
  description: string;
};

/** A name-based UUID (v5 layout over SHA-1), so gallery ids never depend on which process seeded. */
function stableUuid(name: string): string {
  const h = createHash('sha1').update(`bookloom:gallery-template:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

const entry = (slug: string, name: string, type: BookType, tags: string[], description: string) => ({
  id: stableUuid(slug),
  slug,
  name,
  type,
  style: coverCategoryFor(type),
  tags: ['gallery', type, ...tags],
  description,
});

/** The 12 gallery covers seeded on a fresh install: popular types, one per cover category. */
export const GALLERY_TEMPLATES: readonly GalleryEntry[] = [
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
