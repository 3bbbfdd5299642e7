import { describe, expect, it } from 'vitest';
import { nameFromTitle } from '../idea/name-from-title';
import { planStory } from '../testing/story-fixtures';

const book = async (description: string, language: 'en' | 'fr', pages = 12) => {
  const plan = await planStory({ type: 'vehicles', language, description, title: description, pages });
  const text = plan.pages.map((p) => p.text).join('\n');
  const subjects = plan.pages.flatMap((p) => p.hints?.subjects ?? []);
  return { plan, text, subjects };
};

describe('a vehicle hero named after its kind', () => {
  it('Little Tugboat pushes and pulls the big ship to the dock in the foggy harbour (en, fr)', async () => {
    const en = await book('Little Tugboat helps the big ship', 'en');
    expect(en.text).toContain('a tugboat called Little Tugboat');
    expect(en.text).not.toMatch(/a child|train station|kite|library/);
    expect(en.text).toMatch(/laughed/);
    expect(en.text).toMatch(/fog/);
    expect(en.text).toMatch(/lighthouse/);
    expect(en.text).toMatch(/slid up to the dock/);
    expect(en.text).toMatch(/Toot-toot/);
    expect(en.subjects).toContain('passenger-ship');
    expect(en.plan.pages.every((p) => /harbour|lighthouse/.test(String(p.hints?.place)))).toBe(true);
    const fr = await book('Le petit remorqueur aide le gros bateau', 'fr');
    expect(fr.text).toContain('un petit remorqueur nommé Petit Remorqueur');
    expect(fr.text).toMatch(/brouillard/);
    expect(fr.text).toMatch(/contre le quai/);
    expect(fr.text).not.toMatch(/un enfant|gare|cerf-volant|bibliothèque/);
  });

  it('Digger the excavator digs the hole for a new playground on the building site (en, fr)', async () => {
    const en = await book('Digger the excavator digs a big hole', 'en');
    expect(en.text).toContain('an excavator called Digger');
    expect(en.text).toMatch(/Digger dug and dug/);
    expect(en.text).toMatch(/playground was finished/);
    expect(en.text).not.toMatch(/a child|key|kite/);
    expect(en.subjects).toEqual(expect.arrayContaining(['hole', 'dump-truck', 'crane']));
    const fr = await book('La petite pelleteuse', 'fr');
    expect(fr.text).toContain('une petite pelleteuse nommée Petite Pelleteuse');
    expect(fr.text).toMatch(/Petite Pelleteuse creusa, creusa/);
    expect(fr.text).toMatch(/toute seule/);
    expect(fr.text).not.toMatch(/un enfant|clé/);
    const named = await book('Pelleteuse la pelleteuse', 'fr');
    expect(named.text).toContain('nommée Pelleteuse');
  });

  it('Little Red Fire Truck answers the fire calls, drawn red', async () => {
    const { plan, text } = await book('Little Red Fire Truck saves the day', 'en');
    expect(text).toContain('a fire truck called Little Red Fire Truck');
    expect(text).toMatch(/siren/);
    expect(text).toMatch(/ladder/);
    expect(text).not.toMatch(/Toby|little car/);
    expect(plan.pages[0].alt).toMatch(/a red fire truck/);
  });

  it('"Me" is never a name', () => {
    expect(nameFromTitle('Me and my robot Beep')).toBeUndefined();
    expect(nameFromTitle('Moi et mon dragon')).toBeUndefined();
  });

  it('tells each line once in long books', async () => {
    for (const pages of [4, 24, 50])
      for (const [idea, lang] of [
        ['Little Tugboat helps the big ship', 'en'],
        ['Le petit remorqueur aide le gros bateau', 'fr'],
        ['Digger the excavator digs a big hole', 'en'],
        ['La petite pelleteuse', 'fr'],
      ] as const) {
        const { plan } = await book(idea, lang, pages);
        const sentences = plan.pages
          .flatMap((p) => p.text.split(/(?<=[.!?])\s+/))
          .filter((s) => s.length > 25);
        expect(new Set(sentences).size, `${idea} ${pages}`).toBe(sentences.length);
      }
  });
});
