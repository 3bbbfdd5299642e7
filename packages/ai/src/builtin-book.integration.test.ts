import { parseBookDocument } from '@bookloom/core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPictures } from './builtin/pictures-contract';
import { generateBook } from './generate-book';
import { createProviders, type ProviderSet } from './providers/create-providers';

// End to end with the real builtin engines (text + the picture engine of builtin/pictures).
const pictures = await loadPictures();
let providers: ProviderSet | undefined;
afterAll(() => providers?.close());

describe.skipIf(!pictures?.createBuiltinImageProvider)('builtin book end to end', () => {
  it('generates a short illustrated book offline and validates the Book document', async () => {
    providers = await createProviders({});
    const book = await generateBook(
      {
        title: 'Rex and the Volcano',
        author: 'Ada',
        type: 'dinosaurs',
        description: 'A little dinosaur helps when the volcano rumbles.',
        pages: 4,
        language: 'en',
        trim: '8x8',
        bleed: false,
        quality: 'standard',
        seed: 3,
      },
      providers,
    );
    expect(parseBookDocument(book.document).pages).toHaveLength(4);
    expect(book.images.size).toBe(5);
    const meta = await sharp(book.images.get('p01.png')).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 2400, height: 2400 });
    expect(book.document.cover.image).toBe('cover.png');
  });
});
