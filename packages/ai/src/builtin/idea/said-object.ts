import type { Language } from '@bookloom/core';
import { frGenderOf } from './fr-gender';
import { frIconFor } from './fr-icon-words';
import { iconNamedExactly, saidWords, singular } from './goal-object';
import type { Token } from './tokens';
import type { Word } from './words';

/**
 * The key object as the user named it (issue 14): "a red sailboat" stays a sailboat, « un voilier »
 * a voilier, not the lexicon's "boat" / « bateau ». Only when the user's noun has an icon of its own
 * (an English icon of that exact name, a French noun of fr-icon-words.ts), so the picture still
 * draws what the words say; otherwise the lexicon's word, as before.
 */
export function asSaid(word: Word, tokens: Token[], at: number, len: number, lang: Language): Word {
  const said = saidWords(tokens.slice(at, at + len));
  if (lang === 'en') {
    const noun = said.replace(/\S+$/, (head) => singular(head));
    // "loves to read books": the tagger reads "books" as a verb and leaves it plural ("a books").
    if (noun === word.en || noun.replace(/(?<=[^s])s$/, '') === word.en) return word;
    const icon = iconNamedExactly(noun);
    return icon ? { ...word, en: noun, icon } : word;
  }
  const entry = frIconFor(said);
  if (!entry) return word;
  // The singular as the user wrote it: « voiliers » → « voilier ».
  const noun = said === word.fr ? said : said.replace(/(?<=[^s])[sx]$/, '');
  if (noun === word.fr) return word;
  const f = frGenderOf(tokens[at - 1]?.norm ?? '', noun) ?? Boolean(entry.f);
  return { ...word, fr: noun, f, icon: entry.icon, en: entry.en };
}
