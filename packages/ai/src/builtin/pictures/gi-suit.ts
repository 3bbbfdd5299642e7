/**
 * The white gi of judo and karate, worn by a child hero learning it at the dojo (text/goal-task-dojo.ts,
 * StoryHints.wears 'gi' / 'gi-yellow'): white jacket and trousers, bare feet, the jacket's crossed
 * lapels and the belt tied at the waist — white while learning, yellow once the belt test is passed.
 * Before, the hero learnt judo in the look's everyday top.
 */
export const GI_CLOTHES = { shirt: '#f7f7f2', pants: '#f7f7f2', shoes: '#ffc83d' };

/** Whether a page's `wears` is the gi, and its belt's colour. */
export const giBelt = (wears: string | undefined) =>
  wears === 'gi' ? '#ffffff' : wears === 'gi-yellow' ? '#ffd400' : undefined;

export const giSuit = (belt: string) =>
  `<path d="M11 28.5 L16 38 L21 28.5" fill="none" stroke="#b9b9b0" stroke-width="1.1"/><rect x="8" y="38.6" width="16" height="2.6" rx="0.8" fill="${belt}" stroke="#8a8a80" stroke-width="0.5"/><path d="M15 41 L13.5 46 M17 41 L18.5 46" stroke="${belt}" stroke-width="1.6" stroke-linecap="round"/>`;
