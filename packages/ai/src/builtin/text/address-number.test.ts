import { describe, expect, it } from 'vitest';
import { addressed } from './address-number';
import { planBuiltinStory } from './plan-builtin-story';
import { EPISODES } from './story-episodes';

/** Issue 14: a helper says « Suis-moi » to one child and « Suivez-moi » to the hero and a friend. */
const book = async (description: string, title: string, type = 'story-book') =>
  (
    await planBuiltinStory({
      type,
      language: 'fr',
      title,
      description,
      pages: 40,
      author: 'Test',
    } as Parameters<typeof planBuiltinStory>[0])
  ).pages;

const VOUS = /\b(Suivez|Cherchez|Venez|venez|Regardez|vous|votre|vos)\b|\bleur dit-on\b/;
const TU = /\b(Suis-moi|Cherche là|viens avec moi|lui dit-on)\b/;

describe('words said to the hero agree with how many are there', () => {
  it('one form or the other, never the braces', () => {
    expect(addressed('« {Suis|Suivez}-moi ! »', false)).toBe('« Suis-moi ! »');
    expect(addressed('« {Suis|Suivez}-moi ! »', true)).toBe('« Suivez-moi ! »');
    expect(addressed('{name} {itObj} vit', true)).toBe('{name} {itObj} vit');
  });

  it('every French episode that says vous has a tu form', () => {
    const said = Object.values(EPISODES)
      .flat()
      .map((t) => addressed(t.fr, false));
    for (const s of said) expect(s).not.toMatch(VOUS);
  });

  it('a child alone hears tu; with a friend, vous', async () => {
    const titles = ['A', 'B', 'C', 'D', 'E', 'F'];
    const alone = (await Promise.all(titles.map((t) => book('Lila cherche un coquillage à la plage.', t))))
      .flat()
      .map((p) => p.text)
      .join(' ');
    expect(alone).not.toMatch(VOUS);
    expect(alone).toMatch(TU);
    const two = (
      await Promise.all(titles.map((t) => book('Lila et son chien cherchent un coquillage à la plage.', t)))
    )
      .flat()
      .map((p) => p.text)
      .join(' ');
    expect(two).not.toMatch(TU);
    expect(two).toMatch(/Suivez-moi|Cherchez là|leur dit-on/);
  });

  it('a comic helper says « viens » to one child, « venez » to two', async () => {
    const lines = async (description: string) =>
      (await book(description, 'Comic', 'comic-books'))
        .flatMap((p) => (p.hints?.panels as { line: string | null }[]) ?? [])
        .map((x) => x.line ?? '')
        .join(' ');
    expect(await lines('Lila cherche un coquillage à la plage.')).toMatch(/viens avec moi/);
    const two = await lines('Lila et son chien cherchent un coquillage à la plage.');
    expect(two).toMatch(/venez avec moi/);
    expect(two).not.toMatch(/viens avec moi/);
  });
});
