import { type BookType, type Language, workbookTopic } from '@bookloom/core';
import type { StoryPlan } from '../../types';
import { SETTINGS } from '../idea/settings';
import { COLORING_ACTIVITIES } from './coloring-pages';
import { numberWord } from './number-words';
import { ALL_THEMES } from './themes';

/**
 * Each type's promise (issue 14, requirement 4), as the story corpus checks it: a list of what is
 * wrong with a plan (empty when the book keeps its promise).
 */
export type Book = {
  language: Language;
  title: string;
  description: string;
  name: string;
  /** The key object as printed (from the idea) and its icon. */
  object?: string;
  objectIcon?: string;
};
type Check = (plan: StoryPlan, book: Book) => string[];

const PLACES = [...SETTINGS.flatMap((s) => s.places), ...ALL_THEMES.flatMap((t) => t.places)];
const subjectsOf = (p: StoryPlan['pages'][number]) => (p.hints?.subjects as string[] | undefined) ?? [];
const low = (s: string) => s.toLowerCase();

/** French alphabet words in English, to compare with the icon drawn (its name is English). */
const FR_EN: Record<string, string> = {
  abeille: 'bee',
  ballon: 'balloon',
  chat: 'cat',
  dauphin: 'dolphin',
  étoile: 'star',
  fraise: 'strawberry',
  girafe: 'giraffe',
  hibou: 'owl',
  île: 'island',
  jongleur: 'juggling',
  koala: 'koala',
  lion: 'lion',
  maison: 'house',
  nuage: 'cloud',
  orange: 'tangerine',
  poisson: 'fish',
  quille: 'bowling',
  renard: 'fox',
  soleil: 'sun',
  tortue: 'turtle',
  usine: 'factory',
  vache: 'cow',
  wagon: 'railway car',
  'rayons X': 'x-ray',
  yoyo: 'yo-yo',
  zèbre: 'zebra',
  // The farm's alphabet (alphabet-themes.ts).
  âne: 'donkey',
  bouc: 'goat',
  cochon: 'pig',
  dindon: 'turkey',
  génisse: 'cow',
  jument: 'horse',
  lapin: 'rabbit',
  mouton: 'ewe',
  oie: 'goose',
  poule: 'chicken',
  souris: 'mouse',
  taureau: 'ox',
  zébu: 'ox',
};
/** English words whose icon has another name (a ladybird for "insect", a crowned person for "queen"). */
const EN_ALIAS: Record<string, string> = { insect: 'beetle', queen: 'person with crown' };

const ARITHMETIC = /(\d+) ([−+×÷]) (\d+) = ____/;
const OPERATION: Partial<Record<string, string>> = { subtract: '−', add: '+', multiply: '×', divide: '÷' };
const compute = (a: number, op: string, b: number) =>
  op === '−' ? a - b : op === '+' ? a + b : op === '×' ? a * b : a / b;

export const PROMISES: Partial<Record<BookType, Check>> = {
  coloring(plan, { language, object, objectIcon }) {
    const bad: string[] = [];
    for (const p of plan.pages) {
      const caption = low(p.text);
      for (const icon of subjectsOf(p)) {
        const says =
          icon === objectIcon
            ? Boolean(object && caption.includes(low(object)))
            : COLORING_ACTIVITIES.some((a) => a.icon === icon && caption.includes(a[language]));
        if (!says) bad.push(`draws ${icon}, caption does not name it: ${p.text}`);
      }
      if (!subjectsOf(p).length && !COLORING_ACTIVITIES.some((a) => !a.icon && caption.includes(a[language])))
        bad.push(`draws nothing but the hero, caption names a thing: ${p.text}`);
      const place = PLACES.find((x) => (x.pic ?? x.en) === p.hints?.place);
      if (!place || !caption.includes(low(place.at[language])))
        bad.push(`drawn at ${String(p.hints?.place)}, caption names another place: ${p.text}`);
    }
    return bad;
  },

  numbers(plan, { language }) {
    return plan.pages.flatMap((p, i) => {
      const n = i + 1;
      const bad: string[] = [];
      if (p.hints?.count !== n || !p.hints?.object)
        bad.push(`page ${n} draws ${String(p.hints?.count)} things`);
      if (p.heading !== String(n)) bad.push(`page ${n} is headed ${p.heading}`);
      if (n > 1 && !low(p.text).startsWith(low(numberWord(n, language))))
        bad.push(`page ${n} does not say ${numberWord(n, language)}: ${p.text}`);
      return bad;
    });
  },

  alphabet(plan, { language }) {
    const bad: string[] = [];
    for (const p of plan.pages) {
      const words = (p.hints?.words as string[] | undefined) ?? [];
      words.forEach((word, k) => {
        const drawn = subjectsOf(p)[k]?.replace(/-/g, ' ') ?? '';
        const meaning = language === 'fr' ? FR_EN[word] : (EN_ALIAS[word] ?? word);
        if (!p.text.includes(word)) bad.push(`“${word}” drawn but not printed: ${p.text}`);
        if (!meaning || !drawn.includes(meaning.replace(/-/g, ' ')))
          bad.push(`“${word}” printed, ${drawn} drawn`);
      });
    }
    return bad;
  },

  'educational-workbooks'(plan, { title, description, language }) {
    const bad: string[] = [];
    const keyAt = plan.pages.findIndex((p) => /^(Answer key|Corrigé)/.test(p.heading ?? ''));
    if (keyAt < 1) return ['no answer key'];
    const key = plan.pages
      .slice(keyAt)
      .map((p) => p.text)
      .join('\n');
    const ops = workbookTopic(title, description)
      .map((t) => OPERATION[t])
      .filter(Boolean);
    plan.pages.slice(0, keyAt).forEach((p, i) => {
      const m = p.text.match(ARITHMETIC);
      if (ops.length && (!m || !ops.includes(m[2])))
        bad.push(`page ${i + 1} is not ${ops.join('/')}: ${p.text}`);
      if (!m) return;
      const [a, op, b] = [Number(m[1]), m[2], Number(m[3])];
      const line = `${language === 'en' ? 'Exercise' : 'Exercice'} ${i + 1}${language === 'en' ? ':' : ' :'} ${a} ${op} ${b} = ${compute(a, op, b)}`;
      if (!key.split('\n').includes(line)) bad.push(`key lacks “${line}”`);
    });
    return bad;
  },

  'poetry-rhymes'(plan) {
    const couplets = plan.pages.flatMap((p) => p.text.split('\n\n'));
    const twice = couplets.filter((c, i) => couplets.indexOf(c) !== i);
    return twice.map((c) => `couplet twice: ${c}`);
  },

  'comic-books'(plan, { name }) {
    // No speech bubble printed twice in the book.
    const lines = plan.pages.flatMap((p) =>
      ((p.hints?.panels as { line: string | null }[] | undefined) ?? []).flatMap((x) =>
        x.line ? [x.line] : [],
      ),
    );
    const twice = lines.filter((x, i) => lines.indexOf(x) !== i).map((x) => `bubble twice: ${x}`);
    return twice.concat(
      plan.pages.flatMap((p, i) => {
        const panels =
          (p.hints?.panels as { scene: string; speaker: string | null; line: string | null }[]) ?? [];
        const bad: string[] = [];
        if (panels.length !== 3) bad.push(`page ${i + 1} has ${panels.length} panels`);
        if (!panels[0]?.scene.includes(name))
          bad.push(`page ${i + 1}: the first panel does not show ${name}`);
        // A bubble holds a short line (the layout keeps it in its panel, inside the safe area).
        for (const x of panels)
          if (x.line && (x.line.length > 40 || !x.speaker)) bad.push(`page ${i + 1}: bubble “${x.line}”`);
        return bad;
      }),
    );
  },

  shapes(plan, { language }) {
    return plan.pages.flatMap((p, i) =>
      !p.hints?.shape || (language === 'en' && !low(p.heading ?? '').includes(String(p.hints.shape)))
        ? [`page ${i + 1} draws ${String(p.hints?.shape)} under “${p.heading}”`]
        : [],
    );
  },

  'learning-books'(plan) {
    return plan.pages.flatMap((p, i) =>
      p.hints?.concept && subjectsOf(p).length ? [] : [`page ${i + 1} has no concept drawn`],
    );
  },

  journal(plan, { language }) {
    return plan.pages.flatMap((p, i) =>
      Number(p.hints?.lines) > 0 && p.heading === `${language === 'en' ? 'Day' : 'Jour'} ${i + 1}`
        ? []
        : [`page ${i + 1} has no writing lines or day`],
    );
  },

  'activity-books'(plan, { name }) {
    const puzzle = /^(maze|word-search|dot-to-dot|answer-key|coloring|story)$/;
    const bad = plan.pages.flatMap((p, i) =>
      puzzle.test(String(p.hints?.kind)) ? [] : [`page ${i + 1} is a ${String(p.hints?.kind)}`],
    );
    if (!plan.pages.some((p) => p.text.includes(name))) bad.push(`${name} is in no puzzle`);
    return bad;
  },
};
