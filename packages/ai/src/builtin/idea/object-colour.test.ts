import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

const object = (description: string, lang: 'en' | 'fr') => {
  const o = readIdea('Title', description, lang).object;
  return (
    o && { id: o.word.id, colour: o.colour?.en, fr: o.colour && (o.word.f ? o.colour.frF : o.colour.fr) }
  );
};

describe('the key object keeps the colour the idea gives it (issue 14)', () => {
  it.each([
    ['Zoé and her cat look for a red kite at the beach', 'kite', 'red'],
    ['Tom looks for the blue balloon in the park', 'balloon', 'blue'],
    // Other adjectives the tagger marks may stand between the colour and the noun.
    ['Tom looks for his big shiny blue balloon', 'balloon', 'blue'],
    ['Mia lost her orange umbrella in the city', 'umbrella', 'orange'],
    ['Sam looks for a black hat', 'hat', 'black'],
  ])('en: %s', (d, id, colour) => {
    expect(object(d, 'en')).toMatchObject({ id, colour });
  });

  it.each([
    ['Zoé et son chat cherchent un cerf-volant rouge sur la plage', 'kite', 'red', 'rouge'],
    ['Tom cherche le ballon bleu dans le parc', 'ball', 'blue', 'bleu'],
    // Feminine and plural agreement: « une étoile dorée », « des ballons rouges ».
    ['Lila cherche une étoile dorée dans la forêt', 'star', 'golden', 'dorée'],
    ['Max cherche des ballons rouges', 'ball', 'red', 'rouge'],
    ['Lila a perdu sa clé verte et brillante', 'key', 'green', 'verte'],
    ['Lila cherche une écharpe toute blanche', 'scarf', 'white', 'blanche'],
    ['Léo cherche son chapeau noir', 'hat', 'black', 'noir'],
  ])('fr: %s', (d, id, colour, fr) => {
    expect(object(d, 'fr')).toMatchObject({ id, colour, fr });
  });

  it('no colour is made up, and a colour elsewhere in the idea is not the object’s', () => {
    expect(object('Zoé looks for a kite at the beach', 'en')?.colour).toBeUndefined();
    expect(object('Zoé in her red coat looks for a kite', 'en')?.colour).toBeUndefined();
    expect(object('Zoé cherche un cerf-volant sous le ciel bleu', 'fr')?.colour).toBeUndefined();
  });
});
