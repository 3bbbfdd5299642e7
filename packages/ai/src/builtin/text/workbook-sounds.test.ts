import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { hasIcon } from '../pictures/icons';
import { planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';
import { OTHER_WORDS, SOUND_WORDS } from './workbook-sounds-words';

/**
 * « Cahier d’exercices de lecture : les sons ou et on » and 'Phonics workbook: the sh and ch sounds'
 * gave letters to trace (A, H, O, V, C) and teddy bears to count. Every exercise is now about the
 * sounds named: circle the picture, finish the word, sort the words; the answer key gives each answer.
 */
const plan = (description: string, language: 'en' | 'fr', pages: number) =>
  planStory({ type: 'educational-workbooks', description, title: description, language, pages });
const h = (p: PagePlan) => (p.hints ?? {}) as StoryHints;

describe('reading workbooks about sounds', () => {
  it.each([
    ['fr', 'Cahier d’exercices de lecture : les sons ou et on', ['ou', 'on']],
    ['en', 'Phonics workbook: the sh and ch sounds', ['sh', 'ch']],
  ] as const)('%s: %s', async (language, idea, sounds) => {
    for (const n of [6, 12, 24]) {
      const { pages } = await plan(idea, language, n);
      const isKey = (p: PagePlan) => /Corrigé|Answer key/.test(p.heading ?? '');
      const exercises = pages.filter((p) => !isKey(p));
      expect(exercises.length).toBeGreaterThanOrEqual(n - 2);
      expect(new Set(pages.map((p) => p.text)).size).toBe(pages.length);
      for (const p of exercises) {
        expect(p.text).not.toMatch(/trace|écris [A-Z] et|count|compte|teddy/i);
        expect(sounds.some((s) => p.text.includes(s))).toBe(true);
        expect((h(p).subjects ?? []).length).toBeGreaterThan(0);
      }
      const words = Object.values(SOUND_WORDS[language]).flat();
      // The pictures to circle and sort are the words printed.
      for (const p of exercises)
        for (const icon of h(p).subjects ?? [])
          expect([...words, ...OTHER_WORDS[language]].some((w) => w.icon === icon)).toBe(true);
      // Every exercise has its answer in the key, and the sort's columns hold the right words.
      const answers = pages
        .filter(isKey)
        .map((p) => p.text)
        .join('\n');
      for (let k = 1; k <= exercises.length; k++) expect(answers).toMatch(new RegExp(`Exerci[cs]e ${k} ?:`));
      expect(answers).not.toMatch(/Tracing|tracé/);
      for (const line of answers.split('\n').filter((l) => /[«“]/.test(l)))
        for (const s of sounds) {
          const col = line.match(new RegExp(`[«“] ?${s} ?[»”] ?: ([^;]+)`))?.[1] ?? '';
          for (const w of col.split(',')) expect(w.trim()).toContain(s);
        }
    }
  });

  it.each([
    ['fr', 'Cahier d’exercices de lecture : les sons ou et on', 'loup'],
    ['en', 'Phonics workbook: the sh and ch sounds', 'ship'],
  ] as const)(
    '%s: the first exercise circles %s among pictures without the sound',
    async (language, idea, word) => {
      const { pages } = await plan(idea, language, 6);
      expect(pages[0].text).toContain(word);
      expect(pages.at(-1)?.text).toMatch(new RegExp(`1 ?: ${word}`));
    },
  );

  it('draws every word with an icon that exists', () => {
    for (const lang of ['en', 'fr'] as const)
      for (const w of [...Object.values(SOUND_WORDS[lang]).flat(), ...OTHER_WORDS[lang]])
        expect(hasIcon(w.icon), w.icon).toBe(true);
  });
});
