import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** Each feeling's words and the face its page draws (poetry-feelings-couplets.ts). */
const FEELINGS = {
  en: [/happy/, /sad/, /anger|angry/, /scared/, /calm/],
  fr: [/joie/, /tristesse/, /colère/, /peur/, /calme/],
};
const FACES = ['grinning-face', 'crying-face', 'angry-face', 'fearful-face', 'relieved-face'];

describe('a poem about feelings sings the feelings (issue 14)', () => {
  for (const [language, description] of [
    ['en', 'A poem about feelings'],
    ['fr', 'Un poème sur les émotions'],
  ] as const)
    it(`${language}: ${description} — happy, sad, angry, scared and calm, each drawn as its face`, async () => {
      const plan = await planStory({ type: 'poetry-rhymes', language, description, pages: 12 });
      const text = plan.pages.map((p) => p.text).join('\n');
      for (const feeling of FEELINGS[language]) expect(text).toMatch(feeling);
      const subjects = plan.pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);
      for (const face of FACES) expect(subjects).toContain(face);
      // The alt text names the face drawn.
      const alts = plan.pages.map((p) => p.alt).join(' ');
      expect(alts).toMatch(language === 'en' ? /a sad face/ : /un visage triste/);
    });
});
