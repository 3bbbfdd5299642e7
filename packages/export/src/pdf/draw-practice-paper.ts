import type { Rect } from './page-geometry';
import { PT } from './page-geometry';

/** Side of a square of the maths practice paper, in points (5 mm). */
export const GRID_CELL = (5 / 25.4) * PT;
const LINE = 0.6;

/**
 * An activity book's padding page under its heading (decision 0032i), inside the box `b` (the safe
 * area below the heading): ruled lines at a child's spacing (about 0.45 in), like the notes pages of
 * pad-short-book, or for a maths workbook squared paper — light grey 5 mm squares, the whole grid
 * (line width included) inside the box.
 */
export function drawPracticePaper(doc: PDFKit.PDFDocument, b: Rect, paper: 'ruled' | 'squared') {
  if (paper === 'ruled') {
    for (let y = b.y + 0.45 * PT; y < b.y + b.h; y += 0.45 * PT) doc.moveTo(b.x, y).lineTo(b.x + b.w, y);
    doc.lineWidth(1).strokeColor('#b8aca4').stroke();
    return;
  }
  const cols = Math.floor((b.w - LINE) / GRID_CELL);
  const rows = Math.floor((b.h - LINE) / GRID_CELL);
  const x0 = b.x + (b.w - cols * GRID_CELL) / 2;
  const y0 = b.y + (b.h - rows * GRID_CELL) / 2;
  for (let i = 0; i <= cols; i++)
    doc.moveTo(x0 + i * GRID_CELL, y0).lineTo(x0 + i * GRID_CELL, y0 + rows * GRID_CELL);
  for (let j = 0; j <= rows; j++)
    doc.moveTo(x0, y0 + j * GRID_CELL).lineTo(x0 + cols * GRID_CELL, y0 + j * GRID_CELL);
  doc.lineWidth(LINE).strokeColor('#c4c4c4').stroke();
}
