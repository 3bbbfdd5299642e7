import type { Language } from '@bookloom/core';
import { KINDS, type Kind } from '../idea/kinds';
import type { IdeaFacts } from '../idea/read-idea';
import { frJoin } from '../idea/settings';
import { frThe } from '../idea/words';
import { ninjaScript } from './goal-ninja';
import { bakedIn } from './goal-task-baked';
import { birthdayOf, type Party } from './goal-task-birthday';
import {
  BUILD_ENDINGS,
  BUILD_FINISH,
  BUILD_HELP,
  BUILD_OPENINGS,
  BUILD_PROBLEMS,
  BUILD_READY,
  BUILD_SNAGS,
  BUILD_TURNS,
} from './goal-task-build-words';
import { coloursScript } from './goal-task-colours';
import { cycleScript, isBikeRace } from './goal-task-cycle';
import { dojoScript } from './goal-task-dojo';
import { gymScript } from './goal-task-gym';
import { hockeyScript } from './goal-task-hockey';
import { bakeScript, plantScript } from './goal-task-home';
import { hoopsScript } from './goal-task-hoops';
import { joinedTeam } from './goal-task-join-team';
import { matchScript } from './goal-task-match';
import type { TeamSport } from './goal-task-match-team';
import {
  BUILD_ARRIVAL,
  BUILD_HOME,
  BUILD_PLACES,
  RACE_ARRIVAL,
  RACE_HOME,
  RACE_PLACES,
} from './goal-task-places';
import {
  RACE_END,
  RACE_ENDINGS,
  RACE_LESSON,
  RACE_MIDDLE,
  RACE_OPENINGS,
  RACE_PROBLEMS,
  RACE_START,
  RACE_TRAINING,
  RACE_TURNS,
} from './goal-task-race-words';
import { runScript } from './goal-task-run';
import { GROWN, PHASES, type TaskScript, who } from './goal-task-script-kit';
import { skiScript } from './goal-task-ski';
import { swimScript } from './goal-task-swim';
import { tennisScript } from './goal-task-tennis';
import { volleyScript } from './goal-task-volley';
import { grownUpSaid, withGrownUp } from './grown-up-said';
import { capitalise } from './story-context';
import type { Episode } from './story-episodes';
import { inTree, type TaskKind, taskKind } from './task-kind';

/** Each team sport's match on its own court or pitch. */
const SPORT_SCRIPTS: Record<TeamSport, (lessonNamed: boolean, task: string) => TaskScript> = {
  football: matchScript,
  basketball: hoopsScript,
  tennis: tennisScript,
  volleyball: volleyScript,
  hockey: hockeyScript,
};

/** Heroes slow by nature, and the rival of their fable. */
const SLOW = new Set(['turtle', 'snail', 'sloth']);
const HARE = KINDS.find((k) => k.id === 'hare');

/**
 * A race against a rival the idea names (the hare); a school race without one is a game (goal-task.ts).
 * A slow hero racing nobody named races the hare: the fable ('A little turtle who wants to win the
 * race' practised at the library and asked a coach).
 */
const raceRival = (facts: IdeaFacts) =>
  facts.threats?.[0] ?? facts.others[0] ?? (SLOW.has(facts.heroKind?.id ?? '') ? HARE : undefined);

/** The hare at the tortoise's side is the one raced ("The tortoise and the hare run a race"). */
export function racedBeside(facts: IdeaFacts): boolean {
  const goal = facts.goal;
  const rival = goal?.kind === 'task' && taskKind(goal.task.en) === 'race' ? raceRival(facts) : undefined;
  return Boolean(rival && facts.companions.some((c) => c.kind.id === rival.id));
}

/** What the pages of each part draw beside the hero: the plan, the planks, the hammer, the treehouse. */
const BUILD_DRAWN: Record<Episode, string[]> = {
  search: ['memo', 'wood'],
  obstacle: ['wood', 'carpentry-saw'],
  clue: ['hammer', 'ladder'],
  pause: ['wood'],
  meet: [],
};

export function taskScript(
  kind: TaskKind,
  facts: IdeaFacts,
  thing: (lang: Language) => string,
): TaskScript | undefined {
  const duo = facts.companions.length > 0;
  // The grown-up the idea names beside the hero lends the hand (« avec son papi »), else Dad — never
  // the one a cake is baked for ("for her mum’s birthday"); drawn on the pages where they help.
  const task = facts.goal?.kind === 'task' ? `${facts.goal.task.en} ${facts.goal.task.fr}` : '';
  // "for Dad’s birthday": Dad blows out the candles at the end, Mum lends the hand (goal-task-birthday.ts).
  const party = kind === 'bake' && facts.goal?.kind === 'task' ? birthdayOf(facts.goal.task) : undefined;
  const near = facts.companions.find(
    (c) => GROWN[c.kind.id] && !forThem(task, c.kind.id) && c.kind.id !== party?.id,
  );
  const grown = GROWN[near?.kind.id ?? (party?.id === 'father' ? 'mother' : 'father')];
  const helperOnPage = near ? [] : [grown.icon];
  // Dad on the pages he helps is the hero's family: said in the alt, a big fox beside a fox.
  const lends = (script: TaskScript): TaskScript => ({
    ...script,
    drawn: withGrownUp(script.drawn, grown.icon, (lang) =>
      grownUpSaid(grown[lang], near?.kind.id ?? 'father', facts.heroKind, lang),
    ),
  });
  if (kind === 'bake')
    return lends(
      bakeScript(duo, grown, helperOnPage, bakedIn(task), party && partyOf(party, facts.heroKind)),
    );
  if (kind === 'plant' && (!facts.setting || facts.setting.id === 'garden'))
    return lends(plantScript(duo, grown, helperOnPage));
  // (A den in the forest keeps the deed's own steps: the script's places are a garden's.)
  if (kind === 'build' && (!facts.setting || facts.setting.id === 'garden'))
    return lends(buildScript(facts, duo, thing, grown, helperOnPage));
  const rival = raceRival(facts);
  if (kind === 'race' && rival) return raceScript(rival, facts.lessonNamed, racedBeside(facts));
  // A child's race with no rival named runs at the running track ('wants to win the race'), or rides
  // the circuit when it is a bike race (« la course à vélo » was run on foot, in running shoes).
  if (kind === 'race' && !facts.setting && (!facts.heroKind || facts.heroKind.person))
    return isBikeRace(task) ? cycleScript(facts) : runScript(facts);
  // A chameleon's colours (an octopus under the sea keeps the deed's own steps).
  if (kind === 'colours' && facts.heroKind?.id === 'chameleon' && !facts.setting)
    return coloursScript(facts.lessonNamed);
  // A match the idea sets somewhere (at school) keeps that place's pages (school-openings.ts).
  if (kind === 'match' && !facts.setting) {
    const goal = facts.goal?.kind === 'task' ? facts.goal : undefined;
    const sport = goal?.sport ?? 'football';
    if (sport === 'judo' || sport === 'karate') return dojoScript(sport, facts.lessonNamed);
    if (sport === 'ninja') return ninjaScript(facts);
    if (sport === 'skiing') return skiScript(facts.lessonNamed);
    if (sport === 'gymnastics') return gymScript(facts.lessonNamed);
    const script = SPORT_SCRIPTS[sport](facts.lessonNamed, task);
    // "joins the volleyball team": the same match, begun new and shy in the team (goal-task-join-team.ts).
    return goal?.joins ? joinedTeam(script, sport) : script;
  }
  // A swimming race at the pool (in the sea, a race keeps the shore's own pages).
  if (kind === 'swim' && !facts.setting) return swimScript(facts.lessonNamed);
  return undefined;
}

/** The one whose birthday it is, as the alt text says them (a big fox beside a fox). */
const partyOf = (party: Party, kind: Kind | undefined) => ({
  ...party,
  said: (lang: Language) => grownUpSaid(party[lang], party.id, kind, lang),
});

/** "for her mum’s birthday", « pour sa maman »: the one it is for does not help make it. */
const FOR = {
  mother: /\b(for|pour) (her|his|their|sa|leur) (mum|mom|mummy|maman|mère)/i,
  father: /\b(for|pour) (her|his|their|son|leur) (dad|daddy|papa|père)/i,
} as Record<string, RegExp>;
const forThem = (task: string, id: string) => Boolean(FOR[id]?.test(task));

function buildScript(
  facts: IdeaFacts,
  duo: boolean,
  thing: (lang: Language) => string,
  grown: { en: string; fr: string },
  helperOnPage: string[],
): TaskScript {
  const tree = inTree(facts.goal?.kind === 'task' ? `${facts.goal.task.en} ${facts.goal.task.fr}` : '');
  const made = tree ? 'treehouse' : 'hut';
  return {
    openings: who(BUILD_OPENINGS, duo),
    problems: who(BUILD_PROBLEMS, duo),
    turns: who(BUILD_TURNS, duo),
    endings: who(BUILD_ENDINGS, duo),
    episodes: {
      search: who(BUILD_READY, duo),
      obstacle: who(BUILD_SNAGS, duo),
      clue: who(BUILD_HELP, duo),
      pause: who(BUILD_FINISH, duo),
      meet: [],
    },
    phases: PHASES,
    arrival: BUILD_ARRIVAL,
    places: BUILD_PLACES,
    homeDrawn: BUILD_HOME,
    slots: (lang) => ({
      thing: thing(lang) || (lang === 'en' ? 'the treehouse' : 'la cabane'),
      up: tree ? (lang === 'en' ? ', high up in the tree' : ', perchée dans l’arbre') : '',
      helper: grown[lang],
      Helper: grown[lang],
    }),
    turnAction: `waves from the finished ${made}`,
    drawn: (beat, lang, kind?: Episode) => {
      const said =
        lang === 'en' ? `a ${made}` : made === 'treehouse' ? 'une cabane dans l’arbre' : 'une cabane';
      if (beat === 'problem') return { subjects: [made], said: [said] };
      // The turn is drawn up in the tree with the treehouse big in it (its place's picture).
      if (beat === 'turn') return { subjects: tree ? [] : [made], said: [said], found: true };
      if (beat === 'ending') return { subjects: [made], said: [said], found: true };
      const drawn = (kind && BUILD_DRAWN[kind]) || ['wood'];
      return { subjects: kind === 'clue' ? [...drawn, ...helperOnPage] : drawn, said: [], found: true };
    },
  };
}

/**
 * The kind the idea races against ("against the hare", « contre le lièvre »), drawn on its pages —
 * unless it is the companion (`beside`), drawn and named at the hero's side already: no second hare
 * in the picture, no "with the hare and a hare" in the alt.
 */
function raceScript(rival: Kind, lessonNamed: boolean, beside: boolean): TaskScript {
  const the = { en: `the ${rival.en}`, fr: frThe(rival) };
  const a = { en: `a ${rival.en}`, fr: `${rival.f ? 'une' : 'un'} ${rival.fr}` };
  const icons = rival.icon && !beside ? [rival.icon] : [];
  return {
    openings: RACE_OPENINGS,
    problems: RACE_PROBLEMS,
    turns: RACE_TURNS,
    endings: RACE_ENDINGS,
    episodes: { search: RACE_TRAINING, obstacle: RACE_START, clue: RACE_MIDDLE, pause: RACE_END, meet: [] },
    phases: PHASES,
    arrival: RACE_ARRIVAL,
    places: RACE_PLACES,
    homeDrawn: RACE_HOME,
    slots: (lang) => ({
      rival: the[lang],
      Rival: capitalise(the[lang]),
      rivalBare: rival.en,
      ofRival: frJoin('de', the.fr),
      ...(lessonNamed ? {} : { lesson: RACE_LESSON[lang] }),
    }),
    turnAction: 'crosses the finish line first, arms up',
    drawn: (beat, lang, kind?: Episode) => {
      const said = beside ? [] : [a[lang]];
      if (beat === 'turn') return { subjects: ['chequered-flag', ...icons, 'trophy'], said, found: true };
      if (beat === 'ending') return { subjects: [...icons, 'trophy'], said, found: true };
      if (beat === 'opening') return undefined;
      return { subjects: kind === 'obstacle' ? [...icons, 'chequered-flag'] : icons, said, found: true };
    },
  };
}
