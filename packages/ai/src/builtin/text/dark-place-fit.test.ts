import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../idea/settings';
import { EPISODES } from './story-episodes';
import { fitsPlace } from './story-place-fit';
import { ALL_THEMES } from './themes';

const PLACES = [...SETTINGS, ...ALL_THEMES].flatMap((s) => s.places);
const TEMPLATES = Object.entries(EPISODES).flatMap(([kind, ts]) => ts.map((t) => ({ kind, t })));

describe('the dark and the places that give light (review)', () => {
  it('never says it is dark where the place’s own name gives light (« si sombre dans la grotte lumineuse »)', () => {
    const lit = PLACES.filter((p) => /glow|light|bright|shin|lumin/i.test(`${p.en} ${p.fr}`));
    expect(lit.map((p) => p.en)).toContain('the glowing cave');
    const dark = TEMPLATES.filter(({ t }) => /so dark|si sombre/.test(`${t.en} ${t.fr}`));
    expect(dark.length).toBeGreaterThan(0);
    const clashes = lit.flatMap((place) =>
      dark.filter(({ t }) => fitsPlace(t, place)).map(({ kind }) => `${place.en} / ${kind}`),
    );
    expect(clashes).toEqual([]);
  });
});
