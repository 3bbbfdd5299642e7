import { VEHICLES } from './kind-variants';
import { COLOUR_WORDS } from './object-colour';
import { isFamilyWord } from './read-names';
import { WILD_PLACE_NAMES } from './settings-wild';
import type { Token } from './tokens';
import { formsOf, type Word } from './words';

/** Where the idea names a lexicon word (a kind, an object, a setting): its first token and length. */
export type Hit<T> = { at: number; len: number; item: T };

const DETERMINERS = new Set(
  'a an the his her their my our un une le la les des sa son ses mon ma leur'.split(' '),
);
/** Words that stand between a determiner and its noun (« une petite souris », "a tiny mouse"). */
const BEFORE_NOUN = new Set(
  'little tiny small big young old baby brave petit petite petits petites grand grande grands grandes jeune jeunes vieux vieille gros grosse joli jolie beau belle bon bonne bébé'.split(
    ' ',
  ),
);

/** The word before `i` is a determiner, maybe with size or age words between (« une petite souris »). */
const afterDeterminer = (tokens: Token[], i: number) => {
  let j = i - 1;
  while (j > 0 && BEFORE_NOUN.has(tokens[j].norm)) j--;
  const norm = tokens[j]?.norm ?? '';
  return DETERMINERS.has(norm) || COLOUR_WORDS.has(tokens[i - 1]?.norm ?? '');
};

/**
 * A vehicle's own ids: « en fusée », « en bateau », « à vélo » name the way one travels with no
 * determiner, and fr-compromise tags « fusée » a past participle (« va sur la lune en fusée » had no
 * rocket at all).
 */
const VEHICLE_IDS = new Set(VEHICLES.map((v) => v.id));
const ridden = (tokens: Token[], i: number, id: string) =>
  VEHICLE_IDS.has(id) && /^(en|à)$/.test(tokens[i - 1]?.norm ?? '');

/** Finds lexicon words (longest form first) in the token stream. */
export function find<T extends Word>(tokens: Token[], words: readonly T[]): Hit<T>[] {
  // Split on hyphens too: fr-compromise cuts "cerf-volant" and « grand-père » into two words
  // (compromise keeps "T-rex" whole, so the unsplit form is tried as well).
  const forms = words.flatMap((item) =>
    formsOf(item).flatMap((f) => [f.split(/[\s-]+/), f.split(/\s+/)].map((parts) => ({ f: parts, item }))),
  );
  forms.sort((a, b) => b.f.length - a.f.length);
  const hits: Hit<T>[] = [];
  const taken = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i)) continue;
    const m = forms.find(({ f }) => f.every((part, j) => tokens[i + j]?.norm === part));
    if (!m) continue;
    // A one-word adjective reading ("rose" dress, "star" as a verb) is not the thing itself.
    const t = tokens[i];
    if (
      m.f.length === 1 &&
      !afterDeterminer(tokens, i) &&
      !ridden(tokens, i, m.item.id) &&
      (t.tags.has('Adjective') || t.tags.has('Verb'))
    )
      continue;
    // A capital mid-sentence is a name ("his dog Biscuit"), not the thing.
    // ("Rex the T-rex": a hyphenated capital is the kind's own spelling.)
    // (« avec Papi », "with Grandpa": a family word is the relative, capital or not.)
    // (« du Sahara », "of the Amazon": a named wild place is the place, capital or not.)
    if (
      !t.start &&
      /^\p{Lu}/u.test(t.text) &&
      i > 0 &&
      !t.text.includes('-') &&
      !isFamilyWord(t.norm) &&
      !WILD_PLACE_NAMES.has(t.norm)
    )
      continue;
    hits.push({ at: i, len: m.f.length, item: m.item });
    for (let j = 0; j < m.f.length; j++) taken.add(i + j);
  }
  return hits;
}
