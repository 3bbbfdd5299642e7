import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A girl with magic powers protects her village', 'A giant robot attacks the city': "everyone in
 * the village cheered for Mia", « tout le monde acclama Ava », yet the hero stood alone by the
 * threat, and the giant robot or the dragon was drawn about the hero's height. A page whose words
 * name everyone draws a small crowd of villagers (text/defend-crowd.ts, pictures/crowd.ts) and says
 * so in the alt; a giant, a dragon or a monster stands clearly taller than the hero.
 */
const BOOKS = [
  ['en', 'A girl with magic powers protects her village', 'dragon', /a crowd of villagers/],
  ['fr', 'Une fille aux pouvoirs magiques protège son village', 'dragon', /une foule de villageois/],
  ['en', 'A giant robot attacks the city', 'robot', /a crowd of townsfolk/],
  ['fr', 'Un robot géant attaque la ville', 'robot', /une foule d’habitants/],
] as const;

/** The hero's drawn height (a person: face on a body, 59.5 units) and the threat's (a 32-unit icon). */
function heights(svg: string, threat: string) {
  const hero = /<g id="hero"[^>]*transform="translate\([-\d.]+ [-\d.]+\) scale\((-?[\d.]+)/.exec(svg);
  const sizes = [
    ...svg.matchAll(
      new RegExp(
        `<g transform="translate\\([-\\d.]+ [-\\d.]+\\) scale\\((-?[\\d.]+)[^"]*" data-icon="${threat}"`,
        'g',
      ),
    ),
  ].map((m) => Math.abs(Number(m[1])) * 32);
  return { hero: Math.abs(Number(hero?.[1])) * 59.5, threat: Math.max(0, ...sizes) };
}

describe('a threat story draws the crowd its words name, and its giant towers over the hero', () => {
  it.each(BOOKS)('%s: %s', async (language, description, threat, crowdSaid) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const cheering = plan.pages.at(-1);
      expect(cheering?.text).toMatch(/everyone|tout le monde/i);
      const named = plan.pages.flatMap((p, i) =>
        i > 1 && /everyone|tout le monde/i.test(p.text) ? [i] : [],
      );
      expect(named).toContain(pages - 1);
      for (const i of named) {
        expect(plan.pages[i].hints?.subjects, `page ${i + 1}`).toContain('crowd');
        expect(plan.pages[i].alt).toMatch(crowdSaid);
        const svg = drawPlanPage(plan, 'story-book', i);
        expect(svg).toMatch(/<g data-crowd="\d+">/);
        expect(svg.match(/data-figure="villager"/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
      }
      const faced = plan.pages.flatMap((p, i) =>
        ((p.hints?.subjects as string[] | undefined) ?? []).includes(threat) ? [i] : [],
      );
      expect(faced.length).toBeGreaterThan(2);
      for (const i of faced) {
        const size = heights(drawPlanPage(plan, 'story-book', i), threat);
        expect(size.threat, `page ${i + 1}: the ${threat} is about the hero's height`).toBeGreaterThan(
          size.hero * 1.6,
        );
      }
    }
  });
});
