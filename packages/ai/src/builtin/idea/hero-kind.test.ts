import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

/** Issue 14 review: who the hero is — compound kinds, "X named Y", vehicles, siblings, names met. */
const hero = (d: string, lang: 'en' | 'fr' = 'en') => {
  const f = readIdea('Title', d, lang);
  return {
    name: f.heroName,
    kind: f.heroKind?.id,
    said: f.heroKind && (lang === 'en' ? f.heroKind.en : f.heroKind.fr),
    friends: f.companions.map((c) => `${c.kind.id}${c.name ? `:${c.name}` : ''}`),
    others: f.others.map((o) => o.id),
    goal: f.goal?.kind,
    object: f.object?.word.id,
  };
};

describe('the hero the idea names', () => {
  it('reads compound kinds, printed as said and drawn as the near kind the picture set has', () => {
    // The tagger reads « Nacre » and "Flake" as verbs: the kind after them was taken for an object met.
    expect(
      hero("Nacre la tortue de mer traverse l'océan pour retrouver la plage où elle est née", 'fr'),
    ).toMatchObject({ name: 'Nacre', kind: 'turtle', said: 'tortue de mer', others: [] });
    expect(hero('Flake the polar bear slides on the ice')).toMatchObject({
      name: 'Flake',
      kind: 'polar-bear',
      others: [],
    });
    // « l’ours » drops its article: the name before it is still apposed to the kind.
    expect(hero("Flocon l'ours polaire glisse sur la glace", 'fr')).toMatchObject({
      name: 'Flocon',
      kind: 'polar-bear',
    });
    expect(hero('Nemo the clownfish explores the reef')).toMatchObject({ kind: 'fish', said: 'clownfish' });
    expect(hero('Bulle le poisson-clown explore le récif', 'fr')).toMatchObject({
      kind: 'fish',
      said: 'poisson-clown',
    });
    // Not a pig: a guinea pig, drawn as the hamster.
    expect(hero('Gus the guinea pig looks for a carrot')).toMatchObject({
      name: 'Gus',
      kind: 'hamster',
      said: 'guinea pig',
      others: [],
    });
    expect(hero("Gus le cochon d'Inde cherche une carotte", 'fr')).toMatchObject({
      name: 'Gus',
      kind: 'hamster',
      others: [],
    });
  });

  it('reads a vehicle named as the hero, and only as the hero', () => {
    expect(hero('A little fire truck named Ruby helps the town on a busy day')).toMatchObject({
      name: 'Ruby',
      kind: 'fire-truck',
      said: 'little fire truck',
    });
    expect(hero('Ruby the fire truck helps the town')).toMatchObject({ name: 'Ruby', kind: 'fire-truck' });
    expect(hero("Un petit train qui s'appelle Tchou traverse la montagne", 'fr')).toMatchObject({
      name: 'Tchou',
      kind: 'train',
      said: 'petit train',
    });
    expect(hero('The little tractor wakes up early')).toMatchObject({ kind: 'tractor' });
    // A vehicle the hero uses or builds is a thing, never someone met on the way.
    // (Grandma, visited, is met: a family word is the relative, not a name.)
    expect(hero('Tom takes the bus to visit Grandma')).toMatchObject({
      name: 'Tom',
      others: ['grandmother'],
    });
    expect(hero('Mia builds a rocket to fly to the moon')).toMatchObject({
      name: 'Mia',
      kind: undefined,
      others: [],
      object: 'rocket',
    });
  });

  it('reads two siblings as two unnamed children, and a name waited for as no hero', () => {
    expect(hero('Two siblings wait for Santa on Christmas Eve and help a lost reindeer')).toMatchObject({
      name: undefined,
      kind: 'child',
      friends: ['brother'],
      goal: 'help',
    });
    expect(hero('Deux frères et sœurs attendent le Père Noël et aident un renne perdu', 'fr')).toMatchObject({
      name: undefined,
      kind: 'child',
      friends: ['brother'],
      goal: 'help',
    });
    expect(hero('A brother and sister look for a lost kite')).toMatchObject({
      kind: 'boy',
      friends: ['sister'],
      others: [],
      object: 'kite',
    });
    expect(hero('Mia visits Grandpa Joe and his old dog')).toMatchObject({ name: 'Mia' });
    expect(hero('The dog meets Max at the park')).toMatchObject({ name: undefined, kind: 'dog' });
    // "Meet Max": an opening imperative introduces the hero, it meets nobody.
    expect(hero('Meet Max, a little fox who loves the snow')).toMatchObject({ name: 'Max', kind: 'fox' });
  });

  it('reads "help a lost reindeer" as help: the reindeer is a being, never a parcel', () => {
    const f = readIdea(
      'Title',
      'Two siblings wait for Santa on Christmas Eve and help a lost reindeer',
      'en',
    );
    expect(f.goal).toMatchObject({ kind: 'help', being: { id: 'deer' }, said: { en: 'reindeer' } });
    expect(f.object).toBeUndefined();
    // « le Père Noël » is nobody's father: the reindeer goes home to its family.
    const fr = readIdea('Titre', 'Deux enfants attendent le Père Noël et aident un renne perdu', 'fr');
    expect(fr.goal).toMatchObject({ kind: 'help', family: { fr: 'sa famille' } });
  });
});

describe('a kind in apposition to the hero’s name is the hero’s, after « avec » too (issue 14)', () => {
  it.each([
    ['en', 'Learn about sun, rain, snow and wind with Pip the penguin', 'Pip', 'penguin'],
    ['fr', 'Les quatre saisons avec Léo le renard', 'Léo', 'fox'],
  ] as const)('%s: %s', (lang, description, name, kind) => {
    const facts = readIdea('', description, lang);
    expect(facts.heroName).toBe(name);
    expect(facts.heroKind?.id).toBe(kind);
    expect(facts.companions).toEqual([]);
  });
});

describe('a size or age word between the article and the animal (review)', () => {
  it('« une petite souris », « une petite tortue » are the mouse and the turtle, though the tagger reads a verb or an adjective', () => {
    // « souris » is also "(tu) souris", « tortue » also an adjective: after « une petite » they are the animals.
    expect(hero('Une petite souris qui a peur du noir', 'fr')).toMatchObject({
      kind: 'mouse',
      goal: 'brave',
    });
    expect(hero('Une petite tortue veut gagner la course', 'fr')).toMatchObject({ kind: 'turtle' });
    expect(hero('La petite souris', 'fr')).toMatchObject({ kind: 'mouse' });
    expect(hero('A tiny little mouse who is afraid of the dark')).toMatchObject({ kind: 'mouse' });
  });
});
