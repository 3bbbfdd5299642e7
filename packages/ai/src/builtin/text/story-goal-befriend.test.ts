import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory, type StoryPlan } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const QUEST = /search|look(ed|ing)? for|clue|kite|saw something|recherch|cherch|indice|cerf-volant/i;
const texts = (plan: StoryPlan) => plan.pages.map((p) => p.text);
/** The icons a page draws: its scene's subjects and the one at the hero's side. */
const drawn = (p: StoryPlan['pages'][number]) => [
  ...((p.hints?.subjects as string[] | undefined) ?? []),
  ...(p.hints?.companion ? [String(p.hints.companion)] : []),
];

describe('making a friend is the story’s arc (goal-befriend)', () => {
  it('reads the befriending, and the friend the idea names after it', () => {
    expect(readIdea('', 'A shy little mouse makes a new friend', 'en').goal).toEqual({ kind: 'befriend' });
    expect(readIdea('', 'Mia wants a friend at her new school', 'en')).toMatchObject({
      heroName: 'Mia',
      goal: { kind: 'befriend' },
    });
    expect(readIdea('', 'Léo le lapin se fait un nouvel ami', 'fr').goal).toMatchObject({ kind: 'befriend' });
    const owl = readIdea('', 'A mouse befriends an owl', 'en');
    expect(owl.heroKind?.id).toBe('mouse');
    expect(owl.goal).toMatchObject({ kind: 'befriend', friend: { id: 'owl' } });
    // The owl is the friend made, not a stranger met on the way.
    expect(owl.others).toEqual([]);
    expect(readIdea('', 'Une souris se lie d’amitié avec une petite baleine', 'fr').goal).toMatchObject({
      friend: { id: 'whale' },
      said: { fr: 'petite baleine', f: true },
    });
    expect(
      readIdea('', 'Rex the T-rex goes to school and makes a new friend, a triceratops named Trixie.', 'en')
        .goal,
    ).toMatchObject({ friend: { id: 'triceratops' }, name: 'Trixie' });
    // "Mia and her dog": the dog is her companion, not the friend to make.
    expect(readIdea('', 'Mia and her dog want a new friend', 'en').companions[0]?.kind.id).toBe('dog');
    expect(readIdea('', 'A lonely little whale sings in the sea', 'en').goal).toEqual({ kind: 'befriend' });
    expect(readIdea('', 'Zoé and her cat look for a shell at the beach', 'en').goal).toBeUndefined();
  });

  it('sees the friend on the problem page, keeps it at the hero’s side after, ends together — no search', async () => {
    const plan = await planStory({
      type: 'story-book',
      pages: 12,
      description: 'A shy little mouse makes a new friend',
    });
    const t = texts(plan);
    for (const x of t) expect(x).not.toMatch(QUEST);
    // Seen in the scene (found, not wished for in a bubble), then at the mouse's side to the end.
    expect(t[1]).toMatch(/a squirrel/);
    expect(plan.pages[1].hints?.subjects).toEqual(['chipmunk']);
    expect(plan.pages[1].hints?.found).toBe(true);
    for (const p of plan.pages.slice(2)) expect(p.hints?.companion).toBe('chipmunk');
    expect(plan.pages[5].alt).toMatch(/the squirrel/);
    expect(plan.pages.at(-2)?.text).toMatch(/squirrel/);
    expect(plan.pages.at(-1)?.text).toMatch(/Milo and the squirrel|together/);
  });

  it('makes friends with the owl the idea names, and a child’s friend is a girl the story names', async () => {
    const owl = await planStory({ type: 'story-book', pages: 10, description: 'A mouse befriends an owl' });
    expect(owl.pages[1].text).toMatch(/an owl/);
    expect(owl.pages.slice(2).every((p) => drawn(p).includes('owl'))).toBe(true);
    // Met once, as the friend: never a second owl met on the way.
    for (const p of owl.pages) expect(drawn(p).filter((i) => i === 'owl').length).toBeLessThanOrEqual(1);
    const mia = await planStory({
      type: 'story-book',
      language: 'fr',
      pages: 10,
      description: 'Mia veut une amie à sa nouvelle école',
    });
    expect(mia.pages[1].text).toMatch(/une petite fille nommée Lou/);
    expect(mia.pages.at(-1)?.text).toMatch(/Mia et Lou/);
    for (const x of texts(mia)) expect(x).not.toMatch(QUEST);
  });

  it('prints no sentence twice in 24 pages, in every kind of place', async () => {
    const ideas = {
      en: [
        'A shy little mouse makes a new friend in the forest',
        'Mia wants a friend at her new school',
        'A little fish makes a new friend under the sea',
        'A robot makes a new friend in space',
        'Tom makes a new friend in the snow',
        'A crab befriends a seal at the beach',
      ],
      fr: [
        'Léo le lapin se fait un nouvel ami dans la forêt',
        'Mia veut une amie à sa nouvelle école',
        'Un petit poisson se fait un nouvel ami sous la mer',
        'Un robot se fait un ami dans l’espace',
        'Tom se fait un nouvel ami dans la neige',
      ],
    };
    for (const language of ['en', 'fr'] as const)
      for (const description of ideas[language]) {
        const plan = await planStory({ type: 'story-book', pages: 24, language, description });
        expect(readIdea('', description, language).goal?.kind, description).toBe('befriend');
        const seen = new Set<string>();
        const repeated: string[] = [];
        for (const s of plan.pages.flatMap((p) => splitSentences(p.text)))
          if (seen.has(s)) repeated.push(s);
          else seen.add(s);
        expect(repeated, description).toEqual([]);
        for (const x of texts(plan)) expect(x, description).not.toMatch(QUEST);
      }
  });
});
