import type { Language } from '@bookloom/core';
import { KINDS, type Kind } from './kinds';
import { nameGender } from './name-gender';
import type { IdeaFacts } from './read-idea';

// "with his friend Max", "her best friend Zoe", « avec son ami Max », « sa copine Lila ».
const FRIEND_NAMED: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:his|her|their|my) (?:best |new |little )?(friend|pal|buddy) (\p{Lu}\p{L}+)/u,
  fr: /(?<!\p{L})(?:son|sa|leur|mon|ma) (?:meilleure? |nouvel |nouvelle |petite? )?(amie?|copain|copine) (\p{Lu}\p{L}+)/u,
};
// "his friend Coral the turtle": a kind after the name is read-cast.ts's own companion.
const KIND_AFTER = /^\s+(?:the|le|la|l’|l')\s*\p{L}/u;

const byId = (id: string) => KINDS.find((k) => k.id === id) as Kind;

/**
 * A friend the idea names with no kind ("Tom plays in the park with his friend Max", « Léa et sa
 * copine Lila ») walks beside the hero from page 1, a boy or a girl as the French word (« ami »,
 * « copine ») or else the name says, drawn as one (issue 14; before, no friend was drawn at all).
 * (Beside read-idea.ts, which is long enough; the planner applies it to the facts it reads.)
 */
export function friendAsNamed(facts: IdeaFacts, description: string, lang: Language): IdeaFacts {
  const m = FRIEND_NAMED[lang].exec(description);
  if (!m || KIND_AFTER.test(description.slice(m.index + m[0].length))) return facts;
  const [, word, name] = m;
  if (name === facts.heroName || facts.companions.some((c) => c.name === name)) return facts;
  const said = /^(amie|copine)$/.test(word) ? 'f' : /^(ami|copain)$/.test(word) ? 'm' : nameGender(name);
  const kind = byId(said === 'f' ? 'girl' : said === 'm' ? 'boy' : 'child');
  return { ...facts, companions: [{ kind, name }, ...facts.companions].slice(0, 2) };
}
