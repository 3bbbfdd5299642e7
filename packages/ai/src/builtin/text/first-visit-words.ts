// What a first visit says, the clinic's and the hairdresser's alike (goal-clinic.ts, goal-haircut.ts).

/** After the visit's name when the idea says it is the first one. */
export const FIRST = { en: ' for the very first time', fr: ' pour la toute première fois' };
/** The fear before it, said once. */
export const AFRAID = {
  en: ' It was the scariest thing in the whole world!',
  fr: ' C’était la chose la plus effrayante du monde !',
};
export const LESSON = {
  en: 'being brave means doing it even when you feel a little scared',
  fr: 'être courageux, c’est y aller même quand on a un peu peur',
};
