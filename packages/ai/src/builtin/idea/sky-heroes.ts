import type { Token } from './tokens';
import { type Word, w } from './words';

/** A kind as kinds.ts types it (declared here too: kinds.ts imports this file, not the other way round). */
type Kind = Word & { figure?: string; person?: boolean; relative?: boolean };

/**
 * Heroes of the sky: "A little cloud who wants to rain on the desert", « Une petite étoile qui a peur
 * du noir ». The picture set had no such figure, so the hero became a stock boy or bunny (issue 14);
 * they are drawn as our own cloud and star with a face (pictures/sky-hero-icons.ts).
 */
export const SKY_HEROES: readonly Kind[] = [
  {
    ...w('cloud', 'little cloud', 'petit nuage', 'little-cloud', ['cloud', 'cloudlet', 'nuage', 'nuageon']),
    figure: 'cloud',
  },
  { ...w('star', 'little star', 'petite étoile', 'little-star', ['star', 'étoile'], true), figure: 'star' },
  // "A sleepy moon says goodnight to the children of the world": the moon was a child at Maple Lane.
  { ...w('moon', 'moon', 'lune', 'little-moon', ['moon', 'lune'], true), figure: 'moon' },
];

const SKY_IDS = new Set(SKY_HEROES.map((k) => k.id));
/** What may stand before the hero at the head of the idea: "A little", « Une petite », "A sleepy", "Nimbus the". */
const LEAD =
  /^(a|an|the|one|little|tiny|small|young|sleepy|old|big|round|silver|un|une|le|la|l|petit|petite|minuscule|jeune|vieille|grosse|ronde|endormie)$/;

/**
 * A cloud or a star is a character only as the hero, at the head of the idea ("A little cloud who…",
 * "Nimbus the cloud…"): "rain falls from a cloud" or "catches a falling star" keep their sky things.
 */
export const skyHeroLeads = (tokens: Token[], at: number, nameAt: Set<number>, item: Word) =>
  !SKY_IDS.has(item.id) || tokens.slice(0, at).every((t, i) => LEAD.test(t.norm) || nameAt.has(i));
