/** What a page's content stream draws, as preflight needs it (user space, points, bottom-left origin). */
export type ContentScan = {
  /** Image XObject name → placed width/height in points (one entry per Do). */
  images: { name: string; width: number; height: number }[];
  /** Start of each text show: origin and effective font size. */
  texts: { x: number; y: number; size: number }[];
  /**
   * Bounding box of everything painted other than text (paths, images and forms by their
   * placement), or `all` when something cannot be bounded (shadings, inline images).
   */
  ink: Box | 'all' | null;
  /** The same for everything painted except images and text (paths; `all` as above). */
  paint: Box | 'all' | null;
  /**
   * Each image Do with its visible box (placement cut by the clips in force). `exact` when that
   * box is exactly the painted area: the image is axis-aligned and every clip is one rectangle.
   */
  art: { name: string; box: Box; exact: boolean }[];
};

/** x0,y0 bottom-left, x1,y1 top-right, in points. */
export type Box = { x0: number; y0: number; x1: number; y1: number };
const grow = (b: Box | null, x0: number, y0: number, x1: number, y1: number): Box =>
  b
    ? { x0: Math.min(b.x0, x0), y0: Math.min(b.y0, y0), x1: Math.max(b.x1, x1), y1: Math.max(b.y1, y1) }
    : { x0, y0, x1, y1 };
const cut = (a: Box, b: Box): Box => ({
  x0: Math.max(a.x0, b.x0),
  y0: Math.max(a.y0, b.y0),
  x1: Math.min(a.x1, b.x1),
  y1: Math.min(a.y1, b.y1),
});
const EVERYWHERE: Box = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };
type Clip = { box: Box; rect: boolean };
const PATH_PAINT = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*']);

type M = [number, number, number, number, number, number];
const mul = (a: M, b: M): M => [
  a[0] * b[0] + a[1] * b[2],
  a[0] * b[1] + a[1] * b[3],
  a[2] * b[0] + a[3] * b[2],
  a[2] * b[1] + a[3] * b[3],
  a[4] * b[0] + a[5] * b[2] + b[4],
  a[4] * b[1] + a[5] * b[3] + b[5],
];
const I: M = [1, 0, 0, 1, 0, 0];
const TOKEN =
  /\((?:\\.|[^\\)])*\)|<<|>>|<[0-9a-fA-F\s]*>|\[|\]|\/[^\s/[\]()<>{}%]+|[+-]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+[0-9]?\*?|%[^\n]*/g;

/**
 * A small PDF content-stream interpreter: tracks the CTM (q/Q/cm) and the text matrix
 * (BT/Tm/Td/TD/T*), and records every image Do and text show. Enough for files written by
 * pdfkit and most producers; literal strings with nested unescaped parentheses are rare in them.
 */
export function scanContent(content: string): ContentScan {
  const out: ContentScan = { images: [], texts: [], ink: null, paint: null, art: [] };
  let path: Box | null = null;
  /** Path segments so far ('re' counts as one), to tell a plain rectangle clip. */
  let rects = 0;
  let other = 0;
  let clip: Clip = { box: EVERYWHERE, rect: true };
  let pendingClip = false;
  const clipStack: Clip[] = [];
  const square = () => Math.abs(ctm[1]) < 1e-6 && Math.abs(ctm[2]) < 1e-6;
  let lineWidth = 1;
  const lwStack: number[] = [];
  /** Adds a user-space point, through the CTM, to the path under construction. */
  const pt = (x: number, y: number) => {
    const X = ctm[0] * x + ctm[2] * y + ctm[4];
    const Y = ctm[1] * x + ctm[3] * y + ctm[5];
    path = grow(path, X, Y, X, Y);
  };
  const addInk = (b: Box | null) => {
    if (b && out.ink !== 'all') out.ink = grow(out.ink, b.x0, b.y0, b.x1, b.y1);
  };
  const addPaint = (b: Box | null) => {
    if (b && out.paint !== 'all') out.paint = grow(out.paint, b.x0, b.y0, b.x1, b.y1);
  };
  /** Ends a path: a pending W/W* turns it into the clip (intersected with the current one). */
  const endPath = () => {
    const b = path as Box | null;
    if (pendingClip && b)
      clip = { box: cut(clip.box, b), rect: clip.rect && rects === 1 && other === 0 && square() };
    pendingClip = false;
    path = null;
    rects = other = 0;
  };
  const stack: M[] = [];
  let ctm: M = I;
  let tm: M = I;
  let tlm: M = I;
  let fontSize = 0;
  let leading = 0;
  let ops: (number | string)[] = [];
  const num = (i: number) => Number(ops[ops.length - i]);
  for (const m of content.matchAll(TOKEN)) {
    const t = m[0];
    const c = t[0];
    if (c === '%') continue;
    if (c === '(' || c === '<' || c === '[' || c === ']' || c === '>') {
      ops.push(t);
      continue;
    }
    if (c === '/') {
      ops.push(t);
      continue;
    }
    if (/^[+\-.\d]/.test(t)) {
      ops.push(Number(t));
      continue;
    }
    switch (t) {
      case 'q':
        stack.push(ctm);
        lwStack.push(lineWidth);
        clipStack.push(clip);
        break;
      case 'Q':
        ctm = stack.pop() ?? I;
        lineWidth = lwStack.pop() ?? 1;
        clip = clipStack.pop() ?? { box: EVERYWHERE, rect: true };
        break;
      case 'W':
      case 'W*':
        pendingClip = true;
        break;
      case 'w':
        lineWidth = num(1);
        break;
      case 'm':
      case 'l':
        other++;
        pt(num(2), num(1));
        break;
      case 'c':
        other++;
        pt(num(6), num(5));
        pt(num(4), num(3));
        pt(num(2), num(1));
        break;
      case 'v':
      case 'y':
        other++;
        pt(num(4), num(3));
        pt(num(2), num(1));
        break;
      case 're': {
        const [x, y, w, h] = [num(4), num(3), num(2), num(1)];
        rects++;
        pt(x, y);
        pt(x + w, y);
        pt(x, y + h);
        pt(x + w, y + h);
        break;
      }
      case 'n':
        endPath();
        break;
      case 'sh':
      case 'BI':
        out.ink = 'all';
        out.paint = 'all';
        break;
      case 'cm':
        ctm = mul([num(6), num(5), num(4), num(3), num(2), num(1)], ctm);
        break;
      case 'BT':
        tm = tlm = I;
        break;
      case 'Tm':
        tm = tlm = [num(6), num(5), num(4), num(3), num(2), num(1)];
        break;
      case 'Td':
      case 'TD':
        if (t === 'TD') leading = -num(1);
        tm = tlm = mul([1, 0, 0, 1, num(2), num(1)], tlm);
        break;
      case 'TL':
        leading = num(1);
        break;
      case 'T*':
        tm = tlm = mul([1, 0, 0, 1, 0, -leading], tlm);
        break;
      case 'Tf':
        fontSize = num(1);
        break;
      case 'Tj':
      case 'TJ':
      case "'":
      case '"': {
        const trm = mul(tm, ctm);
        out.texts.push({ x: trm[4], y: trm[5], size: fontSize * Math.hypot(trm[2], trm[3]) });
        break;
      }
      case 'Do': {
        const name = String(ops[ops.length - 1]).slice(1);
        // An image fills the unit square under the CTM (a form is bounded by the caller).
        const xs = [ctm[4], ctm[4] + ctm[0], ctm[4] + ctm[2], ctm[4] + ctm[0] + ctm[2]];
        const ys = [ctm[5], ctm[5] + ctm[1], ctm[5] + ctm[3], ctm[5] + ctm[1] + ctm[3]];
        const placed = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
        addInk(placed);
        out.art.push({ name, box: cut(placed, clip.box), exact: square() && clip.rect });
        out.images.push({ name, width: Math.hypot(ctm[0], ctm[1]), height: Math.hypot(ctm[2], ctm[3]) });
        break;
      }
      default:
        if (PATH_PAINT.has(t)) {
          // Strokes reach half the line width past the path, miter joins up to 5 widths (limit 10).
          const stroke = !/^[fF]/.test(t);
          const hw = stroke
            ? 5 * lineWidth * Math.max(Math.hypot(ctm[0], ctm[1]), Math.hypot(ctm[2], ctm[3]))
            : 0;
          const b = path as Box | null;
          const painted = b && { x0: b.x0 - hw, y0: b.y0 - hw, x1: b.x1 + hw, y1: b.y1 + hw };
          addInk(painted);
          addPaint(painted);
          endPath();
        }
    }
    ops = [];
  }
  return out;
}
