import type { IllGoal } from '../idea/read-goal-ill';
import type { IdeaFacts } from '../idea/read-idea';
import { sickRoom } from './goal-ill-home';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { ILL_FILLERS, ILL_FIRST, ILL_LINES } from './poetry-ill-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  'sneezing-face': { en: 'a sneeze', fr: 'un éternuement' },
  'face-with-thermometer': { en: 'a fever', fr: 'de la fièvre' },
  woman: { en: 'Mum', fr: 'Maman' },
  'teddy-bear': { en: 'a teddy bear', fr: 'un nounours' },
  'health-worker': { en: 'the doctor', fr: 'le docteur' },
  thermometer: { en: 'a thermometer', fr: 'un thermomètre' },
  stethoscope: { en: 'a stethoscope', fr: 'un stéthoscope' },
  pill: { en: 'medicine', fr: 'un sirop' },
  'steaming-bowl': { en: 'a bowl of warm soup', fr: 'un bol de soupe chaude' },
  'hot-beverage': { en: 'a mug of honey tea', fr: 'une tasse de tisane au miel' },
  'honey-pot': { en: 'a honey pot', fr: 'un pot de miel' },
  books: { en: 'a storybook', fr: 'un livre d’histoires' },
  'soccer-ball': { en: 'a ball', fr: 'un ballon' },
  envelope: { en: 'a get-well card', fr: 'une carte « Guéris vite »' },
  zzz: { en: 'sleep', fr: 'le sommeil' },
  'flexed-biceps': { en: 'a strong arm, all better', fr: 'un bras tout fort, guéri' },
  'puzzle-piece': { en: 'a jigsaw puzzle', fr: 'un puzzle' },
  crayon: { en: 'crayons', fr: 'des crayons' },
  cat: { en: 'the cat', fr: 'le chat' },
  'cup-with-straw': { en: 'a glass of water', fr: 'un verre d’eau' },
  'musical-notes': { en: 'a song', fr: 'une chanson' },
  cloud: { en: 'clouds', fr: 'des nuages' },
  'lady-beetle': { en: 'a ladybird', fr: 'une coccinelle' },
};

/** A child ill in bed at home, the doctor coming: an animal in its den or its vet is not sung yet. */
const spotsOf = (facts: IdeaFacts) => {
  const room = sickRoom(facts, facts.setting?.places ?? []);
  return room.doc.en === 'the doctor' ? [...room.beds, room.outside] : undefined;
};

/**
 * Being ill as a poem ('Poems for a child who is ill in bed', « Poèmes pour un enfant malade »): the
 * days in bed in order (poetry-ill-lines.ts), from what the idea names (a sneeze, spots) to out to
 * play. Before, it sang the stock couplets at the park and the library, a herb on every page.
 */
export function illCouplets(goal: IllGoal, facts: IdeaFacts): ArcCouplet[] | undefined {
  const spots = spotsOf(facts);
  // The fillers are played in bed by day: all before the night's sleep (poetry-arc-kit.ts `woven`).
  return spots?.length
    ? arcLines([ILL_FIRST[goal.illness], ...ILL_LINES], spots, THINGS).map((cp) =>
        cp.subject === 'zzz' ? { ...cp, fillUntil: true as const } : cp,
      )
    : undefined;
}

/** A long poem's fillers, in bed (poetry-ill-lines.ts). */
export function illFillers(facts: IdeaFacts): ArcCouplet[] | undefined {
  const spots = spotsOf(facts);
  return spots && arcLines(ILL_FILLERS, spots, THINGS);
}
