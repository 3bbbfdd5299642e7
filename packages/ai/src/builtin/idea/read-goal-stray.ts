/**
 * A wild animal that wanders into the village ("A bear wanders into the village", « Un ours entre
 * dans le village »): the hero is the animal, hungry and far from its forest; the village is afraid
 * at first, then sees it is only hungry and lost, feeds it and walks it home (text/goal-stray.ts).
 * Before, the bear lived in the village and went looking for a stock kite, or had a task "to wander
 * into the village".
 */
export type StrayGoal = {
  kind: 'stray';
  /** The visit said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

/** Animals of the wild that a village would fear at first. */
const WILD = new Set(['bear', 'wolf', 'fox', 'deer', 'elephant', 'lion', 'tiger', 'monkey', 'kangaroo']);

const INTO: RegExp[] = [
  /\b(?:wanders?|wandered|wandering|comes?|came|coming|walks?|walked|strays?|strayed|strolls?|strolled|sneaks?|sneaked|ambles?|ambled|stumbles?|stumbled|finds? (?:its|his|her) way) into (?:the |a |our )?(?:little |quiet |sleepy |small )?village\b/i,
  /(?<!\p{L})(?:entre|entrent|entra|arrive|arrivent|arriva|se promène|se promènent|débarque|débarquent|s['’]aventure|s['’]aventurent|s['’]égare|descend|descendent) (?:dans (?:le|la|un|une)|au|en) (?:petit |petite )?village(?!\p{L})/iu,
];

/** The wild hero's walk into a village or town the idea says, if any. */
export function readStray(description: string, heroKind: string | undefined): StrayGoal | undefined {
  if (!WILD.has(heroKind ?? '')) return undefined;
  const m = INTO.map((re) => re.exec(description)).find(Boolean);
  if (!m) return undefined;
  return {
    kind: 'stray',
    task: {
      en: 'find something to eat, and the way home',
      fr: 'trouver à manger, et le chemin de la maison',
    },
  };
}
