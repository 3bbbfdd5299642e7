import { type CoverLayout, parseBookDocument } from '@bookloom/core';
import { renderCover } from './render-cover';

export type TypesetCoverInput = {
  /** The picture (PNG or JPEG bytes), drawn without any text. */
  art: Uint8Array;
  title: string;
  subtitle?: string;
  /** Empty: no author line. */
  author: string;
  layout?: CoverLayout;
  width: number;
  height: number;
};

/**
 * A standalone cover (create-cover, gallery previews): the same typesetting as the Kindle and EPUB
 * covers — shipped fonts, light panels, fitted title — over the given art, as an RGB JPEG.
 */
export async function typesetCover(input: TypesetCoverInput) {
  const mime = input.art[0] === 0x89 ? 'image/png' : 'image/jpeg';
  const doc = parseBookDocument({
    version: 1,
    title: input.title,
    ...(input.subtitle ? { subtitle: input.subtitle } : {}),
    // The book document needs an author; an empty one only leaves out the author panel.
    author: input.author.trim() || 'Bookloom',
    cover: { image: `data:${mime};base64,${Buffer.from(input.art).toString('base64')}` },
    pages: [{ text: ' ' }],
  });
  return renderCover(doc, '/', {
    width: input.width,
    height: input.height,
    layout: input.layout,
    noAuthor: !input.author.trim(),
  });
}
