import { KINDS } from './kinds';
import type { IdeaFacts } from './read-idea';

const GIRL = KINDS.find((k) => k.id === 'girl');
// « Une petite ninja », « une jeune ninja »: the article says a girl where no kind word does.
const SHE_NINJA = /(?<!\p{L})une (?:petite |jeune )?ninja(?!\p{L})/iu;

/**
 * « Une petite ninja s’entraîne avec son maître » read no hero kind (« ninja » is no kind), so the hero
 * was drawn and told as a boy, « un vrai ninja ». The article makes her a girl (text/goal-ninja.ts).
 */
export function ninjaGirl(facts: IdeaFacts, description: string): IdeaFacts {
  return !facts.heroKind && GIRL && SHE_NINJA.test(description) ? { ...facts, heroKind: GIRL } : facts;
}
