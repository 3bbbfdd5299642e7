import type { Language } from '@bookloom/core';

/**
 * Who a refusal page's words name beside the hero, drawn at the hero's side (issue 14: « Mamie
 * s’assit à côté de Lila » drew Lila alone). Grown-ups beside an animal hero are drawn as its kin
 * (a grown fox beside a fox: pictures/kin-figure.ts), a big sister or a friend as a child. First
 * match wins: the one who speaks is named before the hero's friends.
 */
type Person = { re: RegExp; icon: string; said: Record<Language, string> };

const PEOPLE: Person[] = [
  { re: /\b(?:Grandma|Granny)\b|\bMamie\b/, icon: 'old-woman', said: { en: 'Grandma', fr: 'Mamie' } },
  { re: /\bGrandpa\b|\bPapi\b/, icon: 'old-man', said: { en: 'Grandpa', fr: 'Papi' } },
  { re: /\b(?:Mum|Mom|Maman)\b/, icon: 'woman', said: { en: 'Mum', fr: 'Maman' } },
  { re: /\b(?:Dad|Papa)\b/, icon: 'man', said: { en: 'Dad', fr: 'Papa' } },
  {
    re: /\bbig sister\b|grande sœur/,
    icon: 'girl',
    said: { en: 'a big sister', fr: 'une grande sœur' },
  },
  {
    re: /\blittle friend\b|petite copine|\bune copine\b/,
    icon: 'girl',
    said: { en: 'a friend', fr: 'une copine' },
  },
  { re: /\bfriends?\b|\bcopains?\b/, icon: 'boy', said: { en: 'a friend', fr: 'un copain' } },
  { re: /\bthe cat\b|\ble chat\b/, icon: 'cat', said: { en: 'the cat', fr: 'le chat' } },
];

const ALONE = /\balone\b|\bnobody\b|sans personne|personne ne/i;

/** The person (or pet) a page's words name: the icon drawn beside the hero and the alt text's words. */
export function personNamed(text: string, lang: Language): { icon: string; said: string } | undefined {
  // "The friends ran off… all alone": the one the words send away is not drawn.
  if (ALONE.test(text)) return undefined;
  const p = PEOPLE.find(({ re }) => re.test(text));
  return p && { icon: p.icon, said: p.said[lang] };
}
