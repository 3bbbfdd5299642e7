import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];
// The stock walk's helper and fillers: no grandmother pointing the way, no puddle on a building site.
const FILLER =
  /wise grandmother|grand-mère pleine de sagesse|puddle|flaque|thick fog|brouillard|kind wind|library|bibliothèque/i;
const once = (texts: string[]) => {
  const all = texts.flatMap((t) => splitSentences(t));
  expect(new Set(all).size).toBe(all.length);
};

describe('a deed told step by step (goal-task-script)', () => {
  it('two best friends build a treehouse together, step by step, and it is drawn in its tree', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'Two best friends build a treehouse in the garden',
    });
    const texts = plan.pages.map((p) => p.text);
    const friend = plan.pages[0].text.match(/best friend (\w+)/)?.[1] as string;
    expect(friend).toBeTruthy();
    expect(texts.filter((t) => t.includes(`${plan.character.name} and ${friend}`)).length).toBeGreaterThan(6);
    for (const p of plan.pages) expect(p.hints?.companion).toBe('boy');
    const middle = texts.slice(2, -2).join(' ');
    for (const step of [
      /plan of the treehouse/,
      /planks/,
      /too short|drops began to fall/,
      /Dad/,
      /roof|rope ladder|lemonade/,
    ])
      expect(middle).toMatch(step);
    expect(texts.at(-2)).toMatch(/treehouse.*high up in the tree/);
    expect(texts.at(-1)).toMatch(/in the treehouse/);
    for (const t of texts) expect(t).not.toMatch(FILLER);
    once(texts);
    expect(subjects(plan.pages[1])).toContain('treehouse');
    expect(plan.pages.at(-2)?.hints?.place).toMatch(/treehouse/);
  });

  it('« deux meilleures amies » build « la cabane » together, in French', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Deux meilleures amies construisent une cabane dans le jardin',
    });
    const texts = plan.pages.map((p) => p.text);
    expect(texts[0]).toMatch(/Sa meilleure amie Nina/);
    expect(texts.join(' ')).toMatch(/et Nina dessinèrent le plan de la cabane/);
    expect(texts.join(' ')).toMatch(/Papa/);
    expect(texts.at(-2)).toMatch(/la cabane était là, perchée dans l’arbre/i);
    for (const t of texts) expect(t).not.toMatch(FILLER);
    once(texts);
  });

  it('a cake is baked in the kitchen, with Dad at the oven — not with the mum it is a surprise for', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'Mia bakes a cake for her mum’s birthday',
    });
    const texts = plan.pages.map((p) => p.text);
    for (const p of plan.pages) expect(p.hints?.companion).toBeUndefined();
    for (const p of plan.pages.slice(2, -2))
      expect(String(p.hints?.place)).toMatch(/kitchen|oven|cupboard|bowl/);
    expect(texts.join(' ')).toMatch(/Dad turned on the oven/);
    expect(texts.join(' ')).toMatch(/recipe book/);
    expect(subjects(plan.pages.at(-2) ?? {})).toContain('birthday-cake');
    for (const t of texts) expect(t).not.toMatch(FILLER);
    once(texts);
  });

  it('« Ben plante un potager avec son papi »: seeds, watering, shoots, and the garden full at the turn', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Ben plante un potager avec son papi',
    });
    const texts = plan.pages.map((p) => p.text);
    const all = texts.join(' ');
    for (const step of [/graines/, /arrosoir/, /pousses/, /Ben et Papi/]) expect(all).toMatch(step);
    expect(texts.at(-2)).toMatch(/tournesols/);
    expect(all).not.toMatch(/cerf-volant|indice/);
    for (const t of texts) expect(t).not.toMatch(FILLER);
    once(texts);
  });
});
