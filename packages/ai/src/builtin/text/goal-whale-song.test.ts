import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory, storyRequest } from '../testing/story-fixtures';
import { splitSentences } from './sentences';
import { readStoryFacts } from './story-facts';

/**
 * « Une baleine qui chante » was "Finn avait un grand rêve : trouver une perle…", and 'A whale who
 * loves to sing' hunted the same stock pearl. A singing whale now has its own arc (goal-whale-song.ts):
 * a lost calf on the problem page, the song round the reef (the fish, the dolphins), in the deep
 * (the echo), far out, and the calf's family answering from far away at the turn; every page that
 * sings draws its song as music notes by the whale's head.
 */
const STOCK = /pearl|perle|hidden somewhere|cachée? quelque part|clue|indice/i;
const subjectsOf = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];

describe('a whale who sings', () => {
  it.each([
    ['en', 'A whale who loves to sing'],
    ['en', 'The whale’s song'],
    ['fr', 'Une baleine qui chante'],
  ] as const)('%s: %s is the whale song', (language, description) => {
    const req = storyRequest({ type: 'ocean-animals', language, description, title: description });
    expect(readStoryFacts(req).facts.goal?.kind).toBe('whale-song');
  });

  it('keeps a lonely whale who sings at its friend', () => {
    expect(readIdea('', 'A lonely little whale sings in the sea', 'en').goal?.kind).toBe('befriend');
  });

  it.each([
    ['ocean-animals', 'en', 'A whale who loves to sing', 4],
    ['ocean-animals', 'fr', 'Une baleine qui chante', 12],
    ['story-book', 'en', 'The whale’s song', 24],
    ['bedtime-books', 'fr', 'Une baleine qui chante', 24],
    ['comic-books', 'en', 'A whale who loves to sing', 12],
    ['ocean-animals', 'en', 'A whale who loves to sing', 50],
  ] as const)('%s %s %s %i', async (type, language, description, pages) => {
    const book = await planStory({ type, language, description, pages });
    expect(book.pages).toHaveLength(pages);
    const texts = book.pages.map((p) => p.text);
    expect(texts.join(' ')).not.toMatch(STOCK);
    // The calf is lost on the problem page, its family answers from far away at the turn.
    expect(texts[1]).toMatch(language === 'en' ? /whale calf/ : /baleineau/);
    const turn = book.pages[pages - 2];
    expect(turn.text).toMatch(language === 'en' ? /far, far away.*family/ : /très, très loin.*famille/);
    expect(subjectsOf(turn)).toEqual(expect.arrayContaining(['whale', 'musical-notes']));
    expect(String(turn.hints?.place)).toMatch(/open ocean/);
    // Under the sea on every page; the calf at the whale's side from the problem on.
    for (const p of book.pages) expect(p.hints?.family).toBe('sea');
    for (const p of book.pages.slice(1)) expect(p.hints?.companion).toBe('spouting-whale');
    // The song is drawn: music notes on the pages that sing, by the whale (not on the sea floor).
    const sung = book.pages.filter((p) => subjectsOf(p).includes('musical-notes'));
    // (A long book's short lines between the arc's own sing nothing.)
    expect(sung.length).toBeGreaterThanOrEqual(Math.min(pages / 2, 12));
    expect(sung[0].alt).toMatch(language === 'en' ? /music notes/ : /notes de musique/);
    if (pages >= 12) {
      // Round the reef (the dolphins), then the deep (the echo), in that order.
      const dolphins = texts.findIndex((t) => /dolphins|dauphins/.test(t));
      const echo = texts.findIndex((t) => /echo|écho/.test(t));
      expect(dolphins).toBeGreaterThan(1);
      expect(echo).toBeGreaterThan(dolphins);
    }
    const sentences = texts.flatMap(splitSentences);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('draws the song as notes by the whale’s head, pale at night', async () => {
    const day = await planStory({
      type: 'ocean-animals',
      language: 'en',
      description: 'A whale who loves to sing',
    });
    const svg = String(drawPlanPage(day, 'ocean-animals', 0));
    // Two notes rising by the head, in their own ink by day.
    expect(svg.match(/data-icon="musical-notes"/g)?.length).toBe(2);
    expect(svg).not.toMatch(/data-icon="musical-notes" data-tint/);
    const night = await planStory({
      type: 'bedtime-books',
      language: 'en',
      description: 'A whale who loves to sing',
    });
    expect(night.pages[0].hints?.light).not.toBe('day');
    // Dark notes would vanish in the night sea: pale gold.
    expect(String(drawPlanPage(night, 'bedtime-books', 0))).toMatch(
      /data-icon="musical-notes" data-tint="#ffe27a"/,
    );
  });
});
