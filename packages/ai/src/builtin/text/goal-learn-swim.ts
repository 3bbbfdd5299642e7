import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  SWIM_BADGE_ENDINGS,
  SWIM_GETTING_IN,
  SWIM_JUMP_ENDINGS,
  SWIM_KICKS,
  SWIM_LEARN_LESSON,
  SWIM_LEARN_PROBLEMS,
  SWIM_LEARN_TURNS,
  SWIM_SCARES,
  SWIM_TIPS,
} from './goal-learn-swim-words';
import { GROWN, PHASES } from './goal-task-script-kit';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/**
 * Learning to swim (goal-learn-swim-words.ts): at the swimming pool, or at the lake or the beach the
 * idea names (an animal with no place of its own learns at the lake, not in a pool with lanes). Each
 * water has the same four spots by role — the changing room, the shallow water, the edge, the deeper
 * water —, the turn in the water, the ending at the edge. Every spot names its water in its picture,
 * so the pool, the lake or the sea is drawn on every page.
 */
type Water = 'pool' | 'lake' | 'beach';
const spots = (family: 'town' | 'nature' | 'shore', ...ps: [string, string][]) =>
  inFamily(
    family,
    ps.map(([en, fr]) => place(en, fr)),
  );
const WATERS: Record<Water, { places: Place[]; turn: Place; edge: Place; to: { en: string; fr: string } }> = {
  pool: {
    places: spots(
      'town',
      ['in/the changing room|at the swimming pool', 'dans/le vestiaire de la piscine'],
      ['in/the shallow end|of the swimming pool', 'dans/le petit bain'],
      ['at/the edge of the pool|at the swimming pool', 'au bord de/le bassin'],
      ['in/the big pool|of the swimming pool', 'dans/le grand bain'],
    ),
    turn: spots('town', ['in/the middle of the pool|at the swimming pool', 'au milieu de/le bassin'])[0],
    edge: spots('town', ['by/the pool steps|of the swimming pool', 'près de/l’échelle de la piscine'])[0],
    to: { en: 'to the swimming pool', fr: 'à la piscine' },
  },
  lake: {
    places: spots(
      'nature',
      ['by/the changing hut|by the lake', 'près de/la cabane de bain'],
      ['in/the shallow water|of the lake', 'dans/l’eau peu profonde du lac'],
      ['on/the old jetty|by the lake', 'sur/le vieux ponton'],
      ['in/the deeper water|of the lake', 'dans/l’eau plus profonde du lac'],
    ),
    turn: spots('nature', ['in/the middle of the lake|by the lake', 'au milieu de/le lac'])[0],
    edge: spots('nature', ['at the end of/the jetty|by the lake', 'au bout de/le ponton'])[0],
    to: { en: 'to the lake', fr: 'au lac' },
  },
  beach: {
    places: spots(
      'shore',
      ['by/the beach huts|on the beach', 'près de/les cabines de plage'],
      ['in/the shallow waves|on the beach', 'dans/les petites vagues'],
      ['on/the wet sand|on the beach', 'sur/le sable mouillé'],
      ['in/the deeper water|by the beach', 'dans/l’eau plus profonde'],
    ),
    turn: spots('shore', ['in/the calm sea|by the beach', 'dans/la mer calme'])[0],
    edge: spots('shore', ['at/the water’s edge|on the beach', 'au bord de/l’eau'])[0],
    to: { en: 'to the beach', fr: 'à la plage' },
  },
};

// "learns to swim", « apprend à nager », "can't swim", "swimming lessons" (read-goal-brave.ts); "afraid
// of the water", « a peur de l’eau », of the pool, of swimming.
const SWIM = /^(?:swim|nager)\b/i;
const WATER_FEAR = /\b(?:water|swimming|swim|pool|deep end)\b|(?:^|\s|’|')(?:eau|piscine|nager|natation)\b/i;

/** Which water the swim is learnt in, or undefined when this is not a swimming story (or under the sea). */
function swimWater(facts: IdeaFacts): Water | undefined {
  const g = facts.goal;
  const swims =
    (g?.kind === 'learn' && !g.potions && !g.wished && SWIM.test(g.skill.en)) ||
    (g?.kind === 'brave' && !g.sleep && (WATER_FEAR.test(g.fear.en) || WATER_FEAR.test(g.fear.fr)));
  if (!swims) return undefined;
  const at = facts.setting?.id;
  // A fish under the sea, a penguin on the ice: their own worlds keep the arcs they had.
  if (at === 'sea' || at === 'snow') return undefined;
  if (at === 'beach') return 'beach';
  if (at === 'lake' || at === 'pond' || at === 'river') return 'lake';
  // A duck or a bear with no place of its own learns at the lake, a child at the pool.
  return !at && facts.heroKind && !facts.heroKind.person ? 'lake' : 'pool';
}

/** The idea is a swimming story: told as learning to swim (story-goal.ts). */
export const learnsToSwim = (facts: IdeaFacts) => swimWater(facts) !== undefined;

const TEACHER = { en: 'the swimming teacher', fr: 'la monitrice', icon: 'teacher' };
const A_TEACHER = { en: 'the swimming teacher', fr: 'la monitrice de natation' };
/** « de Papa », « d’Alex », « de la monitrice ». */
const de = (who: string) => (/^[aeiouyhéèêàâîô]/i.test(who) ? `d’${who}` : `de ${who}`);

/** Who teaches: Dad or Mum (Grandpa, Grandma) beside the hero, else the companion named, else the teacher. */
export function helperOf(facts: IdeaFacts) {
  const grown = facts.companions.map((c) => GROWN[c.kind.id]).find(Boolean);
  if (grown) return { ...grown, drawn: false };
  const named = facts.companions.find((c) => c.name)?.name;
  if (named) return { en: named, fr: named, icon: '', drawn: false };
  return { ...TEACHER, drawn: true };
}

const NAMED: NamedThing[] = [
  [/armband|brassard|float board|planche/, 'ring-buoy', { en: 'a float', fr: 'une bouée' }],
  [/swimsuit|maillot/, 'one-piece-swimsuit', { en: 'a swimsuit', fr: 'un maillot de bain' }],
  [/bubbles|bulles/, 'bubbles', { en: 'bubbles', fr: 'des bulles' }],
  [/SPLASH|PLOUF|splish|plic/, 'water-wave', { en: 'a splash', fr: 'une éclaboussure' }],
  [/badge/, 'sports-medal', { en: 'a badge', fr: 'un badge' }],
];
/**
 * The pages whose words have the child in the water (walking in, patting it, the splash, the water at
 * the chin, bubbles, the starfish, the float board, the windmill arms, swimming alone, jumping in),
 * drawn waist-deep in it (StoryHints.inWater) — not the changing room, the toe at the edge, the towel,
 * the secret at the edge, the armbands off, the badge.
 */
const IN_WATER =
  /walked in|patted the water|jumped in|came up to .*chin|bubbles|floated like|float board|windmill in the water|\bswam\b|avança tout doucement|tapota l’eau|sauta juste à côté|sauta dans l’eau|jusqu’au menton|des bulles|étoile de mer|planche|moulin dans l’eau|\bnagea\b/;

const BAG: NamedThing = [/swim bag|sac de bain/, 'backpack', { en: 'a swim bag', fr: 'un sac de bain' }];

export function swimLearnArc(facts: IdeaFacts): GoalArc {
  const water = WATERS[swimWater(facts) ?? 'pool'];
  const helper = helperOf(facts);
  const [changing, shallow, edge, deeper] = water.places;
  return {
    problems: SWIM_LEARN_PROBLEMS,
    turns: SWIM_LEARN_TURNS,
    endings: swimWater(facts) === 'pool' ? SWIM_BADGE_ENDINGS : SWIM_JUMP_ENDINGS,
    episodes: {
      search: SWIM_GETTING_IN,
      obstacle: SWIM_SCARES,
      clue: SWIM_TIPS,
      pause: SWIM_KICKS,
      meet: [],
    },
    // Getting in, the scare, the helper's tips, kicking: a quarter of the middle each, as written.
    phases: PHASES,
    inOrder: true,
    arrival: water.turn,
    places: [changing, shallow, edge, deeper],
    // The last page at the water's edge (the badge, the jump), not back home.
    bed: water.edge,
    slots: (lang: Language): Record<string, string> => {
      const goal = facts.goal;
      const worry =
        goal?.kind === 'brave'
          ? lang === 'fr'
            ? `avait peur ${goal.fear.deFr}`
            : `was ${goal.feeling} ${goal.fear.en}`
          : lang === 'fr'
            ? 'ne savait pas encore nager'
            : 'could not swim yet';
      const who = helper[lang];
      return {
        worry,
        helper: who,
        Helper: who.charAt(0).toUpperCase() + who.slice(1),
        helperS: `${who}’s`,
        deHelper: de(who),
        toWater: water.to[lang],
        ...(facts.lessonNamed ? {} : { lesson: SWIM_LEARN_LESSON[lang] }),
      };
    },
    turnAction: 'swims all alone for the first time, splashing and smiling',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      const named = [BAG, ...NAMED].filter(([re]) => re.test(text));
      const own = drawnOfNamed(named, lang) ?? { subjects: [], said: [] };
      // The swimming teacher (no Dad or Mum beside the hero) is drawn wherever the words name her.
      const teaches =
        helper.drawn && (beat === 'turn' || text.toLowerCase().includes(helper[lang].toLowerCase()));
      const subjects = [...own.subjects, ...(teaches ? [helper.icon] : [])];
      const said = [...own.said, ...(teaches ? [A_TEACHER[lang]] : [])];
      const wet = beat !== 'problem' && IN_WATER.test(text) ? { inWater: 'water' as const } : {};
      return subjects.length || wet.inWater ? { subjects, said, found: true, ...wet } : undefined;
    },
  };
}
