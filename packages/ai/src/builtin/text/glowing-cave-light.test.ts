import { describe, expect, it } from 'vitest';
import { OBSTACLE_EPISODES } from './obstacle-episodes';
import { fitsPlace } from './story-place-fit';
import { mermaids } from './themes-animals';

const cave = mermaids.places.find((p) => p.en === 'the glowing cave');
const seabed = { ...(cave ?? mermaids.places[0]), en: 'the seabed caves', fr: 'les grottes sous-marines' };

/** Issue 14: « Il faisait si sombre dans la grotte lumineuse » — a glowing cave is lit (glow-worms, crystals). */
describe('the dark obstacle never falls in a glowing cave', () => {
  it.each([
    ['en', /so dark/],
    ['fr', /si sombre/],
  ] as const)('%s', (lang, dark) => {
    expect(cave).toBeDefined();
    if (!cave) return;
    const fit = (place: typeof cave) =>
      OBSTACLE_EPISODES.filter((t) => fitsPlace(t, place)).map((t) => t[lang]);
    expect(fit(cave).filter((t) => dark.test(t))).toEqual([]);
    // A cave that is not said to glow can still be dark.
    expect(fit(seabed).some((t) => dark.test(t))).toBe(true);
  });
});
