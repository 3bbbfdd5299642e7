import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

/** Issue 14: "does not want to" was read as "wants to" (a deed "to be rescued"). */
describe('a refusal is read as one', () => {
  it.each([
    ['A little bear who does not want to share his toys', 'en', 'share'],
    ['Un petit ours qui ne veut pas partager ses jouets', 'fr', 'share'],
    ['Mia doesn’t want to go to bed', 'en', 'bed'],
    ['Zoé refuse d’aller au lit', 'fr', 'bed'],
    ['Tom won’t eat his greens', 'en', 'greens'],
    ['Léo ne veut pas manger ses légumes', 'fr', 'greens'],
    ['A piglet who refuses to take a bath', 'en', 'bath'],
    ['Un cochon qui ne veut pas prendre son bain', 'fr', 'bath'],
    ['A princess who does not want to be rescued', 'en', 'rescued'],
    ['Une princesse qui ne veut pas être sauvée', 'fr', 'rescued'],
    ['Un prince qui ne veut pas être sauvé', 'fr', 'rescued'],
    ['Un petit roi qui refuse d’être délivré', 'fr', 'rescued'],
    ['Zoé ne veut pas ranger sa chambre', 'fr', 'other'],
    // The tale's past: « ne voulait pas » was a hunt for a bell at the farm.
    ['Le petit cochon qui ne voulait pas se laver', 'fr', 'bath'],
    ['Une petite ourse qui refusait de dormir', 'fr', 'bed'],
    ['Le lapin qui n’aimait pas les carottes', 'fr', 'greens'],
    ['The little pig who did not want to take a bath', 'en', 'bath'],
  ] as const)('%s: %s', (description, lang, refusal) => {
    const goal = readIdea('', description, lang).goal;
    expect(goal?.kind).toBe('refuse');
    expect(goal?.kind === 'refuse' && goal.refusal).toBe(refusal);
  });

  it.each([
    ['A little bear who wants to share his toys', 'en'],
    ['Un petit ours qui veut partager ses jouets', 'fr'],
  ] as const)('%s: wanting to is no refusal', (description, lang) => {
    expect(readIdea('', description, lang).goal?.kind).not.toBe('refuse');
  });
});
