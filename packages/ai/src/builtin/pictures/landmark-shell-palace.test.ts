import { describe, expect, it } from 'vitest';
import { landmarkFor } from './landmarks';

// "the shell palace" was drawn as a pond: "palace" holds « lac ». A mermaid's birthday under the sea
// is got ready in the shell palace (text/goal-party-sea.ts): its picture is the palace.
describe('the shell palace is a palace, not a pond', () => {
  it.each([
    ['the shell palace', 'shell-palace'],
    ['le palais de coquillages', 'shell-palace'],
    ['the duck pond', 'pond'],
    ['le lac', 'pond'],
    ['la mare aux canards', 'pond'],
  ])('%s', (place, id) => {
    expect(landmarkFor(place)?.id).toBe(id);
  });
});
