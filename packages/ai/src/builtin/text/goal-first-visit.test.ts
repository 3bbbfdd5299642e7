import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "Ella goes to the dentist for the first time" was a generic task ("worked hard at the library",
 * "had managed to go to the dentist, just as planned"), « Mia a peur d’aller chez le médecin » the fear
 * arc's dark library. Now a first visit: the drive with Mum (drawn beside the hero), the waiting room,
 * the big chair and the little mirror or the stethoscope, "All done!" at the turn, a sticker at home.
 */
describe('a first visit to the dentist or the doctor', () => {
  it.each([
    [
      'en',
      'Ella goes to the dentist for the first time',
      /the big chair went up/,
      'chair',
      /little mirror/,
      'mirror',
    ],
    [
      'fr',
      'Léo va chez le dentiste pour la première fois',
      /le grand fauteuil monta/,
      'chair',
      /petit miroir/,
      'mirror',
    ],
    ['en', 'Sam visits the doctor', /listened to Sam’s heart/, 'stethoscope', /stethoscope/, 'stethoscope'],
    [
      'fr',
      'Mia a peur d’aller chez le médecin',
      /écouta le cœur de Mia/,
      'stethoscope',
      /stéthoscope/,
      'stethoscope',
    ],
  ] as const)('%s: %s', async (language, description, check, checkIcon, tool, toolIcon) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/worked hard|library|bibliothèque|had managed to|just as planned|avait trouvé/);
    // The drive with Mum, then the waiting room: Mum drawn beside the hero and said in the alt.
    expect(plan.pages[2].text).toMatch(/car|voiture/);
    expect(plan.pages[2].hints?.companion).toBe('woman');
    expect(plan.pages[2].alt).toMatch(/Mum|Maman/);
    expect(plan.pages[3].hints?.place).toMatch(/waiting room/);
    const checked = plan.pages.find((p) => check.test(p.text ?? ''));
    expect(checked?.hints?.subjects).toContain(checkIcon);
    expect(checked?.hints?.subjects).toContain('health-worker');
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(tool);
    expect(turn?.hints?.subjects).toContain(toolIcon);
    expect(plan.pages.at(-1)?.text).toMatch(/sticker|autocollant/);
    // « a peur d’aller »: the problem page says the fear.
    expect(/peur/.test(description)).toBe(/effrayante/.test(plan.pages[1].text ?? ''));
  });

  it.each([
    ['en', 'Ella goes to the dentist for the first time'],
    ['fr', 'Mia a peur d’aller chez le médecin'],
  ] as const)('%s: %s, 24 pages, no sentence twice', async (language, description) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 24 });
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text ?? ''));
    expect(sentences.length).toBeGreaterThan(40);
    expect(new Set(sentences).size).toBe(sentences.length);
    // No page goes back to the road once in the waiting room.
    const places = plan.pages.map((p) => String(p.hints?.place));
    expect(places.lastIndexOf('a street in town')).toBeLessThan(
      places.indexOf(places.find((p) => /waiting/.test(p)) ?? ''),
    );
  });
});
