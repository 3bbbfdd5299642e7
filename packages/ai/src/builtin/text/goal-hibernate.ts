import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  WINTER_DEN,
  WINTER_ENDINGS,
  WINTER_FEASTS,
  WINTER_FIRST_SNOW,
  WINTER_OPENINGS,
  WINTER_PROBLEMS,
  WINTER_SLEEP,
  WINTER_TURNS,
} from './goal-hibernate-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The forest around the den: where the hero feasts, says goodbye, and wakes to flowers. */
export const WINTER_FOREST = inFamily('nature', [
  place('by/the berry bushes|in the forest', 'près de/les buissons de mûres'),
  place('by/the river|in the forest', 'au bord de/la rivière'),
  place('under/the old oak|in the forest', 'sous/le vieux chêne'),
  place('in/the clearing|in the forest', 'dans/la clairière'),
]);
/** The den: its mouth looks out on the snow; inside, the bed of leaves (pictures/cave-rooms.ts). */
export const DEN_ROOMS = [
  { ...place('at/the cave mouth|inside the cave', 'à/l’entrée de la grotte'), family: 'cave' as const },
  { ...place('in/the cosy den|inside the cave', 'dans/la tanière douillette'), family: 'cave' as const },
];
const LESSON = {
  en: 'every season brings its own gifts, even the long, sleepy winter',
  fr: 'chaque saison apporte ses cadeaux, même le long hiver endormi',
};

/** What a page's words name, drawn: the feast, the leaves, a friend, the sleep, the flowers. */
const NAMED: NamedThing[] = [
  [/berries|mûres/, 'blueberries', { en: 'berries', fr: 'des mûres' }],
  [/fish|poisson/, 'fish', { en: 'a fish', fr: 'un poisson' }],
  [/honey|miel(?!\p{L})/u, 'honey-pot', { en: 'honey', fr: 'du miel' }],
  [/acorns|glands/, 'chestnut', { en: 'acorns', fr: 'des glands' }],
  [/hedgehog|hérisson/, 'hedgehog', { en: 'a hedgehog', fr: 'un hérisson' }],
  [
    /birds were flying|oiseaux partaient/,
    'bird',
    { en: 'birds flying south', fr: 'des oiseaux qui partent' },
  ],
  [/a mouse|une souris/, 'mouse', { en: 'a mouse', fr: 'une souris' }],
  [/leaves|feuilles/, 'fallen-leaf', { en: 'autumn leaves', fr: 'des feuilles d’automne' }],
  // The hero asleep (a mouse snuggled up and "neither of them woke up" too): drawn lying, eyes shut,
  // the alt's "asleep in the cosy den" (the hint `asleep`), so no word of its own in the list.
  [
    /slept|snor|asleep|closed|Neither of them woke|dormait|ronfla|ferma les deux yeux|s’endormit|se ferment|ne se réveilla/,
    'zzz',
    { en: '', fr: '' },
  ],
  [/flowers|fleurs/, 'tulip', { en: 'spring flowers', fr: 'des fleurs de printemps' }],
];

/**
 * A winter's sleep (idea/read-goal-hibernate.ts): autumn's feasts by day, the den and the goodbyes at
 * dusk, the first snow and the long sleep at night, told in that order; the thaw at the turn, at the
 * cave mouth; spring flowers in the clearing at the end.
 */
export function hibernateArc(facts: IdeaFacts): GoalArc {
  const clearing = WINTER_FOREST[3];
  // Only a bear fishes for its supper; a hedgehog or a dormouse keeps to berries, acorns and honey.
  const feasts =
    facts.heroKind?.id === 'bear'
      ? WINTER_FEASTS
      : WINTER_FEASTS.filter((t) => !/A fish for supper/.test(t.en));
  const [mouth] = DEN_ROOMS;
  return {
    openings: WINTER_OPENINGS,
    problems: WINTER_PROBLEMS,
    turns: WINTER_TURNS,
    endings: WINTER_ENDINGS,
    episodes: {
      search: feasts,
      clue: WINTER_DEN,
      obstacle: WINTER_FIRST_SNOW,
      pause: WINTER_SLEEP,
      meet: [],
    },
    // Autumn, the den at dusk, the first snow at night, then the long sleep: at least a page each.
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    arrival: mouth,
    places: [...WINTER_FOREST, ...DEN_ROOMS],
    homeDrawn: clearing,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'wakes up and stretches at the cave mouth as the snow melts',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'opening')
        return {
          subjects: ['fallen-leaf'],
          said: [lang === 'en' ? 'autumn leaves' : 'des feuilles d’automne'],
        };
      // A dream of honey is dreamt, not a pot on the den's floor: the sleep alone is drawn.
      const named = /dream|rêv/.test(text)
        ? NAMED.filter(([, icon]) => icon === 'zzz')
        : NAMED.filter(([re]) => re.test(text)).slice(0, 2);
      return drawnOfNamed(named, lang);
    },
  };
}
