import type { Language } from '@bookloom/core';
import type { HelpGoal } from '../idea/read-goal-help';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import { frElides } from '../idea/words';
import type { GoalArc } from './goal-arc';
import { fableVoices } from './goal-fable-voices';
import {
  FABLE_DAYS,
  FABLE_ENDINGS,
  FABLE_OPENINGS,
  FABLE_PROBLEMS,
  FABLE_RACE,
  FABLE_SIGNS,
  FABLE_TURNS,
} from './goal-fable-words';
import { capitalise } from './story-context';

/** Tiny helpers and the big ones they help: "A brave little mouse helps a lion" is the fable. */
const SMALL = new Set(['mouse', 'ant', 'bee', 'ladybird', 'hamster', 'frog', 'snail']);
const BIG = new Set(['lion', 'tiger', 'elephant', 'rhino', 'hippo', 'gorilla', 'bear']);

/**
 * The lion and the mouse: a tiny hero helps a big animal the idea names in no trouble of its own
 * ("A brave little mouse helps a lion"), or caught in a net. Before, it was a lost-lion story at the
 * zoo, with a zookeeper in the jungle when the idea said so.
 */
export const isFable = (goal: HelpGoal, facts: IdeaFacts) =>
  SMALL.has(facts.heroKind?.id ?? '') &&
  BIG.has(goal.being.id) &&
  (goal.need === 'home' || goal.trap?.en === 'the net' || goal.trap?.en === 'the trap');

export const SAVANNA = inFamily('nature', [
  place('in/the tall grass|in the savanna', 'dans/les hautes herbes'),
  place('by/the watering hole|in the savanna', 'près de/le point d’eau'),
  place('under/the acacia tree|in the savanna', 'sous/l’acacia'),
  place('on/the lion rocks|in the savanna', 'sur/les rochers des lions'),
  place('by/the river|in the savanna', 'au bord de/la rivière'),
]);
export const FABLE_FOREST = inFamily('nature', [
  place('in/the ferns|in the forest', 'dans/les fougères'),
  place('by/the river|in the forest', 'au bord de/la rivière'),
  place('under/the old oak|in the forest', 'sous/le vieux chêne'),
  place('by/the big rock|in the forest', 'près de/le gros rocher'),
  place('in/the clearing|in the forest', 'dans/la clairière'),
]);
const LESSON = {
  en: 'even the smallest friend can be a great help',
  fr: 'même le plus petit des amis peut être d’un grand secours',
};
/** The hunters' net (pictures/hunter-net-icon.ts), on the pages whose words name it. */
const NET = 'hunter-net';
const NET_NAMED = /\bnet\b|\bfilet\b/i;
const NET_FOUND = {
  en: 'a hunter’s net hidden under the leaves',
  fr: 'un filet de chasseur caché sous les feuilles',
};
const NET_CAUGHT = { en: ' caught in the hunter’s net', fr: ' pris dans le filet du chasseur' };
/** The big one towers over the tiny hero (pictures/scene.ts). */
const BIG_SCALE = 2.2;

/**
 * The fable's arc: spared on the problem page, the hero's days and the promise, the hunters' signs,
 * the roar and the race, the net gnawed open at the turn, friends at the end.
 */
export function fableArc(goal: HelpGoal, facts: IdeaFacts): GoalArc {
  const places = goal.being.id === 'bear' ? FABLE_FOREST : SAVANNA;
  const icon = goal.being.icon;
  const the = (lang: Language) =>
    goal.name ??
    (lang === 'en'
      ? `the ${goal.said.en}`
      : frElides(goal.said.fr)
        ? `l’${goal.said.fr}`
        : `${goal.said.f ? 'la' : 'le'} ${goal.said.fr}`);
  return {
    openings: FABLE_OPENINGS,
    problems: FABLE_PROBLEMS,
    turns: FABLE_TURNS,
    endings: FABLE_ENDINGS,
    episodes: { search: FABLE_DAYS, clue: FABLE_SIGNS, obstacle: FABLE_RACE, pause: [], meet: [] },
    phases: [['search'], ['clue'], ['obstacle']],
    inOrder: true,
    arrival: places[3],
    places: places.filter((_, i) => i !== 3),
    homeDrawn: places[0],
    slots: (lang: Language): Record<string, string> => ({
      helped: the(lang),
      Helped: capitalise(the(lang)),
      helpedNoun: goal.said.en,
      // « le museau d’un lion qui dormait »: met for the first time, or by the name the idea gives.
      deAHelped: goal.name ? `de ${goal.name}` : `d’${goal.said.f ? 'une' : 'un'} ${goal.said.fr}`,
      eM: facts.heroKind?.f ? 'e' : '',
      // A lion roars, an elephant trumpets; a mouse runs on four paws, an ant on six legs.
      ...fableVoices(goal.being.id, facts.heroKind?.id ?? '', lang),
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: `gnaws through the net and frees the ${goal.said.en}`,
    drawn: (beat, lang, kind, text = '') => {
      // The big one is there when spared, freed and thanked, and on a page that sees it drinking.
      const there =
        beat === 'problem' ||
        beat === 'turn' ||
        beat === 'ending' ||
        (kind === 'search' && /drinking|boire/.test(text));
      // The hunters' net the page names: over the big one caught in it, or found alone on the ground.
      const net = NET_NAMED.test(text);
      if (!there) return net ? { subjects: [NET], said: [NET_FOUND[lang]], found: true } : undefined;
      const big = lang === 'en' ? `the ${goal.said.en}` : the('fr');
      return {
        subjects: net ? [icon, NET] : [icon],
        said: [net ? `${big}${NET_CAUGHT[lang]}` : big],
        found: true,
        scales: { [icon]: BIG_SCALE },
      };
    },
  };
}
