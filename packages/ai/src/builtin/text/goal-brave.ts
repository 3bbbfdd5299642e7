import type { Language } from '@bookloom/core';
import type { BraveGoal, LearnGoal } from '../idea/read-goal-brave';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, SETTINGS } from '../idea/settings';
import { enA, frA } from '../idea/words';
import { DARK_HOUSE_SPOTS, fearsTheDark } from './dark-house-spots';
import type { GoalArc } from './goal-arc';
import { forBody, helpersBesidesFear } from './goal-brave-finned';
import {
  BRAVE_CHEERS,
  BRAVE_PROBLEMS,
  BRAVE_TRIES,
  BRAVE_TURNS,
  fearWas,
  SLEEP_CALM,
  SLEEP_MORE_TRIES,
  SLEEP_NOISES,
  SLEEP_PROBLEMS,
  SLEEP_TRIES,
  SLEEP_TURNS,
} from './goal-brave-words';
import { darkWildArc } from './goal-dark-wild';
import { danceArc, isDance } from './goal-learn-dance';
import { breathesFire, fireArc } from './goal-learn-fire';
import { flyArc, learnsToFly } from './goal-learn-fly';
import { isKnight, knightArc } from './goal-learn-knight';
import { lacesArc, tiesShoes } from './goal-learn-laces';
import { alone } from './goal-learn-lone';
import {
  LEARN_PRACTICE,
  LEARN_PROBLEMS,
  LEARN_RESTS,
  LEARN_SETBACKS,
  LEARN_TIPS,
  LEARN_TURNS,
} from './goal-learn-words';
import { atWorkplace } from './goal-learn-workplace';
import { potionsArc } from './goal-potions';
import { personNamed } from './goal-refuse-people';
import { countArc } from './goal-sleep-count';
import { stormArc } from './goal-storm';
import { BEDROOM_SPOTS, livesInTree, TREE_SPOTS } from './sleep-spots';
import { BEDTIME_ENDINGS } from './story-arc';
import { capitalise } from './story-context';
import { EPISODES } from './story-episodes';

const SLEEP_LESSON = {
  en: 'a calm, slow breath brings sweet dreams',
  fr: 'une respiration calme et lente apporte de beaux rêves',
};
/** Rests that stay in bed: none sets off again or watches clouds. */
const STILL_PAUSES = EPISODES.pause.filter(
  (t) => !/set off|went on|clouds|search|butterfly|wind|sky|drank|way/i.test(t.en),
);

/** Learning's own lesson when the idea names none. */
const PRACTICE_LESSON = {
  en: 'trying again and again is how we learn',
  fr: 'c’est en essayant encore et encore qu’on apprend',
};

/**
 * Overcoming a fear ("afraid of the dark", « a peur du feu ») or not falling asleep: the fear said, tries and
 * encouragement, the brave moment (or sleep) at the turn; what the fear names drawn where the pages face it.
 */
export function braveArc(goal: BraveGoal, facts: IdeaFacts, places: Place[], home?: Place): GoalArc {
  const { sleep } = goal;
  // A storm night at home (goal-storm.ts); the dark, a night in the house; an owl's, its oak (goal-dark-wild.ts).
  if (goal.storm && home) return stormArc(facts);
  if (!sleep && fearsTheDark(goal.fear) && livesInTree(facts.heroKind)) return darkWildArc(goal, facts);
  if (!sleep && home && fearsTheDark(goal.fear)) return darkNightArc(goal, facts);
  // Each page its own spot ("In bed", "By the window"; "Out on the branch" for an owl): was "At home" on nine pages.
  const spots = livesInTree(facts.heroKind) ? TREE_SPOTS : BEDROOM_SPOTS;
  const bedroom = spots[0];
  // "counts the stars": the counting is the night (goal-sleep-count.ts).
  const count =
    sleep && home && goal.count ? countArc(goal.count, spots === TREE_SPOTS, goal.calm) : undefined;
  // A mermaid's tail trembles, not her knees (goal-brave-finned.ts); nobody feared is met as a helper.
  const body = forBody(facts);
  const others = sleep ? undefined : helpersBesidesFear(facts, goal.thing?.icon, goal.fear.en);
  return {
    problems: sleep ? SLEEP_PROBLEMS : body(BRAVE_PROBLEMS),
    turns: sleep ? SLEEP_TURNS : BRAVE_TURNS,
    ...(others ? { others } : {}),
    // Trying to sleep happens at home (no pillow in the park); the encouragement can come anywhere.
    // A sleepless night has no journey: its obstacles are the night's noises, nobody is met on a road.
    episodes: sleep
      ? {
          search: [...SLEEP_TRIES, ...SLEEP_MORE_TRIES],
          clue: SLEEP_CALM,
          obstacle: SLEEP_NOISES,
          meet: [],
          pause: STILL_PAUSES,
        }
      : { search: body(BRAVE_TRIES), clue: body(BRAVE_CHEERS) },
    // A night of not sleeping stays at home: every page there, the last one asleep.
    ...(sleep && home ? { arrival: bedroom } : {}),
    // Drawn in a bedroom (pictures/interiors.ts): the blanket, the pillow, the moon at the window.
    places: sleep && home ? spots : places,
    // One night, all of it in the bedroom: the first page's "could not fall asleep" and the last
    // page's sleep too, not the home's street in daylight (issue 14 review).
    // It ends with a quiet good night, drawn asleep (a "zzz", not a party in the bedroom).
    ...(sleep && home ? { homeDrawn: bedroom, night: true as const, endings: BEDTIME_ENDINGS } : {}),
    ...(count ? { problems: count.problems, turns: count.turns, episodes: count.episodes } : {}),
    ...(count ? { phases: count.phases, inOrder: count.inOrder, places: count.places ?? spots } : {}),
    slots: (lang: Language) => ({
      ...count?.slots(lang),
      fear: goal.fear[lang],
      Fear: capitalise(goal.fear[lang]),
      fearWas: fearWas(goal.fear[lang], lang),
      deFear: goal.fear.deFr,
      feeling: goal.feeling,
      ...(sleep && !facts.lessonNamed ? { lesson: SLEEP_LESSON[lang] } : {}),
    }),
    turnAction: sleep ? 'falls fast asleep, smiling' : 'stands tall and brave, smiling',
    // The stars counted are the sky's own: no big star icon left on the last page.
    drawn: count?.drawn ?? withObject(thingDrawn(goal.thing, sleep ? [] : ['problem', 'turn']), facts),
  };
}

/**
 * Afraid of the dark at bedtime: tries and encouragement in the bedroom, the hallway, by the
 * night-light; the night's noises are its obstacles (no gate, no puddle, nobody met on a road); brave
 * at the turn, then asleep. Drawn at night, indoors (the moon at the window).
 */
function darkNightArc(goal: BraveGoal, facts: IdeaFacts): GoalArc {
  const bedroom = DARK_HOUSE_SPOTS[0];
  // Who is asked "Are you ever scared?" at night in the house: Dad where the idea names him, else Mum.
  const parent = facts.companions.some((c) => c.kind.id === 'father')
    ? { en: 'Dad', fr: 'Papa' }
    : { en: 'Mum', fr: 'Maman' };
  const drawn = withObject(thingDrawn(goal.thing, ['problem', 'turn']), facts);
  return {
    problems: BRAVE_PROBLEMS,
    turns: BRAVE_TURNS,
    episodes: {
      search: BRAVE_TRIES,
      clue: BRAVE_CHEERS,
      obstacle: SLEEP_NOISES,
      meet: [],
      pause: STILL_PAUSES,
    },
    arrival: bedroom,
    places: DARK_HOUSE_SPOTS,
    homeDrawn: bedroom,
    night: true,
    endings: BEDTIME_ENDINGS,
    slots: (lang: Language) => ({
      fear: goal.fear[lang],
      Fear: capitalise(goal.fear[lang]),
      fearWas: fearWas(goal.fear[lang], lang),
      deFear: goal.fear.deFr,
      feeling: goal.feeling,
      other: parent[lang],
      Other: parent[lang],
      theOther: parent[lang],
    }),
    turnAction: 'stands tall and brave, smiling',
    // Mum or Dad, named on the page, is drawn at the hero's side (as its own kind, grown), and said in the alt text.
    drawn: (beat, lang, kind, text = '') => {
      const own = drawn?.(beat, lang, kind, text);
      const person = personNamed(text, lang);
      if (!person) return own;
      return {
        subjects: own?.subjects ?? [],
        companion: person.icon,
        said: [person.said, ...(own?.said ?? [])],
        found: true,
      };
    },
  };
}

/** Learning a skill: the wish, practice that fails and half works, tips, success at the turn. */
export function learnArc(goal: LearnGoal, facts: IdeaFacts, places: Place[]): GoalArc {
  // « apprend à nager »: at the lake, not the library (a bike in the park), if the idea sets it nowhere.
  const where = facts.setting ? undefined : SETTINGS.find((x) => x.id === goal.thing?.where);
  // Dancing in the school hall for the show; a little witch's potions that go wrong (goal-potions.ts).
  if (goal.potions) return potionsArc(facts.lessonNamed);
  if (!facts.setting && isDance(goal)) return danceArc(goal, facts.lessonNamed ? undefined : PRACTICE_LESSON);
  // A knight at the castle, a dragon's fire when needed, shoes tied at home and school (goal-learn-*.ts).
  if (isKnight(goal, facts)) return knightArc(facts, Boolean(facts.lessonNamed));
  if (breathesFire(goal, facts)) return fireArc(places, Boolean(facts.lessonNamed));
  if (tiesShoes(goal)) return lacesArc(facts.lessonNamed ? undefined : PRACTICE_LESSON);
  const arc: GoalArc = {
    // A dog who wants to fly: not "everyone seemed to know how to fly" (the wish alone).
    problems: goal.wished ? LEARN_PROBLEMS.slice(0, 1) : LEARN_PROBLEMS,
    turns: LEARN_TURNS,
    // Its own setbacks and rests: no gate to squeeze through, no shelter under a leaf, while learning.
    // Wished for alone (nobody around does it): no "others" to watch (goal-learn-lone.ts).
    episodes: goal.wished
      ? {
          search: alone(LEARN_PRACTICE),
          clue: alone(LEARN_TIPS),
          obstacle: alone(LEARN_SETBACKS),
          pause: LEARN_RESTS,
        }
      : { search: LEARN_PRACTICE, clue: LEARN_TIPS, obstacle: LEARN_SETBACKS, pause: LEARN_RESTS },
    places: where ? where.places : places,
    ...(where ? { arrival: where.places[0] } : {}),
    slots: (lang: Language) => ({
      skill: goal.skill[lang],
      ...(facts.lessonNamed ? {} : { lesson: PRACTICE_LESSON[lang] }),
    }),
    turnAction: 'succeeds at last and cheers',
    // The bike (the book, the kite) is there on every page that practises with it.
    drawn: flies(goal, withObject(thingDrawn(goal.thing, ['problem', 'journey', 'turn', 'ending']), facts)),
  };
  // Flying is learnt outdoors (goal-learn-fly.ts); an astronaut's or a vet's job at work (goal-learn-workplace.ts).
  if (!learnsToFly(goal, facts)) return atWorkplace(arc, goal, facts);
  const fly = flyArc(arc, facts);
  return { ...fly, drawn: flies(goal, fly.drawn, true) };
}

/**
 * A dog who wants to fly (« rêve de voler ») flies at the turn, where it "could fly at last": drawn up in
 * the air, not standing on the grass (issue 14), and the alt says so.
 */
const flies =
  (goal: LearnGoal, drawn: GoalArc['drawn'], skyward = false): GoalArc['drawn'] =>
  (beat, lang, ...rest) => {
    const own = drawn?.(beat, lang, ...rest);
    if (beat !== 'turn' || !(goal.wished || skyward) || !/^(?:fly|voler)$/.test(goal.skill.en)) return own;
    return { subjects: [], said: [], ...own, airborne: true };
  };

/** The goal's thing in the scene on the given beats, and the alt text's words for it. */
const thingDrawn =
  (thing: BraveGoal['thing'], beats: string[]): GoalArc['drawn'] =>
  (beat, lang) =>
    thing && beats.includes(beat) ? { subjects: [thing.icon], said: [thing[lang]], found: true } : undefined;

/**
 * The thing the idea also names ("afraid of the dark and learns to love the stars") is there on the
 * last page, where the fear is behind and the story ends with it (alt text too).
 */
const withObject =
  (drawn: GoalArc['drawn'], facts: IdeaFacts): GoalArc['drawn'] =>
  (beat, lang) => {
    const own = drawn?.(beat, lang);
    const word = facts.object?.word;
    // "learns to ride her bike": the bike learnt is the key object too, drawn once.
    if (beat !== 'ending' || !word || facts.object?.parcel || own?.subjects.includes(word.icon)) return own;
    const said = lang === 'fr' ? frA(word) : enA(word.en);
    return {
      subjects: [...(own?.subjects ?? []), word.icon],
      said: [...(own?.said ?? []), said],
      found: true,
    };
  };
