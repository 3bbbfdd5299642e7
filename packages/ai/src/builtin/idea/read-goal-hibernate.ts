/**
 * A winter's sleep is its own small arc, not a search: "A bear sleeps in a cave all winter", « Un
 * ourson hiberne dans sa grotte » — autumn's last feasts, a bed of leaves in the den, goodbyes, the
 * first snow and a long sleep, then spring at the turn (text/goal-hibernate.ts). Before, the bear
 * went looking for a stock kite.
 */
export type HibernateGoal = {
  kind: 'hibernate';
  /** The sleep said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

const WINTER_SLEEP =
  /\bhibernat\p{L}*|\b(?:sleeps?|sleeping|slept|naps?|napping)\b[^.!?]{0,40}\b(?:all|the whole|through the|through) winter\b|\b(?:winter sleep|long winter nap)\b|(?<!\p{L})hibern\p{L}*|(?<!\p{L})(?:dort|dorment|dormir|dormait)(?!\p{L})[^.!?]{0,40}(?:tout l[’']hiver|pendant l[’']hiver)|(?<!\p{L})(?:sommeil|somme) d[’']hiver/iu;

/** The winter sleep the idea names, if any. */
export function readHibernate(description: string): HibernateGoal | undefined {
  return WINTER_SLEEP.test(description)
    ? { kind: 'hibernate', task: { en: 'sleep all winter', fr: 'dormir tout l’hiver' } }
    : undefined;
}
