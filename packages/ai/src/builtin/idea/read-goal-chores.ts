/**
 * A helping day at a place with real work to do ("A little tractor who helps on the farm", "A boy
 * helps his grandpa on the farm", "helps Grandma in the garden", « aide son papi à la ferme »): one
 * real chore a page at the setting's own spots, the big job at the turn, thanks at the end
 * (text/goal-chores.ts). Before, a task "to help on the farm" was worked at "one small step after
 * another" in the stable. A being helped ("helps a lost puppy") keeps its help arc (read-goal-help.ts).
 */
export type ChoresGoal = {
  kind: 'chores';
  /** Whose chores: the setting that has a table of them (goal-chores.ts CHORES). */
  at: ChoresSetting;
  /** The day said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};
/** The settings with chores of their own; another setting plugs in with its table in goal-chores.ts. */
export type ChoresSetting = 'farm' | 'garden';
const CHORES_AT: readonly string[] = ['farm', 'garden'] satisfies ChoresSetting[];

const HELPS =
  /\b(?:help|helps|helped|helping|lends? a hand)\b|(?<!\p{L})(?:aide|aident|aider|aida|aidait|donne un coup de main)(?!\p{L})/iu;
const TASK = {
  farm: { en: 'help on the farm', fr: 'aider à la ferme' },
  garden: { en: 'help in the garden', fr: 'aider au jardin' },
};

/** The helping day the idea says, at a setting with chores of its own, if any. */
export function readChores(description: string, setting: string | undefined): ChoresGoal | undefined {
  if (!setting || !CHORES_AT.includes(setting) || !HELPS.test(description)) return undefined;
  const at = setting as ChoresSetting;
  return { kind: 'chores', at, task: TASK[at] };
}
