import type { Language } from '@bookloom/core';

/** A thing a page's words can name: how the words say it, its icon, and how the alt text names it. */
export type NamedThing = [RegExp, string, { en: string; fr: string }];

/**
 * What an arc's page draws for the things its words name (the winter den's berries, the caterpillar's
 * apple): their icons, said in the alt text; asleep where one of them is the "zzz".
 */
export function drawnOfNamed(named: NamedThing[], lang: Language) {
  if (!named.length) return undefined;
  const asleep = named.some(([, icon]) => icon === 'zzz');
  return {
    subjects: named.map(([, icon]) => icon),
    said: named.map(([, , w]) => w[lang]).filter(Boolean),
    ...(asleep ? { asleep: true as const } : {}),
  };
}
