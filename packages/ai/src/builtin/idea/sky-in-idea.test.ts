import { describe, expect, it } from 'vitest';
import { weatherIn } from './sky-in-idea';

/**
 * Issue 14: the weather the idea says of its time comes first — "one foggy night … in the snow"
 * is a foggy night on snowy ground (the pictures hold the fog, the places keep their snow), not a
 * snowfall because "snow" is listed before "fog".
 */
describe('the idea’s weather', () => {
  it.each([
    ['One foggy night, Mia walks on the frozen lake in the snow.', 'fog'],
    ['Une nuit de brouillard, Léa se promène sur le lac gelé dans la neige.', 'fog'],
    ['Un jour pluvieux, Tom joue dans la neige.', 'rain'],
    ['Par une nuit d’orage, Tom rentre dans la neige.', 'storm'],
    ['A girl looks for her sled in the snow.', 'snow'],
    ['One snowy day, Mia plays in the park.', 'snow'],
    ['Tom builds a snowman in the fog.', 'fog'],
  ] as const)('%s → %s', (text, weather) => {
    expect(weatherIn(text)).toBe(weather);
  });
});
