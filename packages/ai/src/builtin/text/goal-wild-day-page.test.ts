import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';

type Hints = {
  subjects?: string[];
  place?: string;
  light?: string;
  weather?: string;
  tints?: Record<string, string>;
};
const plan = (description: string, language: 'en' | 'fr', pages: number) =>
  planStory({ type: 'hyper-realistic', language, description, pages });
const hints = (p: StoryPlan) => p.pages.map((x) => (x.hints ?? {}) as Hints);
const draw = (p: StoryPlan, i: number) => drawPlanPage(p, 'hyper-realistic', i);
/** Confetti as the end page's touch draws it (pictures/scene-beat-touch.ts). */
const CONFETTI = /width="12" height="7" rx="2"/;

describe('a nature book says and draws the wild animals as they are (issue 14)', async () => {
  it('wild horses: the alt names the horses, not a pet; no umbrella on their beach; dusk, then asleep', async () => {
    const p = await plan('Wild horses running on a beach', 'en', 8);
    expect(p.pages[0].alt).toMatch(/^Wild horses in the sand dunes/);
    for (const page of p.pages) expect(page.alt).not.toMatch(/, an? (horse|[a-z]+ top)|with the rest of/);
    const svgs = p.pages.map((_, i) => draw(p, i));
    for (const svg of svgs) expect(svg).not.toMatch(/data-icon="(umbrella-on-ground|hut|house)"/);
    const dusk = p.pages.findIndex((x) => /the light was fading/.test(x.text));
    expect(hints(p)[dusk].light).toBe('dusk');
    expect(svgs.at(-1)).not.toMatch(CONFETTI);
    expect(p.pages.at(-1)?.alt).toMatch(/asleep/);
  });
  it('snow leopards: pale grey, on snow, no snowflakes added to every page', async () => {
    const p = await plan('Snow leopards of the Himalaya', 'en', 12);
    const t = p.pages.map((x) => x.text).join(' ');
    expect(t).not.toMatch(/snowflake/i);
    expect(hints(p).every((h) => h.tints?.leopard && h.tints.hero)).toBe(true);
    expect(hints(p).filter((h) => h.weather === 'snow').length).toBeLessThan(3);
    expect(p.pages[0].alt).toMatch(/^Snow leopards on/);
    expect(hints(p).every((h) => /snowy/.test(h.place ?? ''))).toBe(true);
  });
  it('elephants crossing the river are drawn by the river, no village at dusk', async () => {
    const p = await plan('A herd of elephants crossing the river', 'en', 8);
    expect(hints(p).every((h) => /river/.test(h.place ?? ''))).toBe(true);
    const dusk = p.pages.findIndex((x) => /the light was fading/.test(x.text));
    expect(hints(p)[dusk].light).toBe('dusk');
    // Lit windows of a village (pictures/rooftops.ts, its dusk wall colour): none by the wild river.
    expect(draw(p, dusk)).not.toContain('#3a3770');
  });
  it('« Les ours bruns pêchent le saumon » : des ours bruns, sans nom ni habits ; le soir, puis endormis', async () => {
    const p = await plan('Les ours bruns pêchent le saumon', 'fr', 8);
    expect(p.pages[0].alt).toMatch(/^Des ours bruns au bord de la rivière/);
    for (const page of p.pages) expect(page.alt).not.toMatch(/vêtu|un ours|avec le reste/);
    const dusk = p.pages.findIndex((x) => /la lumière baissait/.test(x.text));
    expect(hints(p)[dusk].light).toBe('dusk');
    expect(p.pages.at(-1)?.alt).toMatch(/^Des ours bruns endormis/);
    expect(draw(p, p.pages.length - 1)).not.toMatch(CONFETTI);
  });
  it('« Les loups de la forêt en hiver » : la forêt sous la neige à chaque page', async () => {
    const p = await plan('Les loups de la forêt en hiver', 'fr', 12);
    expect(hints(p).every((h) => /snowy/.test(h.place ?? ''))).toBe(true);
    expect(p.pages[0].alt).toMatch(/^Des loups/);
    for (const page of p.pages) expect(page.alt).not.toMatch(/un loup|vêtu/);
  });
});
