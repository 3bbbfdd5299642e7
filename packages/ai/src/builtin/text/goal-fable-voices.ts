import type { Language } from '@bookloom/core';

/**
 * The fable's big one and tiny hero in their own words (text/goal-fable.ts): a lion roars, an
 * elephant trumpets, a bear growls; a mouse runs on four paws and gnaws with its teeth, an ant runs
 * on six legs with its jaws, a bee flies. Before, 'A little ant helps an elephant caught in a net'
 * woke the elephant "with a ROAR" and the ant ran "as fast as four tiny paws could go".
 */
type Said = Record<Language, string>;
type Voice = { ROAR: Said; roar: Said; roaring: Said; toRoar: Said; bigPaw: Said };

const ROARS: Voice = {
  ROAR: { en: 'ROAR', fr: 'RUGISSEMENT' },
  roar: { en: 'roar', fr: 'rugissement' },
  roaring: { en: 'roaring', fr: 'rugissements' },
  toRoar: { en: 'roar', fr: 'rugir' },
  bigPaw: { en: 'paw', fr: 'patte' },
};
const TRUMPETS: Voice = {
  ROAR: { en: 'TRUMPET', fr: 'BARRISSEMENT' },
  roar: { en: 'trumpeting', fr: 'barrissement' },
  roaring: { en: 'trumpeting', fr: 'barrissements' },
  toRoar: { en: 'trumpet', fr: 'barrir' },
  bigPaw: { en: 'foot', fr: 'patte' },
};
const GROWLS: Voice = {
  ROAR: { en: 'GROWL', fr: 'GROGNEMENT' },
  roar: { en: 'growl', fr: 'grognement' },
  roaring: { en: 'growling', fr: 'grognements' },
  toRoar: { en: 'growl', fr: 'grogner' },
  bigPaw: { en: 'paw', fr: 'patte' },
};
const VOICES: Record<string, Voice> = {
  elephant: TRUMPETS,
  bear: GROWLS,
  gorilla: GROWLS,
  rhino: { ...GROWLS, bigPaw: { en: 'foot', fr: 'patte' } },
  hippo: { ...GROWLS, bigPaw: { en: 'foot', fr: 'patte' } },
};

type Small = { teeth: Said; ranFast: Said; ranOver: Said };
const RUNS_ON = (en: string, fr: string): Said => ({
  en: `ran as fast as ${en} could go`,
  fr: `courut aussi vite que le permettaient ${fr}`,
});
const MOUSE: Small = {
  teeth: { en: 'teeth', fr: 'dents' },
  ranFast: RUNS_ON('four tiny paws', 'ses quatre toutes petites pattes'),
  ranOver: { en: 'ran right over', fr: 'courut en plein sur' },
};
const INSECT: Small = {
  teeth: { en: 'jaws', fr: 'mâchoires' },
  ranFast: RUNS_ON('six tiny legs', 'ses six toutes petites pattes'),
  ranOver: { en: 'ran right over', fr: 'courut en plein sur' },
};
const FLIER: Small = {
  teeth: { en: 'jaws', fr: 'mâchoires' },
  ranFast: {
    en: 'flew as fast as two tiny wings could go',
    fr: 'vola aussi vite que le permettaient ses deux toutes petites ailes',
  },
  ranOver: { en: 'landed right on', fr: 'se posa en plein sur' },
};
const SMALLS: Record<string, Small> = {
  ant: INSECT,
  bee: FLIER,
  ladybird: FLIER,
  snail: {
    ...MOUSE,
    ranFast: { en: 'slid as fast as a snail ever could', fr: 'glissa aussi vite qu’un escargot le pouvait' },
    ranOver: { en: 'crawled right over', fr: 'rampa en plein sur' },
  },
  frog: {
    ...MOUSE,
    ranFast: {
      en: 'hopped as fast as two long legs could go',
      fr: 'bondit aussi vite que le permettaient ses deux longues pattes',
    },
    ranOver: { en: 'hopped right over', fr: 'sauta en plein sur' },
  },
};

/** The slots that say how the big one sounds and how the tiny hero goes, in the book's language. */
export function fableVoices(big: string, small: string, lang: Language): Record<string, string> {
  const voice = VOICES[big] ?? ROARS;
  const hero = SMALLS[small] ?? MOUSE;
  return {
    ROAR: voice.ROAR[lang],
    roar: voice.roar[lang],
    roaring: voice.roaring[lang],
    toRoar: voice.toRoar[lang],
    bigPaw: voice.bigPaw[lang],
    teeth: hero.teeth[lang],
    ranFast: hero.ranFast[lang],
    ranOver: hero.ranOver[lang],
  };
}
