import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { picnicArc } from './goal-picnic';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { PICNIC_FILLERS } from './poetry-picnic-fillers';
import { PICNIC_LINES } from './poetry-picnic-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  basket: { en: 'the picnic basket', fr: 'le panier de pique-nique' },
  sandwich: { en: 'sandwiches', fr: 'des sandwichs' },
  shortcake: { en: 'the chocolate cake', fr: 'le gâteau au chocolat' },
  blossom: { en: 'daisies', fr: 'des pâquerettes' },
  'fork-and-knife-with-plate': { en: 'plates on the blanket', fr: 'des assiettes sur la nappe' },
  duck: { en: 'ducks', fr: 'des canards' },
  bread: { en: 'crumbs', fr: 'des miettes' },
  'face-with-spiral-eyes': { en: 'a dizzy head', fr: 'la tête qui tourne' },
  ant: { en: 'ants', fr: 'des fourmis' },
  'cloud-with-rain': { en: 'the rain', fr: 'la pluie' },
  rainbow: { en: 'a rainbow', fr: 'un arc-en-ciel' },
  'yawning-face': { en: 'a big yawn', fr: 'un grand bâillement' },
  butterfly: { en: 'a butterfly', fr: 'un papillon' },
  strawberry: { en: 'a strawberry', fr: 'une fraise' },
  'tropical-drink': { en: 'lemonade', fr: 'de la limonade' },
  softball: { en: 'a ball', fr: 'un ballon' },
  cloud: { en: 'clouds', fr: 'des nuages' },
  rabbit: { en: 'a rabbit-shaped cloud', fr: 'un nuage en forme de lapin' },
  'lady-beetle': { en: 'a ladybird', fr: 'une coccinelle' },
  swing: { en: 'a swing', fr: 'une balançoire' },
  'leaf-fluttering-in-wind': { en: 'a leaf boat', fr: 'un bateau-feuille' },
  honeybee: { en: 'a bee', fr: 'une abeille' },
  eyes: { en: 'hide-and-seek', fr: 'une partie de cache-cache' },
  trumpet: { en: 'a trumpet', fr: 'une trompette' },
};

/** The park's spots and home, as the picnic's prose has them (goal-picnic.ts). */
const spotsOf = (facts: IdeaFacts, name: string) => {
  const arc = picnicArc(facts, 24, name);
  const spots = [...(arc.places ?? []), arc.homeDrawn].filter((p): p is Place => p !== undefined);
  return { spots, family: arc.slots };
};

/**
 * A picnic's poem ("A picnic in the park with Grandma", « Zoé et son chien partent en pique-nique »):
 * its day in order at the park's spots (poetry-picnic-lines.ts), who came named on the walk. Before,
 * it sang the stock couplets ("Au parc, Zoé compte jusqu’à trois"), a herb on every page.
 */
export function picnicCouplets(facts: IdeaFacts, name: string): ArcCouplet[] {
  const { spots, family } = spotsOf(facts, name);
  const said = { en: family('en'), fr: family('fr') };
  return arcLines(PICNIC_LINES, spots, THINGS, said).map((cp) =>
    // The park's games come after the blanket is spread and before the rain (poetry-arc-kit.ts).
    cp.subject === 'fork-and-knife-with-plate'
      ? { ...cp, fillFrom: true as const }
      : cp.subject === 'cloud-with-rain'
        ? { ...cp, fillUntil: true as const }
        : cp,
  );
}

/** The park's games a longer picnic poem weaves in, each at its own spot (poetry-picnic-fillers.ts). */
export const picnicFillers = (facts: IdeaFacts, name: string): ArcCouplet[] =>
  arcLines(PICNIC_FILLERS, spotsOf(facts, name).spots, THINGS);
