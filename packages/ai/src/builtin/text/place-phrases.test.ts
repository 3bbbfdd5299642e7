import { describe, expect, it } from 'vitest';
import { frJoin, type Place, SETTINGS } from '../idea/settings';
import { PLACE_PROMPTS } from './journal-pages';
import { episodeSlots } from './place-episode-words';
import { PLACE_COUPLETS } from './poetry-place-couplets';
import { fill } from './story-context';
import { EPISODES } from './story-episodes';
import { finish } from './story-pages';
import type { L } from './theme-types';
import { ALL_THEMES } from './themes';

/**
 * Every place of every setting and theme, through every template that names a place, in both
 * languages: a place is printed only in a form declared for it ("in the garden", « au phare »),
 * never as a blanket "at {place}" / « À la forêt d’algues » (issue 14).
 */
type Lang = 'en' | 'fr';
const PLACES: { owner: string; place: Place }[] = [
  ...SETTINGS.flatMap((s) => s.places.map((place) => ({ owner: `setting ${s.id}`, place }))),
  ...ALL_THEMES.flatMap((t) => t.places.map((place) => ({ owner: `theme ${t.id}`, place }))),
];
const TEMPLATES: { from: string; t: L }[] = [
  ...Object.entries(EPISODES).flatMap(([kind, ts]) => ts.map((t) => ({ from: `episode ${kind}`, t }))),
  ...PLACE_PROMPTS.map((t) => ({ from: 'journal', t })),
  ...PLACE_COUPLETS.map((c) => ({ from: 'poem', t: { en: c.en.join('\n'), fr: c.fr.join('\n') } })),
].filter(({ t }) => /\{(place|atPlace)\}/.test(t.en + t.fr));

const SLOTS: Record<Lang, Record<string, string>> = {
  en: { name: 'Zoé', object: 'the shell', aObject: 'a shell', friend: 'Tom', Friend: 'Tom' },
  fr: { name: 'Zoé', object: 'le coquillage', aObject: 'un coquillage', friend: 'Tom', Friend: 'Tom' },
};
Object.assign(SLOTS.en, { other: 'a turtle', Other: 'A turtle', theOther: 'the turtle', at: 'at the beach' });
Object.assign(SLOTS.fr, {
  other: 'une tortue',
  Other: 'Une tortue',
  theOther: 'la tortue',
  at: 'à la plage',
});

const render = (t: L, lang: Lang, place: Place) =>
  finish(
    fill(t[lang], {
      ...SLOTS[lang],
      place: place[lang],
      atPlace: place.at[lang],
      ...episodeSlots(place.family, lang),
    }),
    lang,
  );

/** The forms a place may take: its name, its own "where", and (French) its name after à / de. */
const forms = (place: Place, lang: Lang) =>
  lang === 'en'
    ? [place.en, place.at.en]
    : [place.fr, place.at.fr, frJoin('à', place.fr), frJoin('de', place.fr)];

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const BAD_FR = [
  /(^|[\s’'«])[àÀ] les? /,
  /(^|[\s’'«])[dD]e les? /,
  /(^|[\s’'«])[dD]e [aeiouyàâéèêîôûœ]/,
  /(^|[\s’'«])[qQ]ue (il|elle|on|un|une|a|à)\b/,
  /(^|[\s’'«])[sS]i ils?\b/,
];

describe('place phrases: every place through every template (en, fr)', () => {
  it('sweeps a real number of places and templates', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(120);
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(60);
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: each place is printed in one of its declared forms, with no wrong "where"`, () => {
      const problems: string[] = [];
      for (const { owner, place } of PLACES) {
        const ok = forms(place, lang);
        // "at the garden" / « à la forêt d’algues »: the blanket "at"/« à » form, allowed only when
        // it is the place's own "where" (« au phare ») or, in French, after « jusqu’ ».
        const blanket = lang === 'en' ? `at ${place.en}` : frJoin('à', place.fr);
        for (const { from, t } of TEMPLATES) {
          const text = lower(
            render(t, lang, place).replace(/\n(\p{Lu})/gu, (_, c: string) => ` ${lower(c)}`),
          );
          const where = `${owner} / ${place.en} / ${from}: ${text}`;
          if (!ok.some((f) => text.includes(lower(f)) || text.includes(f)))
            problems.push(`no declared form: ${where}`);
          if (t[lang].includes('{atPlace}') && !text.includes(lower(place.at[lang])))
            problems.push(`"where" not printed as declared (${place.at[lang]}): ${where}`);
          if (blanket !== place.at[lang]) {
            const hits = text.split(blanket).length - 1;
            const afterJusque = text.split(`jusqu’${blanket}`).length - 1;
            if (hits > afterJusque) problems.push(`blanket "${blanket}": ${where}`);
          }
          if (lang === 'fr') for (const re of BAD_FR) if (re.test(text)) problems.push(`${re}: ${where}`);
          if (lang === 'en' && /\ba [aeiou]/i.test(text)) problems.push(`"a" before a vowel: ${where}`);
        }
      }
      expect(problems.slice(0, 20)).toEqual([]);
    });
  }

  const find = (owner: string, en: string) => {
    const hit = PLACES.find((x) => x.owner === owner && x.place.en === en);
    if (!hit) throw new Error(`${owner} has no ${en}`);
    return hit.place;
  };

  it('declares the right "where" for a handful of places', () => {
    const cases: [string, string, string, string][] = [
      [
        'setting sea',
        'the kelp forest under the sea',
        'in the kelp forest under the sea',
        'dans la forêt d’algues',
      ],
      ['setting sea', 'the deep blue water', 'in the deep blue water', 'dans les eaux profondes'],
      ['setting beach', 'the lighthouse', 'at the lighthouse', 'au phare'],
      ['setting beach', 'the old pier', 'on the old pier', 'sur la vieille jetée'],
      ['setting park', 'the hill', 'on top of the hill', 'en haut de la colline'],
      ['setting space', 'the rings', 'by the rings', 'près des anneaux de Saturne'],
      ['setting forest', 'the stream', 'by the stream', 'au bord du ruisseau'],
      ['setting farm', 'the stable', 'in the stable', 'dans l’écurie'],
      ['setting castle', 'the drawbridge', 'on the drawbridge', 'sur le pont-levis'],
      ['theme everyday', 'the garden', 'in the garden', 'dans le jardin'],
      ['theme everyday', 'the park', 'in the park', 'au parc'],
      ['theme everyday', 'the top of the hill', 'at the top of the hill', 'en haut de la colline'],
      ['theme jobs', 'the school', 'at the school', 'à l’école'],
    ];
    for (const [owner, en, at, frAt] of cases) expect(find(owner, en).at).toEqual({ en: at, fr: frAt });
  });

  it('prints whole sentences as written for a few places', () => {
    const clue = EPISODES.clue[0];
    const kelp = find('setting sea', 'the kelp forest under the sea');
    expect(render(clue, 'fr', kelp)).toBe(
      'Dans la forêt d’algues, Zoé repéra un indice\u202f: une ligne de coquillages dans le sable qui s’éloignait. « Par ici\u202f! »',
    );
    expect(render(clue, 'en', find('theme everyday', 'the garden'))).toBe(
      'In the garden, Zoé spotted a clue: tiny tracks leading away. “This way!”',
    );
    const lighthouse = find('setting beach', 'the lighthouse');
    expect(render(EPISODES.search[0], 'fr', lighthouse)).toBe(
      'D’abord, Zoé alla jusqu’au phare. Zoé regarda sous chaque feuille et derrière chaque pierre.',
    );
    const deep = find('setting sea', 'the deep blue water');
    expect(render(EPISODES.pause[0], 'fr', deep)).toBe(
      'Zoé s’assit pour se reposer dans les eaux profondes. Les nuages passaient comme de lents bateaux.',
    );
    expect(render(EPISODES.search[0], 'fr', deep)).toBe(
      'D’abord, Zoé alla jusqu’aux eaux profondes. Zoé regarda sous chaque feuille et derrière chaque pierre.',
    );
    const pier = find('setting beach', 'the old pier');
    expect(render(EPISODES.obstacle[0], 'en', pier)).toBe(
      'On the old pier, a wide puddle blocked the way. Zoé jumped, and landed with a big splash!',
    );
  });
});
