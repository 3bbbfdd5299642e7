import { describe, expect, it } from 'vitest';
import { frenchContractions } from '../text/story-context';
import { readIdea } from './read-idea';

const facts = (d: string, lang: 'en' | 'fr' = 'en') => {
  const f = readIdea('Title', d, lang);
  return {
    name: f.heroName,
    kind: f.heroKind?.id,
    friends: f.companions.map((c) => `${c.kind.id}${c.name ? `:${c.name}` : ''}`),
    others: f.others.map((o) => o.id),
    setting: f.setting?.id,
    time: f.time,
    object: f.object && `${f.object.colour?.en ?? ''} ${f.object.word.id}`.trim(),
    lost: f.lost,
    lesson: f.lesson.id,
  };
};

describe('readIdea (issue 14: read the idea)', () => {
  it('reads a friend named before its kind — "his friend Coral the turtle", « son ami Pipo le hibou »', () => {
    expect(
      facts(
        'Sam, a brave boy, dives under the sea with his friend Coral the turtle to find a golden compass.',
      ),
    ).toMatchObject({ name: 'Sam', friends: ['turtle:Coral'] });
    expect(facts('Léo et son ami Pipo le hibou cherchent une clé dorée dans la forêt.', 'fr')).toMatchObject({
      name: 'Léo',
      friends: ['owl:Pipo'],
    });
    // "Mia and Hoot the owl": the owl is Hoot, Mia is not an owl, and Hoot is with her from page 1.
    expect(facts('Mia and Hoot the owl look for a red kite in the park.')).toMatchObject({
      name: 'Mia',
      kind: undefined,
      friends: ['owl:Hoot'],
      others: [],
    });
    // "Max the tiger" is still the hero's own kind.
    expect(facts('Max the tiger looks for his red ball.')).toMatchObject({ name: 'Max', kind: 'tiger' });
  });

  it('finds a named child, her cat, the beach and the shell — not a cat hero', () => {
    expect(facts('Zoé and her cat look for a shell at the beach')).toMatchObject({
      name: 'Zoé',
      kind: undefined,
      friends: ['cat'],
      setting: 'beach',
      object: 'shell',
    });
    expect(facts('Zoé et son chat cherchent un coquillage sur la plage le soir', 'fr')).toMatchObject({
      name: 'Zoé',
      friends: ['cat'],
      setting: 'beach',
      time: 'dusk',
      object: 'shell',
    });
  });

  it('a snowy hill is the snow, a plain hill the mountains (en and fr)', () => {
    expect(facts('Sam sleds down a snowy hill with his dog.').setting).toBe('snow');
    expect(facts('Lila joue sur une colline enneigée avec son chien.', 'fr').setting).toBe('snow');
    expect(facts('Lila grimpe en haut d’une colline avec son chien.', 'fr').setting).toBe('mountain');
  });

  it('a subject of study opening the idea is not a hero name (a maths workbook once starred "Addition")', () => {
    expect(facts('Addition and subtraction for first graders').name).toBeUndefined();
    expect(facts('Shapes and colours for toddlers').name).toBeUndefined();
    expect(facts('Multiplication et division pour le CE2', 'fr').name).toBeUndefined();
    // What the book holds is not a hero either (an activity book once asked to help « Labyrinthes »).
    expect(facts('Labyrinthes et mots mêlés sur le thème de l’espace', 'fr').name).toBeUndefined();
    expect(facts('Mazes and word searches about space').name).toBeUndefined();
    expect(facts('Jeux et énigmes pour les vacances', 'fr').name).toBeUndefined();
    // Nor an order to the reader: "Learn the days of the week" once ended « like Learn? ».
    expect(facts('Learn the days of the week').name).toBeUndefined();
    expect(facts('Count the stars with Mia').name).toBe('Mia');
    expect(facts('Kiko and his friends play in the park').name).toBe('Kiko');
    expect(facts('Felicity and her dog go to the farm').name).toBe('Felicity');
  });

  it('reads a species hero, a coloured lost object, the time and the lesson', () => {
    expect(
      facts(
        'Max the brave tiger cub searches the jungle for his lost red drum at sunset and learns to be patient',
      ),
    ).toMatchObject({
      name: 'Max',
      kind: 'tiger',
      setting: 'jungle',
      time: 'dusk',
      object: 'red drum',
      lost: true,
      lesson: 'patience',
    });
    expect(facts('Un petit hippocampe nommé Coralie a perdu sa perle dorée sous la mer', 'fr')).toMatchObject(
      {
        name: 'Coralie',
        kind: 'seahorse',
        setting: 'sea',
        object: 'golden pearl',
        lost: true,
      },
    );
  });

  it('tells a friend’s name from an object ("his dog Biscuit") and keeps other characters', () => {
    expect(facts('A boy named Leo, his dog Biscuit and the dinosaurs')).toMatchObject({
      name: 'Leo',
      kind: 'boy',
      friends: ['dog:Biscuit'],
      others: ['t-rex'],
      object: undefined,
    });
    expect(facts('Raja, un tigre, cherche une plume perdue dans la jungle.', 'fr')).toMatchObject({
      name: 'Raja',
      kind: 'tiger',
      object: 'feather',
    });
  });

  it('reads a hyphenated object as one thing (un cerf-volant is a kite, not a deer)', () => {
    expect(facts('Un renard nommé Kiko cherche un cerf-volant rouge à la plage.', 'fr')).toMatchObject({
      name: 'Kiko',
      kind: 'fox',
      others: [],
      object: 'red kite',
    });
  });

  it('reads a title-cased idea without taking its capitals for names', () => {
    expect(facts('Wild Tigers of India')).toMatchObject({ name: undefined, kind: 'tiger' });
  });

  it('elides French after an apostrophe too: jusqu’aux rochers, jusqu’au phare', () => {
    expect(frenchContractions('Max alla jusqu’à les rochers, puis jusqu’à le phare.')).toBe(
      'Max alla jusqu’aux rochers, puis jusqu’au phare.',
    );
    expect(frenchContractions('Max avait appris que avec des amis, tout va mieux.')).toBe(
      'Max avait appris qu’avec des amis, tout va mieux.',
    );
  });
});
