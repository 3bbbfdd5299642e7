import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Review (issue 14): the poems of a lost tooth, Grandpa's memories, learning to swim and a day at a
 * parent's work sang the stock couplets ("En haut de la colline, Ava s’amuse", 'In the park, Alex
 * stopped to rest', a herb drawn); now each sings its own arc in order (poetry-tooth-lines.ts…),
 * none twice, drawn with what it names, at night where it says night.
 */
type Arc = {
  idea: string;
  lang: Language;
  /** Lines the poem sings in this order. */
  order: RegExp[];
  /** Icons its pictures draw. */
  draws: string[];
  /** A couplet drawn at night (/^$/: none, and no page at night). */
  night: RegExp;
};
const ARCS: Arc[] = [
  {
    idea: 'A little girl loses her first tooth',
    lang: 'en',
    order: [
      /bit some toast/,
      /crunchy bite/,
      /Out popped the tooth/,
      /envelope/,
      /In flew the tooth fairy/,
      /coin/,
    ],
    draws: ['tooth', 'red-apple', 'envelope', 'woman-fairy', 'coin'],
    night: /In flew the tooth fairy/,
  },
  {
    idea: 'Une petite fille perd sa première dent',
    lang: 'fr',
    order: [/tartine/, /pomme rouge/, /La dent tombe/, /enveloppe/, /La petite souris arrive/, /pièce/],
    draws: ['tooth', 'red-apple', 'envelope', 'mouse', 'coin'],
    night: /La petite souris arrive/,
  },
  {
    idea: 'Grandpa tells stories about when he was a boy',
    lang: 'en',
    order: [/rain on the pane/, /album/, /bike/, /cow/, /river/, /sledge/, /medal/, /That night/],
    draws: ['old-man', 'bicycle', 'cow', 'fish', 'sled', 'sports-medal'],
    night: /That night/,
  },
  {
    idea: 'Mamie raconte quand elle était petite',
    lang: 'fr',
    order: [/il pleut/, /album/, /pédalait/, /vache/, /rivière/, /luge/, /médaille/, /La nuit/],
    draws: ['old-woman', 'bicycle', 'cow', 'fish', 'sled', 'sports-medal'],
    night: /La nuit/,
  },
  {
    idea: 'Tom learns to swim with Mum',
    lang: 'en',
    order: [/swim bag/, /changing room/, /SPLASH/, /bubbles/, /float board/, /Mum let go/, /hug/],
    draws: ['backpack', 'woman', 'bubbles', 'ring-buoy', 'frog'],
    night: /^$/,
  },
  {
    idea: 'Léo a peur de l’eau et apprend à nager avec papa',
    lang: 'fr',
    order: [/sac de bain/, /vestiaire/, /PLOUF/, /bulles/, /planche/, /Papa lâche/, /câlin/],
    draws: ['backpack', 'man', 'bubbles', 'ring-buoy', 'frog'],
    night: /^$/,
  },
  {
    idea: 'My mum is a baker',
    lang: 'en',
    order: [
      /still night/,
      /come to work/,
      /work clothes/,
      /Can I help/,
      /a rush/,
      /Thank you/,
      /best baker/,
      /That night/,
    ],
    draws: ['woman-cook', 'baguette-bread', 'bed'],
    night: /It was still night/,
  },
  {
    idea: 'Mon papa est pompier',
    lang: 'fr',
    order: [
      /encore nuit/,
      /au travail avec moi/,
      /tenue de travail/,
      /Je peux aider/,
      /urgence/,
      /Merci/,
      /meilleur pompier/,
      /Cette nuit-là/,
    ],
    draws: ['man-firefighter', 'fire-engine', 'bed'],
    night: /Cette nuit-là/,
  },
];
const STOCK =
  /stopped to rest|s’amuse|Maple|Érables|library|bibliothèque|danced the clouds|magic wand|baguette magique/;
/** A line's tune: its first three words and its rhyme. */
const tune = (line: string) => {
  const words = line.toLowerCase().match(/\p{L}+/gu) ?? [];
  return `${words.slice(0, 3).join(' ')} … ${words.at(-1)}`;
};

describe('a home arc’s poem sings its own story', () => {
  const cases = ARCS.flatMap((a) => [12, 24, 50].map((pages) => [a.idea, pages, a] as const));
  it.each(cases)('%s, %i pages', async (idea, pages, a) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: a.lang, pages });
    const texts = plan.pages.map((p) => p.text);
    const lines = texts.flatMap((t) => t.split('\n'));
    // No couplet or sentence twice, at any length (poetry-idea.test.ts's rules); a 50-page poem
    // sings the whole arc in order, the stock couplets filling the pages past its 24.
    expect(new Set(texts).size).toBe(pages);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    const at = a.order.map((re) => texts.findIndex((t) => re.test(t)));
    if (pages > 24) {
      expect([...at].sort((x, y) => x - y)).toEqual(at);
      return;
    }
    expect(new Set(lines).size).toBe(lines.length);
    for (const p of plan.pages) expect(`${p.text} ${p.alt}`).not.toMatch(STOCK);
    expect(new Set(lines.map(tune)).size).toBe(lines.length);
    const subjects = plan.pages.flatMap((p) => (p.hints as { subjects?: string[] }).subjects ?? []);
    expect(subjects).not.toContain('herb');
    if (pages < 24) return;
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    for (const s of a.draws) expect(subjects).toContain(s);
    const night = plan.pages.find((p) => a.night.test(p.text));
    if (a.night.source === '^$') expect(plan.pages.some((p) => p.hints?.light === 'night')).toBe(false);
    else expect(night?.hints?.light).toBe('night');
    // No stock companion couplet ("Tom and Mum, side by side, / Went out exploring").
    expect(texts.join('\n')).not.toMatch(/side by side, \/|main dans la main/);
  });
});
