import { tokenize } from './tokens';

/**
 * A French hero's gender as the idea's pronouns say it, for a name the lexicons do not know
 * (« Kiko part au parc. Elle cherche son ballon. »). « il » is often impersonal (« il pleut »,
 * « il était une fois », « il y a »), and « elle » can be a thing (« une plume… elle brille »), so a
 * pronoun counts only as the subject that carries on the hero's own sentence: it opens the next
 * sentence after one the hero's name opens, or the clause after « et », « puis », « mais », « alors »
 * in a sentence the name opens. undefined when the pronouns say nothing, or both.
 */
// « il pleut », « il neige », « il fait beau », « il y a », « il faut », « il reste », « il s'agit ».
const IMPERSONAL =
  /^(pleut|pleuvait|pleuvra|neige|neigeait|vente|ventait|fait|faisait|y|faut|fallait|reste|restait|agit|paraît|semble|suffit|manque|manquait)$/;
// « il était une fois », « il est temps », « il est l'heure », « il est tard ».
const IMPERSONAL_BE = /^(était|est|sera)$/;
const TIME_WORDS = /^(une|temps|heure|tard|tôt|midi|minuit|l'heure)$/;
const LINK = /^(et|puis|mais|alors|ensuite)$/;

const isImpersonal = (next?: string, after?: string) =>
  !next || IMPERSONAL.test(next) || (IMPERSONAL_BE.test(next) && TIME_WORDS.test(after ?? ''));

export function frPronounGender(text: string, name: string): 'f' | 'm' | undefined {
  const tokens = tokenize(text, 'fr');
  const sentences: (typeof tokens)[] = [];
  for (const t of tokens) t.start || !sentences.length ? sentences.push([t]) : sentences.at(-1)?.push(t);
  const opensWithName = (s?: typeof tokens) => s?.[0]?.text === name;
  const votes = new Set<'f' | 'm'>();
  sentences.forEach((s, k) => {
    s.forEach((t, i) => {
      if (t.norm !== 'il' && t.norm !== 'elle') return;
      const carriesOn =
        (i === 0 && opensWithName(sentences[k - 1])) ||
        (i > 0 && LINK.test(s[i - 1].norm) && opensWithName(s));
      if (!carriesOn || isImpersonal(s[i + 1]?.norm, s[i + 2]?.norm)) return;
      votes.add(t.norm === 'elle' ? 'f' : 'm');
    });
  });
  return votes.size === 1 ? [...votes][0] : undefined;
}
