import type { Place } from '../idea/settings';

/**
 * Where a bedtime book about fear of the dark happens: one night in the house, each page its own
 * corner of it (was the park, the library and the hilltop at night, issue 14). The bedroom's spots
 * are drawn in the bedroom (bed, the moon at the window); the kitchen's in the kitchen.
 */
const room = (en: string, fr: string, pic: string, at: [string, string]): Place => ({
  en,
  fr,
  at: { en: at[0], fr: at[1] },
  pic,
  family: 'indoor',
});
const BEDROOM = 'the bedroom at home';
export const DARK_HOUSE_SPOTS: Place[] = [
  room('the bedroom', 'la chambre', BEDROOM, ['in bed', 'au lit']),
  room('the night-light', 'la veilleuse', BEDROOM, ['by the night-light', 'près de la veilleuse']),
  room('the hallway', 'le couloir', BEDROOM, ['in the dark hallway', 'dans le couloir sombre']),
  room('the window', 'la fenêtre', BEDROOM, ['by the window', 'près de la fenêtre']),
  room('the kitchen', 'la cuisine', 'the kitchen at home', ['in the kitchen', 'dans la cuisine']),
];

export { fearsTheDark } from '../idea/read-goal-brave';
