import type { Language } from '@bookloom/core';
import type { TurtleJourneyGoal } from '../idea/read-goal-sea-life';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { legs } from './goal-task-places';
import {
  TURTLE_BEDTIME_ENDINGS,
  TURTLE_EGG_ENDINGS,
  TURTLE_EGG_TURNS,
  TURTLE_FIRST_WAVE,
  TURTLE_GROW,
  TURTLE_HATCH_ENDINGS,
  TURTLE_HATCH_PROBLEMS,
  TURTLE_HATCH_TURNS,
  TURTLE_HOME,
  TURTLE_OCEAN,
  TURTLE_OPENINGS,
  TURTLE_RUN,
  TURTLE_RUN_PROBLEMS,
  TURTLE_WAVES,
} from './goal-turtle-journey-words';
import { withLesson } from './goal-whale-song';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The beach where the turtle hatches and comes back to (drawn at night: pictures/landmark-shore.ts's dunes). */
const BEACH = inFamily('shore', [
  place('in/the warm sand|on the beach', 'dans/le sable chaud'),
  place('by/the sand dunes|by the beach', 'près de/les dunes'),
  place('at/the water’s edge|on the beach', 'au bord de/l’eau'),
]);
const [SAND, DUNES, EDGE] = BEACH;
/** The sea: the first waves off the beach, the open ocean and its places. */
const SEA = inFamily('sea', [
  place('in/the first waves|of the sea', 'dans/les premières vagues'),
  place('in/the open ocean|far out at sea', 'en/pleine mer'),
  place('in/the floating seaweed|far out at sea', 'dans/les algues flottantes'),
  place('in/the great ocean current|far out at sea', 'dans/le grand courant marin'),
  place('in/the seagrass meadow|in the shallow sea', 'dans/la prairie d’herbes marines'),
  place('on/the coral reef', 'sur/le récif de corail'),
  place('in/the kelp forest under the sea', 'dans/la forêt d’algues'),
]);
const [WAVES, OPEN, SEAWEED, CURRENT, SEAGRASS, REEF, KELP] = SEA;

/** What a page's words name, drawn beside the hero and said in the alt (the first two). */
const NAMED: NamedThing[] = [
  [/brothers and sisters|frères et des sœurs/i, 'turtle', { en: 'baby turtles', fr: 'des bébés tortues' }],
  [/ghost crab|crabe/i, 'crab', { en: 'a ghost crab', fr: 'un crabe fantôme' }],
  [/footprint|trace de pas/i, 'footprints', { en: 'a big footprint', fr: 'une grosse trace de pas' }],
  [/driftwood|bois flotté/i, 'wood', { en: 'driftwood', fr: 'du bois flotté' }],
  [/wave|vague/i, 'water-wave', { en: 'a wave', fr: 'une vague' }],
  [/jellyfish|méduses/i, 'jellyfish', { en: 'jellyfish', fr: 'des méduses' }],
  [/seaweed|algues dorées/i, 'herb', { en: 'floating seaweed', fr: 'des algues flottantes' }],
  [/shrimps|crevettes/i, 'shrimp', { en: 'tiny shrimps', fr: 'de minuscules crevettes' }],
  [/dolphins|dauphins/i, 'dolphin', { en: 'dolphins', fr: 'des dauphins' }],
  [/seagrass|herbe marine/i, 'herb', { en: 'seagrass', fr: 'de l’herbe marine' }],
  [
    /striped fish|poissons rayés/i,
    'tropical-fish',
    { en: 'little cleaner fish', fr: 'des petits poissons nettoyeurs' },
  ],
  [/whale|baleine/i, 'whale', { en: 'a humpback whale', fr: 'une baleine à bosse' }],
  [/seagull|mouette/i, 'bird', { en: 'a seagull', fr: 'une mouette' }],
  [/shark|requin/i, 'shark', { en: 'a shark’s shadow', fr: 'l’ombre d’un requin' }],
  [
    /old, old sea turtle|vieille, vieille tortue/i,
    'turtle',
    { en: 'an old sea turtle', fr: 'une vieille tortue de mer' },
  ],
];
const EGGS = { en: 'round white eggs', fr: 'des œufs ronds et blancs' };
/** The eggs are white, as the words say (the icon's egg is brown). */
const WHITE = { egg: '#f4efe2' };
/**
 * A whole life's years at sea, in two parts (two legs): the young turtle far out (the first morning,
 * the floating seaweed, jellyfish, the current), then grown in the seagrass and on the reef, "year
 * after year" first, so a short book has the turtle grow before it goes home.
 */
const GROWING_UP = [
  ...TURTLE_OCEAN,
  TURTLE_GROW[3],
  TURTLE_GROW[4],
  // The years go by where the turtle grows (seagrass, the reef): the second part of the years.
  TURTLE_GROW[2],
  TURTLE_GROW[1],
  TURTLE_GROW[0],
];
const BABIES = { en: 'baby turtles', fr: 'des bébés tortues' };

/**
 * A sea turtle's journey (idea/read-goal-sea-life.ts). A whole life ('A sea turtle's journey back to
 * the beach', « Le voyage d'une tortue de mer »): hatched in the sand one night, the hatchlings' run
 * to the sea on the problem page, the first waves, the open ocean and its years, the call home and
 * the long way back; at the turn the same beach one moonlit night, the eggs laid; the babies' own
 * run under the moon at the end. A hatchling's first journey ('Little turtle hatches and goes to the
 * sea'): the run across the beach, the first waves, the open ocean, an old turtle's welcome at the
 * turn. Every page on the beach, and every page of the first waves, is drawn at night, whatever
 * line it tells (a long book's short lines too: `GoalDrawn.night`). Before, both hunted a pearl.
 */
export function turtleJourneyArc(goal: TurtleJourneyGoal, facts: IdeaFacts, bedtime = false): GoalArc {
  const hatch = goal.story === 'hatch';
  // One leg a phase (episode-places.ts shares the middle among legs as story-phases.ts among phases):
  // a long book's short lines stay where their part of the journey is, not in the seaweed mid-run.
  const places: Place[] = hatch
    ? legs([SAND, DUNES, EDGE], [WAVES], [OPEN, SEAWEED, CURRENT])
    : legs(
        [WAVES],
        [OPEN, SEAWEED, CURRENT],
        [SEAGRASS, REEF],
        [REEF, OPEN, KELP],
        [CURRENT, OPEN, SEAGRASS],
      );
  const ends = bedtime ? TURTLE_BEDTIME_ENDINGS : hatch ? TURTLE_HATCH_ENDINGS : TURTLE_EGG_ENDINGS;
  // The lesson the idea names ("…and learns that home is where the heart is") is said before the end.
  const endings = facts.lessonNamed ? ends.map(withLesson) : ends;
  return {
    openings: TURTLE_OPENINGS,
    problems: hatch ? TURTLE_HATCH_PROBLEMS : TURTLE_RUN_PROBLEMS,
    turns: hatch ? TURTLE_HATCH_TURNS : TURTLE_EGG_TURNS,
    endings,
    // A bedtime book ends asleep on the waves, in its own words (not the stock "snug and warm" at home).
    ...(bedtime ? { evening: true as const } : {}),
    episodes: hatch
      ? {
          search: [...TURTLE_RUN, TURTLE_FIRST_WAVE],
          obstacle: TURTLE_WAVES,
          clue: TURTLE_OCEAN,
          pause: [],
          meet: [],
        }
      : { obstacle: TURTLE_WAVES, clue: GROWING_UP, search: TURTLE_HOME, pause: [], meet: [] },
    // The run across the beach, the first waves, the ocean; a whole life's years at sea and its way
    // home take two parts each (a 12-page book: two pages of waves, three of years, three home).
    phases: hatch
      ? [['search'], ['obstacle'], ['clue']]
      : [['obstacle'], ['clue'], ['clue'], ['search'], ['search']],
    inOrder: true,
    // Hatched in the sand; a whole life's run on the problem page is at the water's edge.
    homeDrawn: SAND,
    parted: hatch ? SAND : EDGE,
    arrival: hatch ? OPEN : SAND,
    places,
    // A hatchling floats asleep in the seaweed; the babies run at the water's edge (a bedtime book: asleep on the waves).
    bed: hatch ? SEAWEED : bedtime ? WAVES : EDGE,
    slots: (): Record<string, string> => ({}),
    turnAction: hatch
      ? 'swims in the open ocean at last, an old sea turtle welcoming it'
      : 'lays round white eggs in the sand of the beach where it hatched, by moonlight',
    drawn: (beat, lang: Language, kind, text = '', where): GoalDrawn => {
      const said = (w: { en: string; fr: string }) => w[lang];
      // The beach is at night, and so are the first waves (a long book's short lines there too).
      const night =
        beat === 'opening' ||
        beat === 'problem' ||
        (beat === 'turn' && !hatch) ||
        beat === 'ending' ||
        kind === 'obstacle' ||
        where?.family === 'shore';
      const base = { found: true as const, ...(night ? { night: true as const } : {}) };
      if (beat === 'opening') return { ...base, subjects: ['egg', 'egg'], said: [said(EGGS)], tints: WHITE };
      if (beat === 'turn' && !hatch)
        return { ...base, subjects: ['egg', 'egg', 'egg'], said: [said(EGGS)], tints: WHITE };
      // The babies' run at the end; a hatchling (and a bedtime book) asleep on the waves.
      const babies = beat === 'ending' && !hatch;
      const asleep = beat === 'ending' && (hatch || bedtime);
      if (babies || asleep)
        return {
          ...base,
          subjects: babies ? ['turtle', 'turtle', 'turtle'] : [],
          said: babies ? [said(BABIES)] : [],
          ...(asleep ? { asleep: true as const } : {}),
        };
      // The hatchlings run beside the hero, brothers and sisters, across the beach and into the first waves.
      const run = beat === 'problem' || (hatch && (kind === 'search' || kind === 'obstacle'));
      const named = NAMED.filter(([re, icon]) => re.test(text) && !(run && icon === 'turtle')).slice(
        0,
        run ? 1 : 2,
      );
      const drawn = drawnOfNamed(named, lang);
      return {
        ...base,
        subjects: [...(run ? ['turtle', 'turtle'] : []), ...(drawn?.subjects ?? [])],
        said: [...(run ? [said(BABIES)] : []), ...(drawn?.said ?? [])],
        // The old sea turtle who welcomes the hatchling out at sea is big beside it.
        ...(beat === 'turn' ? { scales: { turtle: 1.15 } } : {}),
      };
    },
  };
}
