import type { PreparedImage } from '../images/prepare-image';
import { FONTS } from '../text/fonts';
import { drawImage } from './draw-image';
import { blockHeight, drawBlock, INK } from './draw-text';
import { type PageFrame, PT, type Rect } from './page-geometry';
import type { PlannedPage } from './plan-interior';

const move = (r: Rect, f: PageFrame): Rect => ({ ...r, x: r.x + f.safe.x, y: r.y + f.safe.y });

/** Draws one planned story, continuation or padding page (front matter lives in draw-front-matter). */
export function drawPage(
  doc: PDFKit.PDFDocument,
  page: PlannedPage,
  frame: PageFrame,
  img: PreparedImage | undefined,
  prompts: string[],
) {
  if (page.kind === 'draw') {
    const s = frame.safe;
    const title = prompts[page.prompt % prompts.length];
    doc
      .font(FONTS.display)
      .fontSize(20)
      .fillColor(INK)
      .text(title, s.x, s.y, { width: s.w, align: 'center', height: 60 });
    const top = s.y + 0.6 * PT;
    doc
      .roundedRect(s.x, top, s.w, s.h - (top - s.y), 16)
      .lineWidth(1.5)
      .strokeColor('#b8aca4')
      .stroke();
    return;
  }
  if (page.kind === 'continued') {
    drawBlock(doc, page.text, move(page.regions.text!, frame), 'top');
    return;
  }
  if (page.kind !== 'story') return;
  const r = page.regions;
  if (img && r.image) {
    // image-full art covers the whole media box, bleed included.
    if (r.imageBleeds) drawImage(doc, img, { x: 0, y: 0, w: frame.width, h: frame.height }, 'cover');
    else drawImage(doc, img, move(r.image, frame), r.image.fit, r.image.rounded);
  }
  if (page.heading && r.heading) drawBlock(doc, page.heading, move(r.heading, frame), 'top');
  if (page.text && r.text) {
    const box = move(r.text, frame);
    if (r.panel) {
      const h = Math.min(blockHeight(doc, page.text, box.w), box.h);
      const pad = 0.15 * PT;
      doc.save().fillOpacity(0.88).fillColor('#fffaf3');
      doc.roundedRect(box.x - pad, box.y + box.h - h - pad, box.w + 2 * pad, h + 2 * pad, 14).fill();
      doc.restore();
      drawBlock(doc, page.text, box, 'bottom');
    } else drawBlock(doc, page.text, box, page.layout === 'text-only' ? 'middle' : 'top');
  }
}
