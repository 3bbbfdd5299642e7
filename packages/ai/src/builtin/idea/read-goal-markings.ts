import type { Kind } from './kinds';

/**
 * An animal who lost the marks of its own coat ("The zebra who lost her stripes", « Le zèbre qui a
 * perdu ses rayures », "The leopard who lost his spots", "A peacock who lost his feathers"): it wakes
 * up plain, nobody knows it, it tries painted stripes and chalk dots, friends know it by who it is, and
 * the marks come back at the turn (text/goal-markings.ts). Before, « la rayures » was a parcel to hunt.
 */
export type MarkingsGoal = {
  kind: 'markings';
  marks: Marks;
  /** The French word: a ladybird's « points » (masculine), a giraffe's « taches », a zebra's « rayures ». */
  fr: 'rayures' | 'taches' | 'points' | 'plumes';
  /** The wish said as a deed, for writers that print any goal as one (a poem, a coloring book). */
  task: { en: string; fr: string };
};
export type Marks = 'stripes' | 'spots' | 'feathers';

const LOST_EN =
  /\b(?:lost|loses|lose|losing|missing|without|no|no more)\b[^.!?]{0,20}\b(stripes|spots|dots|feathers)\b|\b(stripes|spots|dots|feathers)\b[^.!?]{0,20}\b(?:are|were|have|had)\s+(?:gone|missing|lost|disappeared|vanished|fallen off|washed off)/iu;
const LOST_FR =
  /(?<!\p{L})(?:perdu|perd|perdait|perdre|sans|plus de)(?!\p{L})[^.!?]{0,20}(?<!\p{L})(rayures|taches|points|pois|plumes)(?!\p{L})|(?<!\p{L})(rayures|taches|points|pois|plumes) (?:perdu|disparu|ont disparu|sont parti)/iu;

const MARKS: Record<string, Marks> = {
  stripes: 'stripes',
  rayures: 'stripes',
  spots: 'spots',
  dots: 'spots',
  taches: 'spots',
  points: 'spots',
  pois: 'spots',
  feathers: 'feathers',
  plumes: 'feathers',
};

/** The lost marks an animal hero's idea says, if any (a person's "spots" are no coat's). */
export function readMarkings(description: string, hero: Kind | undefined): MarkingsGoal | undefined {
  if (!hero || hero.person) return undefined;
  const m = LOST_EN.exec(description) ?? LOST_FR.exec(description);
  const word = (m?.slice(1).find(Boolean) ?? '').toLowerCase();
  const marks = MARKS[word];
  if (!marks) return undefined;
  // A ladybird's spots are « points » in French; the idea's own French word is kept.
  const fr =
    marks === 'stripes'
      ? 'rayures'
      : marks === 'feathers'
        ? 'plumes'
        : word === 'points' || word === 'pois' || (hero.id === 'ladybird' && word !== 'taches')
          ? 'points'
          : 'taches';
  return { kind: 'markings', marks, fr, task: { en: `get back the ${marks}`, fr: `retrouver ses ${fr}` } };
}
