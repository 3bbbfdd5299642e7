import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A little fire truck saves the day" had "a big plan for the day: to save the day" and
 * "It was slow going on the building site", nothing drawn but the truck. Now a rescue vehicle's day:
 * the station in the morning, a call, one rescue a page at its own Busy Town spot, drawn with its
 * object (the kitten in the tree with the ladder, the smoke at the bakery and the hose's water; the
 * car in the mud, the bus and its wheel; the bike and the plaster), the biggest call done with the
 * other vehicles at the turn, and back at the station at dusk.
 */
const STOCK = /big plan|slow going|one small step|grand projet|petit pas|half of the job|moitié du travail/;
/** What a body does and a truck cannot (text/vehicle-hero-verbs.test.ts). */
const BODY =
  /\b(climbed|jumped|took a (deep|big) breath|hugged|waved)\b|grimpa|sauta|respira|signe de la main|brandit/;

describe('a rescue vehicle answers its calls (issue 14)', () => {
  it.each([
    ['en', 'A little fire truck saves the day', /fire station/, /nee-naw/],
    ['fr', 'Un petit camion de pompiers sauve la journée', /caserne/, /pin-pon/],
    ['en', 'A little fire truck named Ruby', /fire station/, /nee-naw/],
  ] as const)('%s: %s', async (language, description, station, siren) => {
    const plan = await planStory({ type: 'vehicles', language, description, pages: 12 });
    expect(plan.pages).toHaveLength(12);
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    expect(text).not.toMatch(BODY);
    expect(text).toMatch(siren);
    expect(plan.pages[0].text).toMatch(station);
    expect(String(plan.pages[0].hints?.place)).toMatch(/fire station/);
    // Each rescue at its own spot, drawn with its object.
    const at = (re: RegExp) => plan.pages.find((p) => re.test(p.text));
    const kitten = at(/kitten|chaton/);
    expect(kitten?.text).toMatch(/ladder|échelle/);
    expect(kitten?.hints?.subjects).toEqual(expect.arrayContaining(['cat', 'deciduous-tree', 'ladder']));
    expect(String(kitten?.hints?.place)).toMatch(/park/);
    const smoke = at(/bakery chimney|cheminée de la boulangerie/);
    expect(smoke?.hints?.subjects).toEqual(expect.arrayContaining(['cloud', 'droplet']));
    expect(String(smoke?.hints?.place)).toMatch(/bakery/);
    // The barn fire at the turn, with the police car; washed at the station at dusk at the end.
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(language === 'en' ? /barn/ : /grange/);
    expect(turn?.hints?.subjects).toEqual(expect.arrayContaining(['fire', 'police-car']));
    const end = plan.pages.at(-1);
    expect(end?.text).toMatch(language === 'en' ? /evening, back at the fire station/ : /soir-là, de retour/);
    expect(end?.hints?.light).toBe('dusk');
    expect(String(end?.hints?.place)).toMatch(/fire station/);
  });

  it.each([
    ['en', 'A tow truck to the rescue', /mud/, ['automobile', 'hole'], /garage/],
    ['fr', 'Une dépanneuse à la rescousse', /embourbée/, ['automobile', 'hole'], /garage/],
    ['en', 'An ambulance helps everyone', /grazed his knee/, ['bicycle', 'adhesive-bandage'], /hospital/],
    ['fr', 'Une ambulance vient en aide', /écorché le genou/, ['bicycle', 'adhesive-bandage'], /hospital/],
  ] as const)('%s: %s', async (language, description, rescue, drawn, station) => {
    const plan = await planStory({ type: 'vehicles', language, description, pages: 12 });
    expect(plan.pages).toHaveLength(12);
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    expect(text).not.toMatch(BODY);
    const page = plan.pages.find((p) => rescue.test(p.text));
    expect(page?.hints?.subjects).toEqual(expect.arrayContaining([...drawn]));
    expect(String(plan.pages[0].hints?.place)).toMatch(station);
    // The storm's biggest call on the old bridge, with the fire truck.
    const turn = plan.pages.at(-2);
    expect(String(turn?.hints?.place)).toMatch(/old bridge/);
    expect(turn?.hints?.subjects).toContain('fire-engine');
    expect(plan.pages.at(-1)?.hints?.light).toBe('dusk');
  });

  it.each([8, 24, 50])('%i pages: every page its own, turn and ending last', async (pages) => {
    for (const [language, description] of [
      ['en', 'A little fire truck saves the day'],
      ['fr', 'Une dépanneuse à la rescousse'],
    ] as const) {
      const plan = await planStory({ type: 'vehicles', language, description, pages });
      expect(plan.pages).toHaveLength(pages);
      const texts = plan.pages.map((p) => p.text);
      expect(new Set(texts).size).toBe(texts.length);
      expect(texts.at(-2)).toMatch(/barn|grange|vieux pont|old bridge/);
    }
  });
});
