import { describe, expect, it } from 'vitest';
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
