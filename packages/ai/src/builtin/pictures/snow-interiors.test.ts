import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { pictureSvg } from './index';

/**
 * Issue 14: "In the igloo, Pip searched high and low" (« dans l’igloo », « dans la grotte de glace »)
 * was drawn outdoors — an igloo on a snowy plain under the falling snow. Inside an igloo or an ice
 * cave the picture is an interior: walls of snow blocks or ice all round, no sun, no hills, and the
 * page's weather seen through the way out, not falling across the room.
 */
const page = (place: string, light = 'day', weather?: string): PagePlan => ({
  text: '',
  alt: '',
  layout: 'image-full',
  scene: `Pip explores curiously at ${place}`,
  hints: {
    kind: 'story',
    place,
    light,
    mood: light,
    beat: 'journey',
    subjects: [],
    ...(weather ? { weather } : {}),
  },
});
const draw = (p: PagePlan, seed = 1, lineArt = false) =>
  pictureSvg({ prompt: p.scene, width: 300, height: 300, page: p, bookType: 'story-book', seed, lineArt });

/** An interior: a room's wall, its own group, and nothing of the open air. */
function expectInside(svg: string, room: string, why: string) {
  expect(svg, why).toContain(`id="room-${room}"`);
  expect(svg, why).toContain('id="room-wall"');
  expect(svg, why).not.toMatch(/data-icon="sun"|id="landmark-|id="weather-|class="weather-cloud"/);
}

describe('inside an igloo or an ice cave (issue 14)', () => {
  it.each([
    ['the igloo in the snow', 'igloo'],
    ['the ice cave', 'ice-cave'],
  ])('%s is drawn as an interior, by day and by night, in colour and line art', (place, room) => {
    for (const light of ['day', 'dusk', 'night'])
      for (const seed of [1, 2, 3]) {
        expectInside(draw(page(place, light), seed), room, `${place} ${light}`);
        expect(draw(page(place, light), seed, true), `${place} line art`).toContain(`id="room-${room}"`);
      }
  });

  it('the falling snow, the rain or the fog is seen through the way out, not across the room', () => {
    for (const place of ['the igloo in the snow', 'the ice cave']) {
      const snowy = draw(page(place, 'day', 'snow'));
      expectInside(snowy, place.includes('igloo') ? 'igloo' : 'ice-cave', place);
      const way = /<g id="way-out" clip-path="[^"]+">(.*?)<\/g><path/.exec(snowy)?.[1] ?? '';
      expect(way.match(/class="window-snow"/g)?.length ?? 0).toBeGreaterThan(5);
      expect(snowy.match(/class="window-snow"/g)?.length).toBe(way.match(/class="window-snow"/g)?.length);
      expect(draw(page(place, 'day', 'rain'))).toContain('class="window-rain"');
      expect(draw(page(place, 'night', 'fog'))).toContain('class="window-fog"');
      // A clear night shows the moon outside.
      expect(draw(page(place, 'night'))).toContain('data-icon="crescent-moon"');
    }
  });

  it.each([
    [
      'en',
      'Pip the penguin looks for his lost scarf in the snow',
      /^(In|At) the (igloo|ice cave)|in the (igloo|ice cave)/,
    ],
    ['fr', 'Pip le manchot cherche son écharpe perdue dans la neige', /dans (l’igloo|la grotte de glace)/i],
  ] as const)(
    '%s: every page of a snowy book set in the igloo or the ice cave is drawn inside',
    async (language, description, inside) => {
      let checked = 0;
      for (const seed of [1, 2, 3]) {
        const plan = await planStory({ type: 'story-book', description, language, pages: 12, seed });
        plan.pages.forEach((p, i) => {
          const place = String(p.hints?.place ?? '');
          if (!/igloo|ice cave/.test(place)) return;
          expect(p.text + p.alt, place).toMatch(inside);
          expectInside(
            drawPlanPage(plan, 'story-book', i),
            /igloo/.test(place) ? 'igloo' : 'ice-cave',
            p.text,
          );
          checked++;
        });
      }
      expect(checked).toBeGreaterThanOrEqual(3);
    },
  );
});
