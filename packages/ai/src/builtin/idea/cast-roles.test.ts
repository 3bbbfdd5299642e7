import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

const cast = (d: string, lang: 'en' | 'fr' = 'en') => {
  const f = readIdea('Title', d, lang);
  return {
    name: f.heroName,
    kind: f.heroKind?.id,
    friends: f.companions.map((c) => `${c.kind.id}${c.name ? `:${c.name}` : ''}`),
    others: f.others.map((o) => `${o.id}${f.otherNames?.[o.id] ? `:${f.otherNames[o.id]}` : ''}`),
    object: f.object?.word.id,
    lost: f.lost,
  };
};

describe('the cast the idea names (issue 14: every character appears)', () => {
  it('reads "Rex the T-rex" as a T-rex and meets "a triceratops named Trixie"', () => {
    expect(
      cast(
        'Rex the T-rex goes to his first day of school and makes a new friend, a triceratops named Trixie',
      ),
    ).toMatchObject({ name: 'Rex', kind: 't-rex', friends: [], others: [] });
    // …the friend he makes (read-goal-befriend.ts), not a stranger met on the way.
    expect(
      readIdea('', 'Rex the T-rex goes to school and makes a new friend, a triceratops named Trixie', 'en')
        .goal,
    ).toMatchObject({ kind: 'befriend', friend: { id: 'triceratops' }, name: 'Trixie' });
    // The name after the hero's verb is the one met, not the T-rex's own: "Rex the T-rex meets Trixie".
    for (const [d, lang] of [
      ['Rex the T-rex meets Trixie the triceratops', 'en'],
      ['Rex le T-rex rencontre Trixie le tricératops', 'fr'],
    ] as const)
      expect(cast(d, lang)).toMatchObject({ name: 'Rex', kind: 't-rex', others: ['triceratops:Trixie'] });
    // "her best friend" still walks beside her.
    expect(cast('Lila and her best friend, a fox named Red, explore the forest.')).toMatchObject({
      friends: ['fox:Red'],
    });
    expect(cast('Léo et son meilleur ami Pipo le hibou explorent la forêt.', 'fr')).toMatchObject({
      friends: ['owl:Pipo'],
    });
  });

  it('a kind a verb acts on is not the hero: "Sam finds a lost puppy" is no dog, nor a lost object (en and fr)', () => {
    expect(cast('Sam finds a lost puppy in the rain and helps it find its way home')).toMatchObject({
      name: 'Sam',
      kind: undefined,
      friends: [],
      object: undefined,
      lost: false,
    });
    expect(cast('Sam meets a puppy at the park and they play all day')).toMatchObject({
      name: 'Sam',
      kind: undefined,
      others: ['dog'],
    });
    expect(cast('Lila rencontre un chiot dans le parc.', 'fr')).toMatchObject({
      name: 'Lila',
      kind: undefined,
      others: ['dog'],
    });
  });

  it('the animal the hero looks for is the thing to find, not a companion or a stock object', () => {
    // His own cat sought is lost (« son chat avait disparu »), not "hidden somewhere".
    expect(cast('Tom cherche son chat', 'fr')).toMatchObject({
      friends: [],
      others: [],
      object: 'cat',
      lost: true,
    });
    expect(cast('Mia looks for her lost puppy in the park')).toMatchObject({
      friends: [],
      object: 'dog',
      lost: true,
    });
  });

  it('the animal sought keeps the idea’s own noun, drawn as its kind: "her lost puppy", « son chaton »', () => {
    const en = readIdea('T', 'Mia looks for her lost puppy in the park', 'en').object?.word;
    expect([en?.en, en?.icon]).toEqual(['puppy', 'dog']);
    const fr = readIdea('T', 'Léo cherche son chaton dans le jardin', 'fr').object?.word;
    expect([fr?.fr, fr?.f, fr?.icon]).toEqual(['chaton', false, 'cat']);
  });

  it('a relative named with a possessive is a companion (en and fr), once however often named', () => {
    expect(
      cast(
        'Tom and his grandfather walk to the old lighthouse and his grandfather tells him about the stars',
      ),
    ).toMatchObject({ name: 'Tom', kind: undefined, friends: ['grandfather'], others: [] });
    expect(cast('Léa construit une cabane avec l’aide de sa maman.', 'fr')).toMatchObject({
      friends: ['mother'],
    });
    expect(cast('Tom et son grand-père marchent jusqu’au vieux phare.', 'fr')).toMatchObject({
      friends: ['grandfather'],
    });
    expect(cast('Zoé bakes a cake with her big sister')).toMatchObject({ friends: ['sister'] });
  });
});
