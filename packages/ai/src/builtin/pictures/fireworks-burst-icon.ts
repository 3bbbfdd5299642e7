/**
 * Fireworks bursting in the night sky (own-icons.ts): the Fluent "fireworks" is a burst on a purple
 * tile, a square sign hung in the sky. Ours are three open bursts, gold, green and silver, each a
 * ring of rays with sparks at their tips (text/goal-festival-diwali-words.ts). Its name holds
 * "fireworks", so it is drawn in the sky (environment.ts AIRBORNE).
 */
function burst(cx: number, cy: number, r: number, colour: string, rays: number): string {
  const out: string[] = [];
  for (let k = 0; k < rays; k++) {
    const a = (k / rays) * Math.PI * 2;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const x1 = (cx + c * r * 0.3).toFixed(2);
    const y1 = (cy + s * r * 0.3).toFixed(2);
    const x2 = (cx + c * r).toFixed(2);
    const y2 = (cy + s * r).toFixed(2);
    out.push(
      `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${colour}" stroke-width="1.5" stroke-linecap="round"/>`,
      `<circle cx="${(cx + c * r * 1.15).toFixed(2)}" cy="${(cy + s * r * 1.15).toFixed(2)}" r="1" fill="${colour}"/>`,
    );
  }
  out.push(`<circle cx="${cx}" cy="${cy}" r="${(r * 0.18).toFixed(2)}" fill="#fff7d1"/>`);
  return out.join('');
}

export const FIREWORKS_BURST =
  burst(11, 11, 9.5, '#ffcf3f', 14) + burst(24.5, 8.5, 6.5, '#5ee07a', 12) + burst(22, 23, 7, '#dfe7f0', 12);
