import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../idea/settings';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A police car saves the day" (« Une petite voiture de police vient en aide ») had no
 * calls of its own: "Toby had a big plan for the day: to save the day", "It was slow going on the
 * building site". Now a police car's gentle calls, each at its own spot and drawn with what it
 * saved: the lost little dog, the traffic lights out, the runaway balloon cart, the ducks crossing,
 * the lost teddy, the little girl who lost her dad; the farmer's cows on the old bridge at the turn.
 */
const STOCK = /big plan|slow going|one small step|grand projet|petit pas|half of the job|moitié du travail/;
const BODY =
  /\b(climbed|jumped|took a (deep|big) breath|hugged|waved)\b|grimpa|sauta|respira|signe de la main|brandit/;
const subjects = (p?: { hints?: Record<string, unknown> }) =>
  (p?.hints?.subjects as string[] | undefined) ?? [];

describe('a police car answers its calls (issue 14)', () => {
  it.each([
    ['en', 'A police car saves the day', /police station/, /little dog/, /traffic lights/, /cows/],
    [
      'fr',
      'Une petite voiture de police vient en aide',
      /commissariat/,
      /petit chien/,
      /feux de circulation/,
      /vaches/,
    ],
  ] as const)('%s: %s', async (language, description, station, dog, lights, cows) => {
    const plan = await planStory({ type: 'vehicles', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    expect(text).not.toMatch(BODY);
    expect(plan.pages[0].text).toMatch(station);
    expect(String(plan.pages[0].hints?.place)).toMatch(/police station/);
    const at = (re: RegExp) => plan.pages.find((p) => re.test(p.text));
    expect(subjects(at(dog))).toContain('dog');
    expect(subjects(at(lights))).toEqual(expect.arrayContaining(['vertical-traffic-light', 'automobile']));
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(cows);
    expect(subjects(turn)).toEqual(['cow', 'fire-engine', 'pickup-truck']);
    // The hero is the police car: never a second one drawn beside it.
    for (const p of plan.pages) expect(subjects(p)).not.toContain('police-car');
    expect(plan.pages.at(-1)?.hints?.light).toBe('dusk');
  });

  it.each([
    ['en', 'A police car helps the town'],
    ['fr', 'Une voiture de police aide la ville'],
  ] as const)('%s in the city: %s', async (language, description) => {
    const city = SETTINGS.find((s) => s.id === 'city')?.places.map((p) => p.pic ?? p.en) ?? [];
    const plan = await planStory({ type: 'vehicles', language, description, pages: 12 });
    for (const p of plan.pages) expect(city).toContain(String(p.hints?.place));
    expect(plan.pages[0].text).toMatch(/town square|grande place/);
    expect(plan.pages.map((p) => p.text).join('\n')).toMatch(/ducks|canards/);
  });

  it.each([24, 50])('%i pages: every page its own, the cows at the turn', async (pages) => {
    for (const language of ['en', 'fr'] as const) {
      const description =
        language === 'en' ? 'A police car to the rescue' : 'Une voiture de police à la rescousse';
      const plan = await planStory({ type: 'vehicles', language, description, pages });
      const texts = plan.pages.map((p) => p.text);
      expect(new Set(texts).size).toBe(texts.length);
      expect(texts.at(-2)).toMatch(/cows|vaches/);
    }
  });
});

/**
 * "A little helicopter saves the day" (« Un petit hélicoptère de sauvetage vient en aide ») had the
 * stock task too: now the rescue helicopter's calls by the sea and the hills, the fishing boat found
 * in the storm by the lighthouse at the turn, drawn in the storm.
 */
describe('a rescue helicopter answers its calls (issue 14)', () => {
  it.each([
    ['en', 'A little helicopter saves the day', /kitten/, /lifeboat/],
    ['fr', 'Un petit hélicoptère de sauvetage vient en aide', /chaton/, /canot de sauvetage/],
  ] as const)('%s: %s', async (language, description, kitten, lifeboat) => {
    const plan = await planStory({ type: 'vehicles', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    expect(text).not.toMatch(BODY);
    expect(String(plan.pages[0].hints?.place)).toMatch(/rescue station/);
    const page = plan.pages.find((p) => kitten.test(p.text));
    expect(subjects(page)).toContain('cat');
    expect(String(page?.hints?.place)).toMatch(/cliff/);
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(lifeboat);
    expect(String(turn?.hints?.place)).toMatch(/lighthouse/);
    expect(['rain', 'storm']).toContain(turn?.hints?.weather);
    expect(subjects(turn)).toEqual(['sailboat', 'speedboat', 'cloud-with-lightning-and-rain']);
  });
});
