import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { pictureSvg } from './index';

/**
 * A cave book's pages (idea/settings-cave.ts) are drawn inside the cave (cave-rooms.ts): rock walls
 * and a roof of stalactites all round, the place's own thing — the daylight at the mouth, the tunnel,
 * the underground lake — and no sky, sun or hills; a glowing cave glows, by night too.
 */
const page = (place: string, light = 'day'): PagePlan => ({
  text: '',
  alt: '',
  layout: 'image-full',
  scene: `Pip explores at ${place}`,
  hints: { kind: 'story', place, light, mood: light, beat: 'journey', subjects: [], family: 'cave' },
});
const draw = (p: PagePlan, seed = 1, lineArt = false) =>
  pictureSvg({ prompt: p.scene, width: 300, height: 300, page: p, bookType: 'story-book', seed, lineArt });
const SPOTS = [
  'the cave mouth',
  'the long tunnel',
  'the big chamber',
  'the underground lake',
  'the stalactites',
  'the crystal hall',
];
const OUTDOORS = /data-icon="sun"|-sky"|id="landmark-|class="weather-cloud"/;

describe('inside a cave', () => {
  it.each([
    ['inside the cave', 'cave'],
    ['inside the glowing cave', 'glowing-cave'],
  ])('every place %s is drawn under rock, by day and by night, in colour and line art', (where, room) => {
    for (const spot of SPOTS)
      for (const light of ['day', 'night'])
        for (const seed of [1, 2]) {
          const svg = draw(page(`${spot} ${where}`, light), seed);
          const why = `${spot} ${where} ${light}`;
          expect(svg, why).toContain(`id="room-${room}"`);
          expect(svg, why).toContain('class="cave-wall"');
          expect(svg, why).toContain('class="stalactites"');
          expect(svg, why).not.toMatch(OUTDOORS);
          // A glowing cave keeps its glow at night; a dark cave has none.
          expect(svg.includes('class="cave-glow"'), why).toBe(room === 'glowing-cave');
          expect(draw(page(`${spot} ${where}`, light), seed, true), `${why} line art`).toContain(
            `id="room-${room}"`,
          );
        }
    expect(draw(page(`the underground lake ${where}`))).toContain('id="cave-lake"');
    expect(draw(page(`the cave mouth ${where}`))).toContain('id="cave-mouth"');
  });

  it.each([
    ['en', 'A little bat explores the glowing cave', 'glowing-cave'],
    ['fr', 'Une petite chauve-souris explore la grotte lumineuse', 'glowing-cave'],
    ['en', 'A bear lives in a dark cave', 'cave'],
    ['fr', 'Un ours vit dans une grotte sombre', 'cave'],
  ] as const)('%s: every page of “%s” is drawn inside the cave', async (language, description, room) => {
    const plan = await planStory({ type: 'story-book', language, description });
    for (let i = 0; i < plan.pages.length; i++) {
      const svg = await drawPlanPage(plan, 'story-book', i, 300);
      expect(svg, `p${i}`).toContain(`id="room-${room}"`);
      expect(svg, `p${i}`).not.toMatch(OUTDOORS);
      // A bat sleeps hanging upside down from the roof at the end (« la tête en bas »), no one else.
      const last = i === plan.pages.length - 1 && /upside down|tête en bas/.test(plan.pages[i].text);
      expect(svg.includes('class="roosting"'), `p${i}`).toBe(last);
    }
    if (description.includes('bat') || description.includes('chauve')) {
      const end = await drawPlanPage(plan, 'story-book', plan.pages.length - 1, 300);
      expect(end).toContain('class="roosting"');
      // Asleep: a soft "zzz", no party confetti falling on the sleeping bat.
      expect(end).toContain('data-icon="zzz"');
      expect(end).not.toMatch(/width="12" height="7" rx="2"/);
    }
  });
});
