import type { Place } from '../idea/settings';

/**
 * Where the middle pages happen (issue 14): they move through the places, each used once before
 * any comes back and never the same one twice in a row — no "checked the library" again two pages
 * on while the garden waits. A route (a voyage: the sea, then the island, `Place.leg`) shares the
 * middle among its legs in order, and tours each leg the same way.
 */
export function placeTour(places: Place[], middle: number) {
  const legs = [...new Set(places.map((p) => p.leg ?? 0))].sort((a, b) => a - b);
  const legPlaces = legs.map((l) => places.filter((p) => (p.leg ?? 0) === l));
  const legOf = (episode: number) =>
    Math.min(legs.length - 1, Math.floor((episode * legs.length) / Math.max(1, middle)));
  return tourFrom(legPlaces, legOf, new Set<Place>(), undefined);
}

/** A tour's state: the places seen this round and the last one; `clone` lets a book try its middle ahead. */
function tourFrom(
  legPlaces: Place[][],
  legOf: (episode: number) => number,
  seen: Set<Place>,
  last: Place | undefined,
) {
  return {
    /** The `episode`-th middle page's places: `fresh` not yet visited this round (in order), then the `rest`. */
    order(episode: number): { fresh: Place[]; rest: Place[] } {
      const leg = legPlaces[legOf(episode)];
      let fresh = leg.filter((p) => !seen.has(p) && p !== last);
      if (!fresh.length) {
        // Every place of the leg visited: a new round, starting anywhere but where the last page was.
        for (const p of leg) seen.delete(p);
        fresh = leg.length > 1 ? leg.filter((p) => p !== last) : leg;
      }
      return { fresh, rest: leg.filter((p) => !fresh.includes(p)) };
    },
    visit(place: Place) {
      seen.add(place);
      last = place;
    },
    /** The leg (a route's sea, then its island) the `episode`-th middle page is on. */
    leg: legOf,
    clone: () => tourFrom(legPlaces, legOf, new Set(seen), last),
  };
}

export type PlaceTour = ReturnType<typeof placeTour>;

/** Places in a book's order: a route keeps its own (harbour, sea, island), others are shuffled. */
export const tourOrder = (places: Place[], shuffle: (xs: Place[]) => Place[]) =>
  places.some((p) => p.leg !== undefined) ? places : shuffle(places);
