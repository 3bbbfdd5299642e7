import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory, type StoryPlan } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const QUEST = /search|look(ed|ing)? for|clue|could not find|kite|recherch|cherch|indice|introuvable/i;
const texts = (plan: StoryPlan) => plan.pages.map((p) => p.text);

describe('a relative sought is found again, not searched for as an object (goal-reunite)', () => {
  it('reads the relative as the one to find again, not the key object nor a companion', () => {
    const max = readIdea('', 'Max looks for his mum', 'en');
    expect(max.goal).toMatchObject({ kind: 'reunite', relative: { id: 'mother' } });
    expect(max.object).toBeUndefined();
    expect(max.companions).toEqual([]);
    const lucie = readIdea('', 'Lucie cherche sa maman', 'fr');
    expect(lucie.goal).toMatchObject({ kind: 'reunite', relative: { id: 'mother' } });
    expect(lucie.object).toBeUndefined();
    expect(readIdea('', 'A little penguin lost his dad in the snow', 'en').companions).toEqual([]);
    // A lost puppy's mother is the puppy's: still a helping story.
    expect(readIdea('', 'Sam helps a lost puppy find its mother', 'en').goal?.kind).toBe('help');
    // Walking with grandpa is a journey with him, not a reunion.
    expect(readIdea('', 'Tom and his grandpa walk to the old lighthouse', 'en').goal?.kind).toBe('reach');
  });

  it('loses sight of Mum, finds her again at the turn (drawn there), and goes home with her', async () => {
    const plan = await planStory({ type: 'story-book', pages: 10, description: 'Max looks for his mum' });
    const t = texts(plan);
    for (const x of t) expect(x).not.toMatch(QUEST);
    expect(t.join(' ')).not.toMatch(/the mum\b/);
    expect(t[1]).toMatch(/Mum/);
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(/Mum|Max’s mum/);
    expect(turn?.hints?.companion).toBe('woman');
    expect(turn?.alt).toMatch(/Max’s mum/);
    expect(plan.pages.at(-1)?.hints?.companion).toBe('woman');
    // Not there before she is found.
    for (const p of plan.pages.slice(0, -2)) expect(p.hints?.companion).toBeUndefined();
  });

  it('reads well in French and draws a penguin’s dad as a penguin', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      pages: 10,
      description: 'Lucie cherche sa maman',
    });
    for (const x of texts(plan)) expect(x).not.toMatch(QUEST);
    expect(plan.pages.at(-2)?.alt).toMatch(/la maman de Lucie/);
    expect(texts(plan).join(' ')).not.toMatch(/\bde le\b|\bà le\b|la maman introuvable/);
    const penguin = await planStory({
      type: 'story-book',
      pages: 8,
      description: 'A little penguin lost his dad in the snow',
    });
    // Dad's own face, which the pictures draw as a grown penguin (pictures/kin-figure.ts), not the hero's icon.
    expect(penguin.pages.at(-2)?.hints?.companion).toBe('man');
    for (const x of texts(penguin)) expect(x).not.toMatch(QUEST);
  });

  it('prints no sentence twice in 24 pages', async () => {
    for (const [description, language] of [
      ['Max looks for his mum in the city', 'en'],
      ['A little fish looks for his dad under the sea', 'en'],
      ['Lucie cherche sa maman dans la forêt', 'fr'],
      ['Un petit manchot cherche son papa dans la neige', 'fr'],
    ] as const) {
      const plan = await planStory({ type: 'story-book', pages: 24, language, description });
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
      const twice = sentences.filter((s, i) => sentences.indexOf(s) !== i);
      expect(twice, description).toEqual([]);
      for (const x of texts(plan)) expect(x, description).not.toMatch(QUEST);
    }
  });

  it('loses Mum out on a walk, not at home, and finds her only at the turn, in 12, 24 and 50 pages', async () => {
    for (const pages of [12, 24, 50])
      for (const [description, language] of [
        ['A little bear looks for his mum', 'en'],
        ['Un petit ours cherche sa maman', 'fr'],
        ['A little bear looks for his mum in the forest', 'en'],
      ] as const) {
        const plan = await planStory({ type: 'story-book', pages, language, description });
        const what = `${description} (${pages})`;
        // She is the one looked for: not "right there in a little house".
        expect(plan.pages[1].text, what).not.toMatch(/house|maison/);
        expect(plan.pages[1].text, what).toMatch(/walk|promenade|forest/);
        for (const p of plan.pages.slice(0, -2)) {
          expect(p.hints?.companion, what).toBeUndefined();
          expect(p.alt, what).not.toMatch(/with Mum|avec Maman|’s mum|la maman de/);
        }
        expect(plan.pages.at(-2)?.hints?.companion, what).toBe('woman');
        // No crowd of faces in a forest; no line of the search said more than three times in 50 pages.
        if (description.includes('forest')) expect(texts(plan).join(' '), what).not.toMatch(/So many faces/);
        const bodies = texts(plan).map((t) => t.replace(/^[^,]*, /, ''));
        for (const b of bodies) expect(bodies.filter((x) => x === b).length, what).toBeLessThanOrEqual(3);
      }
  });
  it('draws the problem page where they parted — the park of their walk, not the house — and each page where its text says (review)', async () => {
    for (const pages of [12, 24])
      for (const [description, language] of [
        ['A little bear gets lost and finds his mum', 'en'],
        ['Un petit lapin a perdu sa maman', 'fr'],
        ['A baby penguin looks for his mum', 'en'],
      ] as const) {
        const plan = await planStory({ type: 'story-book', pages, language, description });
        const what = `${description} (${pages})`;
        const [home, problem] = plan.pages;
        expect(home.hints?.place, what).toMatch(/house/);
        // Lost out on the walk: drawn out there, and the text names where (the alt says what is drawn).
        expect(problem.hints?.place, what).not.toBe(home.hints?.place);
        expect(problem.hints?.family, what).not.toBe('indoor');
        const where = problem.alt?.replace(/\.$/, '').split(', ').at(-1) ?? '?';
        expect(problem.text, what).toContain(where);
        // Every page after it is drawn where its words are (the library, the top of the hill…).
        if (language === 'en')
          for (const p of plan.pages.slice(1, -1))
            expect(p.text.toLowerCase(), what).toContain(String(p.hints?.place).replace(/^the /, ''));
      }
  });
});
