/** Amazon KDP print rules (DESIGN.md §6). All lengths in inches. */

export const TRIM_SIZES = ['6x9', '8.5x11', '5x8', '5.5x8.5', '7x10', '8x10', '8.5x8.5', '8x8'] as const;
export type TrimSize = (typeof TRIM_SIZES)[number];
export const DEFAULT_TRIM: TrimSize = '6x9';

export type TrimSizeOption = { value: TrimSize; label: string; kdp: true; width: number; height: number };
export const TRIM_SIZE_OPTIONS: readonly TrimSizeOption[] = TRIM_SIZES.map((value) => {
  const [width, height] = value.split('x').map(Number) as [number, number];
  return { value, label: `${width}" × ${height}"`, kdp: true, width, height };
});
export const trimDimensions = (trim: TrimSize): { width: number; height: number } => {
  const o = TRIM_SIZE_OPTIONS.find((t) => t.value === trim);
  if (!o) throw new Error(`Unknown trim size: ${trim}`);
  return { width: o.width, height: o.height };
};

export const PAPER_TYPES = ['white', 'cream', 'standard-color', 'premium-color'] as const;
export type PaperType = (typeof PAPER_TYPES)[number];
/** Spine thickness per page, inches. */
export const PAPER_THICKNESS: Record<PaperType, number> = {
  white: 0.002252,
  cream: 0.0025,
  'standard-color': 0.002252,
  'premium-color': 0.002347,
};

export const BLEED = 0.125;
export const MIN_PAGES_PAPERBACK = 24;
export const MAX_PAGES_PAPERBACK = 828;
export const SPINE_TEXT_MIN_PAGES = 80;
export const SPINE_TEXT_CLEARANCE = 0.0625;
export const COVER_SAFE_INSET = 0.25;
export const BARCODE_AREA = { width: 2, height: 1.2 } as const;
export const MIN_IMAGE_DPI = 300;
export const MIN_FONT_PT = 7;
export const KINDLE_COVER = { width: 1600, height: 2560, maxBytes: 5 * 1024 * 1024 } as const;

/** Inside (gutter) margin by page count. */
export function gutterMargin(pageCount: number): number {
  if (pageCount <= 150) return 0.375;
  if (pageCount <= 300) return 0.5;
  if (pageCount <= 500) return 0.625;
  if (pageCount <= 700) return 0.75;
  return 0.875;
}
/** Minimum outside margin (top, bottom, outer edge). */
export const outsideMargin = (bleed: boolean): number => (bleed ? 0.375 : 0.25);

/** Interior page size including bleed (bleed is added on the outer edge, top and bottom only). */
export function interiorPageSize(trim: TrimSize, bleed: boolean): { width: number; height: number } {
  const { width, height } = trimDimensions(trim);
  return bleed ? { width: width + BLEED, height: height + 2 * BLEED } : { width, height };
}

export const spineWidth = (pageCount: number, paper: PaperType): number => pageCount * PAPER_THICKNESS[paper];

/** Full paperback cover wrap: back + spine + front, with bleed on every side. */
export function coverWrapSize(trim: TrimSize, pageCount: number, paper: PaperType) {
  const { width, height } = trimDimensions(trim);
  const spine = spineWidth(pageCount, paper);
  return { width: BLEED + width + spine + width + BLEED, height: height + 2 * BLEED, spine };
}

/**
 * Share of the body (below the heading) an image-top picture gets when the page also has text.
 * Issue 14: picture-book art covers at least 55 % of the page; with art drawn in this box's shape
 * (below) it does, where page-shaped art fitted in it covered about half.
 */
export const IMAGE_TOP_SHARE = 0.76;
/** About what a one-line page heading takes with its gap (inches): the art box is drawn without it. */
const HEADING_ALLOWANCE = 0.75;

/**
 * The box (inches) an image-top picture is placed in on the printed page: the safe area's width
 * by IMAGE_TOP_SHARE of the body. Pictures are drawn in this shape, so the exporters' "contain"
 * fit fills it instead of leaving bands beside page-shaped art.
 */
export function imageTopArtBox(trim: TrimSize, bleed: boolean, pageCount: number, hasHeading: boolean) {
  const { width, height } = trimDimensions(trim);
  const m = outsideMargin(bleed);
  const body = height - 2 * m - (hasHeading ? HEADING_ALLOWANCE : 0);
  return { width: width - gutterMargin(pageCount) - m, height: body * IMAGE_TOP_SHARE };
}
