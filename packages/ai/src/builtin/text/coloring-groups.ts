import type { IdeaFacts } from '../idea/read-idea';
import type { ColoringSubject } from './coloring-subject-types';
import { FARM, FOREST, PETS, ZOO } from './coloring-subjects-animals';
import { HELPERS } from './coloring-subjects-helpers';
import { CONSTRUCTION, PLANES, RESCUE, TRAINS } from './coloring-subjects-vehicles';
import { BIRDS, BUGS, DINOSAURS, OCEAN, SPACE, VEHICLES } from './coloring-subjects-world';

/**
 * A group an idea names ("farm animals", « les dinosaures », "things that go"): a coloring book
 * about it draws one of them per page, large. `named`: the group's own words; `place`: its world's
 * name, enough when the idea has no hero of its own ("a day on the farm"). `stage`: where they stand.
 */
export type ColoringGroup = {
  id: string;
  stage: string;
  named: RegExp;
  /** Words that make it a wider book ("trains and planes" is all things that go, not trains). */
  unless?: RegExp;
  place?: RegExp;
  subjects: ColoringSubject[];
};

/** Other kinds of vehicles named beside trains or planes: the book is about all things that go. */
const OTHER_VEHICLES =
  /\b(cars|trucks|boats|ships|buses|vehicles|things that go|planes.*trains|trains.*planes)\b|\b(voitures|camions|bateaux|bus)\b|(?<!\p{L})véhicules|\btrains\b.*\bavions\b|\bavions\b.*\btrains\b/iu;

export const COLORING_GROUPS: readonly ColoringGroup[] = [
  {
    id: 'farm',
    stage: 'farm',
    named: /\bfarm ?animals?\b|\b(farm|barn)yard\b|\banimals?\b.*\bfarm\b|animaux (de (la )?)?ferme/i,
    place: /\bfarms?\b|\bfermes?\b/i,
    subjects: FARM,
  },
  {
    id: 'ocean',
    stage: 'underwater',
    named:
      /\b(sea|ocean|marine) (animals?|creatures?|life)\b|\bunder the sea\b|animaux (de la mer|marins|de l['’]océan)|\bsous la mer\b|\bfonds marins\b|\bpoissons\b/i,
    place: /\bocean\b|\bocéan\b/i,
    subjects: OCEAN,
  },
  {
    id: 'forest',
    stage: 'forest',
    named: /\b(forest|woodland|wood) (animals?|creatures?)\b|animaux (de la forêt|des bois)/i,
    place: /\bforest\b|\bwoods\b|\bforêt\b|\bbois\b/i,
    subjects: FOREST,
  },
  {
    id: 'zoo',
    stage: 'meadow',
    named:
      /\b(zoo|jungle|safari|wild|savann?ah?) animals?\b|\bsafari\b|animaux (du zoo|de la jungle|de la savane|sauvages)/i,
    place: /\bzoo\b|\bjungle\b|\bsavann?ah?\b|\bsavane\b/i,
    subjects: ZOO,
  },
  { id: 'pets', stage: 'meadow', named: /\bpets\b|animaux (de compagnie|domestiques)/i, subjects: PETS },
  {
    id: 'bugs',
    stage: 'meadow',
    named: /\bbugs\b|\binsects\b|creepy[- ]crawl|\binsectes\b|petites bêtes/i,
    subjects: BUGS,
  },
  { id: 'birds', stage: 'meadow', named: /\bbirds\b|\boiseaux\b/i, subjects: BIRDS },
  { id: 'dinosaurs', stage: 'jungle', named: /\bdinos(aurs)?\b|\bdinosaures\b/i, subjects: DINOSAURS },
  // « Les métiers à colorier »: one worker at work a page (before the building site's machines).
  {
    id: 'helpers',
    stage: 'town',
    named:
      /\bcommunity helpers?\b|\bpeople who help\b|\b(jobs|careers|occupations|professions)\b|(?<!\p{L})(métiers|professions)(?!\p{L})/iu,
    subjects: HELPERS,
  },
  // Before the vehicles: a narrower kind of vehicle draws its own machines, not sailboats and
  // tractors (« véhicules de chantier » also missed « véhicules »: a \b before « é » never matches).
  {
    id: 'construction',
    stage: 'road',
    named:
      /\b(construction|diggers?|excavators?|bulldozers?|dump ?trucks?|cement mixers?|road rollers?|building sites?)\b|\bchantiers?\b|\bpelleteuses?\b|\btractopelles?\b|\bbétonnières?\b/i,
    subjects: CONSTRUCTION,
  },
  {
    id: 'rescue',
    stage: 'road',
    named:
      /\b(fire ?(trucks?|engines?)|police cars?|ambulances?|emergency vehicles|rescue vehicles)\b|camions? de pompiers|voitures? de police|(?<!\p{L})véhicules (de secours|d.urgence)/iu,
    subjects: RESCUE,
  },
  {
    id: 'trains',
    stage: 'road',
    named: /\b(trains?|railways?|locomotives?|steam engines?|tramways?)\b|\bchemins? de fer\b/i,
    unless: OTHER_VEHICLES,
    subjects: TRAINS,
  },
  {
    id: 'planes',
    stage: 'road',
    named:
      /\b((air)?planes?|aircraft|airports?|aeroplanes?)\b|(?<!\p{L})(avions?|aéroports?|aéroplanes?)(?!\p{L})/iu,
    unless: OTHER_VEHICLES,
    subjects: PLANES,
  },
  {
    id: 'vehicles',
    stage: 'road',
    named:
      /\bvehicles\b|\b(cars|trucks|diggers|trains|planes)\b|things that go|(?<!\p{L})véhicules(?!\p{L})|\b(voitures|camions|engins|trains|avions)\b|\btransports\b/iu,
    subjects: VEHICLES,
  },
  {
    id: 'space',
    stage: 'space',
    named: /\b(outer )?space\b|\bplanets\b|\brockets\b|\bastronauts\b|\bespace\b|\bplanètes\b|\bfusées\b/i,
    subjects: SPACE,
  },
];

/**
 * The group a coloring idea is about, if any: not when it names a hero of its own ("Mia the fairy
 * in her garden", "Sam the astronaut": the hero is on every page), and its world's name alone only
 * when no hero kind is named either ("a little pig on the farm" stays the pig's book).
 */
export function coloringGroupOf(idea: string, facts: Pick<IdeaFacts, 'heroName' | 'heroKind'>) {
  if (facts.heroName) return undefined;
  return (
    COLORING_GROUPS.find((g) => g.named.test(idea) && !g.unless?.test(idea)) ??
    (facts.heroKind ? undefined : COLORING_GROUPS.find((g) => g.place?.test(idea)))
  );
}
