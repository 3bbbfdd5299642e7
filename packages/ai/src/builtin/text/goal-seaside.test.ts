import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { themeFor } from './themes';

/**
 * Issue 14: 'A family trip to the beach for summer holidays' (holiday, 12 pages) began "in the snowy
 * village of Glimmerbrook", walked to the beach through a dark wood and met "a cheerful snowman". A
 * seaside day is now its own arc: the car packed, "Are we there yet?", the sea at last, the
 * sandcastle, the waves, the rock pools, the ice cream, the tide taking the castle, a bigger one built
 * together at the turn, the sunset; the family the idea names drawn on the pages.
 */
type Book = Awaited<ReturnType<typeof planStory>>;
const subjects = (b: Book, i: number) => (b.pages[i].hints?.subjects as string[] | undefined) ?? [];
const texts = (b: Book) => b.pages.map((p) => p.text);

const CASES = [
  [
    'holiday',
    'en',
    'A family trip to the beach for summer holidays',
    /Are we there yet/,
    /sandcastle/,
    /washed the sandcastle away/,
    /even bigger/,
    /Dad/,
  ],
  [
    'holiday',
    'fr',
    'Les vacances à la mer',
    /On est bientôt arrivés/,
    /château de sable/,
    /emporta le château de sable/,
    /encore plus grand/,
    /Papa/,
  ],
  [
    'story-book',
    'en',
    'A day at the beach with Mum and Dad',
    /Are we there yet/,
    /sandcastle/,
    /washed the sandcastle away/,
    /even bigger/,
    /Dad/,
  ],
  [
    'story-book',
    'fr',
    'Une journée à la plage en famille',
    /On est bientôt arrivés/,
    /château de sable/,
    /emporta le château de sable/,
    /encore plus grand/,
    /Papa/,
  ],
] as const;

describe('a family day at the seaside (issue 14)', () => {
  it.each(CASES)('%s %s: %s', async (type, language, description, drive, castle, hitch, turn, dad) => {
    const book = await planStory({ type, language, description, pages: 12, title: 'T' });
    const all = texts(book).join(' ');
    expect(book.pages).toHaveLength(12);
    expect(all).not.toMatch(/snow|neige|Glimmerbrook|Scintillebourg|far away|très loin/i);
    // In the order of the day: the drive, the castle built, the tide, the bigger castle at the turn.
    const at = (re: RegExp) => texts(book).findIndex((t) => re.test(t));
    expect(at(drive)).toBeGreaterThan(1);
    expect(at(castle)).toBeGreaterThan(at(drive));
    expect(at(hitch)).toBe(9);
    expect(book.pages[10].text).toMatch(turn);
    expect(subjects(book, at(drive))).toContain('automobile');
    expect(subjects(book, at(castle))).toContain('sandcastle');
    expect(subjects(book, 10)).toContain('sandcastle');
    expect(book.pages[10].hints?.place).toMatch(/sand/);
    // The family is drawn: Dad beside Mum, said in the alt text.
    expect(subjects(book, 10)).toContain('man');
    expect(book.pages[10].alt).toMatch(dad);
    expect(drawPlanPage(book, type, 10)).toContain('data-icon="sandcastle"');
    // The sunset on the sand ends the day.
    const last = book.pages[11];
    expect(last.hints?.light).toBe('dusk');
    expect(last.text).toMatch(/sun|soleil/);
    expect(last.hints?.place).toMatch(/beach/);
  });

  it.each([
    ['en', 'A family trip to the beach'],
    ['en', 'Summer holidays at the seaside'],
    ['en', 'A day at the beach with Mum and Dad'],
    ['en', 'Vacation at the sea'],
    ['fr', 'Les vacances à la mer'],
    ['fr', 'Une journée à la plage en famille'],
    ['fr', 'Partir en vacances au bord de la mer'],
  ] as const)('%s: %s is a seaside day', (language, description) => {
    expect(readIdea('T', description, language).goal?.kind).toBe('seaside');
  });

  it.each([
    ['fr', 'Zoé va à la plage avec sa mamie'],
    ['en', 'Zoé looks for a shell at the beach on holiday'],
    ['en', 'A mermaid spends her holidays under the sea'],
  ] as const)('%s: %s is no seaside day', (language, description) => {
    expect(readIdea('T', description, language).goal?.kind).not.toBe('seaside');
  });

  it.each([
    ['en', 'A day at the beach with Grandma', /Grandma/, 'old-woman'],
    ['fr', 'Zoé part en vacances au bord de la mer avec papa, maman et son chien', /le chien/, 'dog'],
  ] as const)('%s: %s brings the family it names', async (language, description, who, icon) => {
    const book = await planStory({ type: 'story-book', language, description, pages: 12, title: 'T' });
    expect(book.pages[10].text).toMatch(who);
    expect([...subjects(book, 10), book.pages[10].hints?.companion]).toContain(icon);
  });

  it.each([
    ['en', 8],
    ['fr', 8],
    ['en', 50],
    ['fr', 50],
  ] as const)(
    '%s, %i pages: the castle, the tide and the turn, no sentence twice',
    async (language, pages) => {
      const description = language === 'en' ? 'A family trip to the beach' : 'Les vacances à la mer';
      const book = await planStory({ type: 'holiday', language, description, pages, title: 'T' });
      expect(book.pages).toHaveLength(pages);
      const all = texts(book).join(' ');
      expect(all).toMatch(language === 'en' ? /washed the sandcastle away/ : /emporta le château de sable/);
      expect(book.pages.at(-2)?.text).toMatch(language === 'en' ? /even bigger/ : /encore plus grand/);
      const sentences = texts(book).flatMap((t) => t.split(/(?<=[.!?])\s+/));
      expect(new Set(sentences).size).toBe(sentences.length);
    },
  );
});

/** The holiday type's default setting: summer, the beach or the sun is the seaside; winter keeps the snow. */
describe('a summer holiday is no snowy village (issue 14)', () => {
  it.each([
    ['A family trip to the beach for summer holidays', 'summer'],
    ['Les vacances d’été au soleil', 'summer'],
    ['Nos vacances à la plage', 'summer'],
    ['A sunny summer holiday', 'summer'],
    ['Christmas by the sea', 'holiday'],
    ['Un Noël enneigé chez mamie', 'holiday'],
    ['A snowy winter holiday', 'holiday'],
    ['Two siblings wait for Santa on Christmas Eve', 'holiday'],
  ])('%s → %s', (description, id) => {
    expect(themeFor('holiday', description).id).toBe(id);
  });

  it.each([
    ['en', 'A sunny summer holiday', /snow/i],
    ['fr', 'Les vacances d’été au soleil', /neige/i],
  ] as const)('%s: %s has no snow nor snowman', async (language, description, snow) => {
    const book = await planStory({ type: 'holiday', language, description, pages: 12, title: 'T' });
    for (const p of book.pages) {
      expect(p.text).not.toMatch(snow);
      expect(p.alt).not.toMatch(snow);
      expect(subjects(book, book.pages.indexOf(p))).not.toContain('snowman');
    }
  });
});
