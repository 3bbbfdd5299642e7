import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "The boy who wanted a dog" had "one big wish: to find a kite", the dog met carrying a basket; "Our
 * new puppy" made the puppy its hero, looking for a kite too. A pet is now its own arc (goal-pet.ts):
 * asked for, earned, chosen at the shelter; or home from page one, named, taught, walked.
 */
const STOCK = /kite|cerf-volant|basket\. In return|panier\. En échange/i;

const sentencesOnce = (texts: string[]) => {
  const sentences = texts.flatMap(splitSentences);
  expect(new Set(sentences).size).toBe(sentences.length);
};

describe('a pet wished for', () => {
  it.each([
    [
      'en',
      'The boy who wanted a dog',
      'dog',
      /Biscuit/,
      /book about dogs/,
      /pocket money/,
      /animal shelter/,
      /puppy/,
    ],
    [
      'fr',
      'La petite fille qui voulait un chat',
      'cat',
      /Biscotte/,
      /livre sur les chats/,
      /argent de poche/,
      /refuge/,
      /chaton/,
    ],
  ] as const)('%s: %s', async (language, description, animal, neighbour, book, money, shelter, young) => {
    for (const pages of [12, 24, 50]) {
      const plan = await planStory({ type: 'story-book', description, language, pages });
      const texts = plan.pages.map((p) => p.text);
      expect(texts.join(' ')).not.toMatch(STOCK);
      // Asked, then earned in order, then the shelter.
      expect(texts[1]).toMatch(/Mum and Dad|Maman et Papa/);
      const at = [neighbour, book, money, shelter].map((re) => texts.findIndex((t) => re.test(t)));
      expect(at.every((k) => k > 1)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // The hero is the child, not the pet; the pet at the hero's side from the turn, not before.
      expect(plan.character.look).not.toMatch(/puppy|chiot|kitten|chaton|^a dog|^un chien/);
      const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(turn).toBe(pages - 2);
      expect(plan.pages[turn].text).toMatch(young);
      expect(plan.pages[turn].hints?.place).toMatch(/shelter/);
      for (const p of plan.pages.slice(turn)) expect(p.hints?.companion).toBe(animal);
      for (const p of plan.pages.slice(0, turn)) expect(p.hints?.companion).toBeUndefined();
      sentencesOnce(texts);
    }
  });
});

describe('a new pet home', () => {
  it.each([
    ['en', 'Our new puppy', 'dog', /call you Pepper/, /puddle/, /Sit, Pepper/, /other shoe/, /first walk/],
    [
      'fr',
      'Notre nouveau chiot',
      'dog',
      /appeler Poivre/,
      /flaque/,
      /Assis, Poivre/,
      /autre chaussure/,
      /première promenade/,
    ],
    ['en', 'Our new kitten', 'cat', /call you Pepper/, /puddle/, /Come, Pepper/, /ball of wool/, /lap/],
  ] as const)('%s: %s', async (language, description, animal, name, accident, sit, chew, turnWords) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', description, language, pages });
      const texts = plan.pages.map((p) => p.text);
      expect(texts.join(' ')).not.toMatch(STOCK);
      // A child is the hero; the puppy is drawn at the child's side from the day it tumbles out.
      expect(plan.character.look).toMatch(/child|enfant|girl|boy|fille|garçon/);
      const at = [name, accident, sit, chew].map((re) => texts.findIndex((t) => re.test(t)));
      expect(at.every((k) => k > 1)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      for (const p of plan.pages.slice(1)) expect(p.hints?.companion).toBe(animal);
      const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(plan.pages[turn].text).toMatch(turnWords);
      const shoe = texts.findIndex((t) => chew.test(t));
      expect(plan.pages[shoe].hints?.subjects).toContain(animal === 'dog' ? 'running-shoe' : 'yarn');
      if (pages === 12) expect(drawPlanPage(plan, 'story-book', shoe)).toContain(`data-icon="${animal}"`);
      sentencesOnce(texts);
    }
  });
});
