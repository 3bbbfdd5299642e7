import { describe, expect, it } from 'vitest';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "My mum is a baker", « Ma maman est boulangère »: a day at the parent's work through the child's
 * eyes. Before, the idea was no goal: the child hunted a stock book in the bakery (« Sacha avait un
 * grand rêve : trouver un livre », « Sacha aida une pompière très occupée à porter un lourd panier »).
 */
const QUEST =
  /search|look(ed|ing)? for|clue|kite|book\b|parcel|cherch|indice|cerf-volant|livre\b|colis|rêve/i;

describe('a parent with a job is a day at their work (read-goal-parent-job)', () => {
  it.each([
    ['en', 'My mum is a baker', 'mother', 'baker'],
    ['en', 'My dad is a firefighter', 'father', 'firefighter'],
    ['en', 'Mummy is a doctor', 'mother', 'doctor'],
    ['en', 'Daddy drives a bus', 'father', 'bus-driver'],
    ['en', 'A day at work with Mum the vet', 'mother', 'vet'],
    ['en', 'My dad is a teacher', 'father', 'teacher'],
    ['fr', 'Ma maman est boulangère', 'mother', 'baker'],
    ['fr', 'Mon papa est pompier', 'father', 'firefighter'],
    ['fr', 'Ma mamie est fermière', 'grandmother', 'farmer'],
    ['fr', 'Mon papa conduit un bus', 'father', 'bus-driver'],
  ] as const)('%s: %s', (language, description, relative, job) => {
    const facts = withPlainGoal(readIdea('', description, language), description, language);
    expect(facts.goal).toMatchObject({
      kind: 'day-with',
      parent: true,
      relative: { id: relative },
      job: { id: job },
    });
    // The child is the hero, the parent beside: never « Voici Mia, une maman ».
    expect(facts.heroKind?.id).not.toBe(relative);
    expect(facts.companions.map((c) => c.kind.id)).toContain(relative);
  });

  it('« Une journée au travail avec papa » is a day with Dad; « Ma maman est gentille » is none', () => {
    const day = 'Une journée au travail avec papa';
    expect(withPlainGoal(readIdea('', day, 'fr'), day, 'fr').goal).toMatchObject({
      kind: 'day-with',
      relative: { id: 'father' },
    });
    const kind = 'Ma maman est gentille';
    expect(withPlainGoal(readIdea('', kind, 'fr'), kind, 'fr').goal?.kind).not.toBe('day-with');
  });

  it.each([
    ['en', 'My mum is a baker', 'woman-cook', /still night/, /wedding/, 'Noa’s mum the baker'],
    ['fr', 'Ma maman est boulangère', 'woman-cook', /encore nuit/, /mariage/, 'sa maman boulangère'],
    ['en', 'My dad is a firefighter', 'man-firefighter', /helmet/, /kitten/, 'dad the firefighter'],
    ['fr', 'Mon papa est pompier', 'man-firefighter', /casque/, /chaton/, 'son papa pompier'],
    ['en', 'Mummy is a doctor', 'woman-health-worker', /morning/, /waiting room filled/, 'mum the doctor'],
    [
      'fr',
      'Ma maman est médecin',
      'woman-health-worker',
      /matin/,
      /salle d’attente se remplit/,
      'sa maman médecin',
    ],
    ['en', 'My grandma is a farmer', 'woman-farmer', /rooster/, /cows/, 'grandmother the farmer'],
    ['fr', 'Ma mamie est fermière', 'woman-farmer', /coq/, /vaches/, 'sa grand-mère fermière'],
    ['en', 'Daddy drives a bus', 'man', /morning/, /her bag/, 'dad the bus driver'],
    ['fr', 'Ma maman conduit un bus', 'woman', /matin/, /son sac/, 'sa maman conductrice de bus'],
    ['en', 'A day at work with Mum the vet', 'woman-health-worker', /morning/, /puppy/, 'mum the vet'],
    ['fr', 'Mon papa est vétérinaire', 'man-health-worker', /matin/, /chiot/, 'son papa vétérinaire'],
    ['en', 'My dad is a teacher', 'man-teacher', /morning/, /hamster/, 'dad the teacher'],
    ['fr', 'Ma maman est maîtresse', 'woman-teacher', /matin/, /hamster/, 'sa maman maîtresse d’école'],
  ] as const)(
    '%s: %s — morning, tasks beside the parent, the hitch, home proud',
    async (language, description, figure, morning, hitch, said) => {
      const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
      const texts = plan.pages.map((p) => p.text);
      expect(texts).toHaveLength(12);
      for (const t of texts) expect(t).not.toMatch(QUEST);
      expect(texts[1]).toMatch(morning);
      expect(texts.at(-2)).toMatch(hitch);
      expect(texts.at(-1)).toMatch(
        language === 'en'
          ? /When I grow up|the best .* in the whole world/
          : /même métier|meilleur.* du monde/,
      );
      // The parent is drawn in the job's clothes beside the child on every page after the first, and said so.
      for (const p of plan.pages.slice(1)) {
        expect(p.hints?.companion).toBe(figure);
        expect(p.alt).toContain(said);
      }
      // Most working pages draw what they are about (the dough, the helmet, the stethoscope).
      const objects = plan.pages
        .slice(2, -1)
        .filter((p) => ((p.hints?.subjects as string[]) ?? []).length > 0);
      expect(objects.length).toBeGreaterThanOrEqual(3);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(new Set(sentences).size).toBe(sentences.length);
    },
  );

  it.each([
    ['en', 'My mum is a baker'],
    ['fr', 'Ma maman est boulangère'],
  ] as const)('%s: %s — the baker stands in full, taller than the child', async (language, description) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const svg = drawPlanPage(plan, 'story-book', 3);
    expect(svg).toMatch(/data-icon="woman-cook"/);
  });

  it.each([
    ['fr', 'Ma maman est boulangère', /Ma maman est la meilleure boulangère du monde|même métier/],
    ['fr', 'Mon papa est pompier', /Mon papa est le meilleur pompier du monde|même métier/],
    ['en', 'My mum is a baker', /“My mum is the best baker in the whole world!”|I want to be a baker/],
  ] as const)('%s: %s — the job agrees with the parent', async (language, description, end) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    expect(plan.pages.at(-1)?.text).toMatch(end);
  });
});
