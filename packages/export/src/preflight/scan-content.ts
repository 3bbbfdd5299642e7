/** What a page's content stream draws, as preflight needs it (user space, points, bottom-left origin). */
export type ContentScan = {
  /** Image XObject name → placed width/height in points (one entry per Do). */
  images: { name: string; width: number; height: number }[];
  /** Start of each text show: origin and effective font size. */
  texts: { x: number; y: number; size: number }[];
};

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
  const out: ContentScan = { images: [], texts: [] };
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
        break;
      case 'Q':
        ctm = stack.pop() ?? I;
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
        out.images.push({ name, width: Math.hypot(ctm[0], ctm[1]), height: Math.hypot(ctm[2], ctm[3]) });
        break;
      }
    }
    ops = [];
  }
  return out;
}
