import type { PagePlan } from '../../types';
import { frenchContractions, type StoryContext } from './story-context';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Exercises in turn: count and write, trace a letter, which group has more. Answers need no key. */
export function writeWorkbookPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, theme, rng, req } = ctx;
  return Array.from({ length: req.pages }, (_, i) => {
    const thing = theme.things[i % theme.things.length];
    const ex = i % 3;
    if (ex === 0) {
      const count = rng.int(2, 10);
      return {
        heading: lang === 'en' ? 'Count and write' : 'Compte et écris',
        text:
          lang === 'en'
            ? `How many ${thing.many.en} can ${name} see? Write the number: ____`
            : frenchContractions(`Combien de ${thing.many.fr} vois-tu avec ${name} ? Écris le nombre : ____`),
        scene: `exactly ${count} ${thing.many.en} spread out to count, ${name} pointing`,
        layout: 'image-top',
        hints: { kind: 'numbers', count, hideCount: true, object: thing.subject, subjects: [thing.subject] },
      } satisfies PagePlan;
    }
    if (ex === 1) {
      const letter = LETTERS[(i * 7) % 26];
      return {
        heading: lang === 'en' ? `Trace the letter ${letter}` : `Trace la lettre ${letter}`,
        text:
          lang === 'en'
            ? `Say its sound, then write ${letter} and ${letter.toLowerCase()} three times: ____ ____ ____`
            : `Dis son son, puis écris ${letter} et ${letter.toLowerCase()} trois fois : ____ ____ ____`,
        scene: `a big outlined letter ${letter} to trace, ${name} holding a pencil`,
        layout: 'image-top',
        hints: { kind: 'alphabet', letters: [letter], subjects: ['pencil'] },
      } satisfies PagePlan;
    }
    const a = rng.int(2, 6);
    const b = a + rng.int(1, 3);
    return {
      heading: lang === 'en' ? 'Which group has more?' : 'Quel groupe en a le plus ?',
      text:
        lang === 'en'
          ? `Look at the two groups of ${thing.many.en}. Circle the group with more.`
          : frenchContractions(
              `Regarde les deux groupes de ${thing.many.fr}. Entoure le groupe qui en a le plus.`,
            ),
      scene: `two groups of ${thing.many.en}: ${a} on the left and ${b} on the right`,
      layout: 'image-top',
      hints: { kind: 'compare', counts: [a, b], object: thing.subject, subjects: [thing.subject] },
    } satisfies PagePlan;
  });
}
