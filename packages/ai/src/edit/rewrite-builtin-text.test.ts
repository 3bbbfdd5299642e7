import { describe, expect, it } from 'vitest';
import { createBuiltinTextProvider } from '../builtin/text/index';
import type { BookRequest } from '../types';
import { rewritePageText } from './redraw-page';
import { rewriteBuiltinText } from './rewrite-builtin-text';

const current =
  'He walked to the edge of the valley, and the ground began to shake. Smoke rose from the mountain. The birds flew away over the river. Everyone in the valley looked up.';
const fresh = 'Rex found a shiny stone by the river. It glowed like a tiny sun. Rex smiled.';
const base = { current, fresh, heroName: 'Rex', language: 'en' as const, seed: 1 };

describe('rewriteBuiltinText', () => {
  it('shortens to whole sentences and says so', () => {
    const r = rewriteBuiltinText({ ...base, instruction: 'make it shorter' });
    expect(r).toMatchObject({ followed: ['make it shorter'], notFollowed: [] });
    expect(r.text.length).toBeLessThan(current.length * 0.65);
    expect(current.startsWith(r.text)).toBe(true);
  });

  it("uses the hero's name, simplifies, adds a mood, and reports what it cannot do", () => {
    const r = rewriteBuiltinText({
      ...base,
      instruction: "use the hero's name, make it simpler, happier, in the style of Shakespeare",
    });
    expect(r.followed).toEqual(["use the hero's name", 'make it simpler', 'happier']);
    expect(r.notFollowed).toEqual(['in the style of Shakespeare']);
    expect(r.text.startsWith('Rex walked to the edge of the valley.')).toBe(true);
    expect(r.text).toContain('The ground began to shake.');
    expect(r.text).toMatch(/Rex laughed|happy day/);
  });

  it("makes a page longer with the engine's own new sentences, never repeating one", () => {
    const r = rewriteBuiltinText({ ...base, current: 'Rex woke up.', instruction: 'longer' });
    expect(r.text).toBe('Rex woke up. Rex found a shiny stone by the river. It glowed like a tiny sun.');
    const none = rewriteBuiltinText({ ...base, current: fresh, instruction: 'longer' });
    expect(none.notFollowed).toEqual(['longer']);
  });

  it('writes French moods in French; with nothing understood it still gives a new version', () => {
    const fr = rewriteBuiltinText({
      ...base,
      language: 'fr',
      current: 'Il regarda la lune.',
      fresh: 'Rex compta les étoiles.',
      instruction: 'plus calme',
    });
    expect(fr.text).toMatch(/^Il regarda la lune\. (Tout devint calme|Rex prit une longue)/);
    const odd = rewriteBuiltinText({ ...base, instruction: 'in rhymes' });
    expect(odd).toEqual({ text: fresh, followed: [], notFollowed: ['in rhymes'] });
    expect(rewriteBuiltinText({ ...base }).text).toBe(fresh);
  });
});

describe('rewritePageText on the builtin engine', () => {
  it("rewrites the page's current text by the instruction instead of adding it to the story", async () => {
    const request: BookRequest = {
      title: 'Rex and the Volcano',
      author: 'Sam',
      type: 'dinosaurs',
      description: 'A small dinosaur named Rex learns to be brave.',
      pages: 4,
      language: 'en',
      trim: '6x9',
      bleed: true,
      quality: 'standard',
    };
    const r = await rewritePageText(
      request,
      1,
      7,
      'shorter, sadder',
      createBuiltinTextProvider(),
      undefined,
      {
        current,
        heroName: 'Rex',
      },
    );
    expect(r.followed).toEqual(['shorter', 'sadder']);
    expect(r.text.startsWith('He walked to the edge of the valley')).toBe(true);
    expect(r.text).toMatch(/sad|tear/);
    expect(r.text).not.toContain('shorter');
  });
});
