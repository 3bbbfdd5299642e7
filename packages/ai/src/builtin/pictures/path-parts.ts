/**
 * Splits an SVG path's `d` into its subpaths, each starting with an absolute moveto so it can be
 * drawn on its own, with a box around it (control points and arc radii included, so the box is
 * never smaller than the shape). Line art reads the boxes to tell an eye's pupil from a mane:
 * an icon often draws all its dark parts, small and large, as one compound path.
 */
export type PathPart = { d: string; w: number; h: number };

const ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** Numbers of the path, arc flags read one digit at a time ("a1 1 0 011 1" packs them). */
function tokens(d: string): (string | number)[] | undefined {
  const out: (string | number)[] = [];
  const num = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/i;
  let i = 0;
  let cmd = '';
  let argi = 0;
  while (i < d.length) {
    const ch = d[i];
    if (/[\s,]/.test(ch)) {
      i++;
    } else if (/[a-z]/i.test(ch)) {
      if (!(ch.toLowerCase() in ARGS)) return undefined;
      out.push(ch);
      cmd = ch.toLowerCase();
      argi = 0;
      i++;
    } else if (cmd === 'a' && (argi % 7 === 3 || argi % 7 === 4) && (ch === '0' || ch === '1')) {
      out.push(Number(ch));
      argi++;
      i++;
    } else {
      const m = num.exec(d.slice(i));
      if (!m) return undefined;
      out.push(Number(m[0]));
      argi++;
      i += m[0].length;
    }
  }
  return out;
}

export function pathParts(d: string): PathPart[] | undefined {
  const toks = tokens(d);
  if (!toks || typeof toks[0] !== 'string') return undefined;
  const parts: { d: string[]; x0: number; y0: number; x1: number; y1: number }[] = [];
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let cur: (typeof parts)[number] | undefined;
  const see = (x: number, y: number) => {
    if (!cur) return;
    cur.x0 = Math.min(cur.x0, x);
    cur.y0 = Math.min(cur.y0, y);
    cur.x1 = Math.max(cur.x1, x);
    cur.y1 = Math.max(cur.y1, y);
  };
  let k = 0;
  while (k < toks.length) {
    const letter = toks[k++] as string;
    const args: number[] = [];
    while (k < toks.length && typeof toks[k] === 'number') args.push(toks[k++] as number);
    const lower = letter.toLowerCase();
    const rel = letter === lower;
    const n = ARGS[lower];
    if (n === 0) {
      cur?.d.push('z');
      cx = sx;
      cy = sy;
      continue;
    }
    if (args.length === 0 || args.length % n !== 0) return undefined;
    for (let g = 0; g < args.length; g += n) {
      const a = args.slice(g, g + n);
      const ox = rel ? cx : 0;
      const oy = rel ? cy : 0;
      if (lower === 'm' && g === 0) {
        cx = ox + a[0];
        cy = oy + a[1];
        sx = cx;
        sy = cy;
        cur = { d: [`M${cx} ${cy}`], x0: cx, y0: cy, x1: cx, y1: cy };
        parts.push(cur);
        continue;
      }
      if (!cur) return undefined;
      // A moveto's further pairs are linetos.
      const cmdOut = lower === 'm' ? (rel ? 'l' : 'L') : letter;
      cur.d.push(`${cmdOut}${a.join(' ')}`);
      if (lower === 'h') cx = ox + a[0];
      else if (lower === 'v') cy = (rel ? cy : 0) + a[0];
      else if (lower === 'a') {
        // A minor arc lies in the disc on its chord; a major one within twice its radius of the chord's middle.
        const ex = ox + a[5];
        const ey = oy + a[6];
        const radius = Math.max(Math.abs(a[0]), Math.abs(a[1]));
        const rr = a[3] ? 2 * radius : Math.hypot(ex - cx, ey - cy) / 2;
        const mx = (cx + ex) / 2;
        const my = (cy + ey) / 2;
        see(mx - rr, my - rr);
        see(mx + rr, my + rr);
        cx = ex;
        cy = ey;
      } else {
        for (let j = 0; j + 1 < n; j += 2) see(ox + a[j], oy + a[j + 1]);
        cx = ox + a[n - 2];
        cy = oy + a[n - 1];
      }
      see(cx, cy);
    }
  }
  return parts.map((p) => ({ d: p.d.join(''), w: p.x1 - p.x0, h: p.y1 - p.y0 }));
}
