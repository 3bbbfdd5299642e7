import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { phaseRuns, toldFirst } from './goal-portal';
import { legs } from './goal-task-places';
import {
  WINGS_ENDINGS,
  WINGS_GROUNDED,
  WINGS_KIND,
  WINGS_OPENINGS,
  WINGS_PROBLEMS,
  WINGS_TURNS,
  WINGS_WALK,
  WINGS_WISH,
} from './goal-wings-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

const [MEADOW, POND, FERN, STUMP, TOADSTOOL] = inFamily('nature', [
  place('in/the flower meadow', 'dans/la prairie fleurie'),
  place('by/the lily pond|in the flower meadow', 'au bord de/la mare aux nénuphars'),
  place('under/the big fern|in the enchanted forest', 'sous/la grande fougère'),
  place('on/the mossy stump|in the enchanted forest', 'sur/la souche moussue'),
  place('by/the toadstool ring|in the flower meadow', 'près de/le cercle de champignons'),
]);
// One leg a phase: grounded at home, on foot with her friends (twice as long), kind, the wish.
const PLACES: Place[] = legs([MEADOW, POND], [FERN, STUMP], [MEADOW, TOADSTOOL], [POND, FERN], [STUMP]);
const PHASES = [['search'], ['obstacle'], ['obstacle'], ['clue'], ['pause']] as GoalArc['phases'];

/** Which lines a short book tells first, by their place in each table (the rest in a long book). */
const GROUNDED_FIRST = [2, 0, 1, 3, 4];
const WALK_FIRST = [0, 1, 4, 5, 6, 2, 7, 3];
const KIND_FIRST = [0, 3, 2, 1, 4, 5];

const LESSON = {
  en: 'a kind heart is the truest magic, wings or no wings',
  fr: 'la vraie magie vient d’un cœur gentil, avec ou sans ailes',
};

/** What each line names is drawn: the butterfly, the ladybird, the bee, the snail, the ants… */
const NAMED: NamedThing[] = [
  [/butterfly|\bpapillon\b/i, 'butterfly', { en: 'the butterfly', fr: 'le papillon' }],
  [/ladybird|coccinelle/i, 'lady-beetle', { en: 'the ladybird', fr: 'la coccinelle' }],
  [/\bbees?\b|abeille/i, 'honeybee', { en: 'the bee', fr: 'l’abeille' }],
  [/snail|escargot/i, 'snail', { en: 'a snail', fr: 'un escargot' }],
  [/\bants\b|fourmis/i, 'ant', { en: 'ants', fr: 'des fourmis' }],
  [/\bdew\b|rosée/i, 'droplet', { en: 'dewdrops', fr: 'des gouttes de rosée' }],
  [/\bfrog\b|grenouille/i, 'frog', { en: 'a frog', fr: 'une grenouille' }],
  [/mushroom|champignon/i, 'mushroom', { en: 'a mushroom', fr: 'un champignon' }],
  [/flowers|fleurs/i, 'blossom', { en: 'flowers', fr: 'des fleurs' }],
];
const FRIENDS = NAMED.slice(0, 3);
const WINGS_GONE = { en: 'no wings on her back', fr: 'un dos sans ailes' };
const WINGS_BACK = { en: 'her wings back and shimmering', fr: 'ses ailes revenues, toutes chatoyantes' };

/**
 * A fairy who lost her wings (idea/read-goal-wings.ts): drawn without them from the morning she wakes
 * (StoryHints.becomes: pictures/fairy-wings-icons.ts); the small things and her friends beside her on
 * foot; the wings grown back shimmering at the turn, in the meadow, and flying with her friends at the
 * end. Before, she hunted « l’ailes » drawn as a package.
 */
export function wingsArc(facts: IdeaFacts, pages: number): GoalArc {
  const [grounded, walk1, walk2, kind, wish] = phaseRuns(5, pages);
  return {
    openings: WINGS_OPENINGS,
    problems: WINGS_PROBLEMS,
    turns: WINGS_TURNS,
    endings: WINGS_ENDINGS,
    episodes: {
      search: toldFirst(WINGS_GROUNDED, GROUNDED_FIRST, grounded),
      obstacle: toldFirst(WINGS_WALK, WALK_FIRST, walk1 + walk2),
      clue: toldFirst(WINGS_KIND, KIND_FIRST, kind),
      pause: WINGS_WISH.slice(0, Math.max(1, wish)),
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    arrival: MEADOW,
    places: PLACES,
    homeDrawn: MEADOW,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'feels her wings grow back, shimmering, as the dew sparkles on the petals',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'opening')
        return { subjects: ['blossom'], said: [lang === 'en' ? 'flowers' : 'des fleurs'] };
      if (beat === 'turn' || beat === 'ending') {
        const friends = drawnOfNamed(FRIENDS, lang);
        const subjects = [beat === 'turn' ? 'sparkles' : 'blossom', ...(friends?.subjects ?? [])];
        return { subjects, said: [WINGS_BACK[lang], ...(friends?.said ?? [])], becomes: 'fairy-shimmering' };
      }
      // From the morning she wakes until the turn, she is drawn and said without her wings.
      const drawn = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 2), lang);
      return {
        subjects: drawn?.subjects ?? [],
        said: [WINGS_GONE[lang], ...(drawn?.said ?? [])],
        becomes: 'fairy-wingless',
      };
    },
  };
}
