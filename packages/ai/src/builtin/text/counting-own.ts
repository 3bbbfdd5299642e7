import type { Language } from '@bookloom/core';
import { COUNTED_FRUIT, COUNTED_VEGETABLES, countedAnimals } from './counting-animals';
import { type Thing, thing } from './theme-types';
import { ALL_THEMES } from './themes';

/**
 * « Compter les pommes du verger », "Count the stars with Luna", « Compter les dinosaures »: when the
 * idea names ONE thing to count (by its plural, in the book's language), every page counts that thing
 * (it counted a stock list of fruit, or the farm's hens, eggs and pigs). Its neighbours (the other
 * things of its list: pears and peaches by the apples, planets by the stars) take every other page of
 * a long book only, as counting-named.ts does. Two things named (apples and pears) is a category: the
 * category reader decides.
 */
const DINOSAURS: Thing[] = [
  thing('sauropod', 'dinosaur', 'dinosaurs', 'dinosaure', 'dinosaures'),
  thing('egg', 'dinosaur egg', 'dinosaur eggs', 'œuf de dinosaure', 'œufs de dinosaure'),
  thing('bone', 'bone', 'bones', 'os', 'os'),
  thing('volcano', 'volcano', 'volcanoes', 'volcan', 'volcans'),
];
const PETS: Thing[] = [
  thing('cat', 'cat', 'cats', 'chat', 'chats'),
  thing('dog', 'dog', 'dogs', 'chien', 'chiens'),
  thing('rabbit', 'rabbit', 'rabbits', 'lapin', 'lapins'),
  thing('bird', 'bird', 'birds', 'oiseau', 'oiseaux'),
];
const SKY: Thing[] = [
  thing('star', 'star', 'stars', 'étoile', 'étoiles'),
  thing('ringed-planet', 'planet', 'planets', 'planète', 'planètes'),
  thing('comet', 'comet', 'comets', 'comète', 'comètes'),
  thing('cloud', 'cloud', 'clouds', 'nuage', 'nuages'),
];

// Lists whose members are counted side by side; a thing's neighbours are the rest of its list.
const LISTS: Thing[][] = [
  COUNTED_FRUIT,
  COUNTED_VEGETABLES,
  DINOSAURS,
  PETS,
  SKY,
  ...['farm', 'zoo', 'ocean'].map((id) => countedAnimals(id) ?? []),
  ...ALL_THEMES.map((t) => t.things),
];

const named = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu');

/** The one thing the idea names to count, with its neighbours; undefined when it names none or several. */
export function ownCounted(idea: string, lang: Language): ((k: number) => Thing) | undefined {
  // By the word printed: « poissons » is one thing whichever fish icon; the first list's wins.
  const found = new Map<string, Thing[]>();
  for (const list of LISTS)
    for (const t of list)
      if (!found.has(t.many[lang]) && named(t.many[lang]).test(idea))
        found.set(t.many[lang], [t, ...list.filter((o) => o.many[lang] !== t.many[lang])]);
  // « pommes de terre » names potatoes, not apples too.
  const words = [...found.keys()];
  for (const w of words) if (words.some((o) => o !== w && o.includes(w))) found.delete(w);
  if (found.size !== 1) return undefined;
  const [[it, ...others]] = [...found.values()];
  return (k) =>
    k < 10 || k % 2 === 0 || !others.length ? it : others[Math.floor((k - 10) / 2) % others.length];
}
