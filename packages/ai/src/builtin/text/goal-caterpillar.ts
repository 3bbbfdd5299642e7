import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  CATERPILLAR_COCOON,
  CATERPILLAR_ENDINGS,
  CATERPILLAR_FEASTS,
  CATERPILLAR_GROWING,
  CATERPILLAR_OPENINGS,
  CATERPILLAR_PROBLEMS,
  CATERPILLAR_SLEEP,
  CATERPILLAR_TURNS,
} from './goal-caterpillar-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The garden's spots: the leaf it hatches on, the fruit it eats, the stem of its cocoon, the flowers. */
export const CATERPILLAR_GARDEN = inFamily('nature', [
  place('among/the cabbages|in the garden', 'parmi/les choux'),
  place('under/the apple tree|in the garden', 'sous/le pommier'),
  place('among/the strawberry plants|in the garden', 'parmi/les fraisiers'),
  place('in/the vegetable patch|in the garden', 'dans/le potager'),
  place('by/the flower bed|in the garden', 'près de/le massif de fleurs'),
  place('over/the flowers|in the garden', 'au-dessus de/les fleurs'),
]);
const LESSON = {
  en: 'every little one grows and changes, each in its own good time',
  fr: 'chaque petit grandit et change, chacun à son rythme',
};

/** What a page's words name, drawn: one food a page, the leaf, the cocoon's sleep, the flowers. */
const NAMED: NamedThing[] = [
  [/egg|œuf/, 'egg', { en: 'a tiny egg', fr: 'un œuf minuscule' }],
  [/red apple|pomme rouge/, 'red-apple', { en: 'a red apple', fr: 'une pomme rouge' }],
  [/pears|poires/, 'pear', { en: 'two pears', fr: 'deux poires' }],
  [/cherries|cerises/, 'cherries', { en: 'three cherries', fr: 'trois cerises' }],
  [/strawberries|fraises/, 'strawberry', { en: 'four strawberries', fr: 'quatre fraises' }],
  [/watermelon|pastèque/, 'watermelon', { en: 'a slice of watermelon', fr: 'une tranche de pastèque' }],
  [/cheese|fromage/, 'cheese-wedge', { en: 'cheese', fr: 'du fromage' }],
  [/lollipop|sucette/, 'lollipop', { en: 'a lollipop', fr: 'une sucette' }],
  [/cupcake|petit gâteau/, 'cupcake', { en: 'a cupcake', fr: 'un petit gâteau' }],
  [/green leaf|feuille verte/, 'leaf-fluttering-in-wind', { en: 'a green leaf', fr: 'une feuille verte' }],
  [/ladybird|coccinelle/, 'lady-beetle', { en: 'a ladybird', fr: 'une coccinelle' }],
  [/snails|escargots/, 'snail', { en: 'two snails', fr: 'deux escargots' }],
  [/a bee|une abeille/, 'honeybee', { en: 'a bee', fr: 'une abeille' }],
  [/a bird|un oiseau/, 'bird', { en: 'a bird', fr: 'un oiseau' }],
  [/spider|araignée/, 'spider', { en: 'a little spider', fr: 'une petite araignée' }],
  // The sleep in the cocoon: the hero drawn asleep (StoryHints.asleep), so no word of its own in the alt.
  [/slept|asleep|dormait|dort(?!\p{L})|endormie/u, 'zzz', { en: '', fr: '' }],
];
const WINGS = { en: 'bright new butterfly wings', fr: 'de belles ailes de papillon' };
const COCOON = { en: 'a silk cocoon', fr: 'un cocon de soie' };
const FLOWERS = { en: 'the flowers', fr: 'les fleurs' };

/**
 * A caterpillar becomes a butterfly (idea/read-goal-caterpillar.ts), in order: the feast, the tummy
 * ache and growing fat, the cocoon, the sleep; out a butterfly at the turn, drawn as the butterfly
 * from then on (StoryHints.becomes), flying over the flowers at the end.
 */
export function caterpillarArc(facts: IdeaFacts): GoalArc {
  const flowers = CATERPILLAR_GARDEN[4];
  return {
    openings: CATERPILLAR_OPENINGS,
    problems: CATERPILLAR_PROBLEMS,
    turns: CATERPILLAR_TURNS,
    endings: CATERPILLAR_ENDINGS,
    episodes: {
      search: CATERPILLAR_FEASTS,
      clue: CATERPILLAR_GROWING,
      obstacle: CATERPILLAR_COCOON,
      pause: CATERPILLAR_SLEEP,
      meet: [],
    },
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    arrival: flowers,
    places: CATERPILLAR_GARDEN.slice(0, 4),
    homeDrawn: CATERPILLAR_GARDEN[0],
    // The last page flies over the flowers.
    bed: CATERPILLAR_GARDEN[5],
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'comes out of the cocoon a beautiful butterfly, wings open',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'turn' || beat === 'ending')
        return {
          subjects: beat === 'turn' ? ['tulip'] : ['tulip', 'blossom', 'hibiscus'],
          said: beat === 'turn' ? [WINGS[lang]] : [WINGS[lang], FLOWERS[lang]],
          becomes: 'butterfly',
          airborne: true,
        };
      const named = NAMED.filter(([re]) => re.test(text)).slice(0, 3);
      // Wrapped in silk: the hero is drawn as the cocoon until the turn (not lying asleep beside it).
      if (/cocoon|cocon/.test(text))
        return {
          subjects: named.map(([, icon]) => icon),
          said: [COCOON[lang], ...named.map(([, , w]) => w[lang]).filter(Boolean)],
          becomes: 'cocoon',
        };
      return drawnOfNamed(named, lang);
    },
  };
}
