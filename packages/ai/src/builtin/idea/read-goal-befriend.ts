import type { Language } from '@bookloom/core';
import { frGenderOf } from './fr-gender';
import { frSingular } from './fr-singular';
import { kindAt } from './kind-at';
import type { Kind } from './kinds';
import { nameGender } from './name-gender';
import { type FirstDay, readFirstDay } from './read-goal-first-day';
import type { Token } from './tokens';

/**
 * A story about making a friend ("A shy little mouse makes a new friend", « Léo le lapin se fait un
 * nouvel ami », "a mouse befriends an owl"): lonely at first, tries that go wrong, a shared moment,
 * then friends. The friend is the kind the idea names after the phrase ("befriends an owl" → the
 * owl; "Rex … makes a new friend, a triceratops named Trixie" → Trixie); else the story picks one
 * (text/goal-befriend.ts). The friend is not a character met on the way: read-idea.ts skips `at`.
 */
export type BefriendGoal = {
  kind: 'befriend';
  /** The friend's kind when the idea names one. */
  friend?: Kind;
  /** Its noun as the idea says it ("owl", « chouette ») and its French gender. */
  said?: { en: string; fr: string; f: boolean };
  name?: string;
  /** The token the friend's kind is named at. */
  at?: number;
  /** A first day at school (read-goal-first-day.ts): the friend is made there. */
  school?: FirstDay;
  /** « une nouvelle amie »: the idea says the friend is a girl, though it names no kind. */
  girl?: true;
  /** « un nouvel ami », « un copain », "a new friend named Max": a boy. */
  boy?: true;
};

// The phrase, on the idea's words joined by spaces (tokens.ts drops elisions: « s'est fait » is « est fait »).
const PHRASE: Record<Language, RegExp> = {
  en: /\b(befriend\w*|make[s]? (?:a |some |new |lots of )*friends?|making (?:a |some |new )*friends?|made (?:a |some |new )*friends?|becomes? (?:best )?friends?|became (?:best )?friends?|(?:wants?|wanted|wishes|wished|needs?|finds?|found|looks? for|looking for|dreams? of|longs? for) (?:a |an |some |new )*(?:new |best )?friends?|(?:has|had) no friends?|a new friend)\b/,
  fr: /(?:se (?:fait|font|faire) (?:un |une |des |de )*(?:nouvel |nouvelle |nouveaux |nouvelles |petits? |petites? )*(?:ami|copain|copine)\w*|est fait (?:un |une |des )*(?:nouvel |nouvelle )*(?:ami|copain|copine)\w*|lie\w* amitié|devien\w* (?:son |sa |les |des )?(?:meilleur |meilleure )?(?:ami|copain|copine)\w*|(?:veut|voulait|souhaite|cherche|trouve|rêve avoir|rêve|aimerait avoir|voudrait) (?:un |une |des |de )*(?:nouvel |nouvelle |nouveaux |nouvelles |vrai |vraie )*(?:ami|copain|copine)\w*|(?:a|avait) pas (?:de )?(?:ami|copain|copine)\w*|(?:un |une )(?:nouvel ami|nouvelle amie))/,
};
// Between the phrase and the friend: "with a shy owl", « avec un petit hibou », "a triceratops named…".
const GLUE =
  /^(with|a|an|the|shy|little|tiny|small|young|new|old|big|lonely|friendly|named|called|avec|un|une|le|la|les|petit|petite|jeune|timide|nouvel|nouvelle|vieux|vieille|grand|grande|d|de)$/;
const LITTLE = /^(little|tiny|small|young|petit|petite|jeune)$/;
const NAMED = /^(named|called|nommé|nommée|appelé|appelée)$/;

/** The befriending the idea names, if any, and the friend it names after the phrase; a first day at school is one. */
export function readBefriend(tokens: Token[], lang: Language): BefriendGoal | undefined {
  const joined = tokens.map((t) => t.norm).join(' ');
  const school = readFirstDay(joined, lang);
  const goal = friendIn(tokens, joined, lang);
  return school ? { ...(goal ?? { kind: 'befriend' }), school } : goal;
}

function friendIn(tokens: Token[], joined: string, lang: Language): BefriendGoal | undefined {
  const m = PHRASE[lang].exec(joined);
  if (!m) return undefined;
  // The token the phrase ends on: the friend is named after it.
  const end = joined.slice(0, m.index + m[0].length).split(' ').length;
  // "A mouse and an owl become friends": the kind just before the phrase, after "and" / « et ».
  const start = joined.slice(0, m.index).split(' ').filter(Boolean).length;
  // (Only with "become friends": "Mia and her dog want a friend" does not befriend the dog.)
  const andAt = /^(becom|became|devien|lie)/.test(m[0])
    ? [start - 1, start - 2, start - 3].find((i) => i > 0 && /^(and|et)$/.test(tokens[i]?.norm ?? ''))
    : undefined;
  const before = andAt === undefined ? undefined : andAt + 1;
  let name: string | undefined;
  let little = false;
  const from = before ?? end;
  for (let j = from; j < Math.min(tokens.length, from + 7); j++) {
    const t = tokens[j];
    const hit = kindAt(tokens, j);
    // "makes friends with Hoot the owl": a capitalised name, an article, then the kind.
    if (!hit && /^\p{Lu}/u.test(t.text) && !t.start) {
      name = t.text;
      if (!/^(the|le|la)$/.test(tokens[j + 1]?.norm ?? ''))
        return { kind: 'befriend', name, ...genderOf(m[0], lang, name) };
      j++;
      continue;
    }
    if (!hit) {
      if (!GLUE.test(t.norm) && !t.comma && !tokens[j - 1]?.comma) break;
      if (LITTLE.test(t.norm)) little = true;
      continue;
    }
    const friend = hit.item;
    // A relative is family, not a new friend.
    if (friend.relative) break;
    const after = tokens.slice(j + hit.f.length, j + hit.f.length + 2);
    const namedAfter = NAMED.test(after[0]?.norm ?? '') ? after[1]?.text : undefined;
    const noun = hit.f.join(' ');
    const fr = lang === 'fr' ? frSingular(noun, friend) : friend.fr;
    const det = tokens[j - 1 - (little ? 1 : 0)]?.norm ?? '';
    const f = lang === 'fr' ? (frGenderOf(det, fr) ?? Boolean(friend.f)) : Boolean(friend.f);
    // "owls" → "owl"; "triceratops" is its own singular.
    const en = lang === 'en' && !noun.startsWith(friend.en) ? noun.replace(/(?<=[^s])s$/, '') : friend.en;
    return {
      kind: 'befriend',
      friend,
      said: {
        en: little && lang === 'en' ? `little ${en}` : en,
        fr: little && lang === 'fr' ? `${f ? 'petite' : 'petit'} ${fr}` : fr,
        f,
      },
      ...((name ?? namedAfter) ? { name: name ?? namedAfter } : {}),
      at: j,
    };
  }
  return { kind: 'befriend', ...(name ? { name } : {}), ...genderOf(m[0], lang, name) };
}

/**
 * A friend of no kind is a girl or a boy as the French words say (« une nouvelle amie », « une
 * copine »; « un nouvel ami », « un copain ») or else as the name says ("a new friend named Max").
 */
function genderOf(phrase: string, lang: Language, name?: string): { girl?: true; boy?: true } {
  const girl = lang === 'fr' && /\b(?:amies?|copines?|nouvelles?)\b/.test(phrase);
  const boy = lang === 'fr' && !girl && /\b(?:ami|copain|nouvel|nouveau)\b/.test(phrase);
  const said = girl ? 'f' : boy ? 'm' : name ? nameGender(name) : undefined;
  return said === 'f' ? { girl: true } : said === 'm' ? { boy: true } : {};
}

// Lonely with nothing else to do: "A lonely little whale sings in the sea", « un robot qui se sent seul ».
const LONELY =
  /(?<!\p{L})(lonely|alone and sad|se sent\w* (?:si |très |bien )?seule?|sans ami\w*)(?!\p{L})/iu;

/** A lonely hero whose idea names no other goal makes a friend. */
export const readLonely = (description: string): BefriendGoal | undefined =>
  LONELY.test(description) ? { kind: 'befriend' } : undefined;
