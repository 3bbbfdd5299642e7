import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { BED } from './goal-refuse-bed-words';
import { GREENS } from './goal-refuse-greens-words';
import type { RefuseScript } from './goal-refuse-kit';
import { OTHER } from './goal-refuse-other-words';
import { RESCUE } from './goal-refuse-rescue-words';
import { SHARE } from './goal-refuse-share-words';

/**
 * Issue 14, a 24-page refusal book: with two or three templates a step, the 20 middle pages broke
 * the order (a friend's biscuit after the tries) and told the same page again with only the room
 * changed ("By the toy box, Milo took a deep breath…" three times). Each step now has at least five
 * templates, each told once, in order, in a room (and a light) its words allow.
 */
type Hints = { place?: string; light?: string; companion?: string };
const hints = (p: { hints?: unknown }) => (p.hints ?? {}) as Hints;

const STEPS = ['refusals', 'costs', 'shown', 'tries'] as const;

/** A template's words as a pattern: the hero's name, the place and any ending may be anything (« de Ava » is « d’Ava »). */
const pattern = (words: string) =>
  new RegExp(
    `^${words
      .replace(/[.*+?^$()[\]\\|]/g, '\\$&')
      .replace(/\bde \{name\}/g, 'd(?:e |’){name}')
      .replace(/\{atPlace\}|\{name\}/g, '.+?')
      // The hero's French ending (« grognon{neN} »: « grognonne » for a girl).
      .replace(/\{\w+\}/g, '\\p{L}*')
      .replace(/ /g, '\\s')}$`,
    'iu',
  );

const BOOKS: [string, RefuseScript, 'story-book' | 'bedtime-books', { en: string; fr: string }][] = [
  [
    'share',
    SHARE,
    'story-book',
    {
      en: 'A little bear who does not want to share his toys',
      fr: 'Un petit ours qui ne veut pas partager ses jouets',
    },
  ],
  [
    'bed',
    BED,
    'story-book',
    {
      en: 'A little fox who does not want to go to bed',
      fr: 'Une petite renarde qui ne veut pas aller au lit',
    },
  ],
  [
    'bed',
    BED,
    'bedtime-books',
    {
      en: 'A little girl who does not want to go to bed',
      fr: 'Un petit renard qui ne veut pas aller au lit',
    },
  ],
  [
    'greens',
    GREENS,
    'story-book',
    {
      en: 'A girl who does not want to eat her vegetables',
      fr: 'Un petit lapin qui ne veut pas manger ses légumes',
    },
  ],
  [
    'other',
    OTHER,
    'story-book',
    {
      en: 'A boy who does not want to tidy his room',
      fr: 'Une petite fille qui ne veut pas ranger sa chambre',
    },
  ],
  [
    'rescued',
    RESCUE,
    'story-book',
    { en: 'A princess who does not want to be rescued', fr: 'Une petite reine qui ne veut pas être sauvée' },
  ],
];

describe('a 24-page refusal book tells each step in order, once, where its words happen (issue 14)', () => {
  for (const [name, script, type, description] of BOOKS)
    it.each(['en', 'fr'] as const)(`%s: the ${name} book (${type})`, async (language) => {
      for (const step of STEPS) expect(script[step].length).toBeGreaterThanOrEqual(5);
      const plan = await planStory({ type, language, description: description[language], pages: 24 });
      const texts = plan.pages.map((p) => p.text ?? '');
      const steps: number[] = [];
      const told = new Set<unknown>();
      plan.pages.forEach((p, i) => {
        const k = STEPS.findIndex((step) => script[step].some((t) => pattern(t[language]).test(texts[i])));
        if (k < 0) return;
        const t = script[STEPS[k]].find((x) => pattern(x[language]).test(texts[i]));
        // Each template told once: not again with only the room changed.
        expect(told.has(t), texts[i]).toBe(false);
        told.add(t);
        steps.push(k);
        // Drawn in a room its words allow, at a light they allow.
        const at = script.places.find((x) => (x.pic ?? x.en) === hints(p).place);
        if (t?.onlyPlace) expect(at && t.onlyPlace.test(at.en), `${texts[i]} @ ${hints(p).place}`).toBe(true);
        if (t?.lights) expect(t.lights, texts[i]).toContain(hints(p).light);
      });
      // The 20 middle pages: refusals, costs, someone showing another way, the tries — in that order.
      expect(steps).toHaveLength(20);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect(new Set(steps).size).toBe(4);
      // No sentence twice in the book.
      const sentences = texts.flatMap((t) => t.match(/[^.!?…»”]+[.!?…]+[»”]?/g) ?? []).map((s) => s.trim());
      const twice = sentences.filter((s, i) => s.length > 12 && sentences.indexOf(s) !== i);
      expect(twice).toEqual([]);
    });

  // Bed and any other no draw no refused thing, and so drew nobody either: « Maman s’assit au bord
  // du lit » showed the fox alone. Now whoever the page names is drawn and said.
  it.each([
    ['en', 0, /sand timer/, 'woman', 'Mum'],
    ['fr', 0, /sablier/, 'woman', 'Maman'],
    ['en', 1, /Dad dimmed/, 'man', 'Dad'],
    ['fr', 2, /Maman s’assit/, 'woman', 'Maman'],
    ['en', 4, /Mum planted a seed/, 'woman', 'Mum'],
    ['fr', 4, /Papa essaya une nouvelle danse/, 'man', 'Papa'],
  ] as const)('%s: book %s draws who its page names', async (language, k, words, icon, said) => {
    const [, , type, description] = BOOKS[k];
    const plan = await planStory({ type, language, description: description[language], pages: 24 });
    const i = plan.pages.findIndex((p) => words.test(p.text ?? ''));
    expect(i).toBeGreaterThan(0);
    expect(hints(plan.pages[i]).companion).toBe(icon);
    expect(plan.pages[i].alt).toContain(said);
    // A fox's parent is a grown fox at the fox's side (pictures/kin-figure.ts), in the room.
    if (k !== 4) {
      const svg = await drawPlanPage(plan, type, i, 300);
      expect(svg).toMatch(/data-figure="kin"/);
      expect(svg).toContain(k === 0 ? 'id="room-playroom"' : 'id="room-bedroom"');
    }
  });
});
