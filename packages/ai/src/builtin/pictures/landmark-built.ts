import type { Spot } from './landmark-spot';

/** Things people built: a barn, shop fronts, market stalls, a running track, a hoop, a bandstand, a fence. */

/** A red barn with white trim and a hay loft. */
export function barn(s: Spot) {
  const { p, x, g } = s;
  const w = 300;
  const h = 190;
  const base = g + 12;
  return [
    p.path(
      `M${x - w / 2} ${base} V${base - h} L${x} ${base - h - 110} L${x + w / 2} ${base - h} V${base} Z`,
      '#c8372d',
    ),
    p.path(
      `M${x - w / 2 - 14} ${base - h + 6} L${x} ${base - h - 118} L${x + w / 2 + 14} ${base - h + 6}`,
      '#ffffff',
      'fill-opacity="0" stroke="#ffffff" stroke-width="12"',
    ),
    p.rect(x - 60, base - 130, 120, 130, '#ffffff'),
    p.rect(x - 52, base - 122, 104, 122, '#a82c24'),
    p.path(
      `M${x - 52} ${base - 122} L${x + 52} ${base} M${x + 52} ${base - 122} L${x - 52} ${base}`,
      '#ffffff',
      'stroke="#ffffff" stroke-width="8"',
    ),
    p.rect(x - 30, base - h - 60, 60, 44, '#f2d16b'),
  ].join('');
}

/** A shop front with a striped awning and its goods in the window (bakery, ramen shop, café…). */
export function shop(s: Spot, goods: string[], stripe = '#e4443f') {
  const { p, x, g } = s;
  const w = 300;
  const base = g + 12;
  const out = [
    p.rect(x - w / 2, base - 250, w, 250, '#f4e3c3'),
    p.rect(x - w / 2 - 10, base - 270, w + 20, 24, '#8a5a3b'),
  ];
  for (let i = 0; i < 8; i++)
    out.push(
      p.path(`M${x - w / 2 - 10 + i * 40} ${base - 246} h40 l-6 40 h-28 Z`, i % 2 ? '#ffffff' : stripe),
    );
  out.push(
    p.rect(x - w / 2 + 20, base - 180, 170, 110, '#bfe3f5'),
    p.rect(x + 70, base - 150, 60, 150, '#8a5a3b'),
  );
  for (const [i, name] of goods.entries()) out.push(p.icon(name, x - w / 2 + 55 + i * 52, base - 110, 56));
  return out.join('');
}

/** Market stalls with striped awnings and crates of fruit and vegetables. */
export function market(s: Spot) {
  const { p, c, g } = s;
  const goods = ['red-apple', 'tangerine', 'carrot', 'watermelon', 'bread', 'cheese-wedge'];
  const out: string[] = [];
  [0.2, 0.5, 0.8].forEach((fx, i) => {
    const x = c.w * fx;
    out.push(p.rect(x - 6 - 100, g - 150, 10, 170, '#8a5a3b'), p.rect(x + 96, g - 150, 10, 170, '#8a5a3b'));
    for (let k = 0; k < 5; k++)
      out.push(
        p.path(
          `M${x - 110 + k * 44} ${g - 160} h44 l-4 36 h-36 Z`,
          k % 2 ? '#ffffff' : ['#e4443f', '#3b82f6', '#5cb85c'][i],
        ),
      );
    out.push(p.rect(x - 100, g - 30, 200, 50, '#c98d54'));
    out.push(p.icon(goods[i * 2], x - 45, g - 44, 60), p.icon(goods[i * 2 + 1], x + 45, g - 44, 60));
  });
  return out.join('');
}

/** A running track: red lanes with white lines across the ground. */
export function track(s: Spot) {
  const { p, c, g } = s;
  const out = [p.rect(0, g + 6, c.w, 80, '#c9553c')];
  if (!p.lineArt)
    for (const k of [0, 26, 52, 78])
      out.push(`<path d="M0 ${g + 6 + k} H${c.w}" stroke="#ffffff" stroke-width="4"/>`);
  return out.join('');
}

/** A basketball hoop on its post, a ball beside it. */
export function hoop(s: Spot) {
  const { p, x, g } = s;
  return [
    p.rect(x - 8, g - 300, 16, 320, '#5a6068'),
    p.rect(x - 90, g - 380, 180, 110, '#ffffff'),
    p.rect(x - 40, g - 340, 80, 50, '#ffffff'),
    p.ellipse(x, g - 282, 46, 10, '#f26b1d'),
    p.lineArt
      ? ''
      : `<path d="M${x - 44} ${g - 280} L${x - 26} ${g - 220} L${x + 26} ${g - 220} L${x + 44} ${g - 280}" stroke="#ffffff" stroke-width="4" fill="none"/>`,
    p.icon('basketball', x + 130, g - 10, 70),
  ].join('');
}

/**
 * A tennis court: the green court with its white lines and the net across it on two posts (a "tennis
 * court" drew the basketball hoop before; the racket and ball are the page's own `tennis` icon).
 */
export function tennisNet(s: Spot) {
  const { p, c, x, g } = s;
  const out = [p.rect(0, g + 6, c.w, 80, '#4f9a5e')];
  if (!p.lineArt)
    out.push(`<path d="M0 ${g + 12} H${c.w} M0 ${g + 80} H${c.w}" stroke="#ffffff" stroke-width="4"/>`);
  out.push(p.rect(x - 170, g - 70, 10, 90, '#5a6068'), p.rect(x + 160, g - 70, 10, 90, '#5a6068'));
  out.push(p.rect(x - 160, g - 66, 320, 8, '#ffffff'));
  if (!p.lineArt)
    for (let k = 0; k < 8; k++)
      out.push(
        `<path d="M${x - 160 + k * 40} ${g - 58} V${g + 10}" stroke="#3a3f45" stroke-width="2"/>`,
        `<path d="M${x - 160} ${g - 50 + k * 8} H${x + 160}" stroke="#3a3f45" stroke-width="2"/>`,
      );
  return out.join('');
}

/**
 * A volleyball court: the sand court with its lines and a net strung high across it (a "volleyball
 * court" drew the basketball hoop before, its net the tennis one's, at a child's knee); the ball is
 * the page's own `volleyball` icon.
 */
export function volleyNet(s: Spot) {
  const { p, c, x, g } = s;
  const out = [p.rect(0, g + 6, c.w, 80, '#e8cf98')];
  if (!p.lineArt)
    out.push(`<path d="M0 ${g + 14} H${c.w} M0 ${g + 78} H${c.w}" stroke="#2d6fb3" stroke-width="4"/>`);
  out.push(p.rect(x - 170, g - 190, 10, 210, '#5a6068'), p.rect(x + 160, g - 190, 10, 210, '#5a6068'));
  out.push(p.rect(x - 160, g - 186, 320, 8, '#ffffff'), p.rect(x - 160, g - 116, 320, 5, '#ffffff'));
  if (!p.lineArt)
    for (let k = 0; k < 9; k++)
      out.push(
        `<path d="M${x - 160 + k * 40} ${g - 178} V${g - 116}" stroke="#3a3f45" stroke-width="2"/>`,
        k < 7
          ? `<path d="M${x - 160} ${g - 170 + k * 9} H${x + 160}" stroke="#3a3f45" stroke-width="2"/>`
          : '',
      );
  return out.join('');
}

/** A bandstand: a round roof on slender posts. */
export function bandstand(s: Spot) {
  const { p, x, g } = s;
  const out = [p.rect(x - 150, g - 30, 300, 40, '#e9e2d0')];
  for (const dx of [-130, -45, 45, 130]) out.push(p.rect(x + dx - 6, g - 210, 12, 190, '#ffffff'));
  out.push(p.path(`M${x - 170} ${g - 200} Q${x} ${g - 330} ${x + 170} ${g - 200} Z`, '#3f8f5f'));
  return out.join('');
}

/** A wooden fence in front of an animal's enclosure. */
export function fence(s: Spot, x0: number, x1: number) {
  const { p, g } = s;
  const out = [p.rect(x0, g - 40, x1 - x0, 10, '#a87a4f'), p.rect(x0, g - 10, x1 - x0, 10, '#a87a4f')];
  for (let x = x0; x <= x1; x += 50) out.push(p.rect(x, g - 56, 12, 72, '#8a5a3b'));
  return out.join('');
}
