import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { themeFor } from './themes';

/**
 * Issue 14: a Halloween idea was set in the winter holiday's snowy village (a snowman, a frozen
 * lake); an Easter one too. Each holiday is its own world, and a costume is not the hero's kind.
 */
describe('holiday themes', () => {
  it.each([
    ['holiday', 'Max dresses up as a pumpkin and goes trick-or-treating with his friends', 'halloween'],
    ['holiday', 'Léa se déguise en sorcière et fête Halloween avec ses amis', 'halloween'],
    ['holiday', 'Bella the bunny hides eggs for the Easter egg hunt', 'easter'],
    ['holiday', 'Tom prépare la chasse aux œufs de Pâques', 'easter'],
    ['holiday', 'Two siblings wait for Santa on Christmas Eve', 'holiday'],
    ['story-book', 'A little ghost is afraid of Halloween', 'halloween'],
    ['story-book', 'Mia plays in the park', 'everyday'],
  ] as const)('%s: %s → %s', (type, description, id) => {
    expect(themeFor(type, description).id).toBe(id);
  });

  it.each([
    ['Max dresses up as a pumpkin and goes trick-or-treating with his friends', 'en', /Pumpkin Hollow/],
    ['Léa se déguise en sorcière et fête Halloween avec ses amis', 'fr', /Citrouillac/],
  ] as const)('%s: an autumn evening of pumpkins, no snow', async (description, language, town) => {
    const plan = await planStory({ type: 'holiday', description, language: language as Language, pages: 12 });
    const words = plan.pages.map((p) => `${p.text} ${p.alt}`).join(' ');
    expect(words).toMatch(town);
    expect(words).not.toMatch(/snow|frozen|neige|gelé/i);
    expect(plan.pages.every((p) => (p.hints as { light?: string }).light !== 'day')).toBe(true);
    const svgs = await Promise.all(plan.pages.map((_, i) => drawPlanPage(plan, 'holiday', i, 300)));
    expect(svgs.some((s) => /data-icon="jack-o-lantern"/.test(s))).toBe(true);
    expect(svgs.some((s) => /data-icon="snowman"/.test(s))).toBe(false);
  });

  it('an Easter book is a spring village with eggs, not snow', async () => {
    const plan = await planStory({
      type: 'holiday',
      description: 'Tom and his sister look for Easter eggs',
      pages: 12,
    });
    const words = plan.pages.map((p) => `${p.text} ${p.alt}`).join(' ');
    expect(words).toMatch(/egg/);
    expect(words).not.toMatch(/snow|frozen/i);
  });

  it.each([
    ['Léa se déguise en sorcière et fête Halloween', 'fr', 'Léa', undefined],
    ['Max dresses up as a witch for Halloween', 'en', 'Max', undefined],
    ['Max the wizard casts a spell', 'en', 'Max', 'wizard'],
  ] as const)('%s: the hero is %s, a %s', (description, lang, name, kind) => {
    const facts = readIdea('Halloween', description, lang);
    expect(facts.heroName).toBe(name);
    expect(facts.heroKind?.id).toBe(kind);
  });

  it('an apposition does not make the verb after it a noun: "Hana, a ninja girl, trains…" seeks no train', () => {
    const facts = readIdea('Sakura', 'Hana, a young ninja girl, trains to protect her village', 'en');
    expect(facts.heroName).toBe('Hana');
    expect(facts.object?.word.id).not.toBe('train');
  });
});
