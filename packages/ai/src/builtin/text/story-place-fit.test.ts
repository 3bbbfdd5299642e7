import { describe, expect, it } from 'vitest';
import { type Place, type PlaceFamily, SETTINGS } from '../idea/settings';
import { VOYAGE } from '../idea/settings-voyage';
import { COLORING_ACTIVITIES } from './coloring-pages';
import { episodeSlots } from './place-episode-words';
import { planBuiltinStory } from './plan-builtin-story';
import { PLACE_COUPLETS } from './poetry-place-couplets';
import { fill } from './story-context';
import { EPISODES } from './story-episodes';
import { type Fits, fitsPlace } from './story-place-fit';
import type { L } from './theme-types';
import { ALL_THEMES } from './themes';

/**
 * Issue 14: a story only tells what can happen where it is. Every one of the 140 places through
 * every episode and place couplet it is given, in both languages: words that cannot belong to the
 * place's family (a branch on a coral reef, a puddle in space, rain in a library) fail the test.
 */
const PLACES: { owner: string; place: Place }[] = [
  ...[...SETTINGS, VOYAGE].flatMap((s) => s.places.map((place) => ({ owner: `setting ${s.id}`, place }))),
  ...ALL_THEMES.flatMap((t) => t.places.map((place) => ({ owner: `theme ${t.id}`, place }))),
];
const TEMPLATES: { from: string; t: L & Fits }[] = [
  ...Object.entries(EPISODES).flatMap(([kind, ts]) => ts.map((t) => ({ from: `episode ${kind}`, t }))),
  ...PLACE_COUPLETS.map((c) => ({
    from: 'poem',
    t: { en: c.en.join('\n'), fr: c.fr.join('\n'), fits: c.fits, unlessPlace: c.unlessPlace },
  })),
  ...COLORING_ACTIVITIES.map((a) => ({
    from: 'coloring',
    t: {
      en: `Color {name}, who ${a.en} {atPlace}!`,
      fr: `Colorie {name}, qui ${a.fr} {atPlace} !`,
      fits: a.fits,
    },
  })),
];

/** Land weather and plants: never under the sea or in space. */
const LAND_EN =
  /\b(puddle|wind|breeze|rain|branch|leaf|leaves|grass|bush|clouds?|butterfly|bird|fog|sniffed the air|sun goes|tulip|picnic)\b/i;
const LAND_FR =
  /\b(flaque|vent|brise|pluie|branche|feuille|herbe|buisson|nuages?|papillon|oiseau|brouillard|renifla l’air|soleil|tulipe|pique-nique)\b/i;
/** What only happens in water or in space: never on land. */
const AWAY_EN =
  /\b(swam|swims?|fish|jellyfish|tiny bubbles|current|gravity|space rocks|Earth|floated|octopus|sea turtle|rocket|alien)\b/;
const AWAY_FR =
  /\b(nagea|nager?|poissons?|méduses|petites bulles|courant|gravité|cailloux de l’espace|Terre|flotta|pieuvre|tortue de mer|fusée|extraterrestre)\b/;
const UNSUITED: Record<PlaceFamily, { en: RegExp[]; fr: RegExp[] }> = {
  sea: {
    en: [
      LAND_EN,
      /\b(apple|basket|snack|drank|cool water|gate|slope|climb|bridge|path|space rocks|gravity)\b/i,
    ],
    fr: [
      LAND_FR,
      /\b(pomme|panier|goûter|but un peu d’eau|eau fraîche|portail|pente|montée|pont|gravité)\b/i,
    ],
  },
  space: {
    en: [LAND_EN, /\b(swam|swim|fish|cool water|drank|bridge|gate|jellyfish)\b/i],
    fr: [LAND_FR, /\b(nagea|nager|poissons?|eau fraîche|but un peu d’eau|pont|portail|méduses)\b/i],
  },
  sky: {
    en: [AWAY_EN, /\b(branch|puddle|grass|bush|hole|stone|slope|sand|climb|leaf|butterfly|tracks)\b/i],
    fr: [
      AWAY_FR,
      /\b(branche|flaque|herbe|buisson|trou|pierre|pente|sable|montée|feuille|papillon|traces)\b/i,
    ],
  },
  indoor: {
    en: [
      AWAY_EN,
      /\b(rain|wind|breeze|clouds?|sky|fog|bird|butterfly|grass|bush|branch|slope|stone|climb|leaf|sun)\b/i,
    ],
    fr: [
      AWAY_FR,
      /\b(pluie|vent|brise|nuages?|ciel|brouillard|oiseau|papillon|herbe|buisson|branche|pente|pierre|montée|feuille|soleil)\b/i,
    ],
  },
  town: {
    en: [AWAY_EN, /\b(leaf|leaves|grass|bush|fallen branch|slope|stone|steep climb)\b/i],
    fr: [AWAY_FR, /\b(feuille|herbe|buisson|branche|pente|pierre|montée raide)\b/i],
  },
  nature: { en: [AWAY_EN], fr: [AWAY_FR] },
  snow: {
    en: [AWAY_EN, /\b(butterfly|grass|rain|puddle|leaf|leaves|bush|branch)\b/i],
    fr: [AWAY_FR, /\b(papillon|herbe|pluie|flaque|feuille|buisson|branche)\b/i],
  },
  // Aboard a ship on the open sea: no ground, stones, plants or paths (a pirate voyage's deck).
  ship: {
    en: [
      AWAY_EN,
      /\b(branch|leaf|leaves|grass|bush|butterfly|path|gate|stone|slope|puddle|hole|mud|sand|steep climb|tunnel)\b/i,
    ],
    fr: [
      AWAY_FR,
      /\b(branche|feuille|herbe|buisson|papillon|portail|pierre|pente|flaque|trou|boue|sable|montée raide|tunnel)\b/i,
    ],
  },
  // Inside a cave, under rock: no sky, weather, plants or birds.
  cave: {
    en: [
      AWAY_EN,
      /\b(rain|wind|breeze|clouds?|sky|fog|bird|butterfly|grass|bush|branch|leaf|leaves|sun|puddle|snow|sniffed the air)\b/i,
    ],
    fr: [
      AWAY_FR,
      /\b(pluie|vent|brise|nuages?|ciel|brouillard|oiseau|papillon|herbe|buisson|branche|feuille|soleil|flaque|neige|renifla l’air)\b/i,
    ],
  },
  shore: {
    en: [/\b(gravity|space rocks|Earth|jellyfish|branch|leaf|leaves|grass|bush|butterfly|path split|gate)\b/],
    fr: [/\b(gravité|cailloux de l’espace|Terre|méduses|branche|feuille|herbe|buisson|papillon|portail)\b/],
  },
};

const SLOTS = {
  en: {
    name: 'Zoé',
    object: 'the shell',
    aObject: 'a shell',
    friend: 'Tom',
    Friend: 'Tom',
    other: 'a turtle',
  },
  fr: {
    name: 'Zoé',
    object: 'le coquillage',
    aObject: 'un coquillage',
    friend: 'Tom',
    Friend: 'Tom',
    other: 'une tortue',
  },
};

describe('story templates fit their place (issue 14)', () => {
  it('every place has a family, and the 140 places cover them all', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(140);
    const families = new Set(PLACES.map((x) => x.place.family));
    for (const f of ['sea', 'space', 'sky', 'indoor', 'town', 'nature', 'snow', 'shore'])
      expect(families).toContain(f);
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: no place × template pairing the engine may print says what cannot happen there`, () => {
      const problems: string[] = [];
      for (const { owner, place } of PLACES)
        for (const { from, t } of TEMPLATES) {
          if (!fitsPlace(t, place)) continue;
          const text = fill(t[lang], {
            ...SLOTS[lang],
            place: place[lang],
            atPlace: place.at[lang],
            ...episodeSlots(place.family, lang),
          });
          for (const re of UNSUITED[place.family][lang])
            if (re.test(text)) problems.push(`${owner} / ${place.en} (${place.family}) / ${from}: ${text}`);
        }
      expect(problems.slice(0, 15)).toEqual([]);
    });
  }

  it('every place keeps at least three templates of each episode kind, even without a friend', () => {
    const thin: string[] = [];
    for (const { owner, place } of PLACES)
      for (const [kind, ts] of Object.entries(EPISODES)) {
        const n = ts.filter((t) => fitsPlace(t, place) && !/\{friend\}/i.test(t.en)).length;
        if (n < 3) thin.push(`${owner} / ${place.en}: ${kind} ${n}`);
      }
    expect(thin).toEqual([]);
  });

  it('declares the family of places whose owner would mislead', () => {
    const family = (en: string) => PLACES.find((x) => x.place.en === en)?.place.family;
    expect(family('the coral reef')).toBe('sea');
    expect(family('the red planet')).toBe('space');
    expect(family('the big red barn')).toBe('indoor');
    expect(family('the castle garden')).toBe('nature');
    expect(family('the rainbow bridge')).toBe('sky');
  });

  it('50-page stories and coloring books under the sea and in space print no land weather or plants', async () => {
    for (const [description, language, family] of [
      ['A seahorse named Coral lost her pearl on the coral reef under the sea.', 'en', 'sea'],
      ['Un hippocampe nommé Coralie a perdu sa perle sous la mer.', 'fr', 'sea'],
      ['A robot named Nova looks for a golden key in space.', 'en', 'space'],
      ['Un robot nommé Nova cherche une clé dorée dans l’espace.', 'fr', 'space'],
    ] as const) {
      for (const type of ['story-book', 'coloring'] as const) {
        const plan = await planBuiltinStory({
          title: 'Deep',
          author: 'A',
          type,
          description,
          pages: 50,
          language,
          trim: '8x8',
          bleed: false,
          quality: 'standard',
        });
        const text = plan.pages.map((p) => p.text).join('\n');
        for (const re of UNSUITED[family][language]) expect(text).not.toMatch(re);
        // Fewer activities fit the sea: still a new caption on every one of the 50 pages.
        if (type === 'coloring') expect(new Set(plan.pages.map((p) => p.text)).size).toBe(50);
      }
    }
  });
});
