import { createRequire } from 'node:module';
import type { Language } from '@bookloom/core';
import nlp from 'compromise';
import { missedFirstName } from './name-gender';

/** One word of the idea, as the NLP library tagged it. */
export type Token = {
  text: string;
  norm: string;
  tags: Set<string>;
  start: boolean;
  comma: boolean;
  /** An elided article came before it (« l’ours »): "Flocon l’ours polaire" names Flocon. */
  elided?: boolean;
  /** Written with an English possessive ("Lily’s", "Max's"): the 's is dropped from `text`. */
  possessive?: boolean;
  /**
   * Joined to the next word by a hyphen: the taggers cut « arc-en-ciel », « porte-monnaie » and
   * "jack-in-the-box" into words; the key object's reader (goal-object.ts) puts them back whole.
   */
  hyphen?: boolean;
};

// fr-compromise ships its types as .ts sources that fail a strict typecheck: its CommonJS build,
// loaded untyped, is the same code.
const fr = createRequire(import.meta.url)('fr-compromise') as (text: string) => { json(): unknown };

type Term = { text: string; normal?: string; tags?: string[]; post?: string };
type Sentence = { terms: Term[] };

/**
 * Words of a text with their part-of-speech tags, from compromise (English) or fr-compromise
 * (French): the reader uses the tags to tell names (proper nouns, people) from ordinary words and
 * nouns from adjectives ("a rose" vs "a rose dress").
 */
export function tokenize(text: string, lang: Language): Token[] {
  const m = APPOSED.exec(text);
  if (!m) return tagged(text, lang);
  // "Hana, a young ninja girl, trains to protect…": the tagger reads "girl trains" as one noun
  // (a search for a train). Tag the sentence without the apposition and the apposition alone,
  // then put it back in its place with its commas.
  const name = tagged(m[1], lang).length;
  const rest = tagged(`${m[1]} ${m[3]}`, lang);
  const apposition = tagged(m[2], lang).map((t) => ({ ...t, start: false }));
  if (!name || !apposition.length || rest.length <= name) return tagged(text, lang);
  rest[name - 1] = { ...rest[name - 1], comma: true };
  apposition[apposition.length - 1] = { ...apposition[apposition.length - 1], comma: true };
  return [...rest.slice(0, name), ...apposition, ...rest.slice(name)];
}

/** "Name, a/the …, rest" at the start of the idea (« Léa, une petite fille, part… »). */
const APPOSED = /^([^,.!?]{1,40}), ((?:(?:a|an|the|un|une|le|la)\s+|l['’])[^,.!?]{1,60}), ([\s\S]+)$/iu;

function tagged(text: string, lang: Language): Token[] {
  const doc = lang === 'fr' ? fr(text) : nlp(text);
  const out: Token[] = [];
  for (const s of doc.json() as Sentence[]) {
    s.terms.forEach((t, i) => {
      const clean = t.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (!clean) return;
      // French elisions come as one term ("l’éléphant"): keep the noun, drop the article.
      const word =
        lang === 'fr'
          ? clean.replace(/^(?:l|d|qu|j|s|n|m|t|c)['’]/i, '')
          : // "Emma’s first day": the name is Emma (was "a child called Emma’s").
            clean.replace(/['’]s$/i, '');
      const tags = new Set(t.tags ?? []);
      // The taggers miss accented first names (« Léo » is a noun to fr-compromise): the name lexicons know them.
      if (!tags.has('Person') && missedFirstName(word))
        for (const tag of ['Person', 'FirstName']) tags.add(tag);
      out.push({
        text: word,
        norm: word.toLowerCase().replace(/’/g, "'"),
        tags,
        start: i === 0,
        comma: /,/.test(t.post ?? '') || /,$/.test(t.text),
        ...(word !== clean && lang === 'fr' ? { elided: true } : {}),
        ...(word !== clean && lang !== 'fr' ? { possessive: true } : {}),
        ...(/^-$/.test(t.post ?? '') && i + 1 < s.terms.length ? { hyphen: true } : {}),
      });
    });
  }
  return out;
}
