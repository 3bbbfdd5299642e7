import { describe, expect, it } from 'vitest';
import type { CharacterBible, PagePlan } from '../../types';
import { pictureSvg } from './index';

/**
 * Issue 14: « Nina leva les yeux vers la première étoile » — and the star lay on the grass: a star or
 * a kite that would hide the moon was hung below it, and below a big low moon is the ground. It moves
 * aside in the sky instead: above the hero's shoulders, clear of the moon (at dusk, of the low sun).
 */
type Box = { x: number; y: number; size: number };
function placed(svg: string, icon: string): Box | undefined {
  const m = new RegExp(
    `<g transform="translate\\(([-\\d.]+) ([-\\d.]+)\\) scale\\((-?[\\d.]+)[^"]*" data-icon="${icon}"`,
  ).exec(svg);
  if (!m) return undefined;
  const [tx, ty, s] = m.slice(1).map(Number);
  // A flipped icon's translate is its right edge.
  return { x: tx + 16 * s, y: ty + 16 * Math.abs(s), size: 32 * Math.abs(s) };
}
/** The evening's low sun (sky-lights.ts): its disc is the group's last circle. */
function sun(svg: string): Box | undefined {
  const g = /<g class="setting-sun">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
  const m = [...g.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)"/g)].at(-1);
  return m ? { x: Number(m[1]), y: Number(m[2]), size: Number(m[3]) * 2 } : undefined;
}

const bunny: CharacterBible = {
  name: 'Nina',
  look: 'a bunny',
  palette: [],
  styleTags: [],
  promptPrefix: '',
  figure: { id: 'bunny', accessory: 'scarf' },
};

describe('a star or a kite at night stays in the sky (issue 14)', () => {
  it.each(['glowing-star', 'kite'])('%s: above the hero’s shoulders, clear of the moon', (thing) => {
    let checked = 0;
    for (const light of ['dusk', 'night'])
      for (const composition of ['object', 'wide', 'two', 'close'])
        for (let seed = 1; seed <= 12; seed++) {
          const page: PagePlan = {
            text: 'One evening, as the sky turned pink and purple, Nina looked up at the first star.',
            alt: '',
            layout: 'image-full',
            scene: 'Nina looks up at a little house at the end of Maple Lane',
            hints: {
              kind: 'story',
              beat: 'opening',
              place: 'a little house at the end of Maple Lane',
              subjects: [thing],
              light,
              mood: light,
              composition,
            },
          };
          const svg = pictureSvg({
            prompt: page.scene,
            width: 400,
            height: 400,
            page,
            character: bunny,
            bookType: 'bedtime-books',
            seed,
          });
          const star = placed(svg, thing);
          // At dusk, the evening's low sun is in the sky instead of the moon: clear of it too.
          const moon = placed(svg, 'crescent-moon') ?? placed(svg, 'full-moon') ?? sun(svg);
          const hero =
            /<g id="hero"[^>]*transform="translate\([-\d.]+ ([-\d.]+)\) scale\([-\d.]+ ([-\d.]+)\)/.exec(svg);
          expect(star && moon && hero).toBeTruthy();
          if (!star || !moon || !hero) continue;
          const top = Number(hero[1]);
          const feet = top + 59.5 * Number(hero[2]);
          const why = `${light} ${composition} seed ${seed}`;
          // In the sky: above the middle of the hero's height, never down on the ground…
          expect(star.y, why).toBeLessThan(feet - (feet - top) * 0.5);
          // …and not over the moon.
          const apart = Math.hypot(star.x - moon.x, star.y - moon.y);
          expect(apart, why).toBeGreaterThan((star.size + moon.size) * 0.45);
          checked++;
        }
    expect(checked).toBe(96);
  });
});
