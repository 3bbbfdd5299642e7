import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { heroForRequest } from './hero-for-request';
import { iconBody } from './icons';

/**
 * Issue 14: « Une petite chevalière sauve le village » was a rabbit called Lila, "A girl knight" a
 * plain girl, "Sir Anna the brave knight" the boy in armour. A girl knight is the girl in armour,
 * said "a knight" and « une chevalière » with the French agreeing.
 */
const hero = (svg: string) => svg.slice(svg.indexOf('<g id="hero"'));

describe('a girl knight is a girl drawn as a knight', () => {
  it.each([
    [
      'Une petite chevalière sauve le village',
      'fr',
      /^une chevalière en armure, vêtue d’une tunique \S+, avec un bouclier/,
      /une chevalière (nommée|qui)/,
    ],
    ['A girl knight saves the village', 'en', /^a knight in shining armour/, /a knight (called|who)/],
    ['Sir Anna the brave knight', 'en', /^a knight in shining armour/, /a knight (called|who)/],
    [
      'Anna la chevalière courageuse protège le royaume',
      'fr',
      /^une chevalière en armure, vêtue/,
      /une chevalière (nommée|qui)/,
    ],
  ] as const)('%s', async (description, language, look, said) => {
    const plan = await planStory({ type: 'story-book', description, language });
    expect(plan.character.look).toMatch(look);
    expect(plan.character.figure?.id).toBe('knight-girl');
    expect(plan.character.figure?.accessory).toBe('shield');
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(said);
    expect(text).not.toMatch(/chevalier\b|un lapin|petite fille|a girl (called|who)|vêtu d/);
    const svg = hero(drawPlanPage(plan, 'story-book', 1));
    expect(svg).toContain('data-figure="knight-girl"');
    // The girl's face and hair under the steel helmet, with the shield.
    expect(svg).toContain(iconBody('girl'));
    expect(svg).toContain('#b9c2cc');
    expect(svg).toContain(`fill="${plan.character.figure?.accent}" stroke="#7d8791"`);
  });

  it('a knight with a boy’s name stays the boy in armour', async () => {
    const plan = await planStory({ type: 'story-book', description: 'Sir Tom the brave knight' });
    expect(plan.character.figure?.id).toBe('knight');
  });
});

describe('a girl knight a language model describes is drawn as one too', () => {
  it.each([['Anna, a brave girl knight with a red tunic'], ['Anna, une petite chevalière courageuse']])(
    '%s',
    (look) => {
      expect(
        heroForRequest({ prompt: 'x', width: 10, height: 10, character: { name: 'Anna', look } } as never).id,
      ).toBe('knight-girl');
    },
  );
});
