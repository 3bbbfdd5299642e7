import type { Language } from '@bookloom/core';
import { readIdea } from './read-idea';
import { frThe } from './words';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** English title case for the small words a title of ours holds. */
const titleCase = (s: string) =>
  s
    .split(' ')
    .map((w, i) => (i > 0 && /^(and|the|in|of|at|on|a)$/.test(w) ? w : cap(w)))
    .join(' ');

/**
 * A real title from a one-click idea: "Zoé and the Shell", « Max et le tambour rouge », "The
 * Tiger in the Jungle" — never the idea sentence cut with "…". Falls back to the first words.
 */
export function titleFromIdea(idea: string, lang: Language): string {
  const f = readIdea('', idea, lang);
  const colour = f.object?.colour;
  const obj = f.object?.word;
  const objEn = obj && `the ${colour ? `${colour.en} ` : ''}${obj.en}`;
  const objFr = obj && `${frThe(obj)}${colour ? ` ${obj.f ? colour.frF : colour.fr}` : ''}`;
  const who = f.heroName ?? (f.heroKind && (lang === 'en' ? `the ${f.heroKind.en}` : frThe(f.heroKind)));
  if (lang === 'en') {
    if (who && objEn) return titleCase(`${who} and ${objEn}`);
    if (who && f.setting) return titleCase(`${who} ${f.setting.at}`);
    if (objEn) return titleCase(`${f.lost ? 'the lost ' : ''}${objEn.replace(/^the /, '')}`);
    if (who) return f.heroName ? `${who}’s Big Adventure` : titleCase(`${who}’s big adventure`);
  } else {
    if (who && objFr) return cap(`${who} et ${objFr}`);
    if (who && f.setting) return cap(`${who} ${f.setting.frAt}`);
    if (objFr && obj) return cap(`${objFr}${f.lost ? (obj.f ? ' perdue' : ' perdu') : ''}`);
    if (who)
      return f.heroName
        ? `La grande aventure de ${who}`
        : cap(`la grande aventure ${who.startsWith('l’') ? 'de ' : 'du '}${who.replace(/^(le|l’) /, '')}`);
  }
  const words = idea
    .trim()
    .split(/(?<=[.!?])\s/)[0]
    .replace(/[.!?]+$/, '')
    .split(/\s+/);
  let title = '';
  for (const w of words) if ((title + w).length < 48) title = title ? `${title} ${w}` : w;
  return cap(title || idea.slice(0, 48));
}
