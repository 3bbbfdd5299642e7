import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/** Issue 14: the hero and another together agree in French: « elles » only when both are feminine. */
const frenchPages = async (description: string) => {
  const out: string[] = [];
  // Six books each: the turn that says the pair (a reunion's hug) is one of several drawn by the seed.
  for (const seed of [1, 2, 3, 4, 5, 6])
    for (const p of (await planStory({ type: 'story-book', pages: 24, language: 'fr', description, seed }))
      .pages)
      out.push(p.text);
  return out.join('\n');
};

const FEMININE = /\belles\b|\bElles la chantèrent|L’une partit|reparties|devenues/;
const MASCULINE = /\bils\b|\bIls\b|L’un partit|repartis\b|devenus/;
// The beach's helper is a crab: a girl and « un petit crabe » rightly « repartirent » as « ils ».
const withoutCrab = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.includes('crabe'))
    .join('\n');

describe('French plural agreement for the hero and a companion', () => {
  it('two sisters are « elles », « L’une… l’autre », « reparties »', async () => {
    const text = await frenchPages('Deux sœurs cherchent un trésor à la plage');
    expect(text).toMatch(/L’une partit à gauche|les voilà reparties/);
    expect(withoutCrab(text)).not.toMatch(MASCULINE);
  });

  it('a girl and Maman found again are « elles »; a boy and Maman are « ils »', async () => {
    const girl = await frenchPages('Une petite fille cherche sa maman');
    expect(girl).toMatch(/Quel gros câlin elles se firent/);
    expect(girl).not.toMatch(MASCULINE);
    const boy = await frenchPages('Tom cherche sa maman');
    expect(boy).not.toMatch(FEMININE);
  });

  it('a girl and a boy are « ils », « L’un… l’autre », « repartis »', async () => {
    const text = await frenchPages('Un frère et une sœur cherchent un trésor');
    expect(text).toMatch(/L’un partit à gauche|les voilà repartis/);
    expect(text).not.toMatch(FEMININE);
  });

  it('a girl and the turtle she befriends are « elles », « devenues inséparables »', async () => {
    const text = await frenchPages('Léa se fait une nouvelle amie, une tortue');
    expect(text).toMatch(/qu’elles aimaient la même chanson|devenues inséparables/);
    expect(text).not.toMatch(MASCULINE);
  });

  it('Daisy the cow with an old sheepdog are « ils »', async () => {
    const text = await frenchPages('La vache Daisy aide un petit poussin perdu');
    expect(text).not.toMatch(/elles repartirent|L’une partit|reparties/);
  });

  it('« Deux sœurs, Léa et Zoé » keeps Zoé at Léa’s side, and the two are « elles »', async () => {
    const named = readIdea('', 'Deux sœurs, Léa et Zoé, cherchent un trésor à la plage', 'fr');
    expect(named).toMatchObject({ heroName: 'Léa', heroKind: { id: 'girl' } });
    expect(named.companions).toMatchObject([{ kind: { id: 'sister' }, name: 'Zoé' }]);
    const plan = await planStory({
      type: 'story-book',
      pages: 24,
      language: 'fr',
      description: 'Deux sœurs, Léa et Zoé, cherchent un trésor à la plage',
    });
    expect(plan.pages[0].text).toMatch(/Sa sœur Zoé n’était jamais bien loin/);
    expect(plan.pages[0].hints?.companion).toBe('girl');
    const text = await frenchPages('Deux sœurs, Léa et Zoé, cherchent un trésor à la plage');
    expect(text).toMatch(/Léa et Zoé/);
    expect(withoutCrab(text)).not.toMatch(MASCULINE);
    const mixed = await frenchPages('Léa et Tom cherchent un trésor');
    expect(mixed).toMatch(/Léa et Tom/);
    // Where Tom is (a grandmother met with Léa alone is rightly « elles »).
    const withTom = mixed.split('\n').filter((line) => line.includes('Tom'));
    expect(withTom.join('\n')).not.toMatch(FEMININE);
  });

  it('a turtle the idea names Milo is a « il »: Milo and a grandmother « repartirent » as « ils »', async () => {
    // (The engine's own name for « une tortue » is now a girl's, as its noun: default-name.ts.)
    const text = await frenchPages('Une tortue nommée Milo cherche un coquillage à la plage');
    expect(text).toMatch(/avec Milo\. Le ventre plein, ils repartirent/);
    expect(text).not.toMatch(/avec Milo\. Le ventre plein, elles/);
  });
});
