import { describe, expect, it } from 'vitest';
import type { BookRequest, CharacterBible, PagePlan } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { pictureSvg } from './index';

/**
 * Issue 14: a person met on the way (a wise grandmother on the frozen lake, a firefighter, a doctor)
 * was drawn as a big face or a bust with no legs, a head lying on the ice or floating in the pond.
 * People stand in full, on the hero's body in their own clothes, inside the frame.
 */
const FACE_OR_BUST =
  /^(old-woman|old-man|older-person|woman|man|person|girl|boy|child|teacher|health-worker|firefighter|woman-farmer|construction-worker|person-mage|princess|prince|astronaut)$/;

/** Every drawn thing named as a person: is it a standing figure, and where is its box? */
function people(svg: string) {
  return [...svg.matchAll(/<g ([^>]*data-icon="([^"]+)"[^>]*)>/g)]
    .filter((m) => FACE_OR_BUST.test(m[2]))
    .map((m) => {
      const t = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)/.exec(m[1]);
      const s = Number(t?.[4]);
      const boxH =
        m[2] === 'old-woman' || m[2] === 'old-man' || /^(girl|boy|child|teacher)$/.test(m[2]) ? 59.5 : 49;
      return {
        icon: m[2],
        standing: m[1].includes('data-figure="helper"'),
        top: Number(t?.[2]),
        bottom: Number(t?.[2]) + boxH * s,
        left: Math.min(Number(t?.[1]), Number(t?.[1]) + 32 * Number(t?.[3])),
        right: Math.max(Number(t?.[1]), Number(t?.[1]) + 32 * Number(t?.[3])),
      };
    });
}

const page = (scene: string, place: string, subjects: string[] = []): PagePlan => ({
  text: '',
  alt: '',
  layout: 'image-full',
  scene,
  hints: { kind: 'story', beat: 'helper', place, subjects },
});

/** Mia, a girl: the hero is never the person met (a hero read from "with a wizard" would be the wizard). */
const mia: CharacterBible = {
  name: 'Mia',
  look: 'a girl',
  palette: [],
  styleTags: [],
  promptPrefix: '',
  figure: { id: 'girl', accessory: 'scarf' },
};
const svgOf = (p: PagePlan, seed: number, size = 400) =>
  pictureSvg({
    prompt: p.scene,
    width: size,
    height: size,
    page: p,
    character: mia,
    bookType: 'story-book',
    seed,
  });

describe('people met on the way stand in full (issue 14)', () => {
  it.each([
    ['with a wise grandmother', 'the frozen lake on the mountain', 'old-woman'],
    ['with a wise grandmother', 'the pond in the park meadow', 'old-woman'],
    ['with a kind old grandfather', 'the pond in the park meadow', 'old-man'],
    ['with a busy firefighter', 'the fire station in town', 'firefighter'],
    ['with a friendly zookeeper', 'the zoo', 'woman-farmer'],
    ['with a doctor', 'the hospital in town', 'health-worker'],
    ['with a teacher', 'the school in town', 'teacher'],
    ['with a wizard', 'the castle', 'person-mage'],
  ])('%s at %s: %s stands on the ground, inside the frame', (said, place, icon) => {
    for (let seed = 1; seed <= 6; seed++) {
      const svg = svgOf(page(`Mia meets a new friend at ${place}, ${said}`, place), seed);
      const drawn = people(svg);
      expect(drawn.map((d) => d.icon)).toContain(icon);
      for (const d of drawn) {
        expect(d.standing, `${icon} drawn as a face or a bust alone`).toBe(true);
        expect(d.top).toBeGreaterThanOrEqual(0);
        expect(d.bottom).toBeLessThanOrEqual(1000);
        expect(d.left).toBeGreaterThanOrEqual(0);
        expect(d.right).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('a person the idea names among the page’s things (a girl met in the park) stands too, once', () => {
    const svg = svgOf(page('Leo meets a new friend at the park, with a girl', 'the park', ['girl']), 3);
    const drawn = people(svg);
    expect(drawn.length).toBe(1);
    expect(drawn[0].standing).toBe(true);
  });

  it('a whole book’s helper (en and fr, story and comic) is the same standing figure on every page', async () => {
    for (const [type, language, description, icon] of [
      ['story-book', 'en', 'A little boy named Teddy looks for a star.', 'old-woman'],
      [
        'story-book',
        'fr',
        'Léo, un petit garçon, et son chien Filou partent dans la montagne enneigée.',
        'old-woman',
      ],
      ['comic-books', 'en', 'Tom wants to be a firefighter and looks for a lost key.', 'firefighter'],
    ] as const) {
      const req = {
        title: 'T',
        author: 'A',
        type,
        description,
        pages: 16,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
        seed: 2,
      } as BookRequest;
      const plan = await planBuiltinStory(req);
      const looks = new Set<string>();
      plan.pages.forEach((p, i) => {
        const svg = pictureSvg({
          prompt: p.scene,
          width: 300,
          height: 300,
          page: p,
          character: plan.character,
          bookType: type,
          seed: i + 1,
        });
        for (const d of people(svg))
          expect(d.standing, `${type} ${language} p${i + 1}: ${d.icon}`).toBe(true);
        // The figure's own drawing (its body first) is the same wherever it stands.
        for (const m of svg.matchAll(/<g data-figure="helper" data-icon="([^"]+)" transform="[^"]+">/g))
          looks.add(`${m[1]} ${svg.slice(m.index + m[0].length, m.index + m[0].length + 1500)}`);
      });
      // The book's helper is drawn, and each person drawn has one look (a jobs comic also meets a teacher).
      const who = [...looks].map((l) => l.split(' ')[0]);
      expect(who, `${type} ${language}`).toContain(icon);
      expect(new Set(who).size, `${type} ${language}`).toBe(who.length);
    }
  });
});
