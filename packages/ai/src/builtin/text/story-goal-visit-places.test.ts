import { describe, expect, it } from 'vitest';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readIdea } from '../idea/read-idea';
import { SETTINGS } from '../idea/settings';
import { planStory } from '../testing/story-fixtures';

const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];
const spotsOf = (id: string) => new Set(SETTINGS.find((x) => x.id === id)?.places.map((p) => p.pic ?? p.en));
const goalOf = (description: string, language: 'en' | 'fr') =>
  withPlainGoal(readIdea('', description, language), description, language).goal;

describe('a day out at the aquarium, the museum or the fair: from home, its own spots, the sight at the turn (review)', () => {
  it('reads the visits, in both languages', () => {
    for (const [description, language, setting] of [
      ['Mia visits the aquarium and sees a sea turtle', 'en', 'aquarium'],
      ['Mia visite l’aquarium et voit une tortue de mer', 'fr', 'aquarium'],
      ['Hugo goes to the museum to see the dinosaurs', 'en', 'museum'],
      ['Hugo va au musée voir les dinosaures', 'fr', 'museum'],
      ['Lou goes to the funfair with her grandma', 'en', 'fair'],
      ['Lou va à la fête foraine avec sa mamie', 'fr', 'fair'],
    ] as const)
      expect(goalOf(description, language), description).toMatchObject({
        kind: 'visit',
        setting: { id: setting },
      });
  });

  for (const [language, description, setting, turn, spot, icon] of [
    [
      'en',
      'Mia visits the aquarium and sees a sea turtle',
      'aquarium',
      /sea turtle swam/,
      /turtle/,
      'turtle',
    ],
    [
      'fr',
      'Mia visite l’aquarium et voit une tortue de mer',
      'aquarium',
      /tortue de mer nagea/,
      /turtle/,
      'turtle',
    ],
    [
      'en',
      'Hugo goes to the museum to see the dinosaurs',
      'museum',
      /dinosaur skeleton/,
      /dinosaur/,
      'sauropod',
    ],
    [
      'fr',
      'Hugo va au musée voir les dinosaures',
      'museum',
      /squelette du dinosaure/,
      /dinosaur/,
      'sauropod',
    ],
    ['en', 'Lou goes to the funfair with her grandma', 'fair', /painted horse/, /carousel/, 'carousel-horse'],
    ['fr', 'Lou va à la fête foraine avec sa mamie', 'fair', /cheval de bois/, /carousel/, 'carousel-horse'],
  ] as const)
    it(`${language}: ${description}`, async () => {
      const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
      const texts = plan.pages.map((p) => p.text);
      const places = plan.pages.map((p) => String(p.hints?.place ?? ''));
      // The hero lives at home, not under the sea nor in a fern valley, and goes home at the end.
      expect(texts[0]).not.toMatch(
        /under the sea|sous la mer|Coral|Corail|aquarium|museum|musée|fair|foraine/i,
      );
      expect(texts.at(-1)).toMatch(/home|retour|maison/i);
      // The middle happens at the place's own spots.
      const spots = spotsOf(setting);
      for (const p of places.slice(2, -1)) expect(spots.has(p), p).toBe(true);
      // The sight is seen (or ridden) at the turn, at its own spot, and drawn there.
      const at = texts.findIndex((t) => turn.test(t));
      expect(at).toBeGreaterThan(1);
      expect(places[at]).toMatch(spot);
      expect(subjects(plan.pages[at] ?? {})).toContain(icon);
      // No sentence twice.
      const sentences = texts.flatMap((t) => t.split(/(?<=[.!?])\s+/)).filter((s) => s.length > 20);
      expect(new Set(sentences).size).toBe(sentences.length);
    });
});
