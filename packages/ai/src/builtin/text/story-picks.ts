import type { Place } from '../idea/settings';
import { splitSentences } from './sentences';
import type { Episode } from './story-episodes';
import { fitsPlace, type ObjectPresence, type PlacedL } from './story-place-fit';
import type { L } from './theme-types';

// Which template a story page uses: one whose sentences this book has not printed yet (no sentence twice).

/** The first template whose sentences are all new in this book; else the least-bad one. */
export function pickUnused(
  pool: (L & ObjectPresence)[],
  render: (t: L) => string,
  used: Set<string>,
): { text: string; absent?: true } {
  for (let k = 0; k < pool.length; k++) {
    const t = pool.shift() as L & ObjectPresence;
    pool.push(t);
    const text = render(t);
    if (splitSentences(text).every((x) => !used.has(x))) {
      for (const x of splitSentences(text)) used.add(x);
      return { text, absent: t.absent };
    }
  }
  // Every template used (long books): keep only the sentences this book has not printed yet.
  let best = { text: '', absent: pool[0]?.absent };
  for (const t of pool) {
    const fresh = splitSentences(render(t)).filter((x) => !used.has(x));
    if (fresh.join(' ').length > best.text.length) best = { text: fresh.join(' '), absent: t.absent };
  }
  for (const x of splitSentences(best.text)) used.add(x);
  return best.text ? best : { text: render(pool[0]), absent: pool[0]?.absent };
}

export type Picked = { text: string; place: Place; kind: Episode; absent?: true; template?: PlacedL };

/**
 * The first fitting (kind, template, place) whose sentences are all new in this book; else a `filler`
 * line; else the freshest text. `fits`: what else the page asks of a template (its light and sky: story-sky-fit.ts).
 */
export function pickEpisode(
  kinds: Episode[],
  placeOrder: Place[],
  pools: Map<Episode, PlacedL[]>,
  render: (t: L, place: Place) => string,
  used: Set<string>,
  fits: (t: PlacedL) => boolean = () => true,
  filler?: Map<Episode, PlacedL[]>,
): Picked {
  const fresh = pickFresh(kinds, placeOrder, pools, render, used, fits);
  if (fresh) return fresh;
  // Every template spent at every place (a long book, a thin arc): a short line that fits any arc, at
  // a new place first (story-filler.ts), rather than a page printed again or half a page dropped.
  const filled = filler && pickFresh(['pause'], placeOrder, filler, render, used, fits);
  if (filled) return filled;
  const place = placeOrder[0];
  // The first kind with a template for this place (a goal may leave a kind empty: no meetings in bed);
  // among its templates, those that fit the page's sky first.
  const placed = (k: Episode) => (pools.get(k) ?? []).filter((t) => fitsPlace(t, place));
  const kind = kinds.find((k) => placed(k).length > 0) ?? kinds[0];
  const fitting = placed(kind).filter(fits);
  return {
    ...pickUnused(fitting.length ? fitting : placed(kind), (t) => render(t, place), used),
    place,
    kind,
  };
}

/**
 * The first fitting (kind, template, place) whose sentences are all new in this book, if any;
 * `isNew`: what else the text must be new in (its pattern: story-pace.ts).
 */
export function pickFresh(
  kinds: Episode[],
  placeOrder: Place[],
  pools: Map<Episode, PlacedL[]>,
  render: (t: L, place: Place) => string,
  used: Set<string>,
  fits: (t: PlacedL) => boolean = () => true,
  isNew: (text: string, place: Place) => boolean = () => true,
): Picked | undefined {
  for (const kind of kinds) {
    const pool = pools.get(kind) ?? [];
    for (const place of placeOrder) {
      for (let k = 0; k < pool.length; k++) {
        const t = pool.shift() as PlacedL;
        pool.push(t);
        // Only what can happen there: no fallen branch on a coral reef, no puddle in space.
        if (!fitsPlace(t, place) || !fits(t)) continue;
        const text = render(t, place);
        if (splitSentences(text).every((x) => !used.has(x)) && isNew(text, place)) {
          for (const x of splitSentences(text)) used.add(x);
          return { text, place, kind, absent: t.absent, template: t };
        }
      }
    }
  }
  return undefined;
}

/**
 * A middle told in order keeps its order: the scheduled kind anywhere before another kind somewhere
 * new, and a template not yet `told` before one told elsewhere ("In the bedroom…", then "In the living room…").
 */
export function pickInOrder(
  kind: Episode,
  placeOrder: Place[],
  pools: Map<Episode, PlacedL[]>,
  render: (t: L, place: Place) => string,
  used: Set<string>,
  fits: (t: PlacedL) => boolean,
  told: Set<PlacedL>,
  isNew: (text: string, place: Place) => boolean = () => true,
): Picked | undefined {
  const untold = (t: PlacedL) => fits(t) && !told.has(t);
  // The phase's leading page first, at the first place it fits; the pool is not turned, so the
  // templates after it follow in their order.
  const lead = (pools.get(kind) ?? []).find((t) => t.leads && untold(t));
  const at = lead && placeOrder.find((place) => fitsPlace(lead, place));
  if (lead && at) {
    const text = render(lead, at);
    if (splitSentences(text).every((x) => !used.has(x)) && isNew(text, at)) {
      for (const x of splitSentences(text)) used.add(x);
      return { text, place: at, kind, absent: lead.absent, template: lead };
    }
  }
  return (
    pickFresh([kind], placeOrder, pools, render, used, untold, isNew) ??
    pickFresh([kind], placeOrder, pools, render, used, fits, isNew)
  );
}
