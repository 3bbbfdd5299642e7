import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * « Hugo déménage dans une nouvelle ville » said « la moitié du travail était faite » at the market
 * and the library, a deed done like any other. Moving house is now its own arc (goal-move.ts): the
 * boxes, goodbyes, the moving van, the drive, the new empty room, the teddy bear unpacked, homesick,
 * the girl next door at the turn, the new house home.
 */
const STOCK = /kite|cerf-volant|moitié du travail|half the work|market|marché|bibliothèque|library/i;

describe('moving house', () => {
  it.each([
    [
      'en',
      'Mia moves to a new house',
      /boxes/,
      /goodbye/i,
      /moving van/,
      /nothing at all/,
      /took out the teddy bear/,
      /missed/,
    ],
    [
      'fr',
      'Hugo déménage dans une nouvelle ville',
      /cartons/,
      /au revoir/i,
      /camion de déménagement/,
      /rien du tout/,
      /sortit d’abord le nounours/,
      /manquaient/,
    ],
  ] as const)('%s: %s', async (language, description, ...rest) => {
    const steps = rest as RegExp[];
    for (const pages of [12, 24, 50]) {
      const book = await planStory({ type: 'story-book', description, language, pages });
      const texts = book.pages.map((p) => p.text);
      expect(texts.join(' ')).not.toMatch(STOCK);
      // In the move's order: boxes, goodbyes, the van, the new empty room, the toy unpacked, homesick.
      const at = steps.map((re) => texts.findIndex((t) => re.test(t)));
      expect(at.every((k) => k > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // No page of the new house goes back to the old room, filler or not.
      const arrived = texts.findIndex((t) => steps[3].test(t));
      for (const p of book.pages.slice(arrived)) expect(String(p.hints?.place)).not.toMatch(/old/);
      // The box and the van drawn where the words name them.
      const van = book.pages.find((p) => steps[2].test(p.text));
      expect(van?.hints?.subjects).toEqual(expect.arrayContaining(['delivery-truck']));
      const boxes = book.pages.find((p) => steps[0].test(p.text));
      expect(boxes?.hints?.subjects).toContain('package');
      // The girl next door at the turn, drawn at the hero's side then and at the end.
      const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(turn).toBe(pages - 2);
      expect(book.pages[turn].text).toMatch(/Zo[eé]/);
      expect(book.pages[turn].hints?.companion).toBe('girl');
      expect(book.pages[pages - 1].text).toMatch(/home now|chez nous/);
      const sentences = texts.flatMap(splitSentences);
      expect(new Set(sentences).size).toBe(sentences.length);
      if (pages === 12)
        expect(
          drawPlanPage(
            book,
            'story-book',
            texts.findIndex((t) => steps[2].test(t)),
          ),
        ).toContain('data-icon="delivery-truck"');
    }
  });

  // "There was nothing at all: no bed…" was drawn with the bed, teddy and night light: the bare room is empty.
  it.each([
    ['en', 'Mia moves to a new house', /nothing at all/, /sat it on the pillow/],
    ['fr', 'Hugo déménage dans une nouvelle ville', /rien du tout/, /sur l’oreiller/],
  ] as const)(
    '%s: the new room is drawn bare until unpacked',
    async (language, description, bare, unpacked) => {
      const book = await planStory({ type: 'story-book', description, language, pages: 12 });
      const furniture = (re: RegExp) => {
        const i = book.pages.findIndex((p) => re.test(p.text));
        const room = /id="room-bedroom" class="landmark">(.*?)<\/g>/.exec(
          drawPlanPage(book, 'story-book', i),
        );
        return { place: book.pages[i].hints?.place, room: room?.[1] };
      };
      expect(furniture(bare)).toEqual({ place: 'the bare new bedroom at home', room: '' });
      expect(furniture(unpacked).place).toBe('the new bedroom at home');
      expect(furniture(unpacked).room).toContain('<rect');
    },
  );

  it('a four-page book keeps the news, the girl next door and home', async () => {
    const book = await planStory({ type: 'story-book', description: 'Mia moves to a new house', pages: 4 });
    expect(book.pages.map((p) => p.hints?.beat)).toContain('turn');
    expect(book.pages[1].text).toMatch(/moving to a new house/);
    expect(book.pages[3].text).toMatch(/home now/);
  });
});
