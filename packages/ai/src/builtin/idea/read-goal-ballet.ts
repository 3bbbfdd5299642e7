import type { LearnGoal } from './read-goal-brave';

/**
 * A ballet or a dance show with no other deed ("A little ballerina's first show", « Une petite
 * danseuse », « Le spectacle de danse de Léa »): the dance arc's rehearsals and show in the school hall
 * (text/goal-learn-dance.ts), ballet shoes drawn. Before, each was a stock kite hunt on Maple Lane.
 */
// Ballet, a dance show, a recital, a tutu anywhere; a dancer only as the hero, at the head of the
// idea (« Léo rencontre une danseuse » is Léo's story, the dancer met on the way).
const BALLET_ANYWHERE =
  /\b(?:ballet|ballets|tutus?|dance (?:show|recital|class|lessons?|performance)s?|first (?:dance )?recital)\b|(?<!\p{L})(?:ballet|ballets|tutus?|spectacle de danse|gala de danse|cours de danse|leçons? de danse)(?!\p{L})/iu;
const DANCER_HERO =
  /^(?:the |a |an |my |la |une |ma |le |un |mon )?(?:little |young |tiny |petite? |jeune )?(?:ballerinas?|dancers?|ballerines?|danseuses?|danseurs?)(?!\p{L})/iu;

/** The ballet or dance show the idea says, learnt as dancing like a real dancer; undefined otherwise. */
export function readBallet(description: string): LearnGoal | undefined {
  const text = description.replace(/\s+/g, ' ').trim();
  if (!BALLET_ANYWHERE.test(text) && !DANCER_HERO.test(text)) return undefined;
  return {
    kind: 'learn',
    skill: { en: 'dance like a real dancer', fr: 'danser comme une vraie danseuse' },
    thing: { icon: 'ballet-shoes', en: 'ballet shoes', fr: 'des chaussons de danse' },
  };
}
