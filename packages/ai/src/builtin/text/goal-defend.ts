import type { Language } from '@bookloom/core';
import { nameGender } from '../idea/name-gender';
import type { DefendGoal } from '../idea/read-goal-defend';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { enA, frElides, frThe } from '../idea/words';
import { crowdNamed } from './defend-crowd';
import type { GoalArc } from './goal-arc';
import {
  DEFEND_PLAN_MAGIC,
  DEFEND_TRY_MAGIC,
  DEFEND_TURNS_MAGIC_CALM,
  DEFEND_TURNS_MAGIC_MACHINE,
  SPARKLES,
} from './goal-defend-magic-words';
import { DEFEND_PROBLEMS_SEA, DEFEND_TURNS_CALM_SEA } from './goal-defend-sea-words';
import { DEFEND_TRIES_SMALL } from './goal-defend-small-words';
import {
  DEFEND_CLUES,
  DEFEND_ENDINGS,
  DEFEND_FRIEND_HELPS,
  DEFEND_HELPERS,
  DEFEND_PLANS,
  DEFEND_PROBLEMS,
  DEFEND_TRIES,
  DEFEND_TURNS_CALM,
  DEFEND_TURNS_MACHINE,
  DEFEND_WARN,
} from './goal-defend-words';
import { victimAlt, victimSlots } from './goal-rescue-victim';
import {
  RESCUE_ENDINGS,
  RESCUE_PROBLEMS,
  RESCUE_PROBLEMS_WILD,
  RESCUE_SEARCH,
  RESCUE_TURNS_CALM,
  RESCUE_TURNS_MACHINE,
} from './goal-rescue-words';
import { capitalise } from './story-context';

/**
 * How many times the hero's height a giant threat is drawn — a giant robot, and any dragon or monster
 * not holding someone: at 1.35 it stood about the hero's height once its icon's margins were counted.
 */
const GIANT_SCALE = 2;
/** …and a threat that holds someone (a dragon keeping a princess). */
const HOLDER_SCALE = 0.85;
/**
 * …and any threat an animal hero faces ("A little fish hides from a shark"): at a subject's size it
 * was drawn smaller than the fish. Other heroes keep the threat at its size (a wolf by a girl).
 */
const BIGGER_SCALE = 1.3;
/** Heroes smaller than any threat (a fox facing a wolf keeps the wolf's ordinary size). */
const SMALL_HEROES = new Set([
  'fish',
  'mouse',
  'seahorse',
  'crab',
  'chick',
  'frog',
  'bee',
  'butterfly',
  'hamster',
]);

/** A machine is switched off at the turn; a living threat is calmed (never hurt). */
const MACHINES = new Set(['robot']);
/** Threats whose coming darkens the rooftops; a wild animal creeps up instead (RESCUE_PROBLEMS_WILD). */
const LOOMING = new Set(['dragon', 'robot', 'monster']);

/**
 * Saving a place from a threat (idea/read-goal-defend.ts): the threat appears on the problem page,
 * people are warned, a first try fails, a helper and a clue to its weak spot, then the turn stops it
 * (a robot switched off, a dragon calmed) and the place thanks the hero. The threat is named in the
 * text and drawn on the problem, the tries, the clue and the turn, and befriended at the end.
 */
export function defendArc(goal: DefendGoal, facts: IdeaFacts, places: Place[]): GoalArc {
  const machine = MACHINES.has(goal.threat.id);
  const icon = goal.threat.icon;
  const shownOn = new Set(['problem', 'turn', 'ending']);
  // "saves a princess from a dragon": the one held is looked for, freed at the turn (goal-rescue-words.ts).
  const held = goal.victim;
  const smallHero = SMALL_HEROES.has(facts.heroKind?.id ?? '');
  const looming = goal.giant || LOOMING.has(goal.threat.id);
  // Under the sea, its own problems and calm turns (no ground shaking, nothing sits): land books keep theirs.
  const town = goal.place ?? facts.setting;
  const sea = town?.id === 'sea';
  // A wolf or a fox is not looked down on nor steps over the crates: those lines are a giant's.
  const tries = looming ? DEFEND_TRIES : DEFEND_TRIES_SMALL;
  // A hero with magic powers calms the threat with a spell, tries a small one first and practises it.
  const magic = goal.magic && !held;
  const turns = magic
    ? machine
      ? DEFEND_TURNS_MAGIC_MACHINE
      : DEFEND_TURNS_MAGIC_CALM
    : held
      ? machine
        ? RESCUE_TURNS_MACHINE
        : RESCUE_TURNS_CALM
      : machine
        ? DEFEND_TURNS_MACHINE
        : sea
          ? DEFEND_TURNS_CALM_SEA
          : DEFEND_TURNS_CALM;
  return {
    problems: held
      ? looming
        ? RESCUE_PROBLEMS
        : RESCUE_PROBLEMS_WILD
      : sea
        ? DEFEND_PROBLEMS_SEA
        : DEFEND_PROBLEMS,
    turns,
    endings: held ? RESCUE_ENDINGS : DEFEND_ENDINGS,
    episodes: {
      search: held ? RESCUE_SEARCH : DEFEND_WARN,
      obstacle: magic ? first(tries, tries.length - 1, DEFEND_TRY_MAGIC) : tries,
      meet: facts.companions.length ? DEFEND_FRIEND_HELPS : DEFEND_HELPERS,
      clue: DEFEND_CLUES,
      pause: magic ? first(DEFEND_PLANS, 2, DEFEND_PLAN_MAGIC) : DEFEND_PLANS,
    },
    // Warned first, the failed tries next, the helper and the clue, the plan last (story-phases.ts).
    phases: [['search'], ['obstacle'], ['meet', 'clue'], ['pause']],
    inOrder: true,
    places,
    ...(facts.companions.length ? { meetsFriend: true as const } : {}),
    slots: (lang, place) => defendSlots(goal, facts, machine, lang, place?.family === 'sea'),
    turnAction: `${machine ? `switches the ${goal.said.en} off` : `calms the ${goal.said.en} down`}${held ? ` and frees the ${held.said.en}` : ''} and smiles`,
    drawn: (beat, lang, kind, text) => {
      const faced = shownOn.has(beat) || kind === 'obstacle' || kind === 'clue';
      // The powers at work: a page whose words throw sparkles draws them.
      const spell = goal.magic && text && SPARKLES.test(text) ? ['sparkles'] : [];
      // The people the page names (everyone cheering, warned): a small crowd (defend-crowd.ts), drawn last.
      const crowd = crowdNamed(beat, lang, text, { village: town?.id === 'village', sea });
      const also = [...spell, ...crowd.subjects];
      const alsoSaid = [
        ...(spell.length ? [lang === 'fr' ? 'des étincelles magiques' : 'magic sparkles'] : []),
        ...crowd.said,
      ];
      if (!faced || !icon)
        return also.length ? { subjects: also, said: alsoSaid, found: true as const } : undefined;
      // The one held stands by the threat on the problem page, and by the hero once freed.
      const shown = held && shownOn.has(beat) ? held : undefined;
      const drawn = {
        subjects: [...(shown && beat === 'problem' ? [icon, shown.kind.icon] : [icon]), ...also],
        said: [
          threatWords(goal, lang).a,
          ...(shown ? [victimAlt(shown, lang, beat, facts.heroName)] : []),
          ...alsoSaid,
        ],
        found: true as const,
        ...(shown && beat !== 'problem' ? { companion: shown.kind.icon } : {}),
      };
      // A giant threat towers over the hero on every page it is faced (pictures/scene.ts); one holding
      // someone is drawn nearly the hero's size, not a small thing beside the one it holds.
      const giant = goal.giant || (looming && !held);
      const scale = giant ? GIANT_SCALE : held ? HOLDER_SCALE : smallHero ? BIGGER_SCALE : undefined;
      return scale ? { ...drawn, scales: { [icon]: scale } } : drawn;
    },
  };
}

/**
 * A magic hero's own line first (the middle is told in order, so even a short book uses the powers),
 * in place of the stock line at `at`: one for one, the pool keeps its size.
 */
const first = <T>(pool: T[], at: number, own: T) => [own, ...pool.filter((_, i) => i !== at)];

/** "the wolf" / "a wolf"; a named one ("Rex the wolf", « Rex le loup ») is called by its name after. */
function threatWords(goal: DefendGoal, lang: Language) {
  const { said, name } = goal;
  const the =
    lang === 'en'
      ? `the ${said.en}`
      : frElides(said.fr)
        ? `l’${said.fr}`
        : `${said.f ? 'la' : 'le'} ${said.fr}`;
  if (name) return { the: name, a: `${name} ${the}` };
  return { the, a: lang === 'en' ? enA(said.en) : `${said.f ? 'une' : 'un'} ${said.fr}` };
}

/** The threat's English pronouns: a named one is he or she ("Rex the wolf"), else it. */
function threatPronouns(goal: DefendGoal) {
  if (!goal.name) return { it: 'it', It: 'It', him: 'it' };
  const f = nameGender(goal.name) === 'f';
  return f ? { it: 'she', It: 'She', him: 'her' } : { it: 'he', It: 'He', him: 'him' };
}

function defendSlots(goal: DefendGoal, facts: IdeaFacts, machine: boolean, lang: Language, wet: boolean) {
  const fr = lang === 'fr';
  const w = threatWords(goal, lang);
  const f = goal.said.f;
  const where = goal.place ?? facts.setting;
  const placeSaid = where ? (fr ? frThe(where) : `the ${where.en}`) : fr ? 'la ville' : 'the town';
  const town = goal.town?.[lang] ?? placeSaid;
  // « Tokyo était sauvé » (a city's name is masculine), « la ville était sauvée ».
  const townF = goal.town ? false : where ? Boolean(where.f) : true;
  const il = f ? 'elle' : 'il';
  const en = threatPronouns(goal);
  const weakSpot = machine
    ? fr
      ? 'il y avait un gros bouton rouge dans son dos, et sa batterie clignotait'
      : 'there was a big red button on its back, and its battery light was blinking'
    : fr
      ? `${il} avait l’air plus ${f ? 'affamée' : 'affamé'} et ${f ? 'apeurée' : 'apeuré'} que ${f ? 'méchante' : 'méchant'}`
      : `${en.it} looked more hungry and scared than angry`;
  const tip = machine
    ? fr
      ? 'Les robots ont besoin de leur batterie. Fais-le courir, et elle sera vide !'
      : 'Robots need their batteries. Keep it busy and its battery will run down!'
    : fr
      ? `${capitalise(il)} n’est pas ${f ? 'méchante' : 'méchant'}, ${il} a juste faim et peur.`
      : `${en.It} is not wicked, ${en.it} is only hungry and scared.`;
  return {
    threat: w.the,
    Threat: capitalise(w.the),
    aThreat: w.a,
    AThreat: capitalise(w.a),
    // « de l’ours », « du loup », « de la sorcière », « d’Orso »: the article stays, and the contractions
    // (story-context.ts) elide « de » only before a bare name — « d’ours » dropped the bear's article.
    ofThreat: fr ? `de ${w.the}` : `of ${w.the}`,
    ...(fr ? {} : en),
    town,
    Town: capitalise(town),
    townE: townF ? 'e' : '',
    e: f ? 'e' : '',
    il,
    Il: capitalise(il),
    unAmi: f ? 'une amie' : 'un ami',
    weakSpot,
    tip,
    // The page's place under water: a helper swims up, the hero swims up high (no running, no climbing).
    cameRunning: fr
      ? wet
        ? 'arriva à la nage'
        : 'arriva en courant'
      : wet
        ? 'came swimming up'
        : 'came running',
    climbedUp: fr
      ? wet
        ? 'nagea tout en haut'
        : 'grimpa tout en haut'
      : wet
        ? 'swam up high'
        : 'climbed up high',
    ...victimSlots(goal.victim, lang, facts.heroName),
  };
}
