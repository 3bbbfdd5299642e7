import type { ConceptCtx } from './concept-art';
import { drawHero } from './hero';
import { r } from './icons';

/** Journal: ruled writing lines and a small line-art doodle of the hero in a corner. */
export function journalArt(ctx: ConceptCtx, lines: number) {
  const { c } = ctx;
  const parts = [`<rect width="${c.w}" height="${c.h}" fill="#fff"/>`];
  parts.push(
    drawHero(ctx.hero, {
      x: c.w * 0.86,
      baseY: c.h * 0.24,
      height: c.h * 0.2,
      lineArt: true,
      linePx: 2.5,
      flip: true,
    }),
  );
  const n = Math.max(4, Math.min(16, lines));
  const top = c.h * 0.28;
  const gap = (c.h - 40 - top) / n;
  for (let i = 1; i <= n; i++)
    parts.push(`<path d="M40 ${r(top + i * gap)} H${c.w - 40}" stroke="#8a8a8a" stroke-width="2.5"/>`);
  parts.push(
    `<path d="M40 ${r(top + gap * 0.4)} H${c.w * 0.62}" stroke="#b0b0b0" stroke-width="2" stroke-dasharray="10 10"/>`,
  );
  return parts.join('');
}
