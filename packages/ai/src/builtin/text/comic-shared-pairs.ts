/** A bubble's words in both languages. */
export type ComicLine = { en: string; fr: string };
type SharedPair = [ComicLine, ComicLine];
/** A bubble's words, en and fr: the tables of every comic write their lines with it. */
export const l = (en: string, fr: string): ComicLine => ({ en, fr });

/**
 * The speech pairs every comic's bubbles share — a quest's (comic-pages.ts), a story arc's
 * (comic-arc-lines.ts) and a threat's (comic-defend-lines.ts) — written once here.
 */
export const WONT_GIVE_UP: SharedPair = [
  l('I won’t give up!', 'Je ne renonce pas !'),
  l('That’s the spirit!', 'Bravo, courage !'),
];
export const TRY_AGAIN: SharedPair = [
  l('Let’s try again.', 'Essayons encore.'),
  l('One more time!', 'Encore une fois !'),
];
export const CAN_YOU_HELP: SharedPair = [
  l('Can you help me?', 'Tu peux m’aider ?'),
  l('Of course!', 'Bien sûr !'),
];
export const THANK_YOU_FRIEND: SharedPair = [
  l('Thank you, friend!', 'Merci, mon ami !'),
  l('Any time!', 'Avec plaisir !'),
];
