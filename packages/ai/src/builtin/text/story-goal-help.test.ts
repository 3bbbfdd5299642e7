import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const QUEST = /search|look(ed|ing)? for|clue|kite|recherch|cherch|indice|cerf-volant/i;
const texts = (plan: StoryPlan) => plan.pages.map((p) => p.text);
/** The icons a page draws: its scene's subjects and the one at the hero's side. */
const drawn = (p: StoryPlan['pages'][number]) => [
  ...((p.hints?.subjects as string[] | undefined) ?? []),
  ...(p.hints?.companion ? [String(p.hints.companion)] : []),
];

describe('helping a being in trouble is the story’s arc (goal-help)', () => {
  it('reads who is helped and what it needs, and keeps the hero a named child', () => {
    const puppy = readIdea(
      '',
      'Sam finds a lost puppy in the rain and helps it find its way home to its family',
      'en',
    );
    expect(puppy.heroName).toBe('Sam');
    expect(puppy.heroKind).toBeUndefined();
    expect(puppy.goal).toMatchObject({
      kind: 'help',
      being: { id: 'dog' },
      said: { en: 'puppy' },
      need: 'home',
    });
    expect(puppy.object).toBeUndefined();
    const bird = readIdea('', 'Lily helps a little bird with a broken wing', 'en');
    expect(bird.heroName).toBe('Lily');
    expect(bird.goal).toMatchObject({ being: { id: 'bird' }, need: 'hurt', part: { en: 'its wing' } });
    const kitten = readIdea('', 'Noah rescues a kitten stuck in a tree', 'en');
    expect(kitten.heroKind).toBeUndefined();
    expect(kitten.goal).toMatchObject({ being: { id: 'cat' }, need: 'stuck', trap: { en: 'the tree' } });
    const hedgehog = readIdea('', 'Léo aide un petit hérisson perdu à retrouver sa maman', 'fr');
    expect(hedgehog.goal).toMatchObject({
      said: { fr: 'petit hérisson' },
      need: 'home',
      family: { fr: 'sa maman' },
    });
    // Its mother is the hedgehog's, not Léo's companion.
    expect(hedgehog.companions).toEqual([]);
    expect(readIdea('', 'Inès sauve une tortue prise dans un filet', 'fr').goal).toMatchObject({
      said: { fr: 'tortue', f: true },
      need: 'stuck',
      trap: { fr: 'le filet' },
    });
    // « coincé », « blessé » end on an accented letter: still read as stuck and hurt.
    expect(readIdea('', 'Hugo sauve un chaton coincé dans un arbre', 'fr').goal).toMatchObject({
      need: 'stuck',
      trap: { fr: 'l’arbre' },
    });
    expect(readIdea('', 'Chloé recueille un hérisson blessé', 'fr').goal).toMatchObject({ need: 'hurt' });
    // Meeting a puppy is no help story; nor is looking for a ball.
    expect(readIdea('', 'Sam finds a puppy at the park', 'en').goal).toBeUndefined();
    expect(readIdea('', 'Zoé looks for her red ball', 'en').goal).toBeUndefined();
    // A person saved is no animal to carry home (« its family »): a rescue from the threat (story-goal-rescue.test.ts).
    expect(readIdea('', 'A brave knight saves a princess from a dragon', 'en').goal).toMatchObject({
      kind: 'defend',
      victim: { kind: { id: 'princess' } },
    });
  });

  it('finds the puppy, takes it along, brings it home to its family — no search for a stock kite', async () => {
    const plan = await planStory({
      type: 'story-book',
      pages: 12,
      description: 'Sam finds a lost puppy in the rain and helps it find its way home to its family',
    });
    const t = texts(plan);
    expect(plan.character.name).toBe('Sam');
    expect(t[0]).not.toMatch(/dog|puppy/);
    expect(t[1]).toMatch(/puppy/);
    for (const x of t) expect(x).not.toMatch(QUEST);
    // Drawn on the problem page, then at Sam's side on every page up to the turn.
    const turnAt = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
    for (const p of plan.pages.slice(1, turnAt + 1)) expect(drawn(p)).toContain('dog');
    // Found there, not wished for: at Sam's side, not in a thought bubble (the problem page's subject).
    expect(plan.pages[1].hints?.companion).toBe('dog');
    expect(plan.pages[1].hints?.subjects).toEqual([]);
    expect(plan.pages[2].hints?.companion).toBe('dog');
    expect(plan.pages[2].alt).toMatch(/the puppy/);
    const turn = plan.pages[turnAt];
    expect(turn.text).toMatch(/its family/);
    // Reunited: a second dog, its family, beside it.
    expect(drawn(turn).filter((i) => i === 'dog')).toHaveLength(2);
    expect(turn.alt).toMatch(/the puppy and its family/);
  });

  it('heals the bird and frees the kitten', async () => {
    const bird = await planStory({
      type: 'story-book',
      pages: 10,
      description: 'Lily helps a little bird with a broken wing',
    });
    expect(bird.pages[1].text).toMatch(/little bird/);
    expect(bird.pages.at(-2)?.text).toMatch(/flew up into the sky/);
    // Flown away: in the sky of the scene, no longer at Lily's side.
    expect(bird.pages.at(-2)?.hints?.companion).toBeUndefined();
    expect(bird.pages.at(-2)?.hints?.subjects).toEqual(['bird']);
    expect(bird.pages.at(-1)?.text).toMatch(/helping others|kindness/);
    const kitten = await planStory({
      type: 'story-book',
      pages: 10,
      description: 'Noah rescues a kitten stuck in a tree',
    });
    expect(kitten.pages[1].text).toMatch(/kitten was stuck in a tree|stuck in a tree/);
    expect(kitten.pages.at(-2)?.text).toMatch(/the kitten/);
    expect(kitten.pages.at(-2)?.text).toMatch(/free|came safely out/);
    for (const x of [...texts(bird), ...texts(kitten)]) expect(x).not.toMatch(QUEST);
    // A turtle caught in a net is found on the beach, not in a little house in town.
    const turtle = await planStory({
      type: 'story-book',
      language: 'fr',
      pages: 8,
      description: 'Inès sauve une tortue prise dans un filet',
    });
    expect(turtle.pages[1].text).toMatch(/à la plage/);
    expect(turtle.pages[1].hints?.family).toBe('shore');
    // A fish that helps a turtle does it under the sea, not in the sand dunes.
    const fish = readIdea('', 'Finn the little fish helps a lost baby turtle find its mother', 'en');
    expect(fish.setting?.id).toBe('sea');
  });

  it('brings the hedgehog back to its mother in French', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      pages: 10,
      description: 'Léo aide un petit hérisson perdu à retrouver sa maman',
    });
    const t = texts(plan);
    expect(t[0]).not.toMatch(/hérisson/);
    expect(t[1]).toMatch(/un petit hérisson/);
    expect(plan.pages.at(-2)?.text).toMatch(/sa maman/);
    expect(plan.pages[3].hints?.companion).toBe('hedgehog');
    expect(plan.pages[3].alt).toMatch(/avec le petit hérisson/);
    for (const x of t) expect(x).not.toMatch(QUEST);
  });

  it('prints no sentence twice in 24 pages, in every kind of place', async () => {
    const where = [
      'at the beach',
      'under the sea',
      'in space',
      'in the forest',
      'in the city',
      'at school',
      'in the snow',
    ];
    const needs = [
      'finds a lost puppy',
      'helps a little bird with a broken wing',
      'rescues a kitten stuck in a net',
    ];
    for (const w of where)
      for (const n of needs)
        for (const language of ['en', 'fr'] as const) {
          const description = language === 'en' ? `Sam ${n} ${w}` : FR[`${n} ${w}`];
          if (!description) continue;
          const plan = await planStory({ type: 'story-book', pages: 24, language, description });
          const seen = new Set<string>();
          const repeated: string[] = [];
          for (const s of plan.pages.flatMap((p) => splitSentences(p.text)))
            if (seen.has(s)) repeated.push(s);
            else seen.add(s);
          expect(repeated, description).toEqual([]);
          expect(plan.pages.some((p) => drawn(p).length)).toBe(true);
        }
  });
});

describe('a helping story with a friend', () => {
  it('draws the lamb found on the problem page in the scene, not wished for in a thought bubble', async () => {
    const plan = await planStory({
      type: 'story-book',
      pages: 8,
      description: 'Emma and her dog help a lost lamb find its mother',
    });
    const problem = plan.pages[1];
    // The dog keeps its place at Emma's side; the lamb is in the scene.
    expect(problem.hints?.companion).toBe('dog');
    expect(problem.hints?.subjects).toEqual(['ewe']);
    expect(problem.alt).toMatch(/with the dog and a lamb/);
    expect(drawPlanPage(plan, 'story-book', 1)).not.toMatch(/class="thought"/);
  });
});

describe('a long helping book', () => {
  it('frees a kitten over 50 pages, and heals a turtle under the sea, without a sentence twice', async () => {
    const books = [
      { type: 'story-book', description: 'Noah rescues a kitten stuck in a tree' },
      { type: 'bedtime-books', description: 'Noah rescues a kitten stuck in a tree' },
      { type: 'ocean-animals', description: 'Finn the little fish helps a hurt turtle' },
    ] as const;
    // A hurt bird in an ocean book flaps its wings; it does not swim.
    const bird = await planStory({
      type: 'ocean-animals',
      pages: 50,
      description: 'Lily helps a little bird with a broken wing',
    });
    expect(bird.pages.map((p) => p.text).join(' ')).not.toMatch(/bird swam/);
    for (const b of books) {
      const plan = await planStory({ ...b, pages: 50 });
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
      const twice = sentences.filter((s, i) => sentences.indexOf(s) !== i);
      // A bedtime book keeps one refrain line.
      expect(twice.length, `${b.type}: ${twice.join(' | ')}`).toBeLessThanOrEqual(
        b.type === 'bedtime-books' ? 1 : 0,
      );
    }
  });
});

const FR: Record<string, string> = {
  'finds a lost puppy at the beach': 'Sam trouve un chiot perdu à la plage',
  'helps a little bird with a broken wing in the forest':
    'Sam soigne un petit oiseau blessé à l’aile dans la forêt',
  'rescues a kitten stuck in a net under the sea': 'Sam sauve une tortue prise dans un filet sous la mer',
  'finds a lost puppy in the snow': 'Sam aide un petit hérisson perdu dans la neige',
};
