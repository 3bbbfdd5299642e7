import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { skyFromText } from './page-sky';
import { planBuiltinStory } from './plan-builtin-story';
import { skyWhen, withMiddleSky, withSky } from './story-sky-lines';

/** Issue 14, "read the idea": names in apposition, any key object, the idea's weather and time. */
const plan = (description: string, language: Language, pages = 8, title = 'Title') =>
  planBuiltinStory({
    type: 'story-book',
    language,
    title,
    description,
    pages,
    author: 'Test',
  } as Parameters<typeof planBuiltinStory>[0]);

describe('hero names in apposition give the name and the kind', () => {
  it.each([
    ['Rose la princesse cherche un livre perdu', 'fr', 'Rose', 'princess'],
    ['La princesse Rose a perdu son livre', 'fr', 'Rose', 'princess'],
    ['Max, un petit robot, cherche une clé', 'fr', 'Max', 'robot'],
    ['Un dragon nommé Flamme cherche son trésor', 'fr', 'Flamme', 'dragon'],
    ['Une souris qui s’appelle Lila cherche un parapluie', 'fr', 'Lila', 'mouse'],
    ['Princess Rose looks for a lost book', 'en', 'Rose', 'princess'],
    ['Rose the princess looks for a lost book', 'en', 'Rose', 'princess'],
    ['A robot called Max searches for his lost spoon', 'en', 'Max', 'robot'],
  ] as const)('%s', (description, lang, name, kind) => {
    const f = readIdea('Title', description, lang);
    expect(f.heroName).toBe(name);
    expect(f.heroKind?.id).toBe(kind);
    // "Rose" is a name here, not the flower.
    expect(f.object?.word.id).not.toBe('flower');
  });

  it('prints the kind with the name (not "a girl called Rose")', async () => {
    const en = (await plan('Rose the princess looks for a lost book', 'en')).pages
      .map((p) => p.text)
      .join(' ');
    expect(en).toContain('Rose');
    expect(en).toMatch(/\bprincess\b/);
    const fr = (await plan('Rose la princesse cherche un livre perdu', 'fr')).pages
      .map((p) => p.text)
      .join(' ');
    expect(fr).toMatch(/\bprincesse\b/);
    expect(fr).toContain('Rose');
  });
});

describe('the key object is the thing the goal names, known to the icon list or not', () => {
  it.each([
    ['A robot called Max searches for his lost spoon', 'en', 'spoon', /^spoon$/, false],
    ['Tom lost his blue sandals at the beach', 'en', 'blue sandal', /-sandal$/, false],
    ['Mia is looking for the missing puzzle piece', 'en', 'puzzle piece', /^puzzle-piece$/, false],
    // French nouns reach their icon through the icons' French names (fr-icon-words.ts).
    ['Par une nuit étoilée, un chat cherche sa cuillère', 'fr', 'cuillère', /^spoon$/, false],
    ['Une souris cherche une montre dorée dans la forêt', 'fr', 'montre dorée', /^watch$/, false],
    ['Une fille a perdu ses lunettes au parc', 'fr', 'lunettes', /^glasses$/, false],
    // No icon for it: a parcel, and the alt text says so.
    ['Une souris cherche sa casserole', 'fr', 'casserole', /^package$/, true],
    ['Rose the princess looks for a lost book', 'en', 'book', /^closed-book$/, false],
  ] as const)('%s', async (description, lang, word, icon: RegExp, parcel) => {
    const p = await plan(description, lang);
    const text = p.pages.map((x) => x.text).join(' ');
    expect(text).toContain(word);
    // The pages that name it draw it: its own icon, or a parcel (never a kite or another thing).
    const drawn = p.pages.filter((x) => ((x.hints?.subjects ?? []) as string[]).some((s) => icon.test(s)));
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    expect(p.pages.flatMap((x) => x.hints?.subjects as string[])).not.toContain('kite');
    // The alt text says what is drawn.
    for (const x of drawn)
      expect(x.alt).toContain(parcel ? `un petit paquet contenant la ${word}` : word.split(' ').at(-1));
  });

  it('the French gender comes from the tagger: « la cuillère », « la montre »', async () => {
    const text = (await plan('Un chat cherche sa cuillère', 'fr')).pages.map((x) => x.text).join(' ');
    expect(text).toMatch(/la cuillère/);
    expect(text).not.toMatch(/le cuillère/);
  });
});

describe('the idea’s weather and time of day reach the page text, hence the pictures', () => {
  it.each([
    ['A robot called Max searches for his lost spoon one stormy evening', 'en', 'storm', 'dusk'],
    ['Rose the princess looks for a lost book on a rainy day', 'en', 'rain', undefined],
    ['A girl looks for her lost book in the snow', 'en', 'snow', undefined],
    ['Rose la princesse cherche un livre perdu, un soir d’orage', 'fr', 'storm', 'dusk'],
    ['Une souris cherche sa clé sous la pluie', 'fr', 'rain', undefined],
    ['Par une nuit étoilée, un chat cherche sa cuillère', 'fr', undefined, 'night'],
    ['One starry night, an owl looks for a lost bell', 'en', undefined, 'night'],
  ] as const)('%s', async (description, lang, weather, time) => {
    const f = readIdea('Title', description, lang);
    expect(f.weather).toBe(weather);
    if (time) expect(f.time).toBe(time);
    const p = await plan(description, lang, 12);
    const beats = p.pages.map((x) => x.hints?.beat);
    // Opening, goal and turning point say the sky; the sky reader draws it.
    for (const beat of ['opening', 'problem', 'turn']) {
      const page = p.pages[beats.indexOf(beat)];
      if (weather) {
        expect(skyFromText(page.text).weather, page.text).toBe(weather);
        expect(page.hints?.weather).toBe(weather);
      }
    }
    // The idea's weather holds all story long: every page of a 12-page book says it (hence draws it).
    if (weather)
      for (const x of p.pages.slice(0, -1)) expect(skyFromText(x.text).weather, x.text).toBe(weather);
    const opening = p.pages[0].text;
    if (time === 'night') expect(skyFromText(opening).light).toBe('night');
    if (time === 'dusk') expect(skyFromText(opening).light).toBe('dusk');
    // A night story has no daylight page; an evening one none either.
    if (time) for (const x of p.pages) expect(x.hints?.light, x.text).not.toBe('day');
  });

  it('every sky line is read back by the page sky reader (en and fr)', () => {
    for (const weather of ['rain', 'storm', 'snow', 'fog'] as const)
      for (const lang of ['en', 'fr'] as const) {
        for (const n of [0, 1, 2]) {
          const line = withSky('X.', { weather }, n, lang, false);
          expect(skyFromText(line).weather, line).toBe(weather);
        }
        for (const k of [0, 1, 2, 3, 4, 5, 6, 7]) {
          const line = withMiddleSky('X.', { weather }, k, lang, false);
          expect(line).not.toBe('X.');
          expect(skyFromText(line).weather, line).toBe(weather);
        }
      }
    for (const time of ['night', 'dusk'] as const)
      for (const n of [0, 1, 2])
        for (const lang of ['en', 'fr'] as const) {
          expect(skyFromText(withSky('X.', { time }, n, lang, false)).light).toBe(time);
          expect(skyFromText((skyWhen({ time }) as { en: string; fr: string })[lang]).light).toBe(time);
        }
  });
});

describe('a goal that names no thing has no invented object', () => {
  it.each([
    ['A bear wants a hug', 'en'],
    ['A little girl wants to find her way home', 'en'],
    ['Un garçon cherche son chemin dans la forêt', 'fr'],
    ['An elephant named Ella finds shapes at the zoo', 'en'],
  ] as const)('%s', (description, lang) => {
    expect(readIdea('Title', description, lang).object?.parcel).toBeUndefined();
  });
});
