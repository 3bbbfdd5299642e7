import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A brave little mouse helps a lion' (text/goal-fable.ts): the lion was its Fluent face alone,
 * floating over the grass like a mask, and the hunters' net the turn names ("caught in the hunter’s
 * net") was nowhere. The lion stands whole — body, legs, tail, its face as the head — paws on the
 * hero's ground line, taller than the mouse; the net is drawn over it where the words name it, and
 * lying on the ground where the mouse finds it, and the alt says so.
 */
const num = (m: RegExpExecArray | null, i: number) => Number(m?.[i]);

/** The standing lion's group: its paws' lowest point and its head's top. */
function standingLion(svg: string) {
  const start = svg.indexOf('<g data-standing="lion">');
  if (start < 0) return undefined;
  const body = svg.slice(start, svg.indexOf('data-icon="lion"', start));
  const feet = Math.max(
    ...[...body.matchAll(/<ellipse cx="[-\d.]+" cy="([-\d.]+)" rx="[-\d.]+" ry="([-\d.]+)"/g)].map(
      (e) => Number(e[1]) + Number(e[2]),
    ),
  );
  const head = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)\)"$/.exec(
    svg.slice(start, svg.indexOf(' data-icon="lion"', start)),
  );
  return { feet, top: num(head, 2) };
}

function hero(svg: string) {
  const t = /<g id="hero"[^>]*transform="translate\([-\d.]+ ([-\d.]+)\) scale\(([-\d.]+)/.exec(svg);
  return { top: num(t, 1), feet: num(t, 1) + 32 * Math.abs(num(t, 2)) };
}

describe('the lion and the mouse: the lion stands whole, caught in a net the page names', () => {
  it.each([
    ['en', 'A brave little mouse helps a lion', /\bnet\b/, /caught in the hunter’s net/],
    ['fr', 'Une petite souris aide un lion', /\bfilet\b/, /pris dans le filet du chasseur/],
  ] as const)('%s: %s', async (language, description, netWord, caught) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'story-book', description, language, pages });
      const withLion = plan.pages.flatMap((p, i) =>
        (p.hints?.subjects as string[] | undefined)?.includes('lion') ? [i] : [],
      );
      expect(withLion.length).toBeGreaterThanOrEqual(3);
      for (const i of withLion) {
        const svg = drawPlanPage(plan, 'story-book', i, 1000);
        const lion = standingLion(svg);
        expect(lion, `page ${i + 1}: the lion is a face alone`).toBeDefined();
        const mouse = hero(svg);
        expect(Math.abs((lion?.feet ?? 0) - mouse.feet), `page ${i + 1}: paws off the ground`).toBeLessThan(
          8,
        );
        expect((lion?.feet ?? 0) - (lion?.top ?? 0)).toBeGreaterThan((mouse.feet - mouse.top) * 1.3);
      }
      // Every page naming the net draws it, and its alt says so.
      const netPages = plan.pages.flatMap((p, i) => (netWord.test(p.text) ? [i] : []));
      expect(netPages.length).toBeGreaterThanOrEqual(1);
      for (const i of netPages) {
        expect(plan.pages[i].hints?.subjects).toContain('hunter-net');
        expect(drawPlanPage(plan, 'story-book', i, 1000)).toContain('data-icon="hunter-net"');
        expect(plan.pages[i].alt).toMatch(netWord);
      }
      // At the turn it is thrown over the lion.
      const turn = pages - 2;
      expect(netPages).toContain(turn);
      expect(drawPlanPage(plan, 'story-book', turn, 1000)).toMatch(
        /<g data-standing="lion">.*<g [^>]*data-icon="hunter-net" data-over="caught">/,
      );
      expect(plan.pages[turn].alt).toMatch(caught);
    }
  });
});
