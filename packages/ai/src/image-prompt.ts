import { imageTopArtBox, interiorPageSize, MIN_IMAGE_DPI, type TrimSize } from '@bookloom/core';
import type { CharacterBible, PagePlan } from './types';

/** Pixel size for a full page (with bleed) at 300 DPI: enough for every layout the exporter offers. */
export function pagePixels(trim: TrimSize, bleed: boolean) {
  const { width, height } = interiorPageSize(trim, bleed);
  return { width: Math.round(width * MIN_IMAGE_DPI), height: Math.round(height * MIN_IMAGE_DPI) };
}

/**
 * Pixel size a page's picture is drawn at: the shape of the box it is placed in. An image-top page
 * with text gets a picture in its art box's shape (it fills the box, over 55 % of the page); every
 * other page a full page, which full-bleed, coloring and activity layouts fill or crop.
 */
export function pageArtPixels(
  book: { trim: TrimSize; bleed: boolean; pages: number },
  page: Pick<PagePlan, 'layout' | 'text' | 'heading'>,
) {
  if (page.layout !== 'image-top' || !page.text) return pagePixels(book.trim, book.bleed);
  const box = imageTopArtBox(book.trim, book.bleed, book.pages, Boolean(page.heading));
  return { width: Math.round(box.width * MIN_IMAGE_DPI), height: Math.round(box.height * MIN_IMAGE_DPI) };
}

/** Front cover with bleed on the outer edge, top and bottom (same box as a bled page). */
export const coverPixels = (trim: TrimSize) => pagePixels(trim, true);

const NO_TEXT = 'No words, letters or numbers drawn in the picture; text is typeset separately.';

/** The image prompt: character bible first (keeps the hero the same), then the scene, then style. */
export function pagePrompt(bible: CharacterBible, page: Pick<PagePlan, 'scene' | 'layout'>): string {
  const lineArt = page.layout === 'coloring' || page.layout === 'activity';
  const style = lineArt
    ? 'Clean black line art on pure white, no shading, no grey fills, thick even outlines, for a children’s colouring book.'
    : `Illustration style: ${bible.styleTags.join(', ')}.`;
  return `Main character (same on every page): ${bible.promptPrefix} Scene: ${page.scene}. ${style} ${NO_TEXT}`;
}

export function coverPrompt(bible: CharacterBible, scene: string): string {
  return `Book cover illustration. Main character: ${bible.promptPrefix} Scene: ${scene}. Leave calm open space in the top third for the title. Illustration style: ${bible.styleTags.join(', ')}. ${NO_TEXT}`;
}

export const isLineArt = (layout: PagePlan['layout']) => layout === 'coloring' || layout === 'activity';
export const pageFileName = (i: number) => `p${String(i + 1).padStart(2, '0')}.png`;
export const COVER_FILE = 'cover.png';
