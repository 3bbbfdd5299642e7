import MiniSearch from 'minisearch';
import { HELP_EN } from './help-en';
import { HELP_FR } from './help-fr';
import type { HelpPassage } from './help-types';

export type HelpLanguage = 'en' | 'fr';
export type HelpHit = HelpPassage & { score: number };

// Accents fold away so "remboursé" finds "rembourser" and "e-mail" finds "email".
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const STOP = new Set(
  'a an the is are do does i my me you your how what can to of for in on and or it with le la les un une des de du je mon ma mes est et ou en pour que qui comment quoi puis'.split(
    ' ',
  ),
);

function build(passages: HelpPassage[]) {
  const ms = new MiniSearch<HelpPassage>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['id', 'title', 'url', 'text'],
    processTerm: (term) => {
      const t = fold(term);
      return STOP.has(t) || t.length < 2 ? null : t;
    },
    searchOptions: { boost: { title: 3, keywords: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'OR' },
  });
  ms.addAll(passages);
  return ms;
}

// Built once, when the server loads this module (boot), never per request.
const INDEXES: Record<HelpLanguage, MiniSearch<HelpPassage>> = { en: build(HELP_EN), fr: build(HELP_FR) };
/** Below this a hit is a stray word match, not an answer. */
const MIN_SCORE = 4;

/** The best help passages for a question, best first; empty when nothing really matches. */
export function searchHelp(question: string, language: HelpLanguage, limit = 3): HelpHit[] {
  return INDEXES[language]
    .search(question)
    .filter((r) => r.score >= MIN_SCORE)
    .slice(0, limit)
    .map((r) => ({ id: r.id, title: r.title, url: r.url, text: r.text, score: r.score }));
}
