import { describe, expect, it } from 'vitest';
import { nameFromTitle } from './name-from-title';
import { readIdea } from './read-idea';

describe('a title before a name is not the name (read-names)', () => {
  it.each([
    ['Dr. Lena the doctor visits the zoo', 'en', 'Lena'],
    ['Captain Leo the pirate looks for treasure on an island', 'en', 'Leo'],
    ['King Arthur looks for his sword', 'en', 'Arthur'],
    ['Le docteur Léa soigne les animaux de la ferme', 'fr', 'Léa'],
    ['Capitaine Hugo cherche un trésor', 'fr', 'Hugo'],
  ] as const)('%s → %s', (description, lang, name) => {
    expect(readIdea('', description, lang).heroName).toBe(name);
  });
});

describe('a first word before a verb is a name only when it can be one (read-names)', () => {
  it.each([
    ['Lily part camper dans la forêt', 'fr', 'Lily'],
    ['Nova explores the coral reef', 'en', 'Nova'],
    ['Everyone loves the summer fair', 'en', undefined],
    ['Ici vit un petit lapin', 'fr', undefined],
    ['Dinosaurs roam the valley', 'en', undefined],
  ] as const)('%s → %s', (description, lang, name) => {
    expect(readIdea('', description, lang).heroName).toBe(name);
  });
});

describe('a title before a capitalised name keeps the name and gives the kind (read-names)', () => {
  it.each([
    ['Princess Rose and the dragon', 'en', 'Rose', 'princess'],
    ['Princess Rose and the Dragon', 'en', 'Rose', 'princess'],
    ['Prince Max and the Giant', 'en', 'Max', 'prince'],
    ['Prince Max', 'en', 'Max', 'prince'],
    ['La princesse Rose et le dragon', 'fr', 'Rose', 'princess'],
    ['Le prince Léo', 'fr', 'Léo', 'prince'],
  ] as const)('%s → %s the %s', (description, lang, name, kind) => {
    const facts = readIdea('', description, lang);
    expect(facts.heroName).toBe(name);
    expect(facts.heroKind?.id).toBe(kind);
    // Rose is her name, not a flower to find.
    expect(facts.object?.word.id).not.toBe('flower');
  });
});

describe('a title before a name in the book title (name-from-title)', () => {
  it.each([
    ['Princess Rose and the Dragon', 'Rose'],
    ['La princesse Rose', 'Rose'],
    ['Le prince Léo et le géant', 'Léo'],
    ['King Arthur', 'Arthur'],
    ['The Princess and the Pea', undefined],
    ['Milo and the Moon', 'Milo'],
  ])('%s → %s', (title, name) => {
    expect(nameFromTitle(title)).toBe(name);
  });
});
