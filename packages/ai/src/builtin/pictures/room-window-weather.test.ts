import { describe, expect, it } from 'vitest';
import type { ImageRequest } from '../../types';
import { pictureSvg } from './index';

/** A story page in the library, with the page's weather. */
const room = (weather: string, light: string) =>
  pictureSvg({
    prompt: 'Emma explores curiously at the old library',
    width: 600,
    height: 600,
    page: {
      text: 'Emma read in the old library.',
      scene: 'Emma explores curiously at the old library',
      hints: {
        kind: 'story',
        beat: 'journey',
        place: 'the old library',
        subjects: [],
        mood: light === 'day' ? 'day' : 'night',
        light,
        weather,
      },
    },
    character: { name: 'Emma', figure: { id: 'girl', theme: 'everyday' } },
    bookType: 'story-book',
    seed: 3,
  } as unknown as ImageRequest);

const RAIN_STREAK = /d="M[\d.]+ [\d.]+ l-6 22"/;

describe('a room window shows the weather the page says (issue 14)', () => {
  for (const light of ['day', 'night'])
    it(`${light}: rain streaks only for rain and storms, snowflakes for snow, mist for fog`, () => {
      expect(room('rain', light)).toMatch(RAIN_STREAK);
      expect(room('storm', light)).toMatch(RAIN_STREAK);
      const snow = room('snow', light);
      expect(snow).not.toMatch(RAIN_STREAK);
      expect(snow).toMatch(/class="window-snow"/);
      const fog = room('fog', light);
      expect(fog).not.toMatch(RAIN_STREAK);
      expect(fog).toMatch(/class="window-fog"/);
      // The weather hides the moon at night.
      expect(snow).not.toMatch(/data-icon="crescent-moon"/);
    });
});
