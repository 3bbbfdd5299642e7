import { describe, expect, it } from 'vitest';
import { frPronounGender } from './fr-pronouns';

describe('a French hero’s gender from the idea’s pronouns (issue 14)', () => {
  it('« elle » or « il » carrying on the hero’s sentence says the gender', () => {
    expect(frPronounGender('Kiko part au parc. Elle cherche son ballon rouge.', 'Kiko')).toBe('f');
    expect(frPronounGender('Kiko part au parc et il cherche son ballon rouge.', 'Kiko')).toBe('m');
  });

  it('an impersonal « il » is not the hero: « il pleut », « il était une fois », « il y a »', () => {
    expect(frPronounGender('Il pleut. Kiko cherche son ballon.', 'Kiko')).toBeUndefined();
    expect(frPronounGender('Kiko regarde dehors. Il pleut très fort.', 'Kiko')).toBeUndefined();
    expect(frPronounGender('Kiko se réveille. Il était une fois un grand arbre.', 'Kiko')).toBeUndefined();
    expect(frPronounGender('Kiko va au parc. Il y a du vent.', 'Kiko')).toBeUndefined();
  });

  it('a pronoun for something else, or both pronouns, say nothing', () => {
    // « elle » is the feather: the sentence before is not the hero's.
    expect(frPronounGender('Une plume tombe du ciel. Elle brille. Kiko la ramasse.', 'Kiko')).toBeUndefined();
    expect(frPronounGender('Kiko part. Elle court. Kiko rit et il saute.', 'Kiko')).toBeUndefined();
  });
});
