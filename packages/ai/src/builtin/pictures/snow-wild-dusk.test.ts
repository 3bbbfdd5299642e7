import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { drawBackdrop } from './backdrop';
import { DAY } from './backdrop-palettes';
import { createPainter } from './painter';
import { canvasFor } from './render';
import { createRng } from './rng';

/**
 * Issue 14: 'A penguin who wants to fly' ends "Later that evening" on the frozen lake, and the picture
 * put a row of town houses with lit windows behind the lake, on grey snow. Out in the wild (the frozen
 * lake, the snowy hills, the pine trees) no town stands behind; the snowy village keeps its houses.
 * Snow at dusk is a rosy lavender, not the grey of a white ground darkened toward night blue.
 */
const stage = (place: string, mood: 'dusk' | 'night') =>
  drawBackdrop(canvasFor(1024, 1024), createPainter(false), {
    env: 'snow',
    theme: 'winter',
    mood,
    rng: createRng(7),
    id: 't',
    place,
  }).body;

describe('snow out in the wild at dusk', () => {
  it.each(['dusk', 'night'] as const)('%s: no town behind the frozen lake, houses in the village', (mood) => {
    expect(stage('the frozen lake in the snow', mood)).not.toContain('data-rooftops');
    expect(stage('the snowy hills in the snow', mood)).not.toContain('data-rooftops');
    expect(stage('the snowy village of Glimmerbrook', mood)).toContain('data-rooftops');
    expect(stage('the village square in the snow', mood)).toContain('data-rooftops');
  });

  it('the snow at dusk is not grey', () => {
    const svg = stage('the frozen lake in the snow', 'dusk');
    // The dusk ground's fill: white snow with a warm cast, red above blue-grey's.
    const fills = [...svg.matchAll(/fill="#([0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(fills).toContain('f1e6f2');
    expect(fills).not.toContain('c6c9d4');
    expect(DAY.snow.ground).toBe('#ffffff');
  });

  it('en: A penguin who wants to fly — the last evening on the frozen lake has no town', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A penguin who wants to fly',
      pages: 12,
    });
    const last = plan.pages.length - 1;
    expect(plan.pages[last].hints?.place).toMatch(/frozen lake/);
    expect(plan.pages[last].hints?.light).toBe('dusk');
    expect(drawPlanPage(plan, 'story-book', last)).not.toContain('data-rooftops');
  });
});
