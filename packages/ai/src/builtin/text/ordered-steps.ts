import type { Place } from '../idea/settings';
import type { Episode } from './story-episodes';
import type { PlacedL } from './story-place-fit';

/**
 * A middle page of a told-in-order arc: `core` pages are kept however short the book; `later` pages
 * belong to the arc's second part (the new house after the old one, the shelter after the home).
 */
export type OrderedStep = PlacedL & { core?: true; later?: true };

/** A core step: the arc does not make sense without it (the moving van, the shelter). */
export const core = (line: PlacedL): OrderedStep => ({ ...line, core: true });
/** A step of the arc's second part. */
export const later = (line: OrderedStep): OrderedStep => ({ ...line, later: true });

/**
 * The middle of an arc told one step a page, in order (a move, a pet wished for): as many steps as
 * the book has middle pages, the core ones kept first, then the others in their order; one phase a
 * page so each step falls on its own page (story-phases.ts). The first part's steps are searches, the
 * second part's clues. A book longer than its steps tells each part in its own half, the story filler
 * spread between its steps (story-pace.ts); the places then walk the parts as a route's legs
 * (episode-places.ts), so a filler line of the new house is never back in the old room.
 */
export function orderedSteps(steps: OrderedStep[], middle: number, first: Place[], second: Place[]) {
  const room = Math.max(0, middle - steps.filter((s) => s.core).length);
  let extra = 0;
  const kept = steps.filter((s) => s.core || extra++ < room);
  const line = ({ core: _, later: __, ...l }: OrderedStep): PlacedL => l;
  const search = kept.filter((s) => !s.later).map(line);
  const clue = kept.filter((s) => s.later).map(line);
  const long = middle > kept.length;
  const phases: Episode[][] = long
    ? [['search'], ['clue']]
    : kept.map((s): Episode[] => [s.later ? 'clue' : 'search']);
  const places = long
    ? [...first.map((p) => ({ ...p, leg: 0 })), ...second.map((p) => ({ ...p, leg: 1 }))]
    : [...first, ...second];
  return { episodes: { search, clue, obstacle: [], pause: [], meet: [] }, phases, places };
}
