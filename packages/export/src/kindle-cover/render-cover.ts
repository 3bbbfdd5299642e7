import type { BookDocument, CoverLayout } from '@bookloom/core';
import { FONT_FILES } from '@bookloom/core/fonts';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { FALLBACK_FONTS } from '../text/fonts';
import { blendOver, type RawImage } from './blend-over';
import { type CoverArt, framedArt, fullBleedArt, loadCoverArt } from './cover-art';
import { type CoverOverlay, coverSvg, type Zone } from './cover-svg';
import { layoutCoverText } from './cover-text';

export type CoverSize = {
  width: number;
  height: number;
  maxBytes?: number;
  layout?: CoverLayout;
  /** Leave out the author panel (a standalone cover with no author). */
  noAuthor?: boolean;
};

/** Art this much wider (relative to the cover's shape) is framed whole instead of cropped. */
const FRAME_RATIO = 1.25;
const QUALITIES = [90, 82, 74, 66, 58];

type Plan = { titleZone: Zone; authorZone: Zone; art?: { y: number; w: number; h: number } };

function plan(art: CoverArt | undefined, W: number, H: number, u: number, layout: CoverLayout): Plan {
  const m = 60 * u;
  const authorH = Math.round(H * 0.12);
  if (art && art.width / art.height / (W / H) > FRAME_RATIO) {
    const h = Math.min(Math.round((W * art.height) / art.width), Math.round(H * 0.66));
    const w = Math.round((h * art.width) / art.height);
    const y = H - authorH - h;
    return {
      art: { y, w, h },
      titleZone: { y: m, h: y - 2 * m, anchor: 'middle' },
      authorZone: { y: H - authorH + m / 3, h: authorH - m, anchor: 'middle' },
    };
  }
  if (art && layout === 'low')
    return {
      titleZone: { y: H - m - Math.round(H * 0.36), h: Math.round(H * 0.36), anchor: 'end' },
      authorZone: { y: m, h: authorH, anchor: 'start' },
    };
  if (art && layout === 'centre')
    return {
      titleZone: { y: Math.round(H * 0.3), h: Math.round(H * 0.4), anchor: 'middle' },
      authorZone: { y: H - m - authorH, h: authorH, anchor: 'end' },
    };
  // Full-bleed art keeps the middle of the picture clear: title at the top, author at the bottom.
  if (art)
    return {
      titleZone: { y: m, h: Math.round(H * 0.36), anchor: 'start' },
      authorZone: { y: H - m - authorH, h: authorH, anchor: 'end' },
    };
  return {
    titleZone: { y: Math.round(H * 0.14), h: Math.round(H * 0.46), anchor: 'middle' },
    authorZone: { y: H - m - authorH, h: authorH, anchor: 'end' },
  };
}

/**
 * Renders a cover image of any size: the art (cropped, or framed on a gradient of its own edge
 * colours when its shape differs a lot), with title, subtitle and author typeset by us on light panels so they
 * stay legible over any picture. Returns an RGB baseline JPEG within `maxBytes`.
 */
export async function renderCover(
  doc: BookDocument,
  baseDir: string,
  size: CoverSize,
  /**
   * The art already decoded and cropped to the cover's size (the EPUB's first full-page picture,
   * converted for the page anyway): used instead of decoding the art again when it would be drawn
   * full-bleed. The buffer is drawn on.
   */
  decoded?: RawImage,
): Promise<{ bytes: Buffer; warnings: string[] }> {
  const { width: W, height: H } = size;
  const u = W / 1600;
  const art = await loadCoverArt(doc, baseDir);
  const p = plan(art, W, H, u, size.layout ?? 'classic');
  const text = layoutCoverText(doc, u, W - 200 * u, p.titleZone.h - 80 * u);
  const overlay: CoverOverlay = {
    width: W,
    height: H,
    u,
    ...p,
    ...text,
    author: size.noAuthor ? undefined : text.author,
    plainBackground: !art,
  };
  const same =
    decoded && decoded.info.width === W && decoded.info.height === H && decoded.info.channels === 3;
  const base: RawImage = !art
    ? { data: Buffer.alloc(W * H * 3, 255), info: { width: W, height: H, channels: 3 } }
    : p.art
      ? await framedArt(art, W, H, p.art)
      : same
        ? decoded
        : await fullBleedArt(art, W, H);
  // Over art, the typeset layer is transparent outside its two panels: only their bands are rasterised
  // (a full-size layer was 16 MB in resvg and 16 MB more copied out, at a Kindle cover's peak memory).
  // Bands never overlap: a row drawn twice would get its panel twice.
  const margin = Math.round(0.04 * H);
  const zones = art ? [p.titleZone, ...(overlay.author ? [p.authorZone] : [])] : [{ y: 0, h: H }];
  let done = 0;
  for (const z of zones.sort((a, b) => a.y - b.y)) {
    const y = Math.max(done, Math.floor(z.y - margin));
    const h = Math.min(H, Math.ceil(z.y + z.h + margin)) - y;
    if (h <= 0) continue;
    done = y + h;
    // Only the two faces the cover uses (Andika regular, Fredoka SemiBold): loading fonts is most of resvg's time.
    const layer = new Resvg(coverSvg(overlay, { y, h }), {
      font: {
        fontFiles: [FONT_FILES.body, FONT_FILES.display, ...(text.fallbackFonts ? FALLBACK_FONTS : [])],
        loadSystemFonts: false,
        defaultFontFamily: 'Andika',
      },
    }).render();
    blendOver(base, layer.pixels, y);
  }
  const rgb = base;
  // Try qualities until the file is small enough. No Huffman optimisation: it holds every DCT
  // coefficient of the picture (~45 MB more peak memory for a Kindle cover) and doubles the encoding
  // time, for files ~10-50 % smaller that stay far under 5 MB (a builtin book's Kindle cover 0.29 MB).
  let bytes: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    bytes = await sharp(rgb.data, { raw: rgb.info })
      .jpeg({ quality, chromaSubsampling: '4:4:4', optimiseCoding: false })
      .toBuffer();
    if (!size.maxBytes || bytes.length < size.maxBytes) break;
  }
  return { bytes, warnings: text.warnings };
}
