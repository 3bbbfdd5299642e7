import { describe, expect, it } from 'vitest';
import { iconBody } from './icons';

const fills = (body: string) =>
  new Set([...body.matchAll(/fill="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1].toLowerCase()));

describe('tinting the key object keeps what is not the object (issue 14)', () => {
  it("a red sailboat's sea stays blue; its sail and hull take the red", () => {
    const plain = fills(iconBody('sailboat'));
    const red = fills(iconBody('sailboat', '#e4443f'));
    expect(plain.has('#00a6ed')).toBe(true);
    expect(red.has('#00a6ed')).toBe(true);
    expect(red.has('#ff8257')).toBe(false);
  });

  it('a red canoe and a red ship keep their water blue', () => {
    for (const boat of ['canoe', 'ship', 'speedboat'])
      expect(fills(iconBody(boat, '#e4443f')).has('#00a6ed')).toBe(true);
  });

  it("the stand-in parcel takes the object's colour but keeps its tape and label", () => {
    const red = fills(iconBody('package', '#e4443f'));
    for (const tape of ['#8c5543', '#a56953', '#d3d3d3']) expect(red.has(tape), tape).toBe(true);
    // The box's own browns are gone: it is red.
    for (const box of ['#f3c07b', '#ffce7c', '#e19747']) expect(red.has(box), box).toBe(false);
  });
});
