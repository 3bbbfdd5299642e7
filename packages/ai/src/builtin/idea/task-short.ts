import { createRequire } from 'node:module';
import type { Language } from '@bookloom/core';
import nlp from 'compromise';

/**
 * The deed said short, for its second mention (issue 14): the user's whole predicate ("play football
 * with her team and score the winning goal", « construire une cabane avec son papa dans le jardin »)
 * is printed once, on the plan page; the turn says the deed that ends it, without its company, place
 * or purpose ("score the winning goal", « construire une cabane »). A long predicate said twice made
 * the turn a mouthful and read as a copy of the plan.
 */
// fr-compromise ships its types as .ts sources that fail a strict typecheck (see tokens.ts).
const fr = createRequire(import.meta.url)('fr-compromise') as (text: string) => {
  json(): { terms: { tags?: string[] }[] }[];
};

// Where the deed's own words end: who it is done with, where, for what, when.
const COMPLEMENT = {
  en: /^(with|for|in|on|at|to|into|from|before|after|under|over|near|by|around|across|through|during|inside|outside|behind|beside|together)$/i,
  fr: /^(avec|pour|dans|sur|chez|sous|près|devant|derrière|vers|par|en|à|au|aux|entre|pendant|avant|après|ensemble)$/i,
};
const AND = { en: ' and ', fr: ' et ' };
// "bake a cake and decorate it": a deed about "it" says nothing alone.
const PRONOUN_OBJECT = /\b(it|them|him|her)$/i;

/** Whether the taggers read the words as opening on an infinitive ("score the goal", « marquer le but »). */
const opensOnVerb = (words: string, lang: Language) => {
  const tags =
    lang === 'en'
      ? (nlp(words).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags
      : fr(words).json()[0]?.terms[0]?.tags;
  return Boolean(tags?.includes('Infinitive'));
};

/** The last deed of the predicate, without its complements; the whole predicate when nothing is shorter. */
export function shortTask(task: string, lang: Language): string {
  const parts = task.split(AND[lang]);
  // "play football … and score the winning goal": the last deed is the one the turn celebrates.
  const last = parts.length > 1 ? parts.findLastIndex((p, i) => i > 0 && opensOnVerb(p, lang)) : -1;
  const deed = last > 0 && !PRONOUN_OBJECT.test(parts[last]) ? parts.slice(last).join(AND[lang]) : task;
  const words = deed.split(' ');
  // At least a verb and its thing: « jouer au football », "wake up the farm animals".
  const cut = words.findIndex((w, i) => i >= 2 && COMPLEMENT[lang].test(w));
  return cut > 0 ? words.slice(0, cut).join(' ') : deed;
}

// Deeds that make a thing one can step back and look at: "build a cabin", « construire une cabane ».
const MAKING = {
  en: /^(build|make|bake|cook|paint|draw|repair|fix|decorate|sew|knit|plant|grow|carve|mend)$/i,
  fr: /^(construire|fabriquer|préparer|cuisiner|peindre|dessiner|réparer|décorer|coudre|tricoter|planter|bâtir|faire)$/i,
};
const THE = { en: /^the /i, fr: /^(le|la|les) |^l’/i };

/**
 * The thing a making deed makes, named as known: "build the cabin" → "the cabin", « construire la
 * cabane » → « la cabane »; undefined when the deed makes nothing to look at ("score the goal").
 */
export function taskThing(deedAgain: string, lang: Language): string | undefined {
  const [verb, ...rest] = deedAgain.split(' ');
  const thing = rest.join(' ');
  return MAKING[lang].test(verb) && THE[lang].test(thing) && rest.length <= 4 ? thing : undefined;
}
