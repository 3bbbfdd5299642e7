/** What the hero learns, recognised from the description's words; printed in the last pages. */
export type Lesson = { id: string; en: string; fr: string };

const LESSONS: [RegExp, Lesson][] = [
  [
    /\b(patien\w*|wait\w*|attendre)\b/i,
    { id: 'patience', en: 'good things come to those who wait', fr: 'la patience finit toujours par payer' },
  ],
  [
    /\b(shar\w*|partag\w*)\b/i,
    { id: 'sharing', en: 'sharing makes joy grow bigger', fr: 'partager rend la joie plus grande' },
  ],
  [
    /\b(brave\w*|courag\w*|fear\w*|afraid|scared|peur|craint\w*)\b/i,
    {
      id: 'courage',
      en: 'being brave means trying even when you feel afraid',
      fr: 'être courageux, c’est essayer même quand on a peur',
    },
  ],
  [
    /\b(kind|kindness|gentil\w*|bienveill\w*)\b/i,
    {
      id: 'kindness',
      en: 'a little kindness can change a whole day',
      fr: 'un peu de gentillesse peut changer toute une journée',
    },
  ],
  [
    /\b(friend\w*|ami\w*)\b/i,
    {
      id: 'friendship',
      en: 'friends make every problem smaller',
      fr: 'avec des amis, chaque problème devient plus petit',
    },
  ],
  [
    /\b(give up|never stop|persever\w*|abandonn\w*)\b/i,
    {
      id: 'perseverance',
      en: 'trying again is how hard things become easy',
      fr: 'c’est en recommençant que les choses difficiles deviennent faciles',
    },
  ],
  [
    /\b(sorry|apolog\w*|pardon|excuse\w*)\b/i,
    {
      id: 'sorry',
      en: 'saying sorry mends what was broken',
      fr: 'demander pardon répare ce qui était cassé',
    },
  ],
  [
    /\b(listen\w*|ecout\w*)\b/i,
    {
      id: 'listening',
      en: 'listening well helps you find the way',
      fr: 'bien écouter aide à trouver le chemin',
    },
  ],
  [
    /\b(differen\w*|unique)\b/i,
    { id: 'difference', en: 'being different is a gift', fr: 'être différent est un cadeau' },
  ],
  [
    /\b(help\w*|aid\w*|entraid\w*)\b/i,
    {
      id: 'helping',
      en: 'helping others is the best adventure',
      fr: 'aider les autres est la plus belle des aventures',
    },
  ],
];

/** Friendship when the description names no lesson: the story still ends on one. */
export const DEFAULT_LESSON: Lesson = LESSONS[4][1];

/** The lesson a description names (first match in the order above), if any. Accents are dropped first (\b is ASCII). */
export const lessonIn = (text: string): Lesson | undefined => {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
  return LESSONS.find(([re]) => re.test(plain))?.[1];
};

/**
 * The words that only say the hero is afraid ("an owl who is afraid of the dark", « qui a peur du
 * noir »): they pick the stock courage lesson for a plain story, but name no lesson an arc's own
 * should give way to ("the dark is full of friends and stars", goal-dark-wild.ts).
 */
const AFRAID = /\b(afraid|scared|frightened|peur)\b/gi;

/** Does the description name a lesson of its own, beyond saying the hero is afraid? */
export const namesLesson = (text: string): boolean =>
  lessonIn(text.normalize('NFD').replace(/\p{M}/gu, '').replace(AFRAID, '')) !== undefined;
