/**
 * The Hanukkah menorah (own-icons.ts): the Fluent set's "menorah" is a white sign on a purple tile,
 * not a lamp on a table. Ours is a golden menorah with the helper candle high in the middle and
 * `menorah-N` with N candles lit, the newest on the left, so the first night shows one flame and the
 * eighth all nine (text/goal-festival-hanukkah-words.ts: one more candle each night).
 */
const GOLD = '#e3a72f';
const SLOTS = [3.6, 6.8, 10, 13.2, 18.8, 22, 25.2, 28.4];

const flame = (x: number, top: number) =>
  `<ellipse cx="${x}" cy="${top - 1.7}" rx="1" ry="1.7" fill="#ff9d2e"/>` +
  `<ellipse cx="${x}" cy="${top - 1.2}" rx="0.5" ry="0.9" fill="#ffe066"/>`;
const candle = (x: number, top: number, bottom: number, fill: string) =>
  `<rect x="${x - 0.9}" y="${top}" width="1.8" height="${bottom - top}" rx="0.4" fill="${fill}"/>`;

function menorah(lit: number): string {
  const out = [
    '<ellipse cx="16" cy="30.4" rx="8" ry="1" fill="#000" opacity="0.12"/>',
    `<path d="M10.5 29.6h11l-2-3h-7z" fill="${GOLD}"/>`,
    `<rect x="15.2" y="12" width="1.6" height="15" fill="${GOLD}"/>`,
  ];
  // The arms: each cup joined to the stem by a curve below it.
  for (const x of SLOTS) {
    const depth = 2 + Math.abs(x - 16) * 0.55;
    out.push(
      `<path d="M${x} 17.4Q${x} ${17.4 + depth} 16 ${17.4 + depth}" stroke="${GOLD}" stroke-width="1.1" fill="none"/>`,
      `<rect x="${x - 1.3}" y="16.2" width="2.6" height="1.4" rx="0.4" fill="${GOLD}"/>`,
    );
  }
  // The helper candle in its raised cup, always lit once any candle is.
  out.push(`<rect x="14.5" y="11" width="3" height="1.4" rx="0.4" fill="${GOLD}"/>`);
  if (lit > 0) out.push(candle(16, 5.6, 11, '#ffffff'), flame(16, 5.6));
  // Tonight's candles stand in the right-hand cups first (one more each night).
  SLOTS.slice(SLOTS.length - lit).forEach((x, i) => {
    out.push(candle(x, 10.6, 16.2, i % 2 ? '#ffffff' : '#4f8fe6'), flame(x, 10.6));
  });
  return out.join('');
}

/** `menorah-0` (no candles yet) to `menorah-8` (every candle lit). */
export const MENORAH_ICONS: Record<string, string> = Object.fromEntries(
  Array.from({ length: 9 }, (_, n) => [`menorah-${n}`, menorah(n)]),
);
