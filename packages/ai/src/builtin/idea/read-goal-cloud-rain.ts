/**
 * A cloud hero's wish to "make rain" (« faire pleuvoir ») is its deed: "A little cloud who wants to make
 * rain for the flowers" read no goal and became a hunt for "a flower" at the library. The garden's
 * rain is told by goal-cloud-garden.ts; a desert named keeps the desert's (goal-cloud-rain.ts).
 */
const MAKE_RAIN =
  /\b(?:make|makes|making|made|bring|brings|bringing|brought)\s+(?:it\s+|some\s+)?rain\b|(?<!\p{L})(?:faire|fait|fasse|apporter)\s+(?:pleuvoir|la pluie)(?!\p{L})/iu;

export function readCloudRain(description: string, hero: string | undefined) {
  if (hero !== 'cloud' || !MAKE_RAIN.test(description) || /desert|désert/i.test(description))
    return undefined;
  return {
    kind: 'task' as const,
    task: { en: 'make rain for the thirsty flowers', fr: 'faire pleuvoir sur les fleurs assoiffées' },
  };
}
