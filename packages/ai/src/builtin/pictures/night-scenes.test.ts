import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BookRequest, ImageRequest } from '../../types';
import { companionIn } from '../text/companion';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { createBuiltinImageProvider, pictureSvg } from './index';

const milo: BookRequest = {
  title: 'Milo and the Moon',
  author: 'Ada',
  type: 'bedtime-books',
  description: 'A boy and his cat follow the moon over the rooftops.',
  pages: 8,
  language: 'en',
  trim: '8x8',
  bleed: false,
  quality: 'standard',
  seed: 3,
};

async function requests(req: BookRequest, size = 240): Promise<ImageRequest[]> {
  const plan = await planBuiltinStory(req);
  const pages: ImageRequest[] = plan.pages.map((page, i) => ({
    prompt: page.scene,
    width: size,
    height: size,
    page,
    character: plan.character,
    bookType: req.type,
    seed: i + 1,
  }));
  const cover: ImageRequest = {
    prompt: plan.coverScene,
    width: size,
    height: size,
    cover: { title: plan.title, scene: plan.coverScene },
    character: plan.character,
    bookType: req.type,
    seed: 99,
  };
  return [cover, ...pages];
}

const icons = (svg: string) => new Set([...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]));
// The top of the sky, or indoors (a library, a kitchen) the wall of the room.
const skyTop = (svg: string) =>
  (/-sky"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg) ??
    /id="room-wall"[^>]* fill="(#[0-9a-f]{6})"/.exec(svg))?.[1] ?? '';
const luma = (hex: string) =>
  [0, 1, 2].reduce(
    (s, i) => s + Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) * [0.3, 0.59, 0.11][i],
    0,
  );

/** Mean brightness of the top fifth of a rendered picture (0–255). */
async function topBrightness(req: ImageRequest) {
  const { png } = await createBuiltinImageProvider().generate(req);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const n = info.width * Math.round(info.height / 5) * info.channels;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += data[i];
  return sum / n;
}

describe('night scenes and companions', () => {
  it('draws a bedtime book at dusk and night: an evening sky, then a dark sky and a moon, never the midday sun', async () => {
    const reqs = await requests(milo);
    const svgs = reqs.map(pictureSvg);
    let evenings = 0;
    for (const [i, svg] of svgs.entries()) {
      const drawn = icons(svg);
      expect(drawn.has('sun')).toBe(false);
      // At dusk under the open sky, an evening sky: warm and light, a low sun, no moon (sky-lights.ts).
      if (
        (reqs[i].page?.hints as { light?: string } | undefined)?.light === 'dusk' &&
        svg.includes('-sky"')
      ) {
        evenings++;
        expect(svg).toContain('class="setting-sun"');
        expect(drawn.has('crescent-moon') || drawn.has('full-moon')).toBe(false);
        expect(luma(skyTop(svg))).toBeGreaterThan(80);
        continue;
      }
      expect(drawn.has('crescent-moon') || drawn.has('full-moon')).toBe(true);
      // A room's wall sinks into the dusk only halfway (interiors.ts DIM: lamps are not drawn, so
      // a dusk room is dim, not night-dark); the open sky is dark from dusk on.
      expect(luma(skyTop(svg))).toBeLessThan(svg.includes('id="room-wall"') ? 140 : 80);
    }
    // The last page (falling asleep) is the darkest and ends with a "zzz", not confetti.
    const last = svgs[svgs.length - 1];
    expect(luma(skyTop(last))).toBeLessThan(Math.min(...svgs.slice(1, -1).map((s) => luma(skyTop(s)))));
    expect(icons(last).has('zzz')).toBe(true);
    expect(evenings).toBeGreaterThan(0);
  });

  it('renders bedtime pictures dark at the top where a day story is bright', async () => {
    // A page of the night (the first pages are the evening's).
    const night = (await requests(milo)).at(-2) as ImageRequest;
    const [, day] = await requests({
      ...milo,
      type: 'story-book',
      description: 'A boy and his cat fly a kite.',
    });
    expect(await topBrightness(night)).toBeLessThan(90);
    expect(await topBrightness(day)).toBeGreaterThan(150);
    expect(icons(pictureSvg(day)).has('sun')).toBe(true);
  });

  it('draws the companion the description names on every page and the cover', async () => {
    const reqs = await requests(milo);
    for (const r of reqs) expect(icons(pictureSvg(r)).has('cat')).toBe(true);
    const dog = await requests({
      ...milo,
      type: 'story-book',
      description: 'A girl and her puppy at the beach.',
    });
    for (const r of dog) expect(icons(pictureSvg(r)).has('dog')).toBe(true);
  });

  it('keeps a story whose description happens at night at night', async () => {
    const reqs = await requests({
      ...milo,
      type: 'story-book',
      title: 'Nora Counts',
      description: 'A girl counts the stars every night from her window.',
    });
    for (const r of reqs) {
      const svg = pictureSvg(r);
      expect(icons(svg).has('sun')).toBe(false);
      // A room's wall sinks into the dusk only halfway (interiors.ts DIM: lamps are not drawn, so
      // a dusk room is dim, not night-dark); the open sky is dark from dusk on.
      expect(luma(skyTop(svg))).toBeLessThan(svg.includes('id="room-wall"') ? 140 : 80);
    }
  });

  it('finds the companion in a description, not the hero', () => {
    expect(companionIn('A boy and his cat follow the moon.', 'boy')).toBe('cat');
    expect(companionIn('A cat who is scared of the dark.', 'cat')).toBeUndefined();
    expect(companionIn('Une fille et son chien.', 'girl')).toBe('dog');
    expect(companionIn('A bunny and her teddy bear.', 'bunny')).toBe('teddy-bear');
    expect(companionIn('A trip to the seaside.', 'boy')).toBeUndefined();
    expect(companionIn('A lion cub and his friend the giraffe have a big day.', 'lion')).toBe('giraffe');
    // The story's trouble is not a friend; nor is an animal the hero merely likes.
    expect(companionIn('A cow helps the farmer find a lost lamb.', 'cow')).toBeUndefined();
    expect(companionIn('A boy who loves cats.', 'boy')).toBeUndefined();
    expect(companionIn('Zoé et l’écureuil jouent.', 'girl')).toBe('chipmunk');
  });

  it('gives a night colouring book a moon and stars to colour, and its owls', async () => {
    const reqs = await requests({
      ...milo,
      type: 'coloring',
      title: 'Night Owls',
      description: 'Owls and the moon at night.',
    });
    for (const r of reqs.slice(1)) {
      const svg = pictureSvg({ ...r, lineArt: true });
      expect(icons(svg).has('sun')).toBe(false);
      expect(icons(svg).has('crescent-moon')).toBe(true);
      expect(svg).toContain('data-figure="owl"');
    }
  });

  it('draws a bedtime page at night even when its plan has no hints (a language model wrote it)', () => {
    const svg = pictureSvg({
      prompt: 'Milo waves at his friends in the garden',
      width: 240,
      height: 240,
      page: { text: 'Hello', scene: 'Milo waves at his friends in the garden', layout: 'image-top' },
      bookType: 'bedtime-books',
      seed: 1,
    });
    expect(icons(svg).has('sun')).toBe(false);
    expect(luma(skyTop(svg))).toBeLessThan(80);
  });
});
