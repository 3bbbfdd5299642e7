import type { ResolvedBook } from '../options';
import { fitText } from '../text/fit-text';
import { sanitizeText, type TextWarnings } from '../text/sanitize-text';
import { textHeight, typeset } from '../text/typeset';
import { INK } from './draw-text';
import { FRONT_MATTER } from './front-matter-text';
import { type PageFrame, PT } from './page-geometry';

const ACCENT = '#e07a5f';

/** Title page (page 1, recto): title, subtitle and author, centred in the safe area. */
export function drawTitlePage(doc: PDFKit.PDFDocument, f: PageFrame, book: ResolvedBook, tw: TextWarnings) {
  const s = f.safe;
  const title = tw.add(sanitizeText(book.doc.title, 'display'));
  const t = fitText(doc, title, s.w, s.h * 0.4, {
    font: 'display',
    max: 44,
    min: 18,
    lineGap: (z) => z * 0.1,
  });
  let y = s.y + s.h * 0.22;
  doc.fillColor(INK);
  y =
    typeset(doc, t.text, 'display', t.size, s.x, y, {
      width: s.w,
      align: 'center',
      lineGap: t.size * 0.1,
      height: s.h * 0.4 + 2,
    }) +
    0.2 * PT;
  doc
    .moveTo(s.x + s.w / 2 - 0.5 * PT, y)
    .lineTo(s.x + s.w / 2 + 0.5 * PT, y)
    .lineWidth(2)
    .strokeColor(ACCENT)
    .stroke();
  y += 0.3 * PT;
  if (book.doc.subtitle?.trim()) {
    const sub = tw.add(sanitizeText(book.doc.subtitle, 'body'));
    doc.fillColor(INK);
    y = typeset(doc, sub, 'body', 16, s.x, y, { width: s.w, align: 'center', height: 80 }) + 0.2 * PT;
  }
  const by = `${FRONT_MATTER[book.doc.language].by} ${tw.add(sanitizeText(book.doc.author, 'bodyBold'))}`;
  typeset(doc, by, 'bodyBold', 16, s.x, Math.max(y, s.y + s.h * 0.75), {
    width: s.w,
    align: 'center',
    height: 60,
  });
}

/** Copyright page (page 2, verso): rights, AI disclosure and ISBN, set small at the foot. */
export function drawCopyrightPage(
  doc: PDFKit.PDFDocument,
  f: PageFrame,
  book: ResolvedBook,
  tw: TextWarnings,
) {
  const s = f.safe;
  const fm = FRONT_MATTER[book.doc.language];
  const author = tw.add(sanitizeText(book.doc.author, 'body'));
  const lines = [
    tw.add(sanitizeText(book.doc.title, 'body')),
    fm.rights(book.year, author),
    fm.reproduction,
    fm.aiDisclosure,
    ...(book.doc.isbn ? [`${fm.isbn}: ${book.doc.isbn}`] : []),
  ];
  const text = lines.join('\n\n');
  const opts = { width: s.w * 0.85, lineGap: 2, height: s.h };
  doc.fillColor(INK);
  const h = textHeight(doc, text, 'body', 10, opts);
  typeset(doc, text, 'body', 10, s.x, s.y + Math.max(0, s.h - h), opts);
}
