import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: a Christmas story's poem printed the stock couplets ('Santa delivers presents around the
 * world': "In a little house at the end of Maple Lane there lived, so they say, / Santa, who loved to
 * laugh and play", "At the library, Santa counts to three", a herb on every page). Now each story
 * sings its own couplets in its order, drawn with what they name, the night's at night
 * (poetry-christmas-couplets.ts).
 */
type Story = {
  idea: Record<Language, string>;
  /** What the poem says, in this order (the first page matching each). */
  order: Record<Language, RegExp[]>;
  /** What its pictures draw. */
  draws: string[];
};

export const STORIES: Record<string, Story> = {
  eve: {
    idea: { en: 'Santa delivers presents around the world', fr: 'Le père Noël prépare sa tournée' },
    order: {
      en: [
        /\blist\b/,
        /reindeer/,
        /Into the night/,
        /snowy roof/,
        /cookies and milk/i,
        /very last present/,
        /best gift/,
      ],
      fr: [
        /\bliste\b/,
        /rennes/,
        /nuit immense/,
        /toit enneigé/,
        /verre de lait/,
        /dernier cadeau/,
        /plus beau cadeau/,
      ],
    },
    draws: ['scroll', 'deer', 'sled', 'house', 'christmas-tree', 'wrapped-gift'],
  },
  reindeer: {
    idea: {
      en: 'Santa’s reindeer gets sick on Christmas Eve',
      fr: 'Le renne du père Noël est malade la veille de Noël',
    },
    order: {
      en: [
        /stable of wood/,
        /fever/,
        /soup/,
        /needles/,
        /clouds were grey/,
        /stood up/,
        /Under the stars/,
        /best cure/,
      ],
      fr: [
        /écurie en bois/,
        /fièvre/,
        /soupe/,
        /aiguilles/,
        /nuages sont gris/,
        /Regardez-moi/,
        /Sous les étoiles/,
        /meilleur des remèdes/,
      ],
    },
    draws: ['deer', 'thermometer', 'sled', 'christmas-tree'],
  },
  elf: {
    idea: {
      en: 'A little elf who helps Santa make toys',
      fr: 'Un petit lutin qui aide le père Noël à fabriquer des jouets',
    },
    order: {
      en: [
        /Santa’s workshop/,
        /wooden horse/,
        /\bdolls\b/,
        /wheels would not go/,
        /tiny spring/,
        /\btag\b/,
        /loaded the sleigh/,
        /Christmas morning/,
      ],
      fr: [
        /atelier du père Noël/,
        /cheval de bois/,
        /poupées/,
        /ne tournent pas/,
        /petit ressort/,
        /étiquette/,
        /charge le traîneau/,
        /matin de Noël/,
      ],
    },
    draws: ['hammer', 'paintbrush', 'locomotive', 'sled', 'christmas-tree'],
  },
  grandma: {
    idea: { en: 'Christmas at grandma’s with my little brother', fr: 'Noël chez mamie avec mon petit frère' },
    order: {
      en: [
        /beep/,
        /at her door/,
        /gold star/,
        /paper chains/i,
        /biscuit shapes/i,
        /Is Santa coming/,
        /glass of milk/,
        /snow fell/,
        /Sleigh bells/,
        /Christmas morning/,
        /I love you/,
        /a family/,
      ],
      fr: [
        /quelle liesse/,
        /froid de loup/,
        /étoile dorée/,
        /guirlandes en papier/,
        /toutes les formes/,
        /C’est vrai/,
        /verre de lait/,
        /neige tombe/,
        /grelots/,
        /Matin de Noël/,
        /Je t’aime/,
        /toi et moi/,
      ],
    },
    draws: ['automobile', 'old-woman', 'boy', 'christmas-tree', 'snowflake', 'bell', 'wrapped-gift'],
  },
};

export const STOCK =
  /danced the clouds away|counts to three|laugh and play|library|bibliothèque|Maple|Érables|compte jusqu’à trois/i;
const NIGHT = /(?<!\p{L})(night|tonight|moon|stars|nuit|lune|étoiles)(?!\p{L})/iu;

/** A line's tune: its first three words and its rhyme ("The sun shone … today" sung twice). */
const tune = (line: string) => {
  const words = line.toLowerCase().match(/\p{L}+/gu) ?? [];
  return `${words.slice(0, 3).join(' ')} … ${words.at(-1)}`;
};

describe('a Christmas story’s poem sings its own story', () => {
  const cases = Object.keys(STORIES).flatMap((s) =>
    (['en', 'fr'] as const).flatMap((lang) => [12, 24, 50].map((pages) => [s, lang, pages] as const)),
  );
  it.each(cases)('%s, %s, %i pages', async (s, lang, pages) => {
    const story = STORIES[s];
    const plan = await planStory({
      type: 'poetry-rhymes',
      description: story.idea[lang],
      language: lang,
      pages,
    });
    const texts = plan.pages.map((p) => p.text);
    expect(plan.pages).toHaveLength(pages);
    // No couplet twice, whatever the length.
    expect(new Set(texts).size).toBe(pages);
    const at = story.order[lang].map((re) => texts.findIndex((t) => re.test(t)));
    expect(story.order[lang].filter((_, k) => at[k] < 0)).toEqual([]);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // No stock couplet, even in a long book (its Christmas fillers: poetry-christmas-fillers.ts).
    expect(texts.join('\n')).not.toMatch(STOCK);
    // No word run into the next by a wrong elision (« remèd’aussi »).
    if (lang === 'fr') expect(texts.join('\n')).not.toMatch(/\p{L}{3,}(?<!qu)’(?!hui)\p{L}/u);
    if (pages <= 24) {
      const lines = texts.flatMap((t) => t.split('\n'));
      expect(new Set(lines.map(tune)).size).toBe(lines.length);
    }
    const subjects = plan.pages.flatMap((p) => (p.hints as { subjects?: string[] }).subjects ?? []);
    for (const x of story.draws) expect(subjects).toContain(x);
    expect(subjects).not.toContain('herb');
    // The scene names no animal the page does not draw (a steaming bowl drew an owl, a teddy a bear).
    for (const p of plan.pages) {
      const drawn = (p.hints as { subjects?: string[] }).subjects ?? [];
      if (!drawn.includes('owl')) expect(p.scene).not.toMatch(/owl/);
      expect(p.scene).not.toMatch(/\bbear\b/);
    }
    // The night's couplets are drawn at night; the story opens by day.
    const light = (i: number) => (plan.pages[i].hints as { light?: string }).light;
    const nights = plan.pages.flatMap((p, i) => (NIGHT.test(p.text) ? [i] : []));
    expect(nights.length).toBeGreaterThan(0);
    for (const i of nights) expect(light(i)).toBe('night');
    expect(light(0)).toBe('day');
  });
});
