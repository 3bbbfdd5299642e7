import type { Language } from '@bookloom/core';
import type { ChoresGoal, ChoresSetting } from '../idea/read-goal-chores';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, SETTINGS } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { FARM_CHORES, FARM_ENDINGS, FARM_PROBLEMS, FARM_STORM, FARM_TURNS } from './goal-chores-farm-words';
import {
  GARDEN_CHORES,
  GARDEN_ENDINGS,
  GARDEN_PROBLEMS,
  GARDEN_TURNS,
  GARDEN_WAIT,
} from './goal-chores-garden-words';
import { GROWN } from './goal-task-script-kit';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import type { PlacedL } from './story-place-fit';

/** A setting's chores: its pages, where the turn happens, who is helped, what the words name drawn. */
type Chores = {
  problems: PlacedL[];
  chores: PlacedL[];
  /** Before the turn: the storm coming on the farm, waiting for the seeds in the garden. */
  before: PlacedL[];
  turns: PlacedL[];
  endings: PlacedL[];
  /** The setting's spot the turn happens at (the hay field, the vegetable patch). */
  arrival: RegExp;
  /** Who is helped when the idea names no grown-up, and their icon. */
  grown: { en: string; fr: string; icon: string };
  named: NamedThing[];
  turnDrawn: string[];
  turnAction: string;
};

const CLOUDS: NamedThing = [
  /clouds|nuages|\brain\b|pluie/,
  'cloud-with-lightning-and-rain',
  { en: 'storm clouds', fr: 'des nuages d’orage' },
];
const APPLES: NamedThing = [/apples|pommes/, 'red-apple', { en: 'apples', fr: 'des pommes' }];
const BASKET: NamedThing = [/basket|panier/, 'basket', { en: 'a basket', fr: 'un panier' }];

/** Each setting's table; another setting (the bakery…) plugs in with its own (read-goal-chores.ts). */
const CHORES: Record<ChoresSetting, Chores> = {
  farm: {
    problems: FARM_PROBLEMS,
    chores: FARM_CHORES,
    before: FARM_STORM,
    turns: FARM_TURNS,
    endings: FARM_ENDINGS,
    arrival: /hay field/,
    grown: { en: 'the farmer', fr: 'le fermier', icon: 'farmer' },
    named: [
      [/hens|poules/, 'chicken', { en: 'the hens', fr: 'les poules' }],
      [/eggs|œufs/, 'egg', { en: 'eggs', fr: 'des œufs' }],
      [/hay|foin/, 'sheaf-of-rice', { en: 'hay', fr: 'du foin' }],
      [/mud|boue/, 'hole', { en: 'the mud', fr: 'la boue' }],
      APPLES,
      BASKET,
      [/horse|cheva/, 'horse', { en: 'the horse', fr: 'le cheval' }],
      [/carrot|carotte/, 'carrot', { en: 'a carrot', fr: 'une carotte' }],
      [/cow|vache/, 'cow', { en: 'the cow', fr: 'la vache' }],
      [/milk|lait/, 'glass-of-milk', { en: 'milk', fr: 'du lait' }],
      [/chick\b|poussin/, 'baby-chick', { en: 'a little chick', fr: 'un petit poussin' }],
      [/ducks|canards/, 'duck', { en: 'the ducks', fr: 'les canards' }],
      [/buckets|seaux/, 'bucket', { en: 'buckets', fr: 'des seaux' }],
      [/pears|poires/, 'pear', { en: 'pears', fr: 'des poires' }],
      [/straw|paille/, 'sheaf-of-rice', { en: 'straw', fr: 'de la paille' }],
      [/plums|prunes/, 'ladder', { en: 'a ladder', fr: 'une échelle' }],
      [/ducklings|canetons/, 'duck', { en: 'ducklings', fr: 'des canetons' }],
      [/swept|balaya/, 'broom', { en: 'a broom', fr: 'un balai' }],
      CLOUDS,
    ],
    turnDrawn: ['sheaf-of-rice', 'cloud-with-lightning-and-rain'],
    turnAction: 'brings the last of the hay into the barn just before the storm',
  },
  garden: {
    problems: GARDEN_PROBLEMS,
    chores: GARDEN_CHORES,
    before: GARDEN_WAIT,
    turns: GARDEN_TURNS,
    endings: GARDEN_ENDINGS,
    arrival: /vegetable/,
    grown: { en: 'Grandma', fr: 'Mamie', icon: 'old-woman' },
    named: [
      [/worm|ver de terre/, 'worm', { en: 'a worm', fr: 'un ver de terre' }],
      [/weeds|mauvaises herbes/, 'herb', { en: 'weeds', fr: 'des mauvaises herbes' }],
      [/watering can|arrosoir|watered|arrosa/, 'droplet', { en: 'water', fr: 'de l’eau' }],
      [/flowers|fleurs/, 'tulip', { en: 'flowers', fr: 'des fleurs' }],
      APPLES,
      BASKET,
      [/snail|escargot/, 'snail', { en: 'a snail', fr: 'un escargot' }],
      [/frog|grenouille/, 'frog', { en: 'a frog', fr: 'une grenouille' }],
      [/carrots|carottes/, 'carrot', { en: 'carrots', fr: 'des carottes' }],
      [/butterfly|papillon/, 'butterfly', { en: 'a butterfly', fr: 'un papillon' }],
      [/goldfish|poissons rouges/, 'fish', { en: 'goldfish', fr: 'des poissons rouges' }],
      [/tomato|tomates/, 'tomato', { en: 'tomato plants', fr: 'des plants de tomates' }],
      [/leaves|feuilles/, 'fallen-leaf', { en: 'leaves', fr: 'des feuilles' }],
      [/bird|oiseau/, 'bird', { en: 'a little bird', fr: 'un petit oiseau' }],
      [/lemonade|limonade/, 'cup-with-straw', { en: 'lemonade', fr: 'de la limonade' }],
    ],
    turnDrawn: ['seedling'],
    turnAction: 'finds the first green sprout poking out of the earth',
  },
};
const LESSON = {
  en: 'helping is the best way to spend a day, and that many hands make the work light',
  fr: 'aider, c’est la plus belle façon de passer une journée, et qu’à plusieurs le travail est plus léger',
};
const SPROUT = { en: 'a tiny green sprout', fr: 'une toute petite pousse verte' };

/**
 * A helping day (idea/read-goal-chores.ts): one real chore a page at the setting's own spots, each
 * drawn; the storm coming (the farm) or the wait (the garden), the big moment at the turn, thanks
 * at the end. Who is helped is the grown-up the idea names ("his grandpa"), else the setting's own.
 */
export function choresArc(goal: ChoresGoal, facts: IdeaFacts): GoalArc {
  const t = CHORES[goal.at];
  const spots: Place[] = SETTINGS.find((s) => s.id === goal.at)?.places ?? [];
  const arrival = spots.find((p) => t.arrival.test(p.en)) ?? spots[0];
  const near = facts.companions.find((c) => GROWN[c.kind.id]);
  const grown = near ? GROWN[near.kind.id] : t.grown;
  // The one helped is drawn beside the hero on the turn and the last page when the idea names nobody.
  const helper = near ? [] : [t.grown.icon];
  return {
    problems: t.problems,
    turns: t.turns,
    endings: t.endings,
    episodes: { search: t.chores, obstacle: t.before, clue: [], pause: [], meet: [] },
    // The chores are the day: four parts of the middle in five, then the storm or the wait.
    phases: [['search'], ['search'], ['search'], ['search'], ['obstacle']],
    inOrder: true,
    arrival,
    places: spots,
    slots: (lang: Language): Record<string, string> => ({
      grown: grown[lang],
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: t.turnAction,
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      if (beat === 'turn' && goal.at === 'garden')
        return { subjects: [...t.turnDrawn, ...helper], said: [SPROUT[lang]] };
      if (beat === 'ending') return helper.length ? { subjects: helper, said: [grown[lang]] } : undefined;
      const named = t.named.filter(([re]) => re.test(text)).slice(0, 3);
      const drawn = drawnOfNamed(named, lang);
      if (beat === 'turn') return { subjects: [...t.turnDrawn, ...helper], said: drawn?.said ?? [] };
      return drawn;
    },
  };
}
