import type { PreparedImage } from '../images/prepare-image';
import { FONTS } from '../text/fonts';
import { drawImage } from './draw-image';
import { drawPracticePaper } from './draw-practice-paper';
import { blockHeight, drawBlock, INK } from './draw-text';
import { type PageFrame, PT, type Rect } from './page-geometry';
import { GAP } from './page-regions';
import type { PlannedPage, TextBlock } from './plan-interior';

const move = (r: Rect, f: PageFrame): Rect => ({ ...r, x: r.x + f.safe.x, y: r.y + f.safe.y });

/** Draws one planned story, continuation or padding page (front matter lives in draw-front-matter). */
export function drawPage(
  doc: PDFKit.PDFDocument,
  page: PlannedPage,
  frame: PageFrame,
  img: PreparedImage | undefined,
  /** `paper`: an activity book's padding is practice paper (ruled, squared for maths), not a frame. */
  padding: { prompts: string[]; paper?: 'ruled' | 'squared' },
) {
  if (page.kind === 'draw') {
    const s = frame.safe;
    const { prompts } = padding;
    const title = prompts[page.prompt % prompts.length];
    doc
      .font(FONTS.display)
      .fontSize(20)
      .fillColor(INK)
      .text(title, s.x, s.y, { width: s.w, align: 'center', height: 60 });
    const top = s.y + 0.6 * PT;
    if (padding.paper) {
      drawPracticePaper(doc, { x: s.x, y: top, w: s.w, h: s.h - (top - s.y) }, padding.paper);
      return;
    }
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
  if (page.heading && r.heading) drawBlock(doc, page.heading, move(r.heading, frame), 'top');
  if (img && r.image && r.imageBleeds) {
    // image-full art covers the whole media box, bleed included; text sits on a panel over it.
    drawImage(doc, img, { x: 0, y: 0, w: frame.width, h: frame.height }, 'cover');
    if (page.text && r.text) drawPanelText(doc, page.text, move(r.text, frame));
    return;
  }
  if (img && r.image && page.layout === 'image-full') {
    // Framed or non-bleeding image-full art: the whole picture inside the safe area, text on it.
    drawImage(doc, img, move(r.image, frame), r.image.fit);
    if (page.text && r.text) drawPanelText(doc, page.text, move(r.text, frame));
    return;
  }
  if (img && r.image && page.text && r.text) {
    // Picture and text as one group, centred in the space both regions share, so a wide picture
    // on a tall page does not leave a gap between them. Both stay inside their planned span.
    const ib = move(r.image, frame);
    const tb = move(r.text, frame);
    const scale = Math.min(ib.w / img.width, ib.h / img.height);
    const imgH = img.height * scale;
    const textH = Math.min(blockHeight(doc, page.text, tb.w), tb.h);
    const top = ib.y + (tb.y + tb.h - ib.y - (imgH + GAP + textH)) / 2;
    drawImage(doc, img, { ...ib, y: top, h: imgH }, 'contain', r.image.rounded);
    drawBlock(doc, page.text, { ...tb, y: top + imgH + GAP, h: tb.y + tb.h - (top + imgH + GAP) }, 'top');
    return;
  }
  if (img && r.image) drawImage(doc, img, move(r.image, frame), r.image.fit, r.image.rounded);
  if (page.text && r.text)
    drawBlock(doc, page.text, move(r.text, frame), page.layout === 'text-only' ? 'middle' : 'top');
}

function drawPanelText(doc: PDFKit.PDFDocument, text: TextBlock, box: Rect) {
  const h = Math.min(blockHeight(doc, text, box.w), box.h);
  const pad = 0.15 * PT;
  // Opaque: a translucent panel would leave a transparency group in the print file (KDP asks
  // for flattened art), and the solid cream reads as well over any picture.
  doc.save().fillColor('#fffaf3');
  doc.roundedRect(box.x - pad, box.y + box.h - h - pad, box.w + 2 * pad, h + 2 * pad, 14).fill();
  doc.restore();
  drawBlock(doc, text, box, 'bottom');
}
