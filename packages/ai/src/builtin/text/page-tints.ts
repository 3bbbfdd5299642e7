/**
 * The colours a story page draws its subjects in: the idea's "red kite" on the pages that show it,
 * and what the threat is made of ("a shadow monster", « un dragon de glace ») wherever it is drawn.
 */
export function pageTints(
  cast: { objectTints?: Record<string, string>; threatTints?: Record<string, string> },
  showsObject: boolean | undefined,
): { tints?: Record<string, string> } {
  const tints = { ...(showsObject ? cast.objectTints : {}), ...cast.threatTints };
  return Object.keys(tints).length ? { tints } : {};
}
