import type { Language } from '@bookloom/core';
import { type BraveGoal, type LearnGoal, readBrave } from './read-goal-brave';

/**
 * A storm night at home ("Noah and the big thunderstorm", « Léa et le gros orage », "afraid of
 * thunder", « peur de l’orage »): read here so the brave goal carries a `storm` flag and the story
 * tells one night of thunder at home (text/goal-storm.ts), not a kite hunt with thunder on every page.
 */
const STORM_TITLE =
  /\band the (?:big |great |huge |wild |loud )?(?:thunder)?storm\b|\bnight of the (?:big )?(?:thunder)?storm\b|\bet (?:le|un) (?:gros |grand )?orage\b|\bet la (?:grosse |grande )?tempête\b|\bla nuit de l['’]orage\b/i;
const STORM_FEAR =
  /^(?:the )?(?:thunder|thunderstorms?|storms?|lightning)$|^(?:le tonnerre|l['’]orage|les orages|la tempête|l['’]éclair|les éclairs)$/i;

/** The idea names a night of storm, or the fear it names is the thunder or the storm. */
export const stormNight = (text: string, fear?: string): boolean =>
  STORM_TITLE.test(text) || (fear !== undefined && STORM_FEAR.test(fear.trim()));

/** What a storm idea without a fear's own words fears: the thunder. */
export const THUNDER = { en: 'the thunder', fr: 'l’orage', deFr: 'de l’orage' };

/**
 * The fear or skill the idea names (read-goal-brave.ts), flagged a storm night when it is one; an idea
 * naming only the storm ("Noah and the big thunderstorm") fears the thunder (was a kite hunt).
 */
export function readBraveOrStorm(description: string, lang: Language): BraveGoal | LearnGoal | undefined {
  const goal = readBrave(description, lang);
  const text = description.replace(/\s+/g, ' ');
  if (goal?.kind === 'brave')
    return stormNight(text, goal.fear.en) || stormNight('', goal.fear.fr) ? { ...goal, storm: true } : goal;
  if (goal || !stormNight(text)) return goal;
  const thing = { icon: 'cloud-with-lightning', en: 'a thundercloud', fr: 'un nuage d’orage' };
  return { kind: 'brave', feeling: 'afraid of', fear: THUNDER, sleep: false, storm: true, thing };
}
