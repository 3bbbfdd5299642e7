import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { frThe } from '../idea/words';
import { GROWN } from './goal-task-script-kit';
import { grownUpSaid } from './grown-up-said';

/**
 * Who comes along on a trip (camping, fishing): the grown-up the idea names, else its friend, else
 * Dad. `who` is how the pages call them ({grown}: "Grandpa", « Papa », "Lou"); `beside` draws Dad at
 * the hero's side when the idea names nobody (a named companion is drawn already), and `said` is the
 * alt text's words for that Dad ("Dad, a big fox"); `pet` when the one who came is an animal.
 */
export function tripCompany(facts: IdeaFacts) {
  const near = facts.companions.find((c) => GROWN[c.kind.id]);
  const friend = near ? undefined : facts.companions[0];
  const grown = GROWN[near?.kind.id ?? 'father'];
  const who = (lang: Language) =>
    friend?.name ?? (friend ? (lang === 'en' ? `the ${friend.kind.en}` : frThe(friend.kind)) : grown[lang]);
  const beside = facts.companions.length ? {} : { companion: grown.icon };
  const said = (lang: Language) =>
    facts.companions.length ? [] : [grownUpSaid(grown[lang], 'father', facts.heroKind, lang)];
  // An animal friend (a dog) keeps its paws off the fire and the torch: the hero does the hands' work.
  const pet = Boolean(friend && !friend.kind.person);
  return { who, beside, said, pet };
}
