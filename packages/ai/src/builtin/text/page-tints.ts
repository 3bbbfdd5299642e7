/**
 * The colours a story page draws its subjects in: the idea's "red kite" on the pages that show it,
 * what the threat is made of ("a shadow monster", « un dragon de glace ») wherever it is drawn.
 */
export function pageTints(
  cast: { objectTints?: Record<string, string>; threatTints?: Record<string, string> },
  showsObject: boolean | undefined,
  /** The arc's own colours on this page: the Easter bunny's red, blue and yellow eggs (goal-easter.ts). */
  arcTints?: Record<string, string>,
): { tints?: Record<string, string> } {
  const tints = { ...(showsObject ? cast.objectTints : {}), ...cast.threatTints, ...arcTints };
  return Object.keys(tints).length ? { tints } : {};
}
