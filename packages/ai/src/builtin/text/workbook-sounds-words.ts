import type { Language } from '@bookloom/core';

/** A word to read and its picture (an icon that exists: pictures/icons.ts hasIcon). */
export type SoundWord = { word: string; icon: string };

/**
 * Words for each sound a reading workbook names, each drawn by its icon; no word holds two sounds
 * of its own table (« mouton » has « ou » and « on »: it would sit in both columns).
 */
export const SOUND_WORDS: Record<Language, Record<string, SoundWord[]>> = {
  fr: {
    ou: [
      { word: 'loup', icon: 'wolf' },
      { word: 'poule', icon: 'chicken' },
      { word: 'roue', icon: 'wheel' },
      { word: 'hibou', icon: 'owl' },
      { word: 'bouche', icon: 'mouth' },
      { word: 'souris', icon: 'mouse' },
    ],
    on: [
      { word: 'bonbon', icon: 'candy' },
      { word: 'cochon', icon: 'pig' },
      { word: 'ballon', icon: 'balloon' },
      { word: 'melon', icon: 'melon' },
      { word: 'lion', icon: 'lion' },
      { word: 'citron', icon: 'lemon' },
    ],
    an: [
      { word: 'éléphant', icon: 'elephant' },
      { word: 'banane', icon: 'banana' },
      { word: 'gant', icon: 'gloves' },
      { word: 'maman', icon: 'woman' },
    ],
    in: [
      { word: 'lapin', icon: 'rabbit' },
      { word: 'sapin', icon: 'evergreen-tree' },
      { word: 'raisin', icon: 'grapes' },
      { word: 'dauphin', icon: 'dolphin' },
      { word: 'requin', icon: 'shark' },
    ],
    oi: [
      { word: 'poire', icon: 'pear' },
      { word: 'étoile', icon: 'star' },
      { word: 'oiseau', icon: 'bird' },
      { word: 'voiture', icon: 'automobile' },
    ],
    ch: [
      { word: 'chat', icon: 'cat' },
      { word: 'cheval', icon: 'horse' },
      { word: 'chien', icon: 'dog' },
      { word: 'vache', icon: 'cow' },
    ],
  },
  en: {
    sh: [
      { word: 'ship', icon: 'ship' },
      { word: 'fish', icon: 'fish' },
      { word: 'shell', icon: 'spiral-shell' },
      { word: 'shark', icon: 'shark' },
    ],
    ch: [
      { word: 'chick', icon: 'baby-chick' },
      { word: 'cheese', icon: 'cheese-wedge' },
      { word: 'chair', icon: 'chair' },
      { word: 'cherries', icon: 'cherries' },
    ],
    th: [
      { word: 'tooth', icon: 'tooth' },
      { word: 'bath', icon: 'bathtub' },
      { word: 'thumb', icon: 'thumbs-up' },
      { word: 'thermometer', icon: 'thermometer' },
    ],
    ee: [
      { word: 'bee', icon: 'honeybee' },
      { word: 'tree', icon: 'deciduous-tree' },
      { word: 'feet', icon: 'footprints' },
    ],
    oo: [
      { word: 'moon', icon: 'crescent-moon' },
      { word: 'spoon', icon: 'spoon' },
      { word: 'broom', icon: 'broom' },
    ],
  },
};

/** Words with none of the book's sounds, the pictures not to circle. */
export const OTHER_WORDS: Record<Language, SoundWord[]> = {
  fr: [
    { word: 'vélo', icon: 'bicycle' },
    { word: 'tulipe', icon: 'tulip' },
    { word: 'tortue', icon: 'turtle' },
    { word: 'tomate', icon: 'tomato' },
    { word: 'arbre', icon: 'deciduous-tree' },
    { word: 'pomme', icon: 'red-apple' },
  ],
  en: [
    { word: 'cat', icon: 'cat' },
    { word: 'dog', icon: 'dog' },
    { word: 'pig', icon: 'pig' },
    { word: 'frog', icon: 'frog' },
    { word: 'duck', icon: 'duck' },
    { word: 'bus', icon: 'bus' },
  ],
};
