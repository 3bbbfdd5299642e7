import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { pictureSvg } from './index';

type P = { line: string | null; caption?: string; thought?: string; who?: string };

const comic = async (language: Language, description: string, pages: number) => {
  const req = {
    title: 'Title',
    author: 'Test',
    type: 'comic-books',
    description,
    pages,
    language,
    trim: '8x8',
    bleed: false,
    quality: 'standard',
    seed: 3,
  } as BookRequest;
  return { req, plan: await planBuiltinStory(req) };
};

/** Issue 14: every comic panel carries its text — a bubble, a thought or a caption — inside the panel. */
describe('comic panels all carry text', () => {
  it.each([
    ['en', 'Max looks for a golden key under the sea.', 8],
    ['fr', 'Léo cherche une clé dorée dans la forêt.', 8],
    ['en', 'Emma looks for her lost kite in the park.', 40],
  ] as const)('%s: %s (%i pages)', async (lang, description, pages) => {
    const { req, plan } = await comic(lang, description, pages);
    const said: string[] = [];
    plan.pages.forEach((page, i) => {
      const panels = (page.hints?.panels ?? []) as P[];
      expect(panels.length).toBe(3);
      for (const p of panels) {
        const text = p.line ?? p.thought ?? p.caption;
        expect(text, page.scene).toBeTruthy();
        if (!p.line) said.push(String(text));
        // A thought is the hero's; the wide panel's narration is a caption.
        if (p.thought) expect(p.who).toBe('hero');
      }
      const svg = pictureSvg({
        prompt: page.scene,
        width: 500,
        height: 500,
        page,
        character: plan.character,
        bookType: req.type,
        seed: i + 1,
      });
      const frames = svg.split('<svg x=').slice(1);
      expect(frames.length).toBe(3);
      for (const frame of frames) {
        const [w, h] = (/viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(frame)?.slice(1) ?? []).map(Number);
        const boxes = [...frame.matchAll(/class="(bubble|caption|thought)" data-box="([-\d. ]+)"/g)];
        expect(boxes.length).toBe(1);
        const [x, y, bw, bh] = boxes[0][2].split(' ').map(Number);
        expect(x).toBeGreaterThanOrEqual(w * 0.02);
        expect(y).toBeGreaterThanOrEqual(h * 0.02);
        expect(x + bw).toBeLessThanOrEqual(w * 0.98);
        expect(y + bh).toBeLessThanOrEqual(h * 0.98);
      }
    });
    // Captions and thoughts are not printed twice in a book.
    expect(new Set(said).size).toBe(said.length);
  });
});
