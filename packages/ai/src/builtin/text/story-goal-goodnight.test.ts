import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';
import { THINGS } from './goal-goodnight-things';
import { splitSentences } from './sentences';

/**
 * Issue 14: 'A sleepy bunny says goodnight to everything in the garden' and « Un petit lapin qui
 * dit bonne nuit à tous les animaux de la ferme » were told as a generic deed ("the job was done",
 * a hunt for a bell). A goodnight round (goal-goodnight.ts) says goodnight to one thing a page —
 * named, drawn and said in the alt — the moon last under a night sky, and ends asleep in bed.
 */
const BOOKS: [Language, string, BookType][] = [
  ['en', 'A sleepy bunny says goodnight to everything in the garden', 'story-book'],
  ['fr', 'Un petit lapin qui dit bonne nuit à tous les animaux de la ferme', 'story-book'],
  ['en', 'A little girl says good night to the moon, the stars and her teddy', 'bedtime-books'],
  ['fr', 'Une petite fille souhaite bonne nuit à la lune, aux étoiles et à son nounours', 'bedtime-books'],
];
const DEED =
  /job was done|had managed to|the plan|mission|travail était fait|recherch|cherch|look(?:ed|ing)? for/i;
const ASLEEP = /asleep|into bed|s’endormir|dormit|son lit/i;

type Page = StoryPlan['pages'][number];
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];
/** The thing a middle page draws, when its text says goodnight to it by name (“Goodnight, cow”). */
const thingOf = (p: Page, lang: Language) =>
  THINGS.find(
    (t) =>
      (subjects(p)[0] ?? p.hints?.companion) === t.icon &&
      p.text?.toLowerCase().includes(t[lang].hi.toLowerCase()),
  );

describe('a goodnight round: one thing a page, the moon, then bed (issue 14)', () => {
  it.each(BOOKS)('%s: %s (%s) — each page names and draws its thing', async (lang, description, type) => {
    const plan = await planStory({ type, language: lang, description, pages: 12 });
    const texts = plan.pages.map((p) => p.text ?? '');
    expect(texts.join(' ')).not.toMatch(DEED);
    const middle = plan.pages.slice(2, -2);
    const things = middle.map((p) => thingOf(p, lang));
    expect(things.every(Boolean)).toBe(true);
    expect(new Set(things.map((t) => t?.id)).size).toBe(middle.length);
    middle.forEach((p, k) => {
      const thing = things[k];
      expect(p.text).toMatch(lang === 'en' ? /Goodnight|goodnight/ : /[Bb]onne nuit/);
      // Drawn once: in the scene, or at the hero's side (the teddy).
      expect([...subjects(p), p.hints?.companion]).toContain(thing?.icon);
      expect(p.alt).toContain(thing?.[lang].the);
      expect(drawPlanPage(plan, type, k + 2)).toContain(`data-icon="${thing?.icon}"`);
    });
    // The moon at the turn, drawn in a night sky; the last page asleep in bed, at its darkest.
    const turn = plan.pages.at(-2) as Page;
    expect(turn.text).toMatch(lang === 'en' ? /Goodnight, moon/ : /Bonne nuit, la lune/);
    expect(turn.hints?.light).toBe('night');
    expect(drawPlanPage(plan, type, plan.pages.length - 2)).toMatch(/data-icon="(crescent|full)-moon"/);
    const last = plan.pages.at(-1) as Page;
    expect(last.text).toMatch(ASLEEP);
    expect(last.hints?.light).toBe('sleep');
  });

  it.each(BOOKS)(
    '%s: %s (%s) — dusk early, night late, no sentence twice',
    async (lang, description, type) => {
      for (const pages of [4, 12, 24, 50]) {
        const plan = await planStory({ type, language: lang, description, pages });
        const lights = plan.pages.map((p) => p.hints?.light);
        if (pages > 4) expect(lights.slice(0, 2)).toEqual(['dusk', 'dusk']);
        expect(lights.slice(-2)).toEqual(['night', 'sleep']);
        expect(lights.indexOf('night')).toBeGreaterThan(lights.lastIndexOf('dusk'));
        const sentences = plan.pages.flatMap((p) => splitSentences(p.text ?? ''));
        expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
        // A longer book meets more things, none twice (50 pages go round again, in other words).
        const met = plan.pages.slice(2, -2).map((p) => thingOf(p, lang)?.id);
        expect(met.every(Boolean)).toBe(true);
        if (pages <= 24) expect(new Set(met).size).toBe(Math.max(0, pages - 4));
      }
    },
  );
});
