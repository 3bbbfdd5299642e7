import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planBuiltinStory } from './plan-builtin-story';

type P = { scene: string; speaker: string | null; line: string | null; who?: string };

const comic = async (language: 'en' | 'fr', title: string, description: string) =>
  (
    await planBuiltinStory({
      title,
      author: 'Test',
      type: 'comic-books',
      description,
      pages: 40,
      language,
      trim: '8x8',
      bleed: false,
      quality: 'standard',
      seed: 3,
    } as BookRequest)
  ).pages;

describe('comic speech bubbles (issue 14)', () => {
  const cases = [
    { lang: 'en' as const, title: 'Leo and the dolphin', desc: 'Leo looks for a lost shell under the sea.' },
    { lang: 'fr' as const, title: 'Léo et le dauphin', desc: 'Léo cherche un coquillage perdu sous la mer.' },
  ];
  for (const c of cases)
    it(`puts each line in its speaker's bubble and panel (${c.lang})`, async () => {
      const pages = await comic(c.lang, c.title, c.desc);
      const panels = pages.flatMap((p) => (p.hints?.panels as P[] | undefined) ?? []);
      const follow = panels.find((p) => /^(Follow me|Suis-moi)/.test(p.line ?? ''));
      const behind = panels.find((p) => /^(Right behind you|Je te suis)/.test(p.line ?? ''));
      const hero = c.lang === 'en' ? 'Leo' : 'Léo';
      expect(follow?.speaker).toBeTruthy();
      expect(follow?.speaker).not.toBe(hero);
      expect(follow?.who).toBe('helper');
      expect(behind?.speaker).toBe(hero);
      // The panel of a line shows its speaker: a close-up of the helper when the helper speaks.
      for (const p of panels.filter((x) => x.line && /close-up/.test(x.scene))) {
        if (p.speaker === hero) expect(p.scene).toContain(hero);
        else expect(p.scene).not.toContain(hero);
      }
      // Before the helper is met, no one answers the hero.
      const first = pages.findIndex((p) => p.hints?.beat === 'helper');
      for (const p of pages.slice(0, first))
        for (const x of (p.hints?.panels as P[]) ?? []) if (x.line) expect(x.speaker).toBe(hero);
    });
});
