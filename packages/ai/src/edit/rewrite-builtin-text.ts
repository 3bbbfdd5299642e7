import type { Language } from '@bookloom/core';
import { splitInstruction } from './builtin-instruction';

/**
 * What the builtin engine can do to a page's text with a free-text instruction: shorter, longer (with
 * sentences from its own fresh version of the page), simpler, the hero's name, a mood (happier, calmer, more
 * exciting, sadder, mysterious), or a whole new version. Each clause it understands changes the text; the
 * others are reported back so the editor can say what it could not follow.
 */
export type TextRewriteInput = {
  /** The page's text now (the user's own edits included). */
  current: string;
  /** The engine's new version of the same page (another seed, no instruction). */
  fresh: string;
  heroName?: string;
  language: Language;
  instruction?: string;
  seed: number;
};
export type TextRewrite = { text: string; followed: string[]; notFollowed: string[] };

type Mood = 'happy' | 'calm' | 'exciting' | 'sad' | 'mysterious';
const MOODS: [RegExp, Mood][] = [
  [
    /\b(happ(y|ier)|cheerful|joyful|joy|brighter|funn(y|ier)|gaie?|joyeu(x|se)|heureu(x|se)|drôle)\b/iu,
    'happy',
  ],
  [
    /\b(calm(er)?|quiet(er)?|gentle|gentler|sleepy|soothing|soft(er)?|calme|doux|douce|paisible|endormi)\b/iu,
    'calm',
  ],
  [/\b(exciting|excited|adventur\w*|thrilling|action|palpitant\w*|excitant\w*|aventure)\b/iu, 'exciting'],
  [/\b(sad(der)?|melanchol\w*|triste|mélancoli\w*)\b/iu, 'sad'],
  [/\b(scar(y|ier)|spooky|myster\w*|effrayant\w*|peur|mystér\w*)\b/iu, 'mysterious'],
];
const MOOD_LINES: Record<Language, Record<Mood, string[]>> = {
  en: {
    happy: ['{name} laughed, and everything felt bright.', 'What a happy day it was for {name}!'],
    calm: ['Everything grew quiet and soft around {name}.', '{name} took a slow, sleepy breath.'],
    exciting: ['Suddenly, something amazing happened!', 'Quick, {name}, there is no time to lose!'],
    sad: ['{name} felt a little sad for a moment.', 'A small tear rolled down, but it did not last.'],
    mysterious: ['Something strange was hiding nearby…', '{name} heard a soft, mysterious sound.'],
  },
  fr: {
    happy: ['{name} éclata de rire, et tout sembla lumineux.', 'Quelle belle journée pour {name} !'],
    calm: ['Tout devint calme et doux autour de {name}.', '{name} prit une longue inspiration tranquille.'],
    exciting: [
      'Soudain, il se passa quelque chose d’incroyable !',
      'Vite, {name}, pas une minute à perdre !',
    ],
    sad: ['{name} se sentit un peu triste un instant.', 'Une petite larme coula, mais pas pour longtemps.'],
    mysterious: [
      'Quelque chose d’étrange se cachait tout près…',
      '{name} entendit un drôle de bruit mystérieux.',
    ],
  },
};
const HERO: Record<Language, string> = { en: 'our friend', fr: 'notre ami' };

const SHORTER =
  /\b(short(er|en)?|less text|fewer words|brief|briefer|concise|trim|plus courte?|raccourci\w*|moins de texte|bref|brève)\b/iu;
const LONGER =
  /\b(long(er)?|more text|more words|more detail\w*|expand|lengthen|plus longue?|allonge\w*|plus de texte|développe\w*|détails?)\b/iu;
const SIMPLER =
  /\b(simpl(e|er|ify)|easier|easy|younger|toddlers?|little ones|plus simple|simplifie\w*|facile|plus jeunes?|petits)\b/iu;
const NAME = /\b(name|names|nom|prénom)\b/iu;
const AGAIN =
  /\b(rewrite|again|different|new version|another|réécri\w*|autre|nouvelle version|différente?)\b/iu;

const sentencesOf = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?…])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const ended = (s: string) => (/[.!?…]$/u.test(s) ? s : `${s}.`);

/** Keeps whole sentences up to about 60 % of the length (at least the first), else cuts the one sentence at a comma or before its trailing phrase. */
function shorten(text: string): string {
  const all = sentencesOf(text);
  if (all.length > 1) {
    const out = [all[0]];
    for (const s of all.slice(1)) {
      if ((out.join(' ').length + s.length) / text.length > 0.6) break;
      out.push(s);
    }
    return out.join(' ');
  }
  // The longest opening clause (ended by , ; or :) of at least three words that drops a good part.
  const cuts = [...text.matchAll(/[,;:]/gu)]
    .map((m) => m.index)
    .filter((i) => i <= text.length * 0.75 && text.slice(0, i).trim().split(/\s+/u).length >= 3);
  if (cuts.length) return ended(text.slice(0, cuts.at(-1)).trim());
  // One clause and no comma: drop its trailing phrase, cut before a joining word or preposition
  // ("Rex found a key under the old oak tree." → "Rex found a key.").
  const from = Math.floor(text.length * 0.35);
  const join = TRAILING_PHRASE.exec(text.slice(from));
  return join
    ? ended(
        text
          .slice(0, from + join.index)
          .trim()
          .replace(/[,;:]$/u, ''),
      )
    : text;
}
const TRAILING_PHRASE =
  /\s(?:and|but|because|when|while|so|then|until|with|near|under|in|on|at|by|through|into|over|et|mais|car|quand|pendant|puis|avec|près|sous|dans|sur|par|vers|jusqu)\b/iu;

/** Short sentences: clauses joined by ", and", ", but", ";" become sentences; parentheses go. */
function simplify(text: string, lang: Language): string {
  const joiners =
    lang === 'fr' ? /\s*(?:;|,\s*(?:et|mais|puis)\s+)/u : /\s*(?:;|,\s*(?:and|but|then|so)\s+)/u;
  return sentencesOf(text.replace(/\s*\([^)]*\)/g, ''))
    .flatMap((s) => s.split(joiners).map((part, i, parts) => (i < parts.length - 1 ? ended(part) : part)))
    .map((s) => capital(s.trim()))
    .join(' ');
}

const PRONOUN: Record<Language, RegExp> = {
  en: /(^|[.!?…]\s+)(He|She|It)\b/u,
  fr: /(^|[.!?…]\s+)(Il|Elle)\b/u,
};

/** The hero's name in the text: a sentence-opening pronoun becomes the name, else a short sentence opens the page. */
function withName(text: string, name: string, lang: Language): string {
  if (text.includes(name)) return text;
  if (PRONOUN[lang].test(text)) return text.replace(PRONOUN[lang], (_m, lead: string) => `${lead}${name}`);
  return `${lang === 'fr' ? `${name} était là.` : `${name} was there.`} ${text}`.trim();
}

export function rewriteBuiltinText(input: TextRewriteInput): TextRewrite {
  const lang = input.language;
  const name = input.heroName?.trim() || HERO[lang];
  const clauses = input.instruction ? splitInstruction(input.instruction) : [];
  // No instruction: the engine's new version of the page.
  if (clauses.length === 0) return { text: input.fresh || input.current, followed: [], notFollowed: [] };
  const followed: string[] = [];
  const notFollowed: string[] = [];
  const again = clauses.some((c) => AGAIN.test(c));
  let text = (again ? input.fresh : input.current).trim() || input.fresh;
  type Op = (t: string) => string;
  const ops: Op[] = [];
  let pick = input.seed;
  // The change a clause asks for, or undefined when the engine cannot do it.
  const opFor = (clause: string): Op | undefined => {
    const mood = MOODS.find(([re]) => re.test(clause))?.[1];
    if (AGAIN.test(clause)) return (t) => t;
    if (SHORTER.test(clause)) return shorten;
    if (SIMPLER.test(clause)) return (t) => simplify(t, lang);
    if (NAME.test(clause) || (input.heroName && clause.includes(input.heroName)))
      return (t) => withName(t, name, lang);
    if (mood) {
      const lines = MOOD_LINES[lang][mood];
      const line = lines[pick++ % lines.length].replaceAll('{name}', name);
      return (t) => `${t} ${line}`.trim();
    }
    if (LONGER.test(clause)) {
      const have = new Set(sentencesOf(text));
      const extra = sentencesOf(input.fresh)
        .filter((s) => !have.has(s))
        .slice(0, 2);
      return extra.length ? (t) => `${t} ${extra.join(' ')}`.trim() : undefined;
    }
    return undefined;
  };
  for (const clause of clauses) {
    const op = opFor(clause);
    if (!op) {
      notFollowed.push(clause);
      continue;
    }
    followed.push(clause);
    // Simplifying and naming work on the sentences as written, before anything is added.
    if (op !== shorten && (SIMPLER.test(clause) || NAME.test(clause))) ops.unshift(op);
    else ops.push(op);
  }
  // Shortening first: what the other clauses add (the mood's sentence, the name) is kept.
  const shorts = ops.filter((f) => f === shorten);
  for (const op of [...shorts, ...ops.filter((f) => f !== shorten)]) text = op(text);
  // Nothing understood: the user still gets a new version, and is told what was not followed.
  if (followed.length === 0) text = input.fresh || input.current;
  return { text, followed, notFollowed };
}
