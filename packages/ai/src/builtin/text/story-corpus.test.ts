import { BOOK_TYPES, type BookType } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { SETTINGS } from '../idea/settings';
import { planBuiltinStory } from './plan-builtin-story';
import { splitSentences } from './sentences';
import { CASES } from './story-corpus-cases';
import { PROMISES } from './story-corpus-promises';

const plain = (s: string) => s.toLowerCase();
const sentences = splitSentences;

/** Types not told as a story: they assert their own promise instead of the story's arc. */
const NOT_STORY = new Set<BookType>([
  'alphabet',
  'numbers',
  'coloring',
  'journal',
  'poetry-rhymes',
  'shapes',
  'learning-books',
  'educational-workbooks',
  'activity-books',
]);
/** Types whose every page is drawn at one of the story's places. */
const PLACED = (type: BookType) => !NOT_STORY.has(type) || type === 'coloring' || type === 'poetry-rhymes';

describe('story corpus (issue 14): every book follows the idea and keeps its type’s promise', () => {
  it('covers the 25 types, both languages, at least 40 descriptions', () => {
    expect(new Set(CASES.map((c) => c[0]))).toEqual(new Set(BOOK_TYPES));
    for (const type of BOOK_TYPES)
      expect(new Set(CASES.filter((c) => c[0] === type).map((c) => c[1])), type).toEqual(
        new Set(['en', 'fr']),
      );
    expect(new Set(CASES.map((c) => c[4])).size).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)(
    '%s %s %i pages: %s',
    async (type, language, pages, title, description, name, kind, object) => {
      const plan = await planBuiltinStory({
        title,
        author: 'Ann',
        type,
        description,
        pages,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
      });
      const story = !NOT_STORY.has(type);
      const text = plan.pages.map((p) => p.text).join(' ');
      const facts = readIdea(title, description, language);
      expect(plan.pages).toHaveLength(pages);
      // The hero: named in the character, the text (an alphabet book names the hero on its
      // pictures only) and the picture plan, and drawn as the kind the idea names.
      expect(plan.character.name).toBe(name);
      if (type !== 'alphabet' || pages >= 26) expect(text).toContain(name);
      expect(plan.pages.some((p) => p.scene.includes(name)) || type === 'activity-books').toBe(true);
      const figure = facts.heroKind?.figure;
      if (figure) expect(plan.character.figure?.id).toBe(figure);
      if (kind) expect(plain(text)).toContain(kind);
      if (object) expect(plain(text)).toContain(object);
      // Never pasted: no sentence of the description is printed.
      expect(text).not.toContain(description.replace(/\.$/, ''));
      // No sentence twice (a poem may keep one refrain line).
      const all = plan.pages.flatMap((p) => sentences(p.text));
      expect(all.length - new Set(all).size).toBeLessThanOrEqual(type === 'poetry-rhymes' ? 1 : 0);
      // French contractions and agreement the templates once got wrong.
      if (language === 'fr') expect(text).not.toMatch(/(^|\s)[àÀ] les |\bAu haut de\b|\bce fut les\b/);
      // Every sentence starts with a capital, an opening quote or a number.
      for (const x of all) expect(x).toMatch(/^[\p{Lu}“«\d]/u);
      // The lesson the idea names is printed.
      if (story && facts.lessonNamed) expect(text).toContain(facts.lesson[language]);
      // The key object is drawn on the pages that name it.
      const icon = facts.object?.word.icon;
      if (icon && (story || type === 'coloring'))
        expect(
          plan.pages.some((p) => ((p.hints?.subjects as string[] | undefined) ?? []).includes(icon)),
        ).toBe(true);
      // The setting: every page of a story is drawn at a place of it.
      const setting = facts.setting && SETTINGS.find((s) => s.id === facts.setting?.id);
      if (setting && PLACED(type))
        for (const p of plan.pages) {
          const drawn = String(p.hints?.place ?? '');
          expect(
            setting.places.some((x) => drawn === (x.pic ?? x.en)) || drawn === setting.places[0].pic,
          ).toBe(true);
        }
      // Alt text: in the book's language; a story's names the hero.
      for (const p of plan.pages) {
        if (story) expect(p.alt).toContain(name);
        if (language === 'fr') expect(p.alt).not.toMatch(/\b(with|at the|in the|Picture)\b/);
        else expect(p.alt).not.toMatch(/\b(avec|dans la|à la|Illustration)\b/);
      }
      // Compositions vary: at least 4 in any 12 pages.
      if (story) {
        const comps = plan.pages.map((p) => p.hints?.composition);
        for (let i = 0; i + 12 <= comps.length; i++)
          expect(new Set(comps.slice(i, i + 12)).size).toBeGreaterThanOrEqual(4);
      }
      if (pages >= 50) {
        // Distinct sentence patterns: sentences with the names, places and objects taken out.
        const slotWords = [
          name,
          ...(setting?.places.flatMap((x) => [x.en, x.fr]) ?? []),
          object ?? '',
        ].filter(Boolean);
        const pattern = (s: string) => slotWords.reduce((acc, w) => acc.split(w).join('_'), s);
        expect(new Set(all.map(pattern)).size).toBeGreaterThanOrEqual(40);
      }
      // The type's own promise (coloring captions, counts, letters, answer keys, couplets, panels).
      const promise = PROMISES[type];
      const objectWord = facts.object && (language === 'en' ? facts.object.word.en : facts.object.word.fr);
      if (promise)
        expect(
          promise(plan, { language, title, description, name, object: objectWord, objectIcon: icon }),
        ).toEqual([]);
    },
  );
});

const OTHER_TYPES: BookType[] = [
  'alphabet',
  'numbers',
  'coloring',
  'journal',
  'poetry-rhymes',
  'comic-books',
  'shapes',
  'learning-books',
  'educational-workbooks',
  'activity-books',
];

describe('story corpus: the other ten types never paste the idea', () => {
  it.each(OTHER_TYPES.flatMap((t) => (['en', 'fr'] as const).map((l) => [t, l] as const)))(
    '%s %s',
    async (type, language) => {
      const description =
        language === 'en'
          ? 'A fox named Kiko looks for a red kite at the beach.'
          : 'Un renard nommé Kiko cherche un cerf-volant rouge à la plage.';
      const plan = await planBuiltinStory({
        title: 'Kiko',
        author: 'Ann',
        type,
        description,
        pages: 12,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
      });
      expect(plan.pages.map((p) => p.text).join(' ')).not.toContain(description.replace(/\.$/, ''));
      // Every page has an alt text in the book's language.
      for (const p of plan.pages)
        expect(p.alt).toMatch(
          language === 'fr'
            ? /^(Illustration :|Dessin à colorier :|Kiko|Les réponses)/
            : /^(Picture:|Line art to color:|Kiko|The answers)/,
        );
    },
  );
});

describe('coloring and poetry keep their promise', () => {
  it('coloring: no caption twice in 50 pages, and the key object is drawn exactly where a caption names it', async () => {
    for (const language of ['en', 'fr'] as const) {
      const description =
        language === 'en'
          ? 'A fox named Kiko looks for a red kite at the beach.'
          : 'Un renard nommé Kiko cherche un cerf-volant rouge à la plage.';
      const plan = await planBuiltinStory({
        title: 'Kiko',
        author: 'A',
        type: 'coloring',
        description,
        pages: 50,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
      });
      const texts = plan.pages.map((p) => p.text);
      expect(new Set(texts).size).toBe(50);
      for (const p of plan.pages) {
        const drawn = ((p.hints?.subjects as string[] | undefined) ?? []).includes('kite');
        expect(/kite|cerf-volant/.test(p.text)).toBe(drawn);
      }
    }
  });

  it('coloring: the key object is drawn on the page exactly when its caption names it (props too)', async () => {
    const { pictureSvg } = await import('../pictures/page-art');
    const plan = await planBuiltinStory({
      title: 'Colorie Zoé',
      author: 'A',
      type: 'coloring',
      description: 'Zoé et son chat cherchent un coquillage sur la plage.',
      pages: 16,
      language: 'fr',
      trim: '8x8',
      bleed: false,
      quality: 'standard',
    });
    plan.pages.forEach((page, i) => {
      const svg = pictureSvg({
        prompt: page.scene,
        width: 600,
        height: 600,
        page,
        character: plan.character,
        bookType: 'coloring',
        lineArt: true,
        seed: i + 1,
      });
      expect(svg.includes('data-icon="spiral-shell"'), page.text).toBe(page.text.includes('coquillage'));
    });
  });

  it('poetry: no couplet twice in a 50-page book', async () => {
    const plan = await planBuiltinStory({
      title: 'Rimes',
      author: 'A',
      type: 'poetry-rhymes',
      description: 'Une souris nommée Mimi à la ferme.',
      pages: 50,
      language: 'fr',
      trim: '8x8',
      bleed: false,
      quality: 'standard',
    });
    const couplets = plan.pages.flatMap((p) => p.text.split('\n\n'));
    expect(new Set(couplets).size).toBe(couplets.length);
  });
});

describe('no sentence twice in 50 pages', () => {
  const types: BookType[] = ['coloring', 'journal', 'numbers', 'poetry-rhymes', 'comic-books'];
  it.each(types.flatMap((t) => (['en', 'fr'] as const).map((l) => [t, l] as const)))(
    '%s %s',
    async (type, language) => {
      const description =
        language === 'en'
          ? 'A fox named Kiko looks for a red kite at the beach.'
          : 'Un renard nommé Kiko cherche un cerf-volant rouge à la plage.';
      const plan = await planBuiltinStory({
        title: 'Kiko',
        author: 'A',
        type,
        description,
        pages: 50,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
      });
      const all = plan.pages.flatMap((p) => splitSentences(p.text));
      expect(all.length - new Set(all).size).toBe(0);
    },
  );
});
