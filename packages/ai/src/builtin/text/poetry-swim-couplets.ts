import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import { helperOf, swimLearnArc } from './goal-learn-swim';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { SWIM_LINES } from './poetry-swim-lines';

/** The swim bag waits at home: the living room, not the book's stock house at Maple Lane. */
const HOME = inFamily('indoor', [place('in/the living room|at home', 'dans/le salon')])[0];

const THINGS: Record<string, { en: string; fr: string }> = {
  backpack: { en: 'a swim bag', fr: 'un sac de bain' },
  droplet: { en: 'water', fr: 'de l’eau' },
  'ring-buoy': { en: 'a float', fr: 'une bouée' },
  'water-wave': { en: 'a splash', fr: 'une éclaboussure' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  bubbles: { en: 'bubbles', fr: 'des bulles' },
  frog: { en: 'a frog', fr: 'une grenouille' },
  'hugging-face': { en: 'a hug', fr: 'un câlin' },
  fish: { en: 'a fish', fr: 'un poisson' },
};

/**
 * Learning to swim as a poem ("Tom learns to swim with Mum", « Léo a peur de l’eau et apprend à
 * nager avec papa »): 24 couplets in the arc's order at its water's spots (poetry-swim-lines.ts).
 * Before, it sang the stock couplets ('In the park, Alex stopped to rest', a herb). The helper's
 * couplets draw Dad, Mum or the swimming teacher beside the hero (a named friend: a float).
 */
export function swimCouplets(facts: IdeaFacts): ArcCouplet[] {
  const arc = swimLearnArc(facts);
  const spots = [...(arc.places ?? []), arc.arrival, arc.bed, HOME].filter(
    (p): p is Place => p !== undefined,
  );
  const helper = helperOf(facts);
  const said =
    helper.icon === 'teacher' ? { en: 'the swimming teacher', fr: 'la monitrice de natation' } : helper;
  const slots = (lang: 'en' | 'fr') => {
    const s = arc.slots?.(lang) ?? {};
    return { helper: s.helper ?? '', Helper: s.Helper ?? '' };
  };
  return arcLines(SWIM_LINES, spots, THINGS, { en: slots('en'), fr: slots('fr') }).map((cp) =>
    cp.subject !== 'helper'
      ? cp
      : helper.icon
        ? { ...cp, subject: helper.icon, thing: { en: said.en, fr: said.fr } }
        : { ...cp, subject: 'ring-buoy', thing: THINGS['ring-buoy'] },
  );
}
