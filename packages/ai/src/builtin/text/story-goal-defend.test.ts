import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: "A superhero cat saves the city from a giant robot" told a generic deed ("the job was
 * done") and never drew the robot. The threat is now the story (goal-defend.ts): it appears on the
 * problem page, is stopped without harm at the turn, and is drawn and said on those pages.
 */
const BOOKS = [
  ['en', 'A superhero cat saves the city from a giant robot', 'robot', 'city', /giant robot/],
  ['en', 'Leo protects the village from a hungry dragon', 'dragon', 'village', /hungry dragon/],
  ['fr', 'Un chat super-héros sauve la ville d’un robot géant', 'robot', 'city', /robot géant/],
  ['fr', 'Le chevalier Arthur protège le village contre un dragon', 'dragon', 'village', /dragon/],
  ['fr', 'Zoé protège la forêt du loup', 'wolf', 'forest', /loup/],
] as const;

const subjects = (p: StoryPlan['pages'][number]) => (p.hints?.subjects as string[] | undefined) ?? [];

describe('saving a place from a threat is the story (goal-defend)', () => {
  it.each(BOOKS)('%s: %s — the threat and the place are read', (lang, description, threat, place) => {
    const facts = readIdea('', description, lang);
    expect(facts.goal).toMatchObject({ kind: 'defend', threat: { id: threat } });
    expect(facts.setting?.id).toBe(place);
    // Faced, never met as a friendly helper.
    expect(facts.others.map((k) => k.id)).not.toContain(threat);
    expect(facts.threats?.map((k) => k.id)).toContain(threat);
  });

  it.each(BOOKS)(
    '%s: %s — named and drawn on the problem and the turn',
    async (lang, description, threat, _, said) => {
      const plan = await planStory({ type: 'story-book', language: lang, description, pages: 12 });
      const { icon } = readIdea('', description, lang).threats?.find((k) => k.id === threat) ?? {};
      const problem = plan.pages[1];
      const turn = plan.pages.at(-2);
      for (const p of [problem, turn]) {
        expect(p?.text).toMatch(said);
        expect(subjects(p as StoryPlan['pages'][number])).toContain(icon);
        expect(p?.alt).toMatch(said);
      }
      // Also faced in the middle (the failed tries, the clue), not only at both ends.
      expect(
        plan.pages.slice(2, -2).filter((p) => subjects(p).includes(icon as string)).length,
      ).toBeGreaterThan(1);
      const text = plan.pages.map((p) => p.text).join(' ');
      expect(text).not.toMatch(/job was done|had found a way to|mission accomplie|travail était fait/i);
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
      if (lang === 'fr') {
        expect(text).not.toMatch(/ de le | à le | de l[ae] [aeioué]/);
        expect(text).not.toMatch(/\S[!?]/u);
      }
    },
  );

  it('a 24-page book faces the threat to the end and prints no sentence twice', async () => {
    for (const [lang, description] of [BOOKS[0], BOOKS[3]]) {
      const plan = await planStory({ type: 'story-book', language: lang, description, pages: 24 });
      expect(plan.pages.at(-2)?.text).toMatch(/robot|dragon/);
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
      expect(
        sentences.filter((s, i) => sentences.indexOf(s) !== i),
        description,
      ).toEqual([]);
    }
  });

  it.each([
    ['en', 'A superhero cat saves the city from a giant robot', /cape/],
    ['fr', 'Un chat super-héros sauve la ville d’un robot géant', /cape/],
  ] as const)(
    '%s: a superhero wears a cape, drawn on the cat and said in the alt',
    async (lang, description, cape) => {
      const plan = await planStory({ type: 'story-book', language: lang, description, pages: 12 });
      expect(plan.pages[0].alt).toMatch(cape);
      const svg = await drawPlanPage(plan, 'story-book', 0);
      const hero = svg.slice(svg.indexOf('<g id="hero"'));
      expect(hero).toMatch(/data-accessory="cape"/);
      // The clasp of the cape draped over the cat's back (hero.ts bodyCape).
      expect(hero).toMatch(/fill="#ffd54a"/);
    },
  );

  it('fights the dragon head on, in English and French', () => {
    expect(readIdea('', 'Mia fights the big bad wolf to save the forest', 'en').goal).toMatchObject({
      kind: 'defend',
      threat: { id: 'wolf' },
      said: { en: 'big bad wolf' },
    });
    expect(readIdea('', 'La princesse Léa combat le dragon', 'fr').goal).toMatchObject({
      kind: 'defend',
      threat: { id: 'dragon' },
    });
  });
});

describe('a being in trouble is still helped, not defended', () => {
  it.each([
    ['en', 'Sam helps a lost puppy find its way home', 'dog'],
    ['en', 'Noah saves a kitten stuck in a tree', 'cat'],
    ['en', 'Lily protects a little bird with a broken wing', 'bird'],
    ['fr', 'Inès sauve une tortue prise dans un filet', 'turtle'],
    ['fr', 'Léo aide un petit hérisson perdu à retrouver sa maman', 'hedgehog'],
  ] as const)('%s: %s', (lang, description, being) => {
    expect(readIdea('', description, lang).goal).toMatchObject({ kind: 'help', being: { id: being } });
  });
});
