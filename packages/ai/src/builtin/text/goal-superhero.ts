import type { Language } from '@bookloom/core';
import { nameGender } from '../idea/name-gender';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { TITLED_OPENINGS, TITLED_PROBLEMS } from './goal-superhero-titled';
import {
  HERO_ENDINGS,
  HERO_FRIENDS,
  HERO_OPENINGS,
  HERO_PROBLEMS,
  HERO_READY,
  HERO_RESCUES,
  HERO_STORM,
  HERO_TURNS,
} from './goal-superhero-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The city's spots, as the city setting names them (pictures/landmark-built.ts draws them); the bridge is the turn's. */
const CITY = inFamily('town', [
  place('in/the town square', 'sur/la grande place'),
  place('at/the busy market|in town', 'à/le marché'),
  place('at/the bakery|in town', 'à/la boulangerie'),
  place('at/the school|in town', 'à/l’école'),
  place('at/the library|in town', 'à/la bibliothèque'),
]);
const BRIDGE = inFamily('town', [place('on/the old bridge|in the city', 'sur/le vieux pont')])[0];
/** A name that already holds a title ("Captain Broccoli", « Super Tomate ») is called as it is, not "Super Captain Broccoli". */
const TITLED =
  /^(captain|capitaine|super|doctor|docteur|dr\.?|professor|professeur|mister|madame|lady|sir)\b/i;
const LESSON = {
  en: 'a real hero is someone who helps, and that helping others brings help back',
  fr: 'un vrai héros, c’est quelqu’un qui aide, et que l’aide qu’on donne nous revient toujours',
};

/** What a page's words name, drawn: one rescue a page, the storm, the friends who come back. */
const NAMED: NamedThing[] = [
  [/kitten|chaton/, 'cat', { en: 'a kitten', fr: 'un chaton' }],
  [/tree|arbre/, 'deciduous-tree', { en: 'a tree', fr: 'un arbre' }],
  [/balloon|ballon/, 'balloon', { en: 'a red balloon', fr: 'un ballon rouge' }],
  [/apples|pommes/, 'red-apple', { en: 'apples', fr: 'des pommes' }],
  [/old lady|vieille dame/, 'old-woman', { en: 'an old lady', fr: 'une vieille dame' }],
  [/\bbus\b/, 'bus', { en: 'the yellow bus', fr: 'le bus jaune' }],
  [/puppy|chiot/, 'dog', { en: 'a puppy', fr: 'un chiot' }],
  [/oranges/, 'tangerine', { en: 'oranges', fr: 'des oranges' }],
  [/\bhat\b|chapeau/, 'top-hat', { en: 'a hat', fr: 'un chapeau' }],
  [/books|livres/, 'books', { en: 'books', fr: 'des livres' }],
  [/kite|cerf-volant/, 'kite', { en: 'a kite', fr: 'un cerf-volant' }],
  [/ice cream|glace/, 'ice-cream', { en: 'an ice cream', fr: 'une glace' }],
  [
    /clouds|nuages|storm|orage/,
    'cloud-with-lightning-and-rain',
    { en: 'storm clouds', fr: 'des nuages d’orage' },
  ],
  [/river|rivière/, 'water-wave', { en: 'the rising river', fr: 'la rivière qui monte' }],
];
const SANDBAGS = { en: 'sandbags', fr: 'des sacs de sable' };
const CROWD = { en: 'everyone cheering', fr: 'toute la ville qui applaudit' };

/**
 * A superhero's day (idea/read-goal-superhero.ts), in order: cape and mask, one small rescue a page
 * across the city, the storm rising, everyone helped coming back; the bridge held together at the
 * turn, the city cheering at the end. The hero is drawn in a cape (the figure's own accessory).
 */
export function superheroArc(facts: IdeaFacts, name: string): GoalArc {
  const girl = (nameGender(name) ?? (facts.heroKind?.f ? 'f' : 'm')) === 'f';
  const titled = TITLED.test(name);
  return {
    // "Captain Sock" is a superhero by the title: no secret to tell (goal-superhero-titled.ts).
    openings: titled ? TITLED_OPENINGS : HERO_OPENINGS,
    problems: titled ? TITLED_PROBLEMS : HERO_PROBLEMS,
    turns: HERO_TURNS,
    endings: HERO_ENDINGS,
    episodes: { clue: HERO_READY, search: HERO_RESCUES, obstacle: HERO_STORM, pause: HERO_FRIENDS, meet: [] },
    // The rescues are the day: three parts of the middle in six, the cape first, the storm and the friends last.
    phases: [['clue'], ['search'], ['search'], ['search'], ['obstacle'], ['pause']],
    inOrder: true,
    arrival: BRIDGE,
    places: CITY,
    homeDrawn: CITY[0],
    bed: CITY[0],
    slots: (lang: Language): Record<string, string> => ({
      eH: girl ? 'e' : '',
      superName: titled ? name : `Super ${name}`,
      toutSeul: girl ? 'toute seule' : 'tout seul',
      unHero: girl ? 'une super-héroïne' : 'un super-héros',
      superHero: girl ? 'super-héroïne' : 'super-héros',
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'holds the old bridge in the storm together with everyone they helped',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'turn')
        return {
          subjects: ['cloud-with-lightning-and-rain', 'old-woman', 'bus'],
          said: [SANDBAGS[lang], NAMED[4][2][lang], NAMED[5][2][lang]],
        };
      if (beat === 'ending') return { subjects: ['confetti-ball', 'old-woman', 'cat'], said: [CROWD[lang]] };
      return drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 3), lang);
    },
  };
}
