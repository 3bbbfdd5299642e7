import type { ImageRequest } from '../../types';
import { designCharacter } from './character-design';
import { type HeroLook, heroLook } from './hero';

/**
 * The hero to draw. A bible from the builtin planner carries the exact figure; one written by a
 * language model only has prose, so we design a figure from its look (same look → same figure).
 */
export function heroForRequest(req: ImageRequest): HeroLook {
  // A caterpillar come out a butterfly is drawn as the butterfly from the turn on (StoryHints.becomes).
  const hints = req.page?.hints as { becomes?: unknown; wears?: unknown } | undefined;
  const look = lookForRequest(req);
  // A costume the page dresses the hero in (a witch's hat on a trick-or-treat night: costume-worn.ts).
  const dressed = typeof hints?.wears === 'string' ? { ...look, wears: hints.wears } : look;
  return typeof hints?.becomes === 'string' ? { ...dressed, id: hints.becomes } : dressed;
}

function lookForRequest(req: ImageRequest): HeroLook {
  const bible = req.character;
  if (bible?.figure && typeof bible.figure.id === 'string') return heroLook(bible);
  const look = bible ? `${bible.name} ${bible.look}` : req.prompt.slice(0, 300);
  const designed = designCharacter(
    {
      title: bible?.name ?? 'Book',
      author: 'x',
      type: req.bookType ?? 'story-book',
      description: look,
      pages: 4,
      language: 'en',
      trim: '8x8',
      bleed: false,
      quality: 'standard',
      character: { name: bible?.name ?? '', description: look },
    },
    0,
  );
  return heroLook(designed);
}
