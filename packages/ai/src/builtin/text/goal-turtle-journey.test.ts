import { describe, expect, it } from 'vitest';
import { planStory, storyRequest } from '../testing/story-fixtures';
import { splitSentences } from './sentences';
import { readStoryFacts } from './story-facts';

/**
 * 'A sea turtle's journey back to the beach' and « Le voyage d'une tortue de mer » hunted the ocean's
 * stock pearl; 'Little turtle hatches and goes to the sea' walked to the sea through a meadow, a wood
 * and a river. Now a sea turtle's own journey (goal-turtle-journey.ts): hatched on the beach under the
 * moon, the hatchlings' run to the sea, the open ocean (seaweed, jellyfish, a current, seagrass), and
 * home to the same beach to lay eggs; or the hatchling's first journey to the open ocean. The beach
 * is at night on every page, a long book's short lines too.
 */
// (The stock walk to the sea went by a wildflower meadow, a signpost and the countryside.)
const STOCK = /pearl|perle|wildflower|signpost|countryside|hidden somewhere|cachée? quelque part/i;
const subjectsOf = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];

describe('a sea turtle’s journey', () => {
  it.each([
    ['en', 'A sea turtle’s journey back to the beach', 'return'],
    ['fr', 'Le voyage d’une tortue de mer', 'return'],
    ['en', 'Little turtle hatches and goes to the sea', 'hatch'],
    ['fr', 'Une bébé tortue de mer éclot et court vers la mer', 'hatch'],
  ] as const)('%s: %s is the turtle’s %s', (language, description, story) => {
    const goal = readStoryFacts(storyRequest({ type: 'ocean-animals', language, description })).facts.goal;
    expect(goal?.kind).toBe('turtle-journey');
    expect(goal?.kind === 'turtle-journey' && goal.story).toBe(story);
  });

  it('keeps a tortoise in the garden out of it', () => {
    const req = storyRequest({
      type: 'story-book',
      description: 'A tortoise goes on a journey to the garden',
    });
    expect(readStoryFacts(req).facts.goal?.kind).not.toBe('turtle-journey');
  });

  it.each([
    ['ocean-animals', 'en', 'A sea turtle’s journey back to the beach', 4],
    ['ocean-animals', 'fr', 'Le voyage d’une tortue de mer', 12],
    ['story-book', 'en', 'A sea turtle’s journey back to the beach', 24],
    ['bedtime-books', 'fr', 'Le voyage d’une tortue de mer', 24],
    ['comic-books', 'en', 'A sea turtle’s journey back to the beach', 12],
    ['ocean-animals', 'fr', 'Le voyage d’une tortue de mer', 50],
  ] as const)('a whole life: %s %s %s %i', async (type, language, description, pages) => {
    const book = await planStory({ type, language, description, pages });
    expect(book.pages).toHaveLength(pages);
    const texts = book.pages.map((p) => p.text);
    expect(texts.join(' ')).not.toMatch(STOCK);
    // Hatched, and the hatchlings' run to the sea, under the moon.
    expect(texts[0]).toMatch(language === 'en' ? /egg/ : /œuf/);
    expect(texts[1]).toMatch(language === 'en' ? /To the sea!/ : /À la mer/);
    expect(subjectsOf(book.pages[1])).toContain('turtle');
    // Home to the same beach to lay eggs at the turn; the babies' own run at the end.
    const turn = book.pages[pages - 2];
    expect(turn.text).toMatch(language === 'en' ? /same beach.*laid/ : /même plage.*pondit/);
    expect(subjectsOf(turn)).toContain('egg');
    // Every page on the beach is at night.
    for (const p of book.pages)
      if (p.hints?.family === 'shore') expect(['night', 'sleep']).toContain(p.hints?.light);
    if (pages >= 12) {
      // The open ocean between: jellyfish or seaweed, then the way home.
      const ocean = texts.findIndex((t) => /seaweed|algues|jellyfish|méduses/.test(t));
      const home = texts.findIndex((t) => /tug inside|petit appel/.test(t));
      expect(ocean).toBeGreaterThan(1);
      expect(home).toBeGreaterThan(ocean);
      expect(book.pages.filter((p) => p.hints?.family === 'sea').length).toBeGreaterThan(pages / 2);
    }
    const sentences = texts.flatMap(splitSentences);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it.each([
    [
      'bedtime-books',
      'fr',
      'Le voyage de Nina, une tortue de mer très patiente.',
      'la patience finit toujours par payer',
    ],
    ['ocean-animals', 'en', 'A brave sea turtle’s journey back to the beach', 'being brave means trying'],
  ] as const)('says the lesson the idea names: %s %s %s', async (type, language, description, lesson) => {
    const book = await planStory({ type, language, description, pages: 12 });
    expect(book.pages.at(-1)?.text).toContain(lesson);
  });

  it.each([
    ['en', 12],
    ['en', 24],
    ['fr', 50],
  ] as const)('a hatchling’s first journey: %s %i', async (language, pages) => {
    const description =
      language === 'en'
        ? 'Little turtle hatches and goes to the sea'
        : 'Une bébé tortue de mer éclot et court vers la mer';
    const book = await planStory({ type: 'ocean-animals', language, description, pages });
    const texts = book.pages.map((p) => p.text);
    expect(texts.join(' ')).not.toMatch(STOCK);
    // The run across the beach at night (the hatchlings drawn running), then the waves, then the ocean.
    const run = book.pages.filter((p) => p.hints?.family === 'shore');
    expect(run.length).toBeGreaterThan(3);
    for (const p of run) expect(p.hints?.light).toBe('night');
    expect(run.filter((p) => subjectsOf(p).includes('turtle')).length).toBeGreaterThan(2);
    const lastShore = book.pages.findLastIndex((p) => p.hints?.family === 'shore');
    expect(book.pages.slice(lastShore + 1).every((p) => p.hints?.family === 'sea')).toBe(true);
    // Safe in the open ocean at the turn, asleep on the floating seaweed at the end.
    expect(String(book.pages[pages - 2].hints?.place)).toMatch(/open ocean/);
    expect(book.pages[pages - 1].hints?.asleep).toBe(true);
    expect(texts.join(' ')).not.toMatch(/laid a hundred|pondit/);
    const sentences = texts.flatMap(splitSentences);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
