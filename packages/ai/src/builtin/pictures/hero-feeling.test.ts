import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { pageFeeling } from '../text/page-feeling';

// Issue 14: the hero grinned on every page, even one that said it cried. A page whose words say the
// hero cries, is scared, sulks or yawns draws it by the face (data-feeling); a happy page draws none.
describe('the page’s feeling on the hero’s face', () => {
  it.each([
    ['Daisy began to cry for her mother.', 'sad'],
    ['Léo avait les larmes aux yeux.', 'sad'],
    ['Max was scared of the dark.', 'scared'],
    ['Léo avait peur de l’orage. Il tremblait sous la couverture.', 'scared'],
    ['By the pond, Ava sat all alone with arms crossed, sulking.', 'cross'],
    ['Ava boudait dans son coin.', 'cross'],
    ['Bram gave a great big yawn by the hollow log.', 'sleepy'],
    ['Bram bâilla très fort.', 'sleepy'],
    ['Mia gasped: the box was empty!', 'surprised'],
    ['Mia fut très surprise de le voir.', 'surprised'],
  ])('“%s” is %s', (text, feeling) => {
    const name = /^(\S+)/.exec(text)?.[1] ?? '';
    expect(pageFeeling(text, name)).toBe(feeling);
  });

  it.each([
    ['Léo', '« Au revoir, l’orage », chuchota Léo, qui n’avait plus peur.'],
    ['Max', 'Max was no longer scared.'],
    ['Mia', 'Mia cried tears of joy.'],
    ['Lila', 'Lila rencontra un petit dragon qui avait peur du noir.'],
    ['Sam', 'A little boy was crying. Sam shared a snack, and the tears went away.'],
    ['Ava', 'Ava and Tom played in the playground until it was time to go home.'],
  ])('%s: “%s” draws no feeling', (name, text) => {
    expect(pageFeeling(text, name)).toBeUndefined();
  });

  it.each([
    ['en', 'Sam won’t go to bed', /\btears\b/],
    ['fr', 'Sam ne veut pas aller au lit', /\blarmes\b/],
  ] as const)(
    '%s: “%s” draws a tear on the page saying it, none on the happy end',
    async (language, description, tears) => {
      let seen = 0;
      for (const pages of [12, 16, 24]) {
        const plan = await planStory({ type: 'story-book', description, language, pages });
        const i = plan.pages.findIndex((p) => tears.test(p.text));
        if (i >= 0) {
          seen++;
          expect(plan.pages[i].hints?.feeling).toBe('sad');
          expect(drawPlanPage(plan, 'story-book', i)).toContain('data-feeling="sad"');
        }
        const end = plan.pages.length - 1;
        expect(plan.pages[end].hints?.feeling).toBeUndefined();
        expect(drawPlanPage(plan, 'story-book', end)).not.toContain('data-feeling');
      }
      expect(seen).toBeGreaterThan(0);
    },
  );
});
