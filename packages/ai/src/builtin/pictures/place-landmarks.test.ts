import { describe, expect, it } from 'vitest';
import type { BookRequest, ImageRequest, PagePlan } from '../../types';
import { SETTINGS } from '../idea/settings';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { ALL_THEMES } from '../text/themes';
import { pictureSvg } from './index';
import { LANDMARK_IDS, landmarkFor } from './landmarks';

/**
 * Each place a page names is recognisable in its picture (issue 14): the story's places fall into
 * families, each drawn with its own landmark (a lighthouse, a pool, shelves of books…).
 */
const book = (description: string, language: 'en' | 'fr', pages = 16): BookRequest => ({
  title: description.slice(0, 40),
  author: 'Ada',
  type: 'story-book',
  description,
  pages,
  language,
  trim: '8x8',
  bleed: false,
  quality: 'standard',
  seed: 5,
});

const svgOf = (page: PagePlan, i: number, character?: ImageRequest['character']) =>
  pictureSvg({
    prompt: page.scene,
    width: 200,
    height: 200,
    page,
    character,
    bookType: 'story-book',
    seed: i + 1,
  });

/** The landmark or room a picture draws, by the id of its group. */
const drawnMark = (svg: string) => /id="(?:landmark|room)-(?!wall")([a-z-]+)"/.exec(svg)?.[1];

describe('place landmarks', () => {
  it('gives most of the ~140 places of the settings and themes a landmark, in many families', () => {
    const places = [...SETTINGS.flatMap((s) => s.places), ...ALL_THEMES.flatMap((t) => t.places)];
    expect(places.length).toBeGreaterThanOrEqual(120);
    const found = places.map((p) => landmarkFor(p.pic ?? p.en)?.id);
    expect(found.filter(Boolean).length / places.length).toBeGreaterThan(0.85);
    expect(new Set(found.filter(Boolean)).size).toBeGreaterThanOrEqual(30);
    expect(LANDMARK_IDS.length).toBeGreaterThanOrEqual(30);
  });

  it('draws the landmark of the place a page names: lighthouse, pool, library…', () => {
    const page = (place: string): PagePlan => ({
      text: '',
      scene: 'Zoé explores',
      layout: 'image-full',
      hints: { kind: 'story', place, subjects: [], light: 'day', mood: 'day' },
    });
    expect(drawnMark(svgOf(page('the lighthouse on the shore'), 0))).toBe('lighthouse');
    expect(drawnMark(svgOf(page('the swimming pool'), 0))).toBe('pool');
    expect(drawnMark(svgOf(page('the library in town'), 0))).toBe('library');
    expect(drawnMark(svgOf(page('the big red barn on the farm'), 0))).toBe('barn');
    // The story's lost key object is not part of a landmark on pages that do not name it.
    const throne = page('the throne room of the castle');
    expect(svgOf(throne, 0)).toContain('data-icon="crown"');
    expect(svgOf({ ...throne, hints: { ...throne.hints, avoid: ['crown'] } }, 0)).not.toContain(
      'data-icon="crown"',
    );
    // Indoors there is no sun and no hill: a room with shelves of books.
    expect(svgOf(page('the library in town'), 0)).not.toContain('data-icon="sun"');
  });

  it('draws a different landmark as a story moves between places (en and fr)', async () => {
    for (const [desc, lang] of [
      ['Zoé and her cat look for a shell at the beach', 'en'],
      ['Un renard cherche un livre perdu en ville', 'fr'],
      ['A little hen looks for her egg on the farm', 'en'],
    ] as const) {
      const plan = await planBuiltinStory(book(desc, lang));
      const marks = plan.pages.map((page, i) => {
        const svg = svgOf(page, i, plan.character);
        const place = String(page.hints?.place ?? '');
        // The picture draws the family of the place the page's text is set in.
        expect(drawnMark(svg), place).toBe(landmarkFor(place)?.id);
        return drawnMark(svg);
      });
      expect(new Set(marks.filter(Boolean)).size, desc).toBeGreaterThanOrEqual(4);
    }
  });
});
