import { describe, expect, it } from 'vitest';
import { pictureSvg } from '../builtin/pictures/index';
import { createBuiltinTextProvider } from '../builtin/text';
import { generateBook } from '../generate-book';
import { createTestImageProvider } from '../test-support/test-image-provider';
import type { BookRequest } from '../types';
import { characterPortraitRequest, designCharacterBible } from './character-bible';

const heroTag = (svg: string) =>
  /<g id="hero" (data-figure="[^"]+" data-accessory="[^"]+" data-colors="[^"]+")/.exec(svg)?.[1];

const book = (bible: Awaited<ReturnType<typeof designCharacterBible>>): BookRequest => ({
  title: 'A Day at the Farm',
  author: 'Ada',
  // A farm book would draw a farm animal; the chosen character must win.
  type: 'farm-animals',
  description: 'Friends spend a sunny day at the farm.',
  pages: 6,
  language: 'en',
  trim: '8.5x8.5',
  bleed: true,
  quality: 'standard',
  seed: 3,
  character: { name: 'Pip', bible },
});

describe('a stored character in a book', () => {
  it('designs the same bible for the same words and seed, with the user’s colour', async () => {
    const input = {
      name: 'Pip',
      description: 'A little fox who loves maps',
      appearance: 'purple jacket, a cape',
    };
    const a = await designCharacterBible(input, 42);
    expect(await designCharacterBible(input, 42)).toEqual(a);
    expect(a.figure).toMatchObject({ id: 'fox', shirt: '#9b5de5' });
    // The accessory the user names is the one drawn, whatever the seed.
    for (const seed of [1, 2, 3]) {
      const b = await designCharacterBible({ ...input, appearance: 'wears a green scarf' }, seed);
      expect(b.figure?.accessory).toBe('scarf');
    }
    // Colours in the order written: the suit first, then the cape.
    const zara = await designCharacterBible(
      { name: 'Zara', description: 'A girl astronaut', appearance: 'yellow suit and a red cape' },
      7,
    );
    expect(zara.figure).toMatchObject({ shirt: '#ffc83d', accent: '#e8514a', accessory: 'cape' });
    expect(a.promptPrefix).toContain('Pip');
    expect(a.promptPrefix).toContain('purple jacket');
  });

  it('the builtin engine draws the portrait’s figure, colours and accessory on the cover and every page', async () => {
    const bible = await designCharacterBible({ name: 'Pip', description: 'A small robot explorer' }, 9);
    const portraitTag = heroTag(pictureSvg(characterPortraitRequest(bible)));
    expect(portraitTag).toContain('data-figure="robot"');
    const { provider, calls } = await createTestImageProvider();
    await generateBook(book(bible), { text: createBuiltinTextProvider(), image: provider });
    expect(calls).toHaveLength(7);
    const tags = calls.map((c) => heroTag(pictureSvg({ ...c, width: 200, height: 200 })));
    expect(tags.filter((t) => t === portraitTag)).toHaveLength(7);
  });

  it('image models get the bible in every prompt and the reference picture with every call', async () => {
    const bible = await designCharacterBible({ name: 'Pip', description: 'A brave girl' }, 1);
    const { provider, calls, png } = await createTestImageProvider({ supportsReference: true });
    await generateBook(
      book(bible),
      { text: createBuiltinTextProvider(), image: provider },
      { characterReference: png },
    );
    expect(calls).toHaveLength(7);
    for (const c of calls) {
      expect(c.prompt).toContain(bible.promptPrefix);
      expect(c.referenceImage).toBe(png);
    }
  });
});
