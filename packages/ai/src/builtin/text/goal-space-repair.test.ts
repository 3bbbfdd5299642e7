import { describe, expect, it } from 'vitest';
import { designCharacter } from '../pictures/character-design';
import { drawHero, heroLook } from '../pictures/hero';
import { planStory } from '../testing/story-fixtures';

/**
 * 'An astronaut cat fixes the space station' was an astronaut person who met a cat on the way, "going
 * to fix the space station… Oops! On the red planet, everything tumbled down"; « Un chat astronaute »
 * met an astronaute. Now the cat is the hero in a space helmet, and the repair is its own arc: the
 * alarm, Mission Control, the tether, the solar panel, the wrench floating away, the fix, the lights.
 */
const STOCK =
  /red planet|planète rouge|tumbled|dégringola|half of the job|moitié du travail|craters|cratères/;
const subjects = (p?: { hints?: Record<string, unknown> }) =>
  (p?.hints?.subjects as string[] | undefined) ?? [];

describe('an astronaut cat fixes the space station', () => {
  it.each([
    ['en', 'An astronaut cat fixes the space station', /alarm/, /Mission Control/, /wrench/, /Earth/],
    ['fr', 'Un chat astronaute répare la station spatiale', /alarme/, /la base/, /clé/, /Terre/],
  ] as const)('%s: %s', async (language, description, alarm, radio, wrench, earth) => {
    for (const pages of [4, 12, 24]) {
      const plan = await planStory({ type: 'space', language, description, pages });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(STOCK);
      expect(plan.character.figure?.id).toBe('cat');
      expect(plan.pages[1].text).toMatch(alarm);
      const turn = plan.pages.at(-2);
      expect(turn?.text).toMatch(wrench);
      expect(subjects(turn)).toContain('wrench');
      expect(plan.pages.at(-1)?.text).toMatch(earth);
      if (pages >= 12) expect(text).toMatch(radio);
      // Every page at the station, never a meadow.
      for (const p of plan.pages) expect(String(p.hints?.place)).toMatch(/space station/);
      // Nobody else is the astronaut: no astronaut met on the way.
      for (const p of plan.pages) expect(subjects(p)).not.toContain('astronaut');
    }
  });
});

describe('the astronaut cat wears a space helmet', () => {
  it.each([
    ['en', 'An astronaut cat fixes the space station'],
    ['fr', 'Un chat astronaute répare la station spatiale'],
  ] as const)('%s: %s', (language, description) => {
    const req = {
      type: 'space',
      language,
      title: description,
      description,
      pages: 12,
      character: { description: 'cat' },
    };
    const bible = designCharacter(req as never, 7);
    expect(bible.figure?.accessory).toBe('space-helmet');
    expect(drawHero(heroLook(bible), { x: 100, baseY: 200, height: 80 })).toContain(
      'data-part="space-helmet"',
    );
    // "A cat meets an astronaut": the cat is no astronaut.
    const met = designCharacter(
      { ...req, description: 'A cat meets an astronaut', title: 'A cat' } as never,
      7,
    );
    expect(met.figure?.accessory).not.toBe('space-helmet');
  });
});
