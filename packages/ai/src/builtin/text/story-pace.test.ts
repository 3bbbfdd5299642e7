import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from './plan-builtin-story';
import { splitSentences } from './sentences';
import { FILLER_EPISODES } from './story-filler';

// Issue 14: a 50-page book whose arc runs out told all its lines, then said the short filler lines
// in one block (grow: 27 pages in a row before the pull; swim 29; the baker's day 28; the fire truck
// 32, and 6 before the barn fire at 24 pages). Now each phase spreads its own lines over its pages,
// the filler lines between them (story-pace.ts); a book whose arc does not run out is as before.

const plan = (language: Language, description: string, pages: number) =>
  planBuiltinStory({
    title: 'T',
    author: 'A',
    type: 'story-book',
    description,
    pages,
    language,
    trim: '8x8',
    bleed: false,
    quality: 'standard',
  });

/** French prints a narrow space before « : »: spaces of any kind as one. */
const spaced = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fillerRe = (lang: Language) =>
  FILLER_EPISODES.map(
    (t) => new RegExp(`^${escaped(spaced(t[lang])).replace(/\\\{(atPlace|name)\\\}/g, '.+')}$`, 'u'),
  );
const longestFillerRun = (texts: string[], lang: Language) => {
  const res = fillerRe(lang);
  let run = 0;
  let longest = 0;
  for (const t of texts) {
    run = res.some((r) => r.test(spaced(t))) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
};

// [lang, idea, pages, longest filler run allowed, the arc's lines in their order]
const ARCS: [Language, string, number, number, RegExp[]][] = [
  [
    'en',
    'A bunny who loves carrots grows the biggest carrot in the village',
    50,
    2,
    [/dug the soil/, /tiny green sprout/, /weeds had popped up/, /reached .* knees/, /made a little sign/],
  ],
  [
    'fr',
    'Un lapin qui adore les carottes fait pousser la plus grosse carotte du village',
    50,
    2,
    [
      /retourna la terre/,
      /regarda de tout près/,
      /mauvaises herbes/,
      /grandissait chaque jour/,
      /petite pancarte/,
    ],
  ],
  [
    'en',
    'A little bear learns to swim',
    50,
    2,
    [/pulled on a swimsuit/, /dipped in/, /jumped in right next to/, /blow bubbles/, /took off one armband/],
  ],
  ['fr', 'Un petit chat apprend à nager', 50, 2, [/trempa un seul orteil/, /faire des bulles/]],
  [
    'en',
    'A little girl loses her first tooth',
    50,
    2,
    [/in front of the mirror/, /crunch! The tooth came out/, /little envelope/, /tooth fairy fluttered/],
  ],
  [
    'fr',
    'Une petite fille perd sa première dent',
    50,
    2,
    [/devant le miroir/, /grosse pomme rouge/, /petite enveloppe/, /Au milieu de la nuit/],
  ],
  ['en', 'My mum is a baker', 50, 2, [/knead/]],
  ['fr', 'Ma maman est boulangère', 50, 2, [/pétri|pâte/]],
  ['en', 'A princess who wants to be a knight', 50, 2, [/big brown horse/, /old knight with a white beard/]],
  ['fr', 'Une princesse qui veut devenir chevalière', 50, 2, []],
  ['en', 'A dragon who cannot breathe fire', 50, 2, []],
  ['fr', 'Un dragon qui ne sait pas cracher du feu', 50, 2, []],
  // The fire truck's rescues are six lines for four sixths of the middle: no more than 5 in a row.
  [
    'en',
    'A little fire truck saves the day',
    50,
    5,
    [/checked everything/, /kitten was stuck/, /water pipe had burst/, /biggest call of all/],
  ],
  [
    'fr',
    'Un petit camion de pompiers sauve la journée',
    50,
    5,
    [/vérifia tout/, /petit chaton/, /canalisation avait éclaté/, /plus gros appel/],
  ],
  [
    'en',
    'A little fire truck saves the day',
    24,
    2,
    [/checked everything/, /kitten was stuck/, /biggest call of all/],
  ],
  [
    'fr',
    'Un petit camion de pompiers sauve la journée',
    24,
    2,
    [/vérifia tout/, /petit chaton/, /plus gros appel/],
  ],
];

describe('a long book paces its arc: the filler lines between the arc’s own', () => {
  it.each(ARCS)(
    '%s: %s at %i pages: no more than %i filler pages in a row',
    async (lang, idea, pages, most, order) => {
      const book = await plan(lang, idea, pages);
      const texts = book.pages.map((p) => p.text.replace(/\n+/g, ' '));
      expect(texts).toHaveLength(pages);
      expect(longestFillerRun(texts, lang)).toBeLessThanOrEqual(most);
      // The arc's lines keep their order.
      const at = order.map((re) => texts.findIndex((t) => re.test(t)));
      expect(at.every((k) => k > 1)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      // No sentence twice; the turn and the ending last.
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, k) => sentences.indexOf(s) !== k)).toEqual([]);
      expect(book.pages.map((p) => p.hints?.beat).slice(-2)).toEqual(['turn', 'ending']);
    },
  );
});

// Pages recorded before the pacing: books whose arcs do not run out print exactly what they did.
const KEPT: [Language, string, number, Record<number, string>][] = [
  [
    'en',
    'A bunny who loves carrots grows the biggest carrot in the village',
    24,
    {
      3: 'In the vegetable patch, Milo dug the soil until it was soft and crumbly, then made a little hole with one finger.',
      12: 'In the vegetable patch, weeds had popped up all around the little plant. Milo pulled them out, one by one, so it had room to grow.',
      21: 'In the vegetable patch, friends came by to look. “Wow! How did it get so big?” “Water, care and a lot of love,” said Milo.',
    },
  ],
  [
    'en',
    'A little girl loses her first tooth',
    24,
    {
      3: 'In the kitchen, Mia pushed the tooth with the tip of the tongue, this way and that. Wiggle, wiggle… but it held on tight.',
      12: 'In the living room, Mum found a little envelope for the tooth. Mia slid it inside, very carefully, and licked the flap shut.',
      21: 'Under the pillow the fairy left something round and shiny, sprinkled a little fairy dust in the bedroom, and flew away under the stars.',
    },
  ],
  [
    'fr',
    'Un petit chat apprend à nager',
    12,
    {
      3: 'Dans l’eau peu profonde du lac, Noah s’assit tout au bord et trempa un seul orteil. Brrr ! Puis deux orteils, puis tout le pied.',
      9: 'Dans l’eau plus profonde du lac, la monitrice lâcha la planche, juste un instant… et Noah continua de battre des pieds !',
    },
  ],
  [
    'en',
    'A princess who wants to be a knight',
    24,
    {
      12: 'In the stables, an old knight with a white beard smiled at Zoé: “A knight is not the one who never falls. It is the one who gets up.”',
      21: 'In the courtyard, Zoé held the shield up high, swung the wooden sword, and did not fall. Nearly a real knight!',
    },
  ],
  [
    'en',
    'A girl looking for her lost red kite in the park',
    24,
    {
      3: 'The way was shut on top of the hill. Mia found a gap just wide enough to squeeze through.',
      12: 'A wise grandmother waved from the pond. “Follow me, I know a shortcut!”',
      21: 'Mia found a little ribbon on top of the hill. It was the same colour as the red kite!',
    },
  ],
  [
    'fr',
    'Un petit camion de pompiers sauve la journée',
    12,
    {
      6: 'Dans un jardin, un feu de jardin était devenu bien trop grand, et les étincelles volaient près de la clôture. Léo l’arrosa jusqu’à ce qu’il s’éteigne dans un grand pschitt.',
      9: 'Sur la grande route, la radio de Léo grésilla plus fort que jamais. Le plus gros appel de la journée : la vieille grange de la ferme était en feu !',
    },
  ],
  [
    'en',
    'Halloween night trick or treating with friends',
    24,
    {
      12: 'By the old house, the last house stood dark and quiet, with cobwebs on the windows. “Who lives there?” whispered Oscar.',
      21: 'By the old oak tree, a little bat flitted over the branches, and a cold wind rustled the leaves. Oscar pulled his cape tight and said nothing.',
    },
  ],
];

describe('a book whose arc does not run out is told as before', () => {
  it.each(KEPT)('%s: %s at %i pages', async (lang, idea, pages, kept) => {
    const book = await plan(lang, idea, pages);
    for (const [k, text] of Object.entries(kept))
      expect(spaced(book.pages[Number(k)].text)).toBe(spaced(text));
  });
});
