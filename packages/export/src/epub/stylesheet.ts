import type { EpubPage } from './page-geometry';

export const FONT_HREFS = {
  body: 'fonts/andika-regular.ttf',
  display: 'fonts/fredoka-semibold.ttf',
} as const;
export const INK = '#2b2522';

/** A fallback face embedded for characters Andika and Fredoka lack (Arabic, emoji, …). */
export type FallbackFace = { family: string; href: string };

/**
 * One stylesheet for every page: the embedded faces, a body the size of the viewport, and the
 * few building blocks pages are made of. Positions and sizes come inline from the page plan.
 */
export function stylesheet(p: EpubPage, fallbacks: FallbackFace[] = []): string {
  const faces = fallbacks
    .map((f) => `@font-face { font-family: "${f.family}"; font-style: normal; src: url("../${f.href}"); }\n`)
    .join('');
  const more = fallbacks.map((f) => `"${f.family}", `).join('');
  return `@charset "UTF-8";
@font-face { font-family: "Andika"; font-weight: normal; font-style: normal; src: url("../${FONT_HREFS.body}"); }
@font-face { font-family: "Fredoka"; font-weight: 600; font-style: normal; src: url("../${FONT_HREFS.display}"); }
${faces}
html, body { margin: 0; padding: 0; }
body { position: relative; overflow: hidden; width: ${p.width}px; height: ${p.height}px; background: #ffffff;
  color: ${INK}; font-family: "Andika", "Fredoka", ${more}sans-serif; }
.art { position: absolute; display: block; margin: 0; }
.framed { border-radius: ${Math.round(0.12 * p.ppi)}px; }
.block { position: absolute; margin: 0; text-align: center; }
/* Fredoka after Andika: it carries Hebrew, which Andika lacks. */
.text { font-family: "Andika", "Fredoka", ${more}sans-serif; line-height: 1.4; }
.heading { font-family: "Fredoka", ${more}sans-serif; font-weight: 600; line-height: 1.2; }
.panel { position: absolute; box-sizing: border-box; background-color: rgba(255, 250, 243, 0.9);
  border-radius: ${Math.round(0.14 * p.ppi)}px; text-align: center; }
.cover { position: absolute; left: 0; top: 0; width: ${p.width}px; height: ${p.height}px; margin: 0; }
.small { font-size: ${Math.round(0.16 * p.ppi)}px; line-height: 1.45; }
.watermark { position: absolute; left: 0; width: ${p.width}px; margin: 0; text-align: center; white-space: nowrap;
  font-family: "Fredoka", ${more}sans-serif; font-weight: 600; color: rgba(107, 98, 92, 0.22); }
`;
}
