import type { Language } from '@bookloom/core';

/**
 * "Emma's first day at a new school", « le premier jour d'école de Lucas », « la rentrée de Léa »:
 * the most asked-for first-school book is about being new and making a friend there, so it is read
 * as a befriend goal at school (text/goal-befriend.ts tells the first day) — it was a search for a
 * kite in the school hall (issue 14). Read on the idea's joined words (tokens.ts drops « d' »).
 */
const FIRST_DAY: Record<Language, RegExp> = {
  en: /\bfirst day (?:at|of|in) (?:a |the |her |his |their |my )?(new )?(?:school|kindergarten|preschool|nursery|daycare|day care|class)\b|\b(?:starts?|starting|goes to|going to) (?:a |the )?(new )?(?:school|kindergarten|preschool|nursery|daycare)\b/,
  fr: /\bpremier jour (?:de \S+ (?=à |en |dans ))?(?:d'|d |à |de |en |dans )?(?:la |l'|sa |une )?(nouvelle )?(?:école|maternelle|classe|crèche|garderie)\b|\b(?:la|sa|ta|ma) rentrée\b|\b(?:entre|rentre|commence|va|vont|aller|part|partent) (?:à |en )(?:la |l')?(nouvelle )?(?:école|maternelle|crèche|garderie)\b/,
};

/**
 * `shy`: "a timid little dragon", « un petit dragon timide »: said on the first pages, overcome at the end.
 * `young`: the little ones' first day ("at nursery", « à la crèche »): the coat peg, the
 * songs, snack time, the nap room, the sandpit and the parent coming back (text/goal-first-day-young.ts).
 */
export type FirstDay = { isNew: boolean; shy?: true; young?: YoungPlace };
/**
 * Where the little ones go before school, with carers: nursery, daycare, preschool, « la crèche », « la
 * garderie ». Kindergarten and « la maternelle » are school's first class: the school arc tells them.
 */
export type YoungPlace = 'nursery' | 'daycare' | 'preschool' | 'creche' | 'garderie';
const YOUNG: [RegExp, YoungPlace][] = [
  [/\bnursery\b/, 'nursery'],
  [/\bday ?care\b/, 'daycare'],
  [/\bpre-?school\b/, 'preschool'],
  [/(?<!\p{L})crèche(?!\p{L})/u, 'creche'],
  [/(?<!\p{L})garderie(?!\p{L})/u, 'garderie'],
];
const SHY = /\b(?:timid|shy|timide|timides|craintif|craintive)\b/;

/** The first day at school the idea names, if any (« va à l'école » is one too). */
export function readFirstDay(joined: string, lang: Language): FirstDay | undefined {
  const m = FIRST_DAY[lang].exec(joined);
  if (!m) return undefined;
  const young = YOUNG.find(([re]) => re.test(joined))?.[1];
  return {
    isNew: Boolean(m[1] || m[2]),
    ...(SHY.test(joined) ? { shy: true as const } : {}),
    ...(young ? { young } : {}),
  };
}
