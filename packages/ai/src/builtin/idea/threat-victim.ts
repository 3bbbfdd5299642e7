import type { Language } from '@bookloom/core';
import { frGenderOf } from './fr-gender';
import { frSingular } from './fr-singular';
import { singular } from './goal-object';
import { kindAt } from './kind-at';
import type { Kind } from './kinds';
import type { Token } from './tokens';

/**
 * The one rescued: a person or an animal ("saves a puppy from the wolf", « sauve un chiot du loup »).
 * `said`: its noun as the idea says it ("puppy", « chiot »); `name`: the name the idea gives it
 * ("Princess Rose", « la princesse Rose », "a princess called Rose").
 */
export type Victim = {
  kind: Kind;
  at: number;
  said: { en: string; fr: string; f: boolean };
  name?: string;
};

// "a princess called Rose", « une princesse nommée Rose ».
const NAMED = /^(named|called|nommée?|appelée?)$/;

/** The one saved, as the idea says it, and the name it gives them; `end`: the token after their words. */
export function victimAt(tokens: Token[], lang: Language, at: number, len: number, kind: Kind) {
  const noun = tokens
    .slice(at, at + len)
    .map((t) => t.norm)
    .join(' ');
  const en = lang === 'en' ? singular(noun) : kind.en;
  const fr = lang === 'fr' ? frSingular(noun, kind) : kind.fr;
  const det = tokens[at - 1]?.norm ?? '';
  const f = lang === 'fr' ? (frGenderOf(det, fr) ?? Boolean(kind.f)) : Boolean(kind.f);
  // "Princess Rose", « la princesse Rose »: a capitalised word right after the noun, or after "called".
  const skip = NAMED.test(tokens[at + len]?.norm ?? '') ? 1 : 0;
  const next = tokens[at + len + skip];
  const name = next && /^\p{Lu}/u.test(next.text) && !kindAt(tokens, at + len + skip) ? next.text : undefined;
  return {
    kind,
    at,
    said: { en, fr, f },
    ...(name ? { name } : {}),
    end: at + len + (name ? skip + 1 : 0),
  };
}
