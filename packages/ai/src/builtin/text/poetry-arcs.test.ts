import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: the poems of the newer story arcs printed stock couplets that ignored the idea ("The new
 * baby sister": "The sun shone warm on the park today, / And Lila danced the clouds away." … "on the
 * garden today", at the library; the same for a penguin always cold, the day it rained candy and a
 * friend's surprise party). Now each arc sings its own story, one couplet a page in its order, 24
 * couplets so a 24-page poem sings none twice (poetry-arc-couplets.ts), drawn with what it names.
 */
type Arc = {
  en: string;
  fr: string;
  /** What every poem of the arc names, in each language. */
  says: Record<Language, RegExp[]>;
  /** What its pictures draw. */
  draws: string[];
  /** The first couplet and the last. */
  first: Record<Language, RegExp>;
  last: Record<Language, RegExp>;
};

const ARCS: Record<string, Arc> = {
  baby: {
    en: 'The new baby sister',
    fr: 'Léa devient grande sœur',
    says: { en: [/\bbaby\b/, /big (?:sister|brother)/], fr: [/bébé/, /grande sœur/] },
    draws: ['baby'],
    first: { en: /cosy house/, fr: /volets bleus/ },
    last: { en: /Sleep tight, baby/, fr: /fais dodo/ },
  },
  fable: {
    en: 'A brave little mouse helps a lion',
    fr: 'Une petite souris courageuse aide un lion',
    says: { en: [/\blion\b/, /\bnet\b/], fr: [/\blion\b/, /\bfilet\b/] },
    draws: ['lion'],
    first: { en: /little mouse, the smallest/, fr: /petite souris, qui courait/ },
    last: { en: /big and little one/, fr: /deux copains/ },
  },
  winter: {
    en: 'A bear sleeps in a cave all winter',
    fr: 'Le petit hérisson dort tout l’hiver',
    says: { en: [/\bsnow\b/, /\bslept\b/, /\bspring\b/], fr: [/\bneige\b/, /s’endort/, /printemps/] },
    draws: ['snowflake', 'zzz'],
    first: { en: /leaves turned gold/, fr: /rouges et dorées/ },
    last: { en: /Hello, spring/, fr: /Bonjour, printemps/ },
  },
  star: {
    en: 'A little star who is afraid of the dark',
    fr: 'Une petite étoile qui a peur du noir',
    says: { en: [/little star/, /\bMoon\b/, /\bdark\b/], fr: [/petite étoile/, /\bLune\b/, /\bnoir\b/] },
    draws: ['glowing-star', 'full-moon'],
    first: { en: /when day was done/, fr: /quand le jour s’endort/ },
    last: { en: /sweet goodnight/, fr: /bonne nuit tout bas/ },
  },
  cloud: {
    en: 'A little cloud who wants to rain on the desert',
    fr: 'Un petit nuage qui veut faire pleuvoir sur le désert',
    says: { en: [/\bdesert\b/, /\brain/, /\bsea\b/], fr: [/\bdésert\b/, /\bpleut\b/, /\bmer\b/] },
    draws: ['cloud', 'cloud-with-rain'],
    first: { en: /High in the sky/, fr: /Tout là-haut/ },
    last: { en: /flowers bloom/, fr: /fleurs dansent/ },
  },
  cold: {
    en: 'A little penguin who is always cold',
    fr: 'Un petit pingouin qui a froid',
    says: { en: [/\bscarf\b/, /polar bear/, /\bcold\b/], fr: [/écharpe/, /ours polaire/, /froid/] },
    draws: ['scarf', 'polar-bear'],
    first: { en: /Where the snow lies deep/, fr: /brille sur la glace/ },
    last: { en: /warm the coldest day/, fr: /crois-moi/ },
  },
  sweets: {
    en: 'The day it rained candy',
    fr: 'Le jour où il a plu des bonbons',
    says: { en: [/\bsweets\b/, /\btooth\b/], fr: [/bonbons/, /dents/] },
    draws: ['sweets-falling', 'toothbrush'],
    first: { en: /looked up high/, fr: /lève le nez/ },
    last: { en: /catch a treat/, fr: /Tends ton chapeau/ },
  },
  party: {
    en: 'A surprise party for my best friend',
    fr: 'Une petite souris prépare la fête d’anniversaire de son amie',
    says: {
      en: [/\bsurprise\b/i, /\bballoons\b/, /\bcake\b/],
      fr: [/\bsurprise\b/i, /\bballons\b/, /gâteau/],
    },
    draws: ['balloon', 'birthday-cake', 'wrapped-gift'],
    first: { en: /had a plan/, fr: /une idée de génie/ },
    last: { en: /two friends together/i, fr: /quelle belle vie/ },
  },
};

/** A line's tune: its first three words and its rhyme ("The sun shone … today" sung twice). */
const tune = (line: string) => {
  const words = line.toLowerCase().match(/\p{L}+/gu) ?? [];
  return `${words.slice(0, 3).join(' ')} … ${words.at(-1)}`;
};

describe('a story arc’s poem sings its own story', () => {
  const cases = Object.keys(ARCS).flatMap((arc) =>
    (['en', 'fr'] as const).flatMap((lang) => [12, 24].map((pages) => [arc, lang, pages] as const)),
  );
  it.each(cases)('%s, %s, %i pages', async (arc, lang, pages) => {
    const a = ARCS[arc];
    const plan = await planStory({ type: 'poetry-rhymes', description: a[lang], language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    const all = texts.join('\n');
    expect(plan.pages).toHaveLength(pages);
    for (const re of a.says[lang]) expect(all).toMatch(re);
    // No stock couplet, no stock place.
    expect(all).not.toMatch(/danced the clouds away|danse sous ce ciel|library|bibliothèque|Maple|Érables/);
    // No couplet twice, and no couplet pattern twice.
    expect(new Set(texts).size).toBe(pages);
    const lines = texts.flatMap((t) => t.split('\n'));
    expect(new Set(lines.map(tune)).size).toBe(lines.length);
    expect(texts[0]).toMatch(a.first[lang]);
    expect(texts.at(-1)).toMatch(a.last[lang]);
    const subjects = plan.pages.flatMap((p) => (p.hints as { subjects?: string[] }).subjects ?? []);
    for (const s of a.draws) expect(subjects).toContain(s);
  });
});
