import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * A giant threat towers over the hero in a story book (hints.scales, text/giant-threat.test.ts), but
 * the comic panels drew the giant robot at an ordinary subject's size, smaller than the hero, and on
 * the problem page in a thought bubble as if wished for. The panels now honour the scale and draw the
 * threat that has come. "A giant robot attacks the city" (« Un robot géant attaque la ville ») is
 * read as that threat too (it was the hero, "to attack the city" its task).
 */
const BOOKS = [
  ['en', 'A superhero cat saves the city from a giant robot'],
  ['fr', 'Un chat super-héros sauve la ville d’un robot géant'],
] as const;

const ICON_BOX = 32;

/** The drawn height of the first hero (an animal figure: a 32-unit box) and of the tallest robot. */
function heights(svg: string) {
  const hero = /<g id="hero"[^>]*transform="translate\([-\d.]+ [-\d.]+\) scale\((-?[\d.]+)/.exec(svg);
  const sizes = [
    ...svg.matchAll(/<g transform="translate\([-\d.]+ [-\d.]+\) scale\((-?[\d.]+)[^"]*" data-icon="robot"/g),
  ].map((m) => Math.abs(Number(m[1])) * ICON_BOX);
  return { hero: Math.abs(Number(hero?.[1])) * ICON_BOX, threat: Math.max(0, ...sizes) };
}

describe('a giant threat towers over the hero in comic panels too', () => {
  it.each(BOOKS)('%s: %s', async (lang, description) => {
    const plan = await planStory({ type: 'comic-books', language: lang, description, pages: 8 });
    const faced = plan.pages.flatMap((p, i) =>
      ((p.hints?.subjects as string[] | undefined) ?? []).includes('robot') ? [i] : [],
    );
    expect(faced.length).toBeGreaterThan(2);
    for (const i of faced) {
      const svg = drawPlanPage(plan, 'comic-books', i);
      const { hero, threat } = heights(svg);
      expect(hero, `page ${i + 1}`).toBeGreaterThan(0);
      expect(threat, `page ${i + 1}`).toBeGreaterThan(hero * 1.2);
    }
  });

  it.each([
    ['en', 'A giant robot attacks the city', /giant robot/],
    ['fr', 'Un robot géant attaque la ville', /robot géant/],
  ] as const)(
    '%s: %s — the attacker is the threat, the city the place saved',
    async (lang, description, said) => {
      expect(readIdea('', description, lang).goal).toMatchObject({
        kind: 'defend',
        threat: { id: 'robot' },
        giant: true,
        place: { id: 'city' },
      });
      const plan = await planStory({ type: 'comic-books', language: lang, description, pages: 8 });
      expect(plan.pages[1].text).toMatch(said);
      expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/attack the city|attaquer la ville/);
    },
  );
});
