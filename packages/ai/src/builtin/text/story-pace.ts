import type { Place } from '../idea/settings';
import type { PlaceTour } from './episode-places';
import type { GoalArc } from './goal-arc';
import { EPISODES, type Episode } from './story-episodes';
import { FILLER_EPISODES } from './story-filler';
import { phaseIndex, scheduledKind } from './story-phases';
import { type Picked, pickEpisode, pickFresh, pickInOrder } from './story-picks';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';
import { patternOf } from './told-patterns';

/**
 * How a long book paces its middle (issue 14). An arc whose own lines run out used to tell them all,
 * then say the short filler lines (story-filler.ts) in one block: a carrot planted, sprouted and
 * grown by page 21, then 27 pages of "enjoyed a quiet moment" before the pull. When the middle would
 * reach a filler line, each part of the middle (a phase, a leg of a route, a light) now spreads its
 * own lines evenly over its pages and the filler lines go between them: an arc line, a filler, two arc
 * lines… The night's lines stay in the night's pages. A book whose arc does not run out is told as
 * written: its middle is tried ahead on copies, with no draw of the rng, and nothing else changes.
 */

/** A middle page's words and sky: `at` is the episode whose helper its words name. */
export type PageTry = {
  render: (t: L, place: Place) => string;
  fits: (t: PlacedL) => boolean;
  light: string;
};

/** What the middle's picks change: the pools turned, the sentences printed, the templates told, the tour. */
export type MiddleState = {
  pools: Map<Episode, PlacedL[]>;
  filler: Map<Episode, PlacedL[]>;
  used: Set<string>;
  told: Set<PlacedL>;
  /** The sentence patterns printed (told-patterns.ts). */
  patterns: Set<string>;
  tour: PlaceTour;
};

type Arc = Pick<GoalArc, 'phases' | 'inOrder' | 'lightInWords'> | undefined;
type Slot = { at: number; filler: boolean };

/** A book's middle before its first pick: nothing told yet. */
export const freshMiddle = (s: Pick<MiddleState, 'pools' | 'used' | 'tour' | 'filler'>): MiddleState => ({
  ...s,
  told: new Set(),
  patterns: new Set(),
});

const KINDS = Object.keys(EPISODES) as Episode[];
const FILLERS = new Set<PlacedL>(FILLER_EPISODES);

const copyPools = (pools: Map<Episode, PlacedL[]>) =>
  new Map<Episode, PlacedL[]>([...pools].map(([kind, ts]) => [kind, [...ts]]));
const copyOf = (s: MiddleState): MiddleState => ({
  pools: copyPools(s.pools),
  filler: copyPools(s.filler),
  used: new Set(s.used),
  told: new Set(s.told),
  patterns: new Set(s.patterns),
  tour: s.tour.clone(),
});

/**
 * A line whose pattern this book has not printed: "read the little sign out loud" at five spots of the
 * aquarium is one line five times to a reader, new place or not. A filler line not heard yet comes
 * before an arc line heard already.
 */
const unheard = (s: MiddleState) => (text: string, place: Place) => !s.patterns.has(patternOf(text, place));

const commit = (s: MiddleState, picked: Picked) => {
  if (picked.template) s.told.add(picked.template);
  s.patterns.add(patternOf(picked.text, picked.place));
  s.tour.visit(picked.place);
  return picked;
};

/**
 * The middle page as written: the scheduled kind at the scheduled place first; then other places,
 * then other kinds: a long book never prints a sentence twice while any (template, place) pair is
 * still new. Any kind at a place not yet visited beats the scheduled kind at one visited already,
 * and any line of a new pattern (a filler's too) beats one heard already at another place.
 */
function pickAsWritten(s: MiddleState, arc: Arc, e: number, middle: number, page: PageTry): Picked {
  const scheduled = scheduledKind(arc?.phases, e, middle);
  const { fresh, rest } = s.tour.order(e);
  const kinds = [scheduled, ...KINDS.filter((k) => k !== scheduled && k !== 'meet')];
  const { render, fits } = page;
  const places = [...fresh, ...rest];
  const isNew = unheard(s);
  const inOrder = (heard?: typeof isNew) =>
    arc?.inOrder ? pickInOrder(scheduled, places, s.pools, render, s.used, fits, s.told, heard) : undefined;
  // A new line of the page's own phase first: a camping trip's evening does not put the tent up again.
  const own = phaseKinds(arc, scheduled, e, middle);
  // An arc whose light is in its words keeps it: its own line again at a new place (the camp's
  // evening by the lake) before a short line that would be drawn in the day.
  const filler = () => pickFresh(['pause'], places, s.filler, render, s.used, fits, isNew);
  const picked =
    inOrder(isNew) ??
    pickFresh(own, fresh, s.pools, render, s.used, fits, isNew) ??
    pickFresh(own, places, s.pools, render, s.used, fits, isNew) ??
    (arc?.lightInWords ? undefined : filler()) ??
    inOrder() ??
    pickFresh(kinds, fresh, s.pools, render, s.used, fits) ??
    pickEpisode(kinds, places, s.pools, render, s.used, fits, s.filler);
  return commit(s, picked);
}

/** The kinds of the `at`-th page's phase, its scheduled one first (every kind but meetings when no phases). */
function phaseKinds(arc: Arc, scheduled: Episode, at: number, middle: number): Episode[] {
  const phase = arc?.phases?.length ? arc.phases[phaseIndex(arc.phases.length, at, middle)] : undefined;
  return [scheduled, ...(phase ?? KINDS).filter((k) => k !== scheduled && (phase || k !== 'meet'))];
}

/** An arc line of the `at`-th page's phase only (not the next phase's, nor a filler line), if any is left. */
function pickOwn(s: MiddleState, arc: Arc, at: number, middle: number, page: PageTry) {
  const scheduled = scheduledKind(arc?.phases, at, middle);
  const kinds = phaseKinds(arc, scheduled, at, middle);
  const { fresh, rest } = s.tour.order(at);
  const fits = (t: PlacedL) => !FILLERS.has(t) && page.fits(t);
  const isNew = unheard(s);
  const picked =
    (arc?.inOrder
      ? pickInOrder(scheduled, [...fresh, ...rest], s.pools, page.render, s.used, fits, s.told, isNew)
      : undefined) ??
    pickFresh(kinds, fresh, s.pools, page.render, s.used, fits, isNew) ??
    pickFresh(kinds, [...fresh, ...rest], s.pools, page.render, s.used, fits, isNew);
  return picked && commit(s, picked);
}

/** A filler line at a new place; it keeps its phase's kind (a plant is drawn at its phase's stage). */
function pickFiller(s: MiddleState, arc: Arc, e: number, middle: number, page: PageTry): Picked {
  const { fresh, rest } = s.tour.order(e);
  const places = [...fresh, ...rest];
  const picked =
    pickFresh(['pause'], places, s.filler, page.render, s.used, page.fits, unheard(s)) ??
    pickFresh(['pause'], places, s.filler, page.render, s.used, page.fits);
  if (!picked) return pickAsWritten(s, arc, e, middle, page);
  const kind = scheduledKind(arc?.phases, e, middle);
  // No helper is met on a filler page ("meet" would draw one its words never name).
  return commit(s, { ...picked, kind: kind === 'meet' ? 'pause' : kind });
}

/**
 * The paced middle: its parts are runs of pages with the same phase kinds, leg and light; each part's
 * own lines are counted on a copy, then spread: page `s` of a part of `n` pages holding `own` lines
 * is an arc line when a multiple of n/own falls in [s, s + 1). So the part opens on an arc line and
 * never has more than ⌈n/own⌉ − 1 filler pages in a row.
 */
function paced(arc: Arc, state: MiddleState, middle: number, pageAt: (e: number, at: number) => PageTry) {
  const sim = copyOf(state);
  const phases = arc?.phases?.length ? arc.phases : undefined;
  const key = (e: number) =>
    `${phases?.[phaseIndex(phases.length, e, middle)].join() ?? ''}|${sim.tour.leg(e)}|${pageAt(e, e).light}`;
  const slots: Slot[] = [];
  for (let a = 0; a < middle; ) {
    let b = a + 1;
    while (b < middle && key(b) === key(a)) b++;
    const n = b - a;
    let own = 0;
    while (own < n && pickOwn(sim, arc, a + own, middle, pageAt(a + own, a + own))) own++;
    for (let s = 0; s < n; s++) {
      const k = Math.ceil((s * own) / n);
      const filler = Math.ceil(((s + 1) * own) / n) === k;
      slots.push({ at: filler ? a + s : a + k, filler });
    }
    a = b;
  }
  return slots;
}

/**
 * The book's middle pages, picked in turn. `pageAt(e, at)`: the `e`-th middle page's words and sky,
 * naming the `at`-th episode's helper. `state` is the book's own (its sentences are the book's).
 */
export function middlePace(
  arc: Arc,
  state: MiddleState,
  middle: number,
  pageAt: (e: number, at: number) => PageTry,
) {
  // Undecided until the first middle page (the opening and the problem have printed theirs); null: as written.
  let slots: Slot[] | null | undefined;
  const decide = () => {
    const tried = copyOf(state);
    for (let e = 0; e < middle; e++)
      if (FILLERS.has(pickAsWritten(tried, arc, e, middle, pageAt(e, e)).template as PlacedL))
        return paced(arc, state, middle, pageAt);
    return null;
  };
  const at = (e: number) => {
    if (slots === undefined) slots = decide();
    return slots ? slots[e].at : e;
  };
  return {
    /** The episode the `e`-th middle page tells: its helper, its kind. */
    at,
    pick(e: number): Picked {
      const told = at(e);
      if (!slots) return pickAsWritten(state, arc, e, middle, pageAt(e, e));
      const own = !slots[e].filler && pickOwn(state, arc, told, middle, pageAt(e, told));
      return own || pickFiller(state, arc, e, middle, pageAt(e, e));
    },
  };
}
