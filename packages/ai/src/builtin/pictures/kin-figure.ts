import { KINDS } from '../idea/kinds';
import { drawHero, type HeroLook, type HeroPlacement } from './hero';

/**
 * The family of an animal hero is of its kind: "Pip the little penguin and his mum", « Petit Ours et
 * sa maman » — the mum is a bigger penguin, a bigger bear, not a human woman beside a penguin (issue
 * 14). The idea reader gives a relative a person's face (idea/relatives.ts: mum is 'woman'); these
 * grown-up faces come only from relatives, so beside a hero that is no person they are drawn as the
 * hero's own figure, grown, in clothes and a mark of their own (a bow for mum, a hat for dad).
 * Human heroes keep human relatives (helper-figure.ts).
 */
type Kin = { grown: number; look: Omit<HeroLook, 'id'> };

const KIN: Record<string, Kin> = {
  woman: {
    grown: 1.3,
    look: { accessory: 'bow', shirt: '#e36b8a', pants: '#4a4a6a', accent: '#e5476e', shoes: '#5b3a29' },
  },
  man: {
    grown: 1.35,
    look: { accessory: 'hat', shirt: '#3b82c4', pants: '#4a4a4a', accent: '#f2c230', shoes: '#33302e' },
  },
  'old-woman': {
    grown: 1.25,
    look: { accessory: 'bow', shirt: '#9c6fb6', pants: '#7c6a8a', accent: '#b28bd0', shoes: '#5b3a29' },
  },
  'old-man': {
    grown: 1.25,
    look: { accessory: 'scarf', shirt: '#8a6a4a', pants: '#5f6b73', accent: '#8a6a4a', shoes: '#33302e' },
  },
};

/** Figures that are people (their family stays human): the person kinds' figures and themes' people. */
const PEOPLE = new Set([...KINDS.filter((k) => k.person).map((k) => k.figure ?? k.id), 'runner', 'builder']);

/**
 * An animal hero's sister or brother comes with the hero's own icon (idea/sibling-kind.ts): the hero's
 * figure again, the same size, in other colours. (No other companion shares the hero's icon: the
 * idea reader never makes the hero's own kind a friend.) The figure → icon names page-art.ts also knows.
 */
const SIBLING: Kin = {
  grown: 0.95,
  look: { accessory: 'scarf', shirt: '#f2a541', pants: '#5a6b8a', accent: '#7cc6a4', shoes: '#5b3a29' },
};
const FIGURE_ICON: Record<string, string> = { bunny: 'rabbit' };
const isSibling = (companion: string, heroId: string) =>
  !PEOPLE.has(heroId) && (companion === heroId || companion === FIGURE_ICON[heroId]);
const kinLook = (companion: string, heroId: string) =>
  isSibling(companion, heroId) ? SIBLING : KIN[companion];

/** Whether this companion icon is the hero's relative to draw as the hero's own kind. */
export const isKinOf = (companion: string, heroId: string) =>
  (companion in KIN && !PEOPLE.has(heroId)) || isSibling(companion, heroId);

/** How much taller than the hero the relative stands. */
export const kinGrown = (companion: string, heroId = '') => kinLook(companion, heroId)?.grown ?? 1;

/**
 * The relative as the hero's figure, `p.height` tall (grown: kinGrown), in its own colours. The group says who it is
 * (`data-figure="kin"`, `data-kin` the hero's figure, `data-icon` the relative's face it stands for)
 * and is never the page's `#hero`.
 */
export function drawKin(hero: HeroLook, companion: string, p: HeroPlacement): string {
  const kin = kinLook(companion, hero.id);
  const art = drawHero({ ...kin.look, id: hero.id }, p);
  return art.replace(
    /^<g id="hero" data-figure="([^"]+)" data-accessory="[^"]*" data-colors="[^"]*"/,
    `<g data-figure="kin" data-kin="$1" data-icon="${companion}"`,
  );
}
