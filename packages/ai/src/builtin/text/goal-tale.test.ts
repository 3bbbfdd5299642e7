import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "Goldilocks and the three bears" (« Boucle d’or et les trois ours ») likewise: Lila the bear hunting
 * a kite in the forest, now the bowls, the chairs, the beds, the bears home again, and sorry.
 *
 * "Little Red Riding Hood visits her grandmother", « Le petit chaperon rouge va chez sa grand-mère »,
 * "The three little pigs", « Les trois petits cochons » were the generic task ("had a big plan for the
 * day: to visit her grandmother … worked hard at the library") or a pig's hunt for a kite on the farm
 * (« Les trois petits cochons »: Milo, a boy in a cape); now the tale is retold in its order, its cast
 * drawn, with a gentle ending (the woodcutter comes and the wolf runs off; the wolf in the hot pot).
 */
const TALES = [
  [
    'en',
    'Little Red Riding Hood visits her grandmother',
    'girl',
    [
      /set off along the forest path/,
      /big grey wolf/,
      /Meanwhile, the wolf had run/,
      /what big ears/,
      /woodcutter rushed in/,
      /never, ever to leave the path/,
    ],
  ],
  [
    'fr',
    'Le petit chaperon rouge va chez sa grand-mère',
    'girl',
    [
      /partit sur le sentier/,
      /grand loup gris/,
      /Pendant ce temps, le loup/,
      /grandes oreilles/,
      /le bûcheron entra/,
      /ne plus jamais quitter le sentier/,
    ],
  ],
  [
    'en',
    'The three little pigs',
    'pig',
    [
      /house of straw/,
      /house of sticks/,
      /chose bricks/,
      /let me come in/,
      /did not move one bit/,
      /SPLASH/,
      /lived together/,
    ],
  ],
  [
    'fr',
    'Les trois petits cochons',
    'pig',
    [
      /maison de paille/,
      /maison de bâtons/,
      /préféra les briques/,
      /laisse-moi entrer/,
      /ne bougea pas d’un pouce/,
      /PLOUF/,
      /vécurent ensemble/,
    ],
  ],
  [
    'en',
    'Goldilocks and the three bears',
    'girl',
    [
      /three bowls of porridge/,
      /three chairs/,
      /broke into pieces/,
      /three beds/,
      /eating my porridge/,
      /I’m so sorry/,
      /mend the tiny chair/,
    ],
  ],
  [
    'fr',
    'Boucle d’or et les trois ours',
    'girl',
    [
      /trois bols de bouillie/,
      /trois chaises/,
      /cassa en morceaux/,
      /trois lits/,
      /mangé dans mon bol/,
      /vraiment désolée/,
      /réparer la petite chaise/,
    ],
  ],
] as const;

describe('a well-known fairy tale is retold in its order', () => {
  it.each(TALES.flatMap(([l, d, f, s]) => [12, 24, 32].map((pages) => [l, d, f, pages, s] as const)))(
    '%s: %s (%s), %i pages',
    async (language, description, figure, pages, steps) => {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      expect(plan.pages).toHaveLength(pages);
      expect(plan.character.figure?.id).toBe(figure);
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(
        /big plan|grand projet|Maple Lane|allée des Érables|library|bibliothèque|kite|cerf-volant/,
      );
      // The tale's steps, each told, in order.
      const at = steps.map((re) => text.search(re));
      for (const i of at) expect(i).toBeGreaterThanOrEqual(0);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // The wolf (the bears) drawn at the turn; no sentence twice.
      expect(plan.pages.at(-2)?.hints?.subjects).toContain(/bears|ours/.test(description) ? 'bear' : 'wolf');
      const sentences = text.split(/(?<=[.!?…](?:\s?[»”])?)\s+(?=\p{Lu}|«|“)/u);
      expect(new Set(sentences).size).toBe(sentences.length);
      // No stock episode from another story slips into a long book.
      expect(text).not.toMatch(/sat down to rest|s’assit pour se reposer|counted to ten|compta jusqu’à dix/);
    },
  );

  it('Little Red Riding Hood wears her red cape; her grandmother is not at her side on the path', async () => {
    for (const [language, description] of [
      ['en', 'Little Red Riding Hood visits her grandmother'],
      ['fr', 'Le petit chaperon rouge va chez sa grand-mère'],
    ] as const) {
      const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
      expect(plan.character.figure?.accessory).toBe('cape');
      expect(plan.character.figure?.accent).toBe('#e8514a');
      expect(plan.pages[0].alt).not.toMatch(/with .*grandmother|avec la grand-mère/);
      expect(plan.pages.at(-1)?.hints?.subjects).toContain('old-woman');
    }
  });
});
