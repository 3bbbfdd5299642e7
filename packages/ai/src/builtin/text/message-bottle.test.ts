import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { hasIcon } from '../pictures/icons';
import { drawPlanPage } from '../testing/story-fixtures';
import { planBuiltinStory } from './plan-builtin-story';

/**
 * Issue 14: "finds a message in a bottle", « un message dans une bouteille » is a bottle with its
 * rolled note — named so in the text and drawn so (its own icon), not a little parcel.
 */
const plan = (description: string, language: Language) =>
  planBuiltinStory({
    type: 'story-book',
    language,
    title: 'The Bottle',
    description,
    pages: 12,
    author: 'T',
  } as Parameters<typeof planBuiltinStory>[0]);

const IDEAS = [
  ['Mia finds a message in a bottle on the beach', 'en', /message in a bottle/, /parcel/],
  ['Léa trouve un message dans une bouteille sur la plage', 'fr', /bouteille à la mer/, /paquet|colis/],
  ['Tom looks for a message in a bottle by the lake', 'en', /message in a bottle/, /parcel/],
] as const;

describe('a message in a bottle', () => {
  it('has a drawing of its own', () => expect(hasIcon('message-bottle')).toBe(true));

  it.each(IDEAS)('%s: the key object is the bottle, not a parcel', (description, lang) => {
    const object = readIdea('', description, lang).object;
    expect(object?.word.icon).toBe('message-bottle');
    expect(object?.parcel).toBeFalsy();
  });

  it.each(IDEAS)('%s: said and drawn as a bottle', async (description, lang, said, parcel) => {
    const book = await plan(description, lang);
    const all = book.pages.map((p) => `${p.text} ${p.alt}`).join(' ');
    expect(all).toMatch(said);
    expect(all).not.toMatch(parcel);
    const shown = book.pages.findIndex((p) =>
      ((p.hints?.subjects as string[] | undefined) ?? []).includes('message-bottle'),
    );
    expect(shown).toBeGreaterThanOrEqual(0);
    const svg = drawPlanPage(book, 'story-book', shown);
    expect(svg).toContain('data-icon="message-bottle"');
    expect(svg).not.toContain('data-icon="package"');
  });
});
