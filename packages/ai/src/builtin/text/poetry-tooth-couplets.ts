import type { Language } from '@bookloom/core';
import type { ToothGoal } from '../idea/read-goal-tooth';
import { TOOTH_PLACES } from './goal-tooth-words';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { TOOTH_LINES } from './poetry-tooth-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  bread: { en: 'toast', fr: 'une tartine' },
  tooth: { en: 'a little tooth', fr: 'une petite dent' },
  mirror: { en: 'a mirror', fr: 'un miroir' },
  toothbrush: { en: 'a toothbrush', fr: 'une brosse à dents' },
  'woman-teacher': { en: 'the teacher', fr: 'la maîtresse' },
  boy: { en: 'a classmate', fr: 'un camarade' },
  'red-apple': { en: 'a red apple', fr: 'une pomme rouge' },
  envelope: { en: 'an envelope', fr: 'une enveloppe' },
  bed: { en: 'a bed', fr: 'un lit' },
  zzz: { en: 'a yawn', fr: 'un bâillement' },
  'woman-fairy': { en: 'the tooth fairy', fr: 'la fée des dents' },
  mouse: { en: 'the little tooth mouse', fr: 'la petite souris' },
  coin: { en: 'a shiny coin', fr: 'une pièce brillante' },
  'sleeping-face': { en: 'sleepy eyes', fr: 'des yeux qui dorment' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
};

/**
 * A first lost tooth's poem ("A little girl loses her first tooth", « Une petite fille perd sa
 * première dent »): 24 couplets in the arc's order at its rooms (poetry-tooth-lines.ts). Before, it
 * sang the stock couplets ("En haut de la colline, Ava s’amuse", a herb). In French the visitor is
 * la petite souris, as in the story (goal-tooth.ts), unless the idea names the tooth fairy.
 */
export function toothCouplets(goal: ToothGoal, lang: Language): ArcCouplet[] {
  const mouse = !goal.fairy && lang === 'fr';
  const fr = mouse
    ? { visitor: 'la petite souris', Visitor: 'La petite souris', Goes: 'Trottine, trottine' }
    : { visitor: 'la fée des dents', Visitor: 'La fée des dents', Goes: 'Volette, volette' };
  return arcLines(TOOTH_LINES, TOOTH_PLACES, THINGS, { en: {}, fr }).map((cp) =>
    // The French mouse is drawn as a mouse (the English poem's visitor is always the fairy).
    cp.subject === 'woman-fairy' && mouse ? { ...cp, subject: 'mouse', thing: THINGS.mouse } : cp,
  );
}
