import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * 'The Ant and the Grasshopper' / « La cigale et la fourmi » was an ant named Ant or Milo hunting a
 * stock kite; 'The boy who cried wolf' / « Le garçon qui criait au loup » was Leo's stock task "to cry
 * wolf" with a helpful wolf. Now each fable is retold in order, its animals and places drawn.
 */
type Case = readonly ['en' | 'fr', string, string, RegExp[], Record<string, string[]>];
const CASES: Case[] = [
  [
    'en',
    'The Ant and the Grasshopper',
    'ant',
    [
      /summer meadow/,
      /grain after grain/i,
      /played his fiddle/,
      /days grew shorter/,
      /snow covered/,
      /Knock, knock!/,
      /shared her grain/,
    ],
    { turn: ['cricket', 'snowflake'], ending: ['cricket', 'violin', 'sheaf-of-rice'] },
  ],
  [
    'fr',
    'La cigale et la fourmi',
    'ant',
    [
      /pré tout ensoleillé/,
      /Grain après grain/,
      /la cigale chantait/,
      /jours raccourcirent/,
      /neige blanche/,
      /Vous chantiez\s\? J’en suis fort aise/u,
      /partagea son grain/,
    ],
    { turn: ['cricket', 'snowflake'], ending: ['cricket', 'violin', 'sheaf-of-rice'] },
  ],
  [
    'en',
    'The boy who cried wolf',
    'boy',
    [
      /shepherd boy/,
      /“Wolf! Wolf! A wolf/,
      /sticks/,
      /bored again/,
      /One evening/,
      /Nobody picked up a stick/,
      /sheep scattered/,
      /always told the truth/,
    ],
    { turn: ['wolf', 'ewe'], ending: ['ewe', 'man', 'woman'] },
  ],
  [
    'fr',
    'Le garçon qui criait au loup',
    'boy',
    [
      /jeune berger/,
      /« Au loup\s! Au loup\s! Un loup/u,
      /bâtons/,
      /s’ennuyait encore/,
      /Un soir/,
      /Personne ne prit de bâton/,
      /moutons s’éparpillèrent/,
      /dit toujours la vérité/,
    ],
    { turn: ['wolf', 'ewe'], ending: ['ewe', 'man', 'woman'] },
  ],
];

describe('the ant and the grasshopper, the boy who cried wolf: retold as fables', () => {
  it.each(CASES.flatMap((c) => [4, 12, 24, 50].map((pages) => [c[0], c[1], pages, c] as const)))(
    '%s: %s, %i pages',
    async (language, description, pages, [, , figure, steps, drawn]) => {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      expect(plan.pages).toHaveLength(pages);
      expect(plan.character.figure?.id).toBe(figure);
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(
        /kite|cerf-volant|library|bibliothèque|Maple Lane|Érables|big plan|Can I help/,
      );
      // A 4-page book keeps the opening, the turn and the ending; longer ones every step, in order.
      const told = pages === 4 ? [steps[0], ...steps.slice(-2)] : steps;
      const at = told.map((re) => text.search(re));
      for (const [i, n] of at.entries()) expect(n, String(told[i])).toBeGreaterThanOrEqual(0);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(plan.pages.at(-2)?.hints?.subjects).toEqual(expect.arrayContaining(drawn.turn));
      expect(plan.pages.at(-1)?.hints?.subjects).toEqual(expect.arrayContaining(drawn.ending));
      const sentences = text.split(/(?<=[.!?…](?:\s?[»”])?)\s+(?=\p{Lu}|«|“)/u);
      expect(new Set(sentences).size).toBe(sentences.length);
    },
  );

  it('draws the snow in winter, the sheep on the hill and the villagers in the village', async () => {
    const ant = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'The Ant and the Grasshopper',
      pages: 12,
    });
    const snowy = ant.pages.filter((p) => /snow/.test(p.text));
    expect(snowy.length).toBeGreaterThan(0);
    for (const p of snowy) expect(p.hints?.weather).toBe('snow');
    expect(ant.pages.find((p) => /played his fiddle/.test(p.text))?.hints?.subjects).toContain('cricket');
    const wolf = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Le garçon qui criait au loup',
      pages: 12,
    });
    for (const p of wolf.pages.filter((q) => /villageois|les gens/.test(q.text)))
      expect(p.hints?.subjects).toEqual(expect.arrayContaining(['man', 'woman']));
    const onHill = wolf.pages.filter((p) => /sheep’s hill/.test(String(p.hints?.place ?? '')));
    expect(onHill.length).toBeGreaterThan(3);
    for (const p of onHill) expect(p.hints?.subjects).toContain('ewe');
  });

  it.each([
    [
      'en',
      'The Ant and the Grasshopper',
      [/grain of wheat/, /fiddle/, /autumn leaves/, /snowflakes/, /shares her grain/],
      'cricket',
    ],
    [
      'fr',
      'La cigale et la fourmi',
      [/grain de blé/, /violon/, /feuilles d’automne/, /flocons/, /partage son grain/],
      'cricket',
    ],
    [
      'en',
      'The boy who cried wolf',
      [/sheep/, /“Wolf! Wolf!”/, /villagers run up/, /real wolf/, /scatter/, /truth/],
      'wolf',
    ],
    [
      'fr',
      'Le garçon qui criait au loup',
      [/moutons/, /« Au loup/, /villageois accourir/, /vrai loup/, /s’éparpiller/, /vérité/],
      'wolf',
    ],
  ] as const)('%s coloring: %s colors the fable in order', async (language, description, order, drawn) => {
    const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/kite|cerf-volant|Maple Lane|Érables|magic wand|baguette/);
    const at = order.map((re) => text.search(re));
    for (const n of at) expect(n).toBeGreaterThanOrEqual(0);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(plan.pages.flatMap((p) => p.hints?.subjects ?? [])).toContain(drawn);
  });
});
