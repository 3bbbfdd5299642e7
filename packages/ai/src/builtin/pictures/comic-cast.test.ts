import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';

const svgOf = (plan: StoryPlan, i: number) => drawPlanPage(plan, 'comic-books', i, 500);

const comic = (description: string) => planStory({ type: 'comic-books', description, pages: 8, seed: 5 });

/** Issue 14: comic panels draw the story's own cast — the helper it meets, the hero's pet, the wished-for thing as a thought. */
describe('comic cast', () => {
  it('the helper met by the reef (a turtle) is the helper of every later panel, not the theme’s robot', async () => {
    const plan = await comic(
      'A boy named Max looks for a golden key under the sea. He meets a turtle by the reef.',
    );
    const met = plan.pages.findIndex((p) => p.hints?.beat === 'helper');
    expect(met).toBeGreaterThan(0);
    let helperPanels = 0;
    plan.pages.forEach((page, i) => {
      const svg = svgOf(plan, i);
      expect(svg).not.toContain('data-icon="robot"');
      const panels = (page.hints?.panels ?? []) as { who?: string; scene: string }[];
      if (i >= met && panels.some((p) => p.who === 'helper')) {
        helperPanels++;
        expect(svg).toContain('data-icon="turtle"');
        for (const p of panels.filter((x) => x.who === 'helper')) expect(p.scene).toContain('turtle');
      }
    });
    expect(helperPanels).toBeGreaterThan(1);
  });

  it('the hero’s dog stands beside the hero in the panels, and the lost kite is only thought of on the goal page', async () => {
    const plan = await comic('Max looks for his lost kite in the park with his dog.');
    expect(plan.pages.every((p) => p.hints?.companion === 'dog')).toBe(true);
    plan.pages.forEach((page, i) => {
      const svg = svgOf(plan, i);
      expect(svg).toContain('data-icon="dog"');
      if (page.hints?.beat !== 'problem') return;
      const object = (page.hints.subjects as string[] | undefined)?.[0] ?? '';
      expect(object).toBeTruthy();
      const thought = /<g class="thought">.*?<\/g><\/g>/s.exec(svg)?.[0] ?? '';
      expect(thought).toContain(`data-icon="${object}"`);
      expect(svg.split(`data-icon="${object}"`).length).toBe(2);
      // Its words are a caption at the panel's foot, clear of the drawn thought bubble.
      const frame = svg.split('<svg x=')[3];
      const [x, y, w, h] = (/class="caption" data-box="([-\d. ]+)"/.exec(frame)?.[1] ?? '')
        .split(' ')
        .map(Number);
      const shapes = [
        ...thought.matchAll(/<ellipse cx="([\d.]+)" cy="([\d.]+)" rx="([\d.]+)" ry="([\d.]+)"/g),
      ];
      expect(shapes.length).toBeGreaterThan(1);
      for (const m of shapes) {
        const [cx, cy, rx, ry] = m.slice(1).map(Number);
        const apart = cx + rx < x || cx - rx > x + w || cy + ry < y || cy - ry > y + h;
        expect(apart, `caption ${x} ${y} ${w} ${h} vs ${m[0]}`).toBe(true);
      }
    });
  });

  it('a helper’s close-up has the page’s weather, like the other panels (no sun on a foggy page)', async () => {
    const plan = await planStory({
      title: 'Nina and the lost shell',
      type: 'comic-books',
      description: 'Nina and her cat look for a pink shell at the beach. She meets a crab by the rock pools.',
      pages: 24,
      seed: 11,
    });
    let checked = 0;
    plan.pages.forEach((page, i) => {
      const panels = (page.hints?.panels ?? []) as { who?: string; scene: string }[];
      if (!panels.some((p) => p.who === 'helper' && /close-up/.test(p.scene))) return;
      // The same page in fog: no panel keeps a sunny sky.
      const foggy = {
        ...plan,
        pages: plan.pages.map((p, j) => (j === i ? { ...p, hints: { ...p.hints, weather: 'fog' } } : p)),
      };
      expect(svgOf(foggy, i)).not.toContain('data-icon="sun"');
      checked++;
    });
    expect(checked).toBeGreaterThan(2);
  });
});
