import type { Language } from '@bookloom/core';
import { frGenderOf } from './fr-gender';
import { saidWords, singular } from './goal-object';
import type { Kind } from './kinds';
import type { Token } from './tokens';
import { holdableNoun } from './words';

/**
 * Which part a character plays, from where the idea puts it (read-idea.ts uses these): the kind a
 * verb acts on is someone met ("Sam finds a lost puppy" — Sam is no dog), the kind the hero looks
 * for is the thing to find (« Tom cherche son chat »), and "a new friend, a triceratops" is met on
 * the way while "his friend Coral" walks beside the hero from page 1.
 */

// Between a verb and its object: "finds a lost puppy", « trouve un petit chiot ».
const FILLER = new Set(
  'a an the his her their its my our some this that for after un une le la les des du de sa son ses mon ma leur leurs notre votre ce cette'.split(
    ' ',
  ),
);
// Looking for something: the kind after it is the story's thing to find, not a companion.
const SEEK: Record<Language, RegExp> = {
  en: /^(look|looks|looking|looked|search|searches|searching|searched|seek|seeks|seeking|hunt|hunts|hunting)$/,
  fr: /^(cherche|cherches|cherchent|chercher|cherchait|recherche|recherchent|rechercher)$/,
};
// Verbs that name rather than act: "a tiger named Raja".
const NAMING = /^(named|called|nommée?|appelée?|prénommée?)$/;

/**
 * A word between a kind and the name after it that still gives the name: "an owl named Hoot", not a
 * verb of the hero's ("Rex the T-rex meets Trixie": Trixie is the one met, not the T-rex's name).
 */
export const namesAcross = (t?: Token) => !t || NAMING.test(t.norm) || !t.tags.has('Verb');

/** The verb whose object the word at `at` is, looking back over articles and adjectives. */
function verbBefore(tokens: Token[], at: number): Token | undefined {
  for (let i = at - 1; i >= 0 && i >= at - 4; i--) {
    const t = tokens[i];
    if (FILLER.has(t.norm) || (t.tags.has('Adjective') && !t.tags.has('Verb'))) continue;
    return t.tags.has('Verb') && !t.tags.has('Auxiliary') && !NAMING.test(t.norm) ? t : undefined;
  }
  return undefined;
}

/** The kind is the object of a verb ("finds a puppy", "meets a triceratops"): not the hero. */
export const isObjectOfVerb = (tokens: Token[], at: number): boolean =>
  Boolean(verbBefore(tokens, at)) || objectAlongside(tokens, at);

/**
 * "to see the lions and the giraffes", « voir les lions et les girafes »: the second object of the
 * verb is an object too, not the hero (was « une girafe nommée Gigi »).
 */
function objectAlongside(tokens: Token[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && FILLER.has(tokens[i].norm)) i--;
  if (!/^(and|et|or|ou)$/.test(tokens[i]?.norm ?? '') || !tokens[i - 1]?.tags.has('Noun')) return false;
  return isObjectOfVerb(tokens, i - 1);
}

// "from a giant robot", "against the dragon", « contre le dragon », "fights the monster".
const THREAT =
  /^(from|against|contre|fights?|fighting|fought|defeats?|defeated|battles?|escapes?|escaped|stops?|combat|combattent|affronte|affrontent|échappe|échappent|bat|battent|vainc)$/;

/** The kind is a threat the hero faces, not someone who helps (read-idea.ts keeps it out of those met). */
export const isThreat = (tokens: Token[], at: number) => {
  for (let i = at - 1; i >= 0 && i >= at - 4; i--) {
    const t = tokens[i];
    if (THREAT.test(t.norm)) return true;
    if (!FILLER.has(t.norm) && !t.tags.has('Adjective')) return false;
  }
  return false;
};

// Making something: "build a snowman", « dessine un dragon » — the kind is a thing made, not met.
const MAKE =
  /^(build|builds|building|built|make|makes|making|made|draw|draws|drawing|drew|paint|paints|painting|painted|carve|carves|carved|sculpt|sculpts|construit|construisent|construire|fabrique|fabriquent|fabriquer|dessine|dessinent|dessiner|peint|peignent|peindre)$/;

/** The kind is something the hero makes ("build a snowman"): no character met on the way. */
export const isMade = (tokens: Token[], at: number) => MAKE.test(verbBefore(tokens, at)?.norm ?? '');

// Losing one's own: "Santa loses his reindeer", « Le père Noël a perdu son renne ».
const LOSE = /^(lose|loses|losing|lost|perd|perdent|perdu|perdue|égare|égaré|égarée)$/;

/**
 * The kind is what the hero looks for ("looks for her lost cat", « cherche son chat ») or has lost
 * ("loses his reindeer": was a companion at his side while he hunted a stock present).
 */
export const isSought = (tokens: Token[], at: number, lang: Language) => {
  const v = verbBefore(tokens, at);
  return Boolean(v && (SEEK[lang].test(v.norm) || (LOSE.test(v.norm) && isOwned(tokens, at))));
};

const POSSESSIVE = new Set('his her their my our its son sa ses leur leurs mon ma notre'.split(' '));
const FRIEND = new Set(['friend', 'ami', 'amie']);

/**
 * "his friend Coral the turtle" is a companion, "makes a new friend, a triceratops" meets one: the
 * friend word cues a companion only after a possessive.
 */
export const friendCue = (tokens: Token[], at: number) =>
  FRIEND.has(tokens[at]?.norm ?? '') &&
  // "her best friend", « son meilleur ami »: a word may sit between them (the tagger reads "best" as a noun).
  (POSSESSIVE.has(tokens[at - 1]?.norm ?? '') || POSSESSIVE.has(tokens[at - 2]?.norm ?? ''));
export const isFriendWord = (t?: Token) => FRIEND.has(t?.norm ?? '');

/** "looks for her cat", « cherche son chat »: the hero's own animal is missing (the story says it is lost). */
export const isOwned = (tokens: Token[], at: number) => POSSESSIVE.has(tokens[at - 1]?.norm ?? '');

/**
 * The animal sought as the idea names it — "her lost puppy", « son chaton » — drawn as its kind
 * ("could not find the puppy", not "the dog").
 */
export function soughtWord(kind: Kind, tokens: Token[], at: number, len: number, lang: Language): Kind {
  // « sa chauve-souris » whole (was « chauve souri », cut at the hyphen and its s dropped).
  const said = saidWords(tokens.slice(at, at + len));
  // "his reindeer", « son renne »: found again, not held up high (words.ts).
  const big = holdableNoun(kind.en) ? {} : { holdable: false as const };
  if (lang === 'en') return { ...kind, ...big, en: said.replace(/\S+$/, (head) => singular(head)) };
  const noun = said === kind.fr ? said : said.replace(/(?<=[^s])[sx]$/, '');
  return {
    ...kind,
    ...big,
    fr: noun,
    f: frGenderOf(tokens[at - 1]?.norm ?? '', noun) ?? (noun === kind.fr ? kind.f : false),
  };
}
