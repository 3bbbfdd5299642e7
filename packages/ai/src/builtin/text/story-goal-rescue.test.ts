import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "A brave knight saves a princess from a dragon" (« Un chevalier sauve la princesse du dragon »)
 * told a generic deed ("the job was done", « la moitié du travail était faite ») and met the princess
 * on the way. The princess is now the one the dragon holds: looked for, the dragon faced, calmed at
 * the turn, and she is free — named and drawn with the dragon on the problem page, at the hero's side
 * at the turn and the end.
 */
const BOOKS = [
  ['en', 'A brave knight saves a princess from a dragon', /Princess Rose/, /dragon/, /Rose/],
  ['fr', 'Un chevalier sauve la princesse du dragon', /la princesse Capucine/i, /dragon/, /Capucine/],
  ['en', 'Leo rescues the prince from a giant robot', /Prince Oliver/, /giant robot/, /Oliver/],
  ['fr', 'Zoé sauve le prince d’un robot géant', /le prince Gaspard/i, /robot géant/, /Gaspard/],
] as const;

const subjects = (p: StoryPlan['pages'][number]) => (p.hints?.subjects as string[] | undefined) ?? [];

describe('saving someone from a threat is a rescue (goal-defend, goal-rescue-words)', () => {
  it.each(BOOKS)('%s: %s — the victim is read apart from the threat', (lang, description) => {
    const facts = readIdea('', description, lang);
    expect(facts.goal).toMatchObject({ kind: 'defend', victim: { kind: { person: true } } });
    // Rescued, never met on the way as a stranger.
    expect(facts.others).toEqual([]);
  });

  it.each(BOOKS)('%s: %s — held, freed, named and drawn', async (lang, description, victim, threat, name) => {
    const plan = await planStory({ type: 'story-book', language: lang, description, pages: 12 });
    const held = readIdea('', description, lang).goal;
    if (held?.kind !== 'defend' || !held.victim) throw new Error('no rescue');
    const icon = held.victim.kind.icon;
    const problem = plan.pages[1];
    expect(problem.text).toMatch(victim);
    expect(problem.text).toMatch(threat);
    expect(subjects(problem)).toEqual([held.threat.icon, icon]);
    for (const p of plan.pages.slice(-2)) {
      expect(p.text).toMatch(name);
      expect(p.hints?.companion).toBe(icon);
      expect(subjects(p)).toContain(held.threat.icon);
    }
    const svg = drawPlanPage(plan, 'story-book', 1);
    expect(svg).toContain(`data-icon="${icon}"`);
    const text = plan.pages.map((p) => p.text).join(' ');
    // Named after the first mention: "the princess" only says who she is, once.
    expect(
      plan.pages
        .slice(2)
        .map((p) => p.text)
        .join(' '),
    ).not.toMatch(/the princ|la princesse|le prince/i);
    expect(text).not.toMatch(
      /job was done|moitié du travail|exactement comme prévu|go inside|rentrez chez vous/i,
    );
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
    expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    if (lang === 'fr') {
      expect(text).not.toMatch(/ de le | à le | de l[ae] [aeioué]/);
      expect(text).not.toMatch(/\S[!?]/u);
    }
  });

  it.each([
    ['en', 'A brave knight saves Princess Rose from the dragon', 'Princess Rose'],
    ['fr', 'Un chevalier sauve la princesse Rose du dragon', 'la princesse Rose'],
    ['en', 'A knight saves a princess called Lily from a dragon', 'Princess Lily'],
  ] as const)(
    '%s: %s — the name the idea gives her, and she is not the hero',
    async (lang, description, first) => {
      expect(readIdea('', description, lang).heroName).toBeUndefined();
      for (const pages of [8, 12]) {
        const plan = await planStory({ type: 'story-book', language: lang, description, pages });
        expect(plan.character.name).not.toBe(first.split(' ').at(-1));
        expect(plan.pages[1].text).toContain(first);
        expect(plan.pages.at(-1)?.text).toContain(first.split(' ').at(-1));
      }
    },
  );

  it('a princess saved from a dragon is freed safe and sound, in agreement', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Un chevalier sauve la princesse du dragon',
      pages: 24,
    });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/sain et sauf|prisonnier\b/);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
    expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
  });
});
