import type { Language } from '@bookloom/core';

/**
 * The words that say what kind of book it is, at the head of an idea: "Christmas coloring book with
 * Santa and his reindeer", "A story about a brave knight", « Un livre de coloriage avec le père
 * Noël », « Une histoire de pirates ». They frame the idea and are not in it: Santa heads what is
 * left (so he is the hero, not a boy called Santa), and the book is no key object ("Santa had one
 * big wish: to find a book").
 */
const FRAME: Record<Language, RegExp> = {
  en: /^\s*(?:(?:a|an|my|the|our)\s+)?(?:(?:christmas|halloween|easter|holiday|fun|little|cute|big|simple)\s+){0,2}(?:(?:coloring|colouring|picture|story|bedtime|activity|comic|poetry|poem|rhyming)\s+)?(?:book|story|stories)\s+(?:with|of|about|featuring)\s+/i,
  fr: /^\s*(?:(?:un|une|mon|ma)\s+)?(?:petit\s+|petite\s+|joli\s+|jolie\s+)?(?:livre|cahier|album|histoire|conte)\s+(?:(?:de\s+coloriage|à\s+colorier|du\s+soir|de\s+noël|d[’']images?)\s+){0,2}(?:avec|sur|à\s+propos\s+d[eu]s?)\s+/i,
};

/** The idea without its book frame; the idea itself when nothing is left after it. */
export function withoutBookFrame(description: string, lang: Language): string {
  const rest = description.replace(FRAME[lang], '');
  return rest.trim() ? rest : description;
}
