import { iconBody } from './icons';

/**
 * Icons that are a person cut at the chest (Fluent's "firefighter", "person-mage", "health-worker"):
 * the legs, a coat's hem or a long robe drawn under the bust so the person stands in full. Helpers
 * met on the way (helper-figure.ts) and heroes that are a wizard, a doctor, a builder or an
 * astronaut (hero.ts) stand on them (issue 14: a hero drawn from a bust had no legs).
 * The bust keeps its 32×32 box at the top; the feet are at y 47–49.
 */
export type BustPerson = { bust: string; pants: string; shoes: string; hem?: string; robe?: string };

/** Height of a bust standing on its legs, in the icon's units (its width stays 32). */
export const BUST_STANDING_H = 49;

export const BUSTS: Record<string, BustPerson> = {
  firefighter: { bust: 'firefighter', hem: '#f92f60', pants: '#ca0b4a', shoes: '#321b41' },
  'health-worker': { bust: 'health-worker', hem: '#e6e6e6', pants: '#0084ce', shoes: '#d3d3d3' },
  'woman-farmer': { bust: 'woman-farmer', pants: '#0084ce', shoes: '#7d4533' },
  'construction-worker': { bust: 'construction-worker', hem: '#ff9c38', pants: '#3b5b8a', shoes: '#7d4533' },
  'person-mage': { bust: 'person-mage', robe: '#0074ba', pants: '#0074ba', shoes: '#533566' },
  'woman-mage': { bust: 'woman-mage', robe: '#7a4fb5', pants: '#7a4fb5', shoes: '#3d2a5c' },
  princess: { bust: 'princess', robe: '#8b62bf', pants: '#8b62bf', shoes: '#633589' },
  prince: { bust: 'prince', pants: '#f3eef8', shoes: '#7d4533', hem: '#0092e7' },
  astronaut: { bust: 'astronaut', pants: '#e6e6e6', shoes: '#9b9b9b' },
  'police-officer': { bust: 'police-officer', pants: '#1f3a68', shoes: '#1d1d1d' },
  farmer: { bust: 'farmer', pants: '#0084ce', shoes: '#7d4533' },
  // A baker: the cook's white jacket and hat, checked trousers.
  cook: { bust: 'cook', hem: '#f2f2f2', pants: '#5f6b73', shoes: '#33302e' },
  // A parent at work, drawn beside the child (text/goal-day-with.ts): Mum the baker, Dad the firefighter.
  'woman-cook': { bust: 'woman-cook', hem: '#f2f2f2', pants: '#5f6b73', shoes: '#33302e' },
  'man-cook': { bust: 'man-cook', hem: '#f2f2f2', pants: '#5f6b73', shoes: '#33302e' },
  'woman-firefighter': { bust: 'woman-firefighter', hem: '#f92f60', pants: '#ca0b4a', shoes: '#321b41' },
  'man-firefighter': { bust: 'man-firefighter', hem: '#f92f60', pants: '#ca0b4a', shoes: '#321b41' },
  'woman-health-worker': { bust: 'woman-health-worker', hem: '#e6e6e6', pants: '#0084ce', shoes: '#d3d3d3' },
  'man-health-worker': { bust: 'man-health-worker', hem: '#e6e6e6', pants: '#0084ce', shoes: '#d3d3d3' },
  'man-farmer': { bust: 'man-farmer', pants: '#0084ce', shoes: '#7d4533' },
  // The police officer's and the builder's day (idea/day-jobs.ts): the one shown at work.
  'woman-police-officer': { bust: 'woman-police-officer', pants: '#1f3a68', shoes: '#1d1d1d' },
  'man-police-officer': { bust: 'man-police-officer', pants: '#1f3a68', shoes: '#1d1d1d' },
  'woman-construction-worker': {
    bust: 'woman-construction-worker',
    hem: '#ff9c38',
    pants: '#3b5b8a',
    shoes: '#7d4533',
  },
  'man-construction-worker': {
    bust: 'man-construction-worker',
    hem: '#ff9c38',
    pants: '#3b5b8a',
    shoes: '#7d4533',
  },
  'woman-teacher': { bust: 'woman-teacher', pants: '#4a4a6a', shoes: '#33302e' },
  'man-teacher': { bust: 'man-teacher', pants: '#4a4a4a', shoes: '#33302e' },
};

export const isBust = (icon: string) => icon in BUSTS;

/** The legs (or robe) under the bust, then the bust itself, in a 32×49 box. */
export function standingBust(b: BustPerson): string {
  const legs = b.robe
    ? `<ellipse cx="12" cy="47.6" rx="3.6" ry="1.8" fill="${b.shoes}"/><ellipse cx="20" cy="47.6" rx="3.6" ry="1.8" fill="${b.shoes}"/><path d="M5 29 L27 29 L29 47 L3 47 Z" fill="${b.robe}"/>`
    : `<rect x="10.4" y="29" width="5" height="16.4" rx="2" fill="${b.pants}"/><rect x="16.6" y="29" width="5" height="16.4" rx="2" fill="${b.pants}"/><ellipse cx="12.4" cy="47" rx="4" ry="2.2" fill="${b.shoes}"/><ellipse cx="19.6" cy="47" rx="4" ry="2.2" fill="${b.shoes}"/>${b.hem ? `<path d="M5.5 29 L26.5 29 L25 37 L7 37 Z" fill="${b.hem}"/>` : ''}`;
  return legs + iconBody(b.bust);
}
