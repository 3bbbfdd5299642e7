import { describe, expect, it } from 'vitest';
import type { ImageRequest } from '../../types';
import { type Environment, sceneryFor, THEME_PROPS } from './environment';
import { pictureSvg } from './index';

const ENVIRONMENTS: Environment[] = [
  'meadow',
  'forest',
  'underwater',
  'beach',
  'space',
  'snow',
  'road',
  'field',
  'town',
  'farm',
  'jungle',
  'castle',
  'volcano',
];
/** Things of dry land: never on the seabed nor on a planet. */
const LAND =
  /house|building|school|hospital|stadium|castle|tree|tulip|sunflower|blossom|corn|tractor|bus|fuel|goal-net|flag|snowman|gift|mushroom|herb|cactus|umbrella|rainbow|mount|giraffe|zebra|elephant|sauropod|volcano/;
/** Things that live in the water. */
const SEA_LIFE = /coral|fish|dolphin|whale|shark|octopus|jellyfish|seahorse/;

describe('scenery fits the place in every theme (issue 14)', () => {
  for (const theme of Object.keys(THEME_PROPS))
    for (const env of ENVIRONMENTS)
      it(`${theme} × ${env}`, () => {
        const pool = sceneryFor(env, theme);
        expect(pool.length).toBeGreaterThan(0);
        if (env === 'underwater') {
          expect(pool.filter((n) => LAND.test(n))).toEqual([]);
          expect(pool.some((n) => SEA_LIFE.test(n))).toBe(true);
        } else expect(pool.filter((n) => SEA_LIFE.test(n))).toEqual([]);
        if (env === 'space') expect(pool.filter((n) => LAND.test(n) || SEA_LIFE.test(n))).toEqual([]);
      });

  it('an everyday story under the sea draws sea things, no house or pine on the seabed', () => {
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const svg = pictureSvg({
        prompt: 'Emma explores curiously at the coral reef',
        width: 600,
        height: 600,
        page: {
          text: 'Emma swam over the coral reef.',
          scene: 'Emma explores curiously at the coral reef',
          hints: {
            kind: 'story',
            beat: 'journey',
            place: 'the coral reef',
            subjects: [],
            mood: 'day',
            light: 'day',
          },
        },
        character: { name: 'Emma', figure: { id: 'girl', theme: 'everyday' } },
        bookType: 'story-book',
        quality: seed % 2 ? 'high' : 'standard',
        seed,
      } as unknown as ImageRequest);
      for (const m of svg.matchAll(/data-icon="([^"]+)"/g)) drawn.add(m[1]);
    }
    expect([...drawn].filter((n) => LAND.test(n))).toEqual([]);
    expect([...drawn].some((n) => SEA_LIFE.test(n))).toBe(true);
  });
});
