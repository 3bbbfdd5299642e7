import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * 'Cute dinosaurs having a tea party' coloured plain dinosaurs roaring and eating leaves: no tea, no
 * party. A group doing what the idea says is drawn at it, the things its caption names beside it.
 */
const plan = (description: string, language: 'en' | 'fr', pages: number) =>
  planStory({ type: 'coloring', description, title: description, language, pages });
const h = (p: PagePlan) => (p.hints ?? {}) as StoryHints;

const SAID: Record<string, RegExp> = {
  teapot: /tea|thé/,
  'teacup-without-handle': /tea|thé/,
  'hot-beverage': /tea|thé/,
  shortcake: /cake|gâteau/,
  cupcake: /cupcakes|petits gâteaux/,
  sandwich: /sandwich/,
  cookie: /biscuits/,
  'soccer-ball': /ball|ballon|tête/,
  'goal-net': /goal|but/,
  trophy: /cup|coupe/,
  sandcastle: /sandcastle|château de sable/,
  'umbrella-on-ground': /umbrella|parasol/,
  'ice-cream': /ice cream|glace/,
  'spiral-shell': /shells|coquillages/,
  volleyball: /beach ball|ballon/,
  bed: /bed|dodo/,
  toothbrush: /teeth|dents/,
  'teddy-bear': /teddy|nounours/,
  'closed-book': /story|histoire/,
  'crescent-moon': /moon|lune/,
};

describe('a coloring group at the activity its idea names', () => {
  it('goes on with the group itself once every kind has done every part of it', async () => {
    // Four dinosaurs, five parts of a football match: 20 pages, then plain dinosaurs, none twice.
    for (const language of ['en', 'fr'] as const) {
      const { pages } = await plan('Dinosaurs playing football', language, 24);
      expect(new Set(pages.map((p) => p.text)).size).toBe(24);
      const football = (p: PagePlan) => (h(p).props ?? []).some((x) => /soccer|goal|trophy/.test(x));
      expect(pages.slice(0, 20).every(football)).toBe(true);
      expect(pages.slice(20).some(football)).toBe(false);
    }
  });

  it.each([
    ['en', 'Cute dinosaurs having a tea party', /dinosaur|T\. rex|triceratops|stegosaurus/],
    ['fr', 'Des dinosaures qui prennent le thé', /dinosaure|T\. rex|tricératops|stégosaure/],
    ['en', 'Dinosaurs playing football', /dinosaur|T\. rex|triceratops|stegosaurus/],
    ['fr', 'Les dinosaures jouent au football', /dinosaure|T\. rex|tricératops|stégosaure/],
    [
      'en',
      'Farm animals at the beach',
      /^Color the (cow|pig|hen|sheep|fluffy sheep|horse|duck|goat|rabbit|farm dog|donkey|cat|rooster|turkey) /,
    ],
    [
      'fr',
      'Les animaux de la ferme à la plage',
      /^Colorie (la |le |l’)(vache|cochon|poule|mouton|cheval|canard|chèvre|lapin|chien|âne|chat|coq|dinde)/,
    ],
    ['en', 'Dinosaurs in pyjamas', /dinosaur|T\. rex|triceratops|stegosaurus/],
    ['fr', 'Des dinosaures en pyjama', /dinosaure|T\. rex|tricératops|stégosaure/],
  ] as const)('%s: %s', async (language, idea, who) => {
    for (const n of [8, 12]) {
      const { pages } = await plan(idea, language, n);
      expect(new Set(pages.map((p) => p.text)).size).toBe(n);
      for (const p of pages) {
        expect(p.text).toMatch(who);
        const props = h(p).props ?? [];
        // Every page draws something of the activity, and says what it draws.
        expect(props.length).toBeGreaterThan(0);
        for (const x of props) expect(p.text).toMatch(SAID[x]);
      }
    }
  });
});
