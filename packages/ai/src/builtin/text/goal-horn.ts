import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  HORN_ENDINGS,
  HORN_FADING,
  HORN_HERSELF,
  HORN_OPENINGS,
  HORN_PEACE,
  HORN_PROBLEMS,
  HORN_SEARCH,
  HORN_TURNS,
} from './goal-horn-words';
import { phaseRuns, toldFirst } from './goal-portal';
import { legs } from './goal-task-places';
import { drawnOfNamed, type NamedThing } from './named-drawn';

const [MEADOW, STREAM, FOREST, OAK, GLADE, HILL, BRIDGE] = inFamily('nature', [
  place('in/the unicorn meadow', 'dans/la prairie des licornes'),
  place('by/the sparkling stream|in the unicorn meadow', 'au bord de/le ruisseau scintillant'),
  place('in/the enchanted wood|in the enchanted forest', 'dans/la forêt enchantée'),
  place('under/the owl’s old oak|in the enchanted forest', 'sous/le vieux chêne du hibou'),
  place('in/the flower glade|in the enchanted forest', 'dans/la clairière fleurie'),
  place('on/the grassy hill|in the unicorn meadow', 'sur/la colline herbeuse'),
  place('on/the rainbow bridge', 'sur/le pont arc-en-ciel', 'sky'),
]);
// One leg a phase: the magic fading at home, the search (twice as long), herself again, peace.
const PLACES: Place[] = legs([MEADOW, STREAM], [FOREST, OAK], [BRIDGE, FOREST], [GLADE, STREAM], [HILL]);
const PHASES = [['search'], ['obstacle'], ['obstacle'], ['clue'], ['pause']] as GoalArc['phases'];

/** Which lines a short book tells first, by their place in each table (the rest in a long book). */
const FADING_FIRST = [0, 1, 2, 3];
const SEARCH_FIRST = [0, 1, 2, 3, 5, 4];
const HERSELF_FIRST = [1, 0, 3, 2];

const LESSON = {
  en: 'the truest magic comes from the heart, horn or no horn',
  fr: 'la vraie magie vient du cœur, avec ou sans corne',
};

/** What each line names is drawn: the fairy, the owl, the butterflies, the rabbit… never a rainbow. */
const NAMED: NamedThing[] = [
  [/fairy|fée/i, 'person-fairy', { en: 'the little fairy', fr: 'la petite fée' }],
  [/owl|hibou/i, 'owl', { en: 'the wise old owl', fr: 'le vieux hibou' }],
  [/butterflies|papillons/i, 'butterfly', { en: 'butterflies', fr: 'des papillons' }],
  [/rabbit|lapin/i, 'rabbit', { en: 'a little rabbit', fr: 'un petit lapin' }],
  [/flowers|fleurs/i, 'blossom', { en: 'pale flowers', fr: 'des fleurs pâles' }],
  [/mushroom|champignon/i, 'mushroom', { en: 'mushrooms', fr: 'des champignons' }],
];
const FRIENDS = NAMED.slice(0, 2);
const HORN_GONE = { en: 'no horn on her forehead', fr: 'plus de corne sur le front' };
const HORN_BACK = { en: 'her horn back and glowing gold', fr: 'sa corne revenue, toute dorée' };

/**
 * A unicorn who lost her horn (idea/read-goal-horn.ts): drawn without it from the morning she wakes
 * (StoryHints.becomes: pictures/unicorn-horn-icons.ts), no rainbow while her magic is gone; the fairy
 * and the owl beside her as they look; the horn grown back glowing at the turn, on the rainbow bridge,
 * and the rainbow she paints at the end. Before, she hunted "the horn" drawn as a postal horn.
 */
export function hornArc(facts: IdeaFacts, pages: number): GoalArc {
  const [fading, search1, search2, herself, peace] = phaseRuns(5, pages);
  return {
    openings: HORN_OPENINGS,
    problems: HORN_PROBLEMS,
    turns: HORN_TURNS,
    endings: HORN_ENDINGS,
    episodes: {
      search: toldFirst(HORN_FADING, FADING_FIRST, fading),
      obstacle: toldFirst(HORN_SEARCH, SEARCH_FIRST, search1 + search2),
      clue: toldFirst(HORN_HERSELF, HERSELF_FIRST, herself),
      pause: HORN_PEACE.slice(0, Math.max(1, peace)),
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    arrival: BRIDGE,
    places: PLACES,
    homeDrawn: MEADOW,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'feels her horn grow back, glowing gold, as the bridge’s colours come back',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'opening')
        return { subjects: ['rainbow'], said: [lang === 'en' ? 'a rainbow' : 'un arc-en-ciel'] };
      if (beat === 'turn' || beat === 'ending') {
        const friends = drawnOfNamed(FRIENDS, lang);
        const subjects = [beat === 'turn' ? 'sparkles' : 'rainbow', ...(friends?.subjects ?? [])];
        return { subjects, said: [HORN_BACK[lang], ...(friends?.said ?? [])], becomes: 'unicorn-glowing' };
      }
      // From the morning she wakes until the turn, she is drawn and said without her horn.
      const drawn = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 2), lang);
      return {
        subjects: drawn?.subjects ?? [],
        said: [HORN_GONE[lang], ...(drawn?.said ?? [])],
        becomes: 'unicorn-hornless',
      };
    },
  };
}
