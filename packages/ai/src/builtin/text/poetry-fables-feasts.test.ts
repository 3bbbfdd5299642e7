import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import type { ArcLine } from './poetry-arc-kit';
import { THANKSGIVING_LINES } from './poetry-festival-thanksgiving-lines';
import { VALENTINE_LINES } from './poetry-festival-valentine-lines';
import { ANT_LINES } from './poetry-tale-ant-lines';
import { CRIED_WOLF_LINES } from './poetry-tale-wolf-lines';
import { splitSentences } from './sentences';

/**
 * Review: the poems of 'The Ant and the Grasshopper' / « La cigale et la fourmi », 'The boy who cried
 * wolf' / « Le garçon qui criait au loup », 'A Thanksgiving poem about being thankful' / « Un poème
 * pour Thanksgiving » and 'A Valentine poem for my mum' / « Un poème de Saint-Valentin » sang the stock
 * couplets (the library, the park, "with the kite near", a hero named Valentine). Now each sings its
 * own 24 couplets in order, each page drawing what it names.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];
const STOCK =
  /library|park|garden|kite|counts to three|bibliothèque|parc|jardin|cerf-volant|compte jusqu’à trois|s’amuse/i;
const POEMS: [string, Language, ArcLine[], RegExp[]][] = [
  [
    'The Ant and the Grasshopper',
    'en',
    ANT_LINES,
    [/summer meadow/, /fiddled/, /winter came/, /Then dance!/, /lesson/],
  ],
  [
    'La cigale et la fourmi',
    'fr',
    ANT_LINES,
    [/pré d’été/, /violon/, /Puis vint l’hiver/, /Vous chantiez/, /leçon/],
  ],
  [
    'The boy who cried wolf',
    'en',
    CRIED_WOLF_LINES,
    [/kept the sheep/, /Wolf! Wolf!/, /real grey wolf/, /tell the truth/],
  ],
  [
    'Le garçon qui criait au loup',
    'fr',
    CRIED_WOLF_LINES,
    [/garde les moutons/, /Au loup/, /vrai loup gris/, /vérité/],
  ],
  [
    'A Thanksgiving poem about being thankful',
    'en',
    THANKSGIVING_LINES,
    [/leaves came down/, /pumpkin/, /turkey went in/, /set the table/, /I’m thankful/, /out came the pie/],
  ],
  [
    'Un poème pour Thanksgiving',
    'fr',
    THANKSGIVING_LINES,
    [/feuilles tombent/, /citrouille/, /La dinde dore/, /met la table/, /Merci, dit/, /voici la tarte/],
  ],
  [
    'A Valentine poem for my mum',
    'en',
    VALENTINE_LINES,
    [/Valentine’s morning/, /To Mum/, /postbox/, /hugged/],
  ],
  [
    'Un poème de Saint-Valentin',
    'fr',
    VALENTINE_LINES,
    [/Saint-Valentin, le grand jour/, /Pour Maman/, /boîte aux lettres/, /Maman serre/],
  ],
];

describe('a fable’s or a feast’s poem sings its own couplets in order', () => {
  const cases = POEMS.flatMap((p) => [8, 24].map((pages) => [...p, pages] as const));
  it.each(cases)('%s (%s) %#', async (idea, lang, lines, order, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    const all = texts.join('\n');
    expect(all).not.toMatch(STOCK);
    expect(all).not.toMatch(/Valentine looked|Valentine waves/);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    // Every page is one of its own couplets (its first line, the hero's name put in), drawing its subject.
    const flat = (x: string) => x.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
    const esc = (x: string) => x.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const own = lines.map(
      (l) =>
        new RegExp(`^${esc(flat(lang === 'en' ? l[2][0] : l[3][0])).replace(/\\?\{name\\?\}/g, '.+?')}$`),
    );
    for (const [k, t] of texts.entries()) {
      const i = own.findIndex((re) => re.test(flat(t.split('\n')[0])));
      expect(i, t).toBeGreaterThanOrEqual(0);
      expect(subjectsOf(plan.pages[k])).toContain(lines[i][1]);
    }
    if (pages === 24) {
      const at = order.map((re) => texts.findIndex((t) => re.test(t)));
      expect(at.every((k) => k >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    }
  });
});

describe('the boy who cried wolf’s poem names the villagers it draws', () => {
  it.each([
    ['The boy who cried wolf', 'en', /villagers/],
    ['Le garçon qui criait au loup', 'fr', /villageois/],
  ] as const)('%s', async (idea, language, villagers) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language, pages: 24 });
    const drawn = plan.pages.filter((p) => subjectsOf(p).includes('man'));
    expect(drawn.length).toBeGreaterThan(0);
    for (const p of drawn) expect(String((p as { alt?: string }).alt)).toMatch(villagers);
    expect(plan.pages.map((p) => String((p as { alt?: string }).alt)).join(' ')).not.toMatch(
      /woodcutter|bûcheron/,
    );
  });
});

describe('long poems still repeat no sentence', () => {
  it.each(POEMS.map((p) => [p[0], p[1]] as const))('%s (%s) at 50 pages', async (idea, lang) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages: 50 });
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
