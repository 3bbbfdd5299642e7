import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

const book = async (type: string, description: string, language: Language, pages = 12) => {
  const plan = await planStory({ type: type as never, description, language, pages });
  return { plan, text: plan.pages.map((p) => p.text).join(' ') };
};

/**
 * Review (issue 14): 'Super Cat saves the city from a giant robot' was "Meet Cat, a cat" helped by a
 * wise grandmother drawn in every panel; 'A kangaroo hops across the Australian outback' was "Meet
 * Australian, a kangaroo"; 'Fruit and vegetable ABC' said "Hello! I am Fruit." Now the titled hero
 * keeps its whole name and meets the city's police officer; describing and theme words are no names.
 */
describe('describing words are never names; a titled kind keeps its title', () => {
  it.each([
    ['Super Cat saves the city from a giant robot', 'en', 'Super Cat', /a friendly police officer/],
    ['Super Chat sauve la ville d’un robot géant', 'fr', 'Super Chat', /une policière très gentille/],
  ] as const)('%s (%s)', async (description, language, name, helper) => {
    const { plan, text } = await book('comic-books', description, language as Language);
    expect(plan.pages[0].text).toContain(name);
    expect(text).not.toMatch(/Meet Cat,|Voici Chat,|wise grandmother|grand-mère pleine de sagesse/);
    expect(text).toMatch(helper);
    const drawn = new Set(plan.pages.map((p) => p.hints?.helper).filter(Boolean));
    expect([...drawn]).toEqual(['police-officer']);
  });

  it.each([
    ['A kangaroo hops across the Australian outback', 'en', /Australian,|called Australian/],
    ['Un kangourou traverse le bush Australien', 'fr', /Australien,|nommé Australien/],
    ['A polar bear in the Arctic snow', 'en', /Arctic,|called Arctic/],
  ] as const)('%s (%s)', async (description, language, wrong) => {
    const { text } = await book('story-book', description, language as Language);
    expect(text).not.toMatch(wrong);
  });

  it.each([
    ['Fruit and vegetable ABC', 'en', /I am (Fruit|Vegetable|ABC)\b/],
    ['Fruits et légumes de A à Z', 'fr', /Je m’appelle (Fruits|Légumes)\b/],
    ['Ocean animals ABC', 'en', /I am (Ocean|Animals|ABC)\b/],
  ] as const)('%s (%s)', async (description, language, wrong) => {
    const { text } = await book('alphabet', description, language as Language, 28);
    expect(text).toMatch(language === 'en' ? /Hello! I am \p{Lu}/u : /Je m’appelle \p{Lu}/u);
    expect(text).not.toMatch(wrong);
  });
});
