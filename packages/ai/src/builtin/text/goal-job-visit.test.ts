import { describe, expect, it } from 'vitest';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "What does a dentist do?", « Que fait un pompier ? », "I want to be a vet when I grow up": a day
 * beside someone at that job (idea/read-goal-job-visit.ts → goal-day-with.ts `visit`). Before, the
 * idea was a deed: "Sam was going to do a dentist do … at the fire station … One last push… Sam had
 * managed to do the dentist do", and the vet's was a skill Ada, a doctor, learnt.
 */
const DEED =
  /\bdo (?:a|the) (?:dentist|police officer|builder) do\b|\bfaire (?:un|une|le|la) (?:dentiste|policier|cuisinier)\b|allait falloir faire/iu;

describe('a job asked about or dreamt of is a day beside that worker', () => {
  it.each([
    ['en', 'What does a dentist do?', 'dentist', 'the dentist'],
    ['en', 'I want to be a vet when I grow up', 'vet', 'the vet'],
    ['en', 'I want to be a police officer when I grow up', 'police', 'the police officer'],
    ['fr', 'Que fait un pompier ?', 'firefighter', 'le pompier'],
    ['fr', 'Que fait une policière ?', 'police', 'la policière'],
    ['fr', 'Quand je serai grande, je serai cuisinière', 'chef', 'la cuisinière'],
  ] as const)('%s: %s', (language, description, job, worker) => {
    const facts = withPlainGoal(readIdea('', description, language), description, language);
    expect(facts.goal).toMatchObject({ kind: 'day-with', visit: true, job: { id: job } });
    // The worker walks beside; the hero is a child visiting, not drawn as the worker.
    const beside = facts.companions[0]?.kind;
    expect(language === 'en' ? `the ${beside?.en}` : `${beside?.f ? 'la' : 'le'} ${beside?.fr}`).toBe(worker);
    expect(['child', 'girl', 'boy', 'rabbit', undefined]).toContain(facts.heroKind?.id);
  });

  it.each([
    ['en', 'Sam dreams of becoming a firefighter'],
    ['fr', 'Léo veut devenir pompier et aide à éteindre un feu'],
  ] as const)('%s: a named hero who dreams of a job lives it: %s', (language, description) => {
    const facts = withPlainGoal(readIdea('', description, language), description, language);
    expect(facts.goal).not.toMatchObject({ visit: true });
  });

  it.each([
    [
      'en',
      'What does a dentist do?',
      /What does a dentist do all day/,
      /mirror/,
      /sticker/,
      /want to be a dentist|being a dentist/,
      'the dentist',
      'man-health-worker',
    ],
    [
      'fr',
      'Que fait une dentiste ?',
      /Que fait une dentiste toute la journée/,
      /miroir/,
      /autocollant/,
      /ce métier/,
      'la dentiste',
      'woman-health-worker',
    ],
    [
      'en',
      'What does a police officer do?',
      /police officer do all day/,
      /police car|radio|Stop/,
      /lost her mum/,
      /police officer/,
      'the police officer',
      'man-police-officer',
    ],
    [
      'fr',
      'Que fait un policier ?',
      /Que fait un policier/,
      /voiture de police|radio|Stop/,
      /perdu sa maman/,
      /ce métier/,
      'le policier',
      'man-police-officer',
    ],
    [
      'en',
      'What does a builder do?',
      /builder do all day/,
      /bricks|wheelbarrow|tape measure/,
      /crane/,
      /builder/,
      'the builder',
      'man-construction-worker',
    ],
    [
      'fr',
      'Que fait un cuisinier ?',
      /cuisinier/,
      /carottes|soupe|persil/,
      /tables étaient prises/,
      /ce métier/,
      'le cuisinier',
      'man-cook',
    ],
  ] as const)(
    '%s: %s — the question, one task a page beside the worker, the job’s big moment, the wish',
    async (language, description, question, task, turn, wish, said, figure) => {
      const plan = await planStory({ type: 'jobs', language, description, pages: 12 });
      const texts = plan.pages.map((p) => p.text);
      for (const t of texts) expect(t).not.toMatch(DEED);
      expect(texts[1]).toMatch(question);
      expect(texts.slice(2, -2).some((t) => task.test(t))).toBe(true);
      expect(texts.at(-2)).toMatch(turn);
      expect(texts.at(-1)).toMatch(wish);
      for (const p of plan.pages.slice(2)) {
        expect(p.hints?.companion).toBe(figure);
        expect(p.alt).toContain(said);
      }
      // The tasks draw what they are about: the tooth and the mirror, the police car, the bricks.
      const drawn = plan.pages.slice(2, -1).filter((p) => ((p.hints?.subjects as string[]) ?? []).length > 0);
      expect(drawn.length).toBeGreaterThanOrEqual(3);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(new Set(sentences).size).toBe(sentences.length);
    },
  );

  it('the dentist’s check-up page draws the tooth and the mirror beside the dentist', async () => {
    const plan = await planStory({
      type: 'jobs',
      language: 'en',
      description: 'What does a dentist do?',
      pages: 12,
    });
    const i = plan.pages.findIndex((p) => /counted every tooth/.test(p.text));
    expect(plan.pages[i]?.hints?.subjects).toEqual(['tooth', 'mirror']);
    const svg = drawPlanPage(plan, 'jobs', i);
    expect(svg).toMatch(/data-icon="man-health-worker"/);
    expect(svg).toMatch(/data-icon="tooth"/);
  });

  it.each([
    ['en', 'What does a dentist do?', 4],
    ['fr', 'Que fait un pompier ?', 24],
    ['en', 'What does a builder do?', 50],
  ] as const)('%s: %s at %i pages says no sentence twice', async (language, description, pages) => {
    const plan = await planStory({ type: 'jobs', language, description, pages });
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
    expect(plan.pages).toHaveLength(pages);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(plan.pages.at(-1)?.text).toMatch(
      language === 'en' ? /want to be a|dreaming of being/ : /ce métier/,
    );
  });
});
