import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  SEASIDE_ENDINGS,
  SEASIDE_FUN,
  SEASIDE_HITCH,
  SEASIDE_LONG_TURNS,
  SEASIDE_OPENINGS,
  SEASIDE_PROBLEMS,
  SEASIDE_TURNS,
  SEASIDE_WAY,
} from './goal-seaside-words';
import type { NamedThing } from './named-drawn';
import { outingDrawn, outingFamily } from './outing-family';
import type { Episode } from './story-episodes';

/** Home, the road, then the beach's spots: the sandcastle's warm sand, the water's edge, the rock pools… */
const [HOUSE, ROAD] = inFamily('town', [
  place('outside/the house|in town', 'devant/la maison'),
  place('on/the long road|to the seaside', 'sur/la longue route des vacances', 'nature'),
]);
const BEACH = inFamily('shore', [
  place('on/the top of the dunes|by the beach', 'en haut de/les dunes'),
  place('on/the warm sand|of the beach', 'sur/le sable chaud'),
  place('at/the water’s edge|on the beach', 'à/le bord de l’eau'),
  place('among/the rock pools|on the beach', 'parmi/les rochers de la plage'),
  place('at/the ice-cream hut|on the beach', 'à/la cabane des glaces'),
  place('in/the calm cove|on the beach', 'dans/la petite crique'),
  place('on/the old pier|on the shore', 'sur/la vieille jetée'),
]);
const SAND = BEACH[1];

/** What a page's words name, drawn and said (the first two it names, in this order). */
const NAMED: NamedThing[] = [
  [
    /sandcastle|château de sable|tower|une tour/,
    'sandcastle',
    { en: 'a sandcastle', fr: 'un château de sable' },
  ],
  [/bucket|seau/, 'bucket', { en: 'a bucket', fr: 'un seau' }],
  [/\bcar\b|voiture/, 'automobile', { en: 'the car', fr: 'la voiture' }],
  [/crab|crabe/, 'crab', { en: 'a little crab', fr: 'un petit crabe' }],
  [/ice cream|glace/, 'soft-ice-cream', { en: 'an ice cream', fr: 'une glace' }],
  [/shells|coquillages/, 'spiral-shell', { en: 'shells', fr: 'des coquillages' }],
  [/kite|cerf-volant/, 'kite', { en: 'a kite', fr: 'un cerf-volant' }],
  [/boat|bateau/, 'sailboat', { en: 'a little boat', fr: 'un petit bateau' }],
  [/umbrella|parasol/, 'umbrella-on-ground', { en: 'a beach umbrella', fr: 'un parasol' }],
  [/sandwich/, 'sandwich', { en: 'sandwiches', fr: 'des sandwichs' }],
  [/seagull|mouette/, 'bird', { en: 'a seagull', fr: 'une mouette' }],
  [/sandal/, 'thong-sandal', { en: 'a sandal', fr: 'une sandale' }],
  [/shrimp|crevette/, 'shrimp', { en: 'a tiny shrimp', fr: 'une minuscule crevette' }],
  [/\bwaves?\b|vagues?|the sea\b|la mer\b/, 'water-wave', { en: 'the waves', fr: 'les vagues' }],
];
/**
 * A family's day at the seaside (idea/read-goal-seaside.ts): the car packed at home, the drive, the
 * first sight of the sea; the beach's joys one a page at their own spots; the tide takes the castle,
 * a bigger one built together at the turn; the sunset on the sand. The family the idea names comes
 * along and is drawn on every page after the first (Mum and Dad when it names nobody grown).
 */
export function seasideArc(facts: IdeaFacts, pages: number, name: string): GoalArc {
  const family = outingFamily(facts, name);
  // One page a phase (story-phases.ts): the way there (the drive alone in a short book), the day's
  // joys in order, the tide taking the castle just before the turn. A book too long for them all
  // tells the joys then short lines (story-filler.ts), and the tide comes at the turn: a phase whose
  // lines run out would borrow the tide's page early, before the castle was built.
  const middle = Math.max(1, pages - 4);
  const way = SEASIDE_WAY.slice(0, middle <= 6 ? 1 : middle <= 10 ? 2 : SEASIDE_WAY.length);
  const day = [...way, ...SEASIDE_FUN];
  const long = middle - SEASIDE_HITCH.length > day.length;
  return {
    openings: SEASIDE_OPENINGS,
    problems: SEASIDE_PROBLEMS,
    turns: long ? SEASIDE_LONG_TURNS : SEASIDE_TURNS,
    endings: SEASIDE_ENDINGS,
    episodes: { search: day, obstacle: long ? [] : SEASIDE_HITCH, clue: [], pause: [], meet: [] },
    phases: long
      ? [['search']]
      : [...Array.from({ length: middle - SEASIDE_HITCH.length }, (): Episode[] => ['search']), ['obstacle']],
    inOrder: true,
    arrival: SAND,
    places: [ROAD, ...BEACH],
    homeDrawn: HOUSE,
    // The sunset is on the sand, not back at the house.
    bed: SAND,
    slots: family.slots,
    turnAction: 'builds an even bigger sandcastle with the family, higher up the beach',
    // The biggest sandcastle on the whole beach stands tall at the turn.
    drawn: outingDrawn(NAMED, family, { sandcastle: 0.8 }),
  };
}
