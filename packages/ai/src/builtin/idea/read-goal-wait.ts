/**
 * Waiting for someone to come is its own small arc, not a search: "Two siblings wait for Santa on
 * Christmas Eve", « Deux enfants attendent le père Noël » — the getting ready (cookies, a letter),
 * trying to stay awake, a sound on the roof, and Santa at the turn (text/goal-wait.ts). Before this
 * the children went looking for "a present" and Santa never came (issue 14). Only Santa for now:
 * he is the one a picture book waits for, and the pictures draw him (pictures/helper-figure.ts).
 */
export type WaitGoal = {
  kind: 'wait';
  who: 'santa';
  /** The wait said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};
const SANTA_TASK = { en: 'wait for Santa', fr: 'attendre le père Noël' };

const WAIT_FOR_SANTA = [
  /\b(?:wait|waits|waiting|waited|stay up|stays up|staying up)\s+(?:up\s+)?for\s+(?:santa|father christmas)\b/i,
  /\battend(?:ent|ons|ez|re|ait|aient|ant)?\s+(?:le\s+)?p[èe]re[\s-]no[ëe]l\b/i,
  // A first Christmas is the same night seen for the first time — the tree, Santa, the morning —
  // not a hunt for a stock present: "Lily's first Christmas", « Le premier Noël de Lily ».
  /\bfirst\s+christmas\b/i,
  /\bpremier\s+no[ëe]l\b/i,
];

/** The wait the idea describes, if any. */
export function readWait(description: string): WaitGoal | undefined {
  return WAIT_FOR_SANTA.some((re) => re.test(description))
    ? { kind: 'wait', who: 'santa', task: SANTA_TASK }
    : undefined;
}
