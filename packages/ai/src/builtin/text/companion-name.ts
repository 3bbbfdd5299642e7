import type { Language } from '@bookloom/core';
import type { Friend } from '../idea/read-idea';
import { frThe } from '../idea/words';

const VOWEL = /^[aeiouyàâéèêîïôûœh]/i;

/**
 * How the story calls the companion: its name ("Coral"), whose relative it is ("Tom's grandfather",
 * « le grand-père de Tom »), else its kind ("the cat"). `intro` is the first mention of a named
 * companion, which says what it is: "Coral the turtle", « Coral la tortue » (issue 14).
 */
export function companionName(friend: Friend, hero: string, lang: Language, intro = false): string {
  const { kind, name } = friend;
  if (name) return intro ? (lang === 'en' ? `${name} the ${kind.en}` : `${name} ${frThe(kind)}`) : name;
  if (kind.relative)
    return lang === 'en'
      ? `${hero}’s ${kind.en}`
      : `${frThe(kind)} ${VOWEL.test(hero) ? 'd’' : 'de '}${hero}`;
  return lang === 'en' ? `the ${kind.en}` : frThe(kind);
}
