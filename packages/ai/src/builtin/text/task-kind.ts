/**
 * What kind of deed a task is (idea/read-goal-task.ts), when its steps can be told for real instead
 * of "half of the job was done": building a treehouse (the plan, the planks, the roof), a race against
 * a rival (training, the start, the hare ahead and napping, the finish), baking (the recipe, the
 * oven), planting (the seeds, the watering, the sprouts). Read from the deed in the idea's language.
 */
export type TaskKind = 'build' | 'match' | 'swim' | 'race' | 'bake' | 'plant' | 'colours';

const KINDS: [TaskKind, RegExp][] = [
  [
    'build',
    /\b(build|make|construire|fabriquer|bâtir)\b.*\b(tree ?house|den|fort|hut|cabin|cabane|maison dans l[’']arbre)/i,
  ],
  // A football match before a race: « le match de foot » is no running race.
  ['match', /\b(football|soccer|foot)\b/i],
  // A swimming race before a race: « la course de natation » is no run through the meadow.
  [
    'swim',
    /\b(swimming|swim)\b.*\b(race|competition|gala)\b|\b(course|compétition|gala)\b.*\b(natation|nage)\b/i,
  ],
  ['race', /\b(race|races|racing|course|courses)\b/i],
  [
    'bake',
    /\b(bake|bakes|baking|cook|make|faire|fait|font|préparer|prépare|préparent|cuisiner)\b.*\b(cakes?|cookies|biscuits|pie|muffins|cupcakes|gâteaux?|tartes?|crêpes|biscuits|bread|pancakes|pain)\b/i,
  ],
  ['plant', /\b(plant|grow|planter|semer|cultiver)\b/i],
  ['colours', /\bchang\w*\b.*\b(colou?rs?|couleurs?)\b/i],
];

export function taskKind(task: string): TaskKind | undefined {
  return KINDS.find(([, re]) => re.test(task))?.[0];
}

/** The thing is up in a tree: "a treehouse", « une cabane dans l’arbre » (a plain « cabane » in a garden too). */
export const inTree = (task: string) => /tree ?house|arbre|cabane/i.test(task);
