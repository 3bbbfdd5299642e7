import type { Language } from '@bookloom/core';
import type { EggHuntGoal } from '../idea/read-goal-holiday';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  HUNT_ENDINGS,
  HUNT_FINDS,
  HUNT_OPENINGS,
  HUNT_PROBLEMS,
  HUNT_SISTER,
  HUNT_TURNS,
} from './goal-easter-hunt-words';
import {
  BUNNY_ENDINGS,
  BUNNY_FINDS,
  BUNNY_HIDING,
  BUNNY_OPENINGS,
  BUNNY_PROBLEMS,
  BUNNY_TURNS,
} from './goal-easter-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The garden's spots where the eggs hide. */
export const EASTER_GARDEN: Place[] = inFamily('nature', [
  place('among/the flower beds|in the garden', 'parmi/les massifs de fleurs'),
  place('under/the apple tree|in the orchard', 'sous/le pommier'),
  place('in/the vegetable patch|in the garden', 'dans/le potager'),
  place('by/the tool shed|in the garden', 'près de/la cabane à outils'),
  place('by/the garden pond', 'près de/la mare du jardin'),
]);
const LESSON = {
  lost: {
    en: 'when you keep looking, one by one, you find everything',
    fr: 'en cherchant sans se décourager, on finit par tout retrouver',
  },
  hunt: {
    en: 'the best treasure is the one you help someone find',
    fr: 'le plus beau trésor, c’est celui qu’on aide quelqu’un à trouver',
  },
};

/** The little one the hero helps on the hunt, and the words that agree with them. */
const LITTLE = {
  sister: {
    en: {
      lil: 'Lily',
      lilRel: 'little sister',
      lilShe: 'she',
      LilShe: 'She',
      lilHer: 'her',
      LilHer: 'Her',
      lilObj: 'her',
      lilSelf: 'herself',
    },
    fr: {
      lil: 'Lily',
      lilRel: 'la petite sœur',
      lilToo: 'elle aussi',
      lilShe: 'elle',
      LilShe: 'Elle',
      lilObj: 'elle',
      lilAlone: 'toute seule',
    },
  },
  brother: {
    en: {
      lil: 'Leo',
      lilRel: 'little brother',
      lilShe: 'he',
      LilShe: 'He',
      lilHer: 'his',
      LilHer: 'His',
      lilObj: 'him',
      lilSelf: 'himself',
    },
    fr: {
      lil: 'Léo',
      lilRel: 'le petit frère',
      lilToo: 'lui aussi',
      lilShe: 'il',
      LilShe: 'Il',
      lilObj: 'lui',
      lilAlone: 'tout seul',
    },
  },
};

/** Each egg is drawn in the colour its page says (GoalDrawn.tints), the first one the page names. */
const COLOURS: [RegExp, string, { en: string; fr: string }][] = [
  [/red egg|œuf rouge/, '#e4443f', { en: 'a red egg', fr: 'un œuf rouge' }],
  [/blue egg|œuf bleu/, '#3b82f6', { en: 'a blue egg', fr: 'un œuf bleu' }],
  [/yellow egg|œuf jaune/, '#facc15', { en: 'a yellow egg', fr: 'un œuf jaune' }],
  [/green egg|œuf vert/, '#22c55e', { en: 'a green egg', fr: 'un œuf vert' }],
  [/purple egg|œuf violet/, '#9b5de5', { en: 'a purple egg', fr: 'un œuf violet' }],
  [/orange egg|œuf orange/, '#ff8a3d', { en: 'an orange egg', fr: 'un œuf orange' }],
  [/pink egg|œuf rose/, '#f472b6', { en: 'a pink egg', fr: 'un œuf rose' }],
  [/golden egg|œuf doré/, '#f5b800', { en: 'a golden egg', fr: 'un œuf doré' }],
  [/silver egg|œuf argenté/, '#b8c2cc', { en: 'a silver egg', fr: 'un œuf argenté' }],
  [/brown egg|œuf marron/, '#a0522d', { en: 'a brown egg', fr: 'un œuf marron' }],
  [/white egg|œuf blanc/, '#f4f1ea', { en: 'a white egg', fr: 'un œuf blanc' }],
];
/** The spots and helpers the pages name, drawn beside the egg. */
const NAMED: NamedThing[] = [
  [/nest|nid/, 'empty-nest', { en: 'a bird’s nest', fr: 'un nid d’oiseau' }],
  [/tulips|tulipes/, 'tulip', { en: 'tulips', fr: 'des tulipes' }],
  [/boot|botte/, 'womans-boot', { en: 'a boot', fr: 'une botte' }],
  [/bucket|(?<!\p{L})seau(?!\p{L})/u, 'bucket', { en: 'a bucket', fr: 'un seau' }],
  [/carrots|carottes/, 'carrot', { en: 'carrots', fr: 'des carottes' }],
  [/chick|poussin/, 'hatching-chick', { en: 'a chick', fr: 'un poussin' }],
  [/\bhen\b|poule/, 'chicken', { en: 'a hen', fr: 'une poule' }],
  [/frog|grenouille/, 'frog', { en: 'a frog', fr: 'une grenouille' }],
  [/flowerpot|pot de fleurs/, 'potted-plant', { en: 'a flowerpot', fr: 'un pot de fleurs' }],
  [/butterfly|papillon/, 'butterfly', { en: 'a butterfly', fr: 'un papillon' }],
  [/chocolate|chocolat/, 'chocolate-bar', { en: 'chocolate', fr: 'du chocolat' }],
  [/basket|panier/, 'basket', { en: 'a basket', fr: 'un panier' }],
  [/children|enfants/, 'girl', { en: 'children', fr: 'des enfants' }],
];

/** A page's drawing: the egg it finds in its colour, and what else it names. */
function eggDrawn(lang: Language, text: string): GoalDrawn | undefined {
  const egg = COLOURS.find(([re]) => re.test(text));
  const named = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 2), lang);
  if (!egg) return named;
  return {
    subjects: ['egg', ...(named?.subjects ?? [])],
    said: [egg[2][lang], ...(named?.said ?? [])],
    tints: { egg: egg[1] },
  };
}

/**
 * Easter eggs (idea/read-goal-holiday.ts), in order. Lost: the Easter bunny finds the painted eggs
 * one by one (each drawn in its colour), friends point to the last ones, they are hidden again, and
 * the children's hunt is the turn. The hunt: eggs found one by one, a little sister who finds none
 * and is helped, her golden egg at the turn. Chocolate shared at the end.
 */
export function easterArc(goal: EggHuntGoal, facts: IdeaFacts): GoalArc {
  const lost = goal.lost;
  const lesson = LESSON[lost ? 'lost' : 'hunt'];
  return {
    openings: lost ? BUNNY_OPENINGS : HUNT_OPENINGS,
    problems: lost ? BUNNY_PROBLEMS : HUNT_PROBLEMS,
    turns: lost ? BUNNY_TURNS : HUNT_TURNS,
    endings: lost ? BUNNY_ENDINGS : HUNT_ENDINGS,
    episodes: lost
      ? { search: BUNNY_FINDS, clue: BUNNY_HIDING, meet: [] }
      : { search: HUNT_FINDS, clue: HUNT_SISTER, meet: [] },
    phases: [['search'], ['clue']],
    inOrder: true,
    arrival: EASTER_GARDEN[0],
    places: EASTER_GARDEN,
    homeDrawn: EASTER_GARDEN[0],
    slots: (lang: Language): Record<string, string> => ({
      ...LITTLE[goal.brother ? 'brother' : 'sister'][lang],
      ...(facts.lessonNamed ? {} : { lesson: lesson[lang] }),
    }),
    turnAction: lost
      ? 'watches the children hunt for the eggs'
      : 'claps as the little sister finds the golden egg',
    drawn: (beat, lang, _kind, text = '') => {
      const lil = LITTLE[goal.brother ? 'brother' : 'sister'][lang].lil;
      const icon = goal.brother ? 'boy' : 'girl';
      // The hunt's coloring pages (coloring-arc-scenes-easter.ts) stand the little one at the hero's side.
      if (beat === 'little') return { subjects: [], said: [lil], companion: icon };
      const egg = eggDrawn(lang, text);
      // A page naming Lily draws her beside the hero, not only says her (before: named, never drawn).
      if (lost || !text.includes(lil)) return egg;
      // (`found`: there on the first page, not a thought bubble.)
      return {
        ...egg,
        subjects: [icon, ...(egg?.subjects ?? [])],
        said: [lil, ...(egg?.said ?? [])],
        found: true,
      };
    },
  };
}
