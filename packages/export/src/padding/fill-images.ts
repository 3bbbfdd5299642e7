import {
  gutterMargin,
  MIN_IMAGE_DPI,
  MIN_PAGES_PAPERBACK,
  outsideMargin,
  type TrimSize,
  trimDimensions,
} from '@bookloom/core';
import sharp from 'sharp';

/** The pictures of the pages added to a short book: a frame to draw in, ruled lines, squared paper. */
type Px = { w: number; h: number };

const svgPng = (svg: string) => sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
const page = (px: Px, body: string) =>
  svgPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px.w}" height="${px.h}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`,
  );

/** A big rounded frame to draw in. */
export function framePng(px: Px) {
  const m = Math.round(px.w * 0.04);
  const line = Math.max(4, Math.round(px.w / 300));
  return page(
    px,
    `<rect x="${m}" y="${m}" width="${px.w - 2 * m}" height="${px.h - 2 * m}" rx="${m}" fill="none" stroke="#8c7f77" stroke-width="${line}"/>`,
  );
}

/** Ruled lines to write on, a child's line spacing (about 0.45 in). */
export function linesPng(px: Px) {
  const gap = Math.round(0.45 * MIN_IMAGE_DPI);
  const m = Math.round(px.w * 0.04);
  const lines: string[] = [];
  for (let y = m + gap; y < px.h - m; y += gap)
    lines.push(`<line x1="${m}" y1="${y}" x2="${px.w - m}" y2="${y}"/>`);
  return page(
    px,
    `<g stroke="#b8aca4" stroke-width="${Math.max(3, Math.round(px.w / 500))}">${lines.join('')}</g>`,
  );
}

/** Side of a square of the maths paper: 5 mm. */
export const GRID_CELL_MM = 5;

/**
 * Squared paper for sums (decision 0032i): light grey 5 mm squares. The picture is made at the size
 * of the space it is printed in (the safe area under the heading), so its squares print at 5 mm.
 */
export function gridPng(trim: TrimSize, bleed: boolean) {
  const { width, height } = trimDimensions(trim);
  const out = outsideMargin(bleed);
  // Under the heading (about 0.7 in with its gap); a short book's gutter.
  const inches = { w: width - gutterMargin(MIN_PAGES_PAPERBACK) - out, h: height - 2 * out - 0.7 };
  const px = { w: Math.round(inches.w * MIN_IMAGE_DPI), h: Math.round(inches.h * MIN_IMAGE_DPI) };
  const cell = (GRID_CELL_MM / 25.4) * MIN_IMAGE_DPI;
  const line = 3;
  const cols = Math.floor((px.w - line) / cell);
  const rows = Math.floor((px.h - line) / cell);
  const x0 = (px.w - cols * cell) / 2;
  const y0 = (px.h - rows * cell) / 2;
  const r = (n: number) => Math.round(n * 10) / 10;
  const lines: string[] = [];
  for (let i = 0; i <= cols; i++)
    lines.push(
      `<line x1="${r(x0 + i * cell)}" y1="${r(y0)}" x2="${r(x0 + i * cell)}" y2="${r(y0 + rows * cell)}"/>`,
    );
  for (let j = 0; j <= rows; j++)
    lines.push(
      `<line x1="${r(x0)}" y1="${r(y0 + j * cell)}" x2="${r(x0 + cols * cell)}" y2="${r(y0 + j * cell)}"/>`,
    );
  return page(px, `<g stroke="#c4c4c4" stroke-width="${line}">${lines.join('')}</g>`);
}
