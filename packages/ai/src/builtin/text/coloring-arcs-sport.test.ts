import { describe, expect, it } from 'vitest';
import { type ArcCase, atBothLengths, expectArcColoring } from '../testing/coloring-arc-check';
import { planStory } from '../testing/story-fixtures';

/**
 * 'Volleyball coloring pages', « Coloriages de judo », 'Ice hockey coloring book' printed the stock
 * captions ("who has a picnic in the enchanted forest", « qui trouve la baguette magique »); now
 * each sport's own scenes at its court, dojo, slope, gym or rink (coloring-arc-scenes-sport*.ts).
 */
const CASES: ArcCase[] = [
  [
    'en',
    'Volleyball coloring pages',
    [
      /trainers/,
      /passes the ball/,
      /coach/,
      /serves/,
      /bumps/,
      /spikes/,
      /dives/,
      /cup/,
      /hugs the whole team/,
    ],
  ],
  [
    'fr',
    'Coloriages de volley',
    [
      /baskets/,
      /passes de ballon/,
      /entraîneuse/,
      /sert le ballon/,
      /manchette/,
      /smashe/,
      /plonge/,
      /coupe/,
      /câlin/,
    ],
  ],
  [
    'en',
    'Judo and karate coloring book',
    [
      /white belt on the judogi/,
      /bows to the teacher/,
      /fall safely/,
      /sleeve and collar/,
      /the throw/,
      /big throw/,
      /yellow belt/,
    ],
  ],
  [
    'fr',
    'Coloriages de judo',
    [
      /ceinture blanche sur son judogi/,
      /salue le professeur/,
      /bien tomber/,
      /manche et le col/,
      /à la projection/,
      /belle projection/,
      /ceinture jaune/,
    ],
  ],
  [
    'fr',
    'Le karaté à colorier',
    [/kimono de karaté/, /bien tomber/, /coup de poing/, /au kata/, /coup de pied parfait/, /ceinture jaune/],
  ],
  [
    'en',
    'Ski coloring book',
    [
      /into the skis/,
      /instructor/,
      /snowplough/,
      /snowman/,
      /lift/,
      /mountains/,
      /flags/,
      /stopwatch/,
      /chequered flag/,
      /medal/,
    ],
  ],
  [
    'fr',
    'Coloriages de ski',
    [
      /chausse ses skis/,
      /monitrice/,
      /chasse-neige/,
      /bonhomme de neige/,
      /perche/,
      /montagnes/,
      /fanions/,
      /chronomètre/,
      /drapeau à damier/,
      /médaille/,
    ],
  ],
  [
    'en',
    'Gymnastics coloring pages',
    [/ribbon/, /stretches/, /cartwheel/, /beam/, /top bar/, /waits for a turn/, /lands the routine/, /medal/],
  ],
  [
    'fr',
    'Coloriages de gym',
    [
      /ruban/,
      /étirements/,
      /la roue/,
      /poutre/,
      /barre du haut/,
      /attend son tour/,
      /enchaînement/,
      /médaille/,
    ],
  ],
  [
    'en',
    'Ice hockey coloring book',
    [/skates/, /hockey stick/, /coach/, /after the puck/, /puck to drop/, /team-mate/, /into the net/, /cup/],
  ],
  [
    'fr',
    'Coloriages de hockey sur glace',
    [/patins/, /crosse/, /entraîneur/, /derrière le palet/, /coéquipier/, /filets/, /coupe/],
  ],
];

describe('sports as coloring books colour their own scenes', () => {
  it.each(atBothLengths(CASES))('%s: %s (%i pages)', (language, description, pages, order) =>
    expectArcColoring(language, description, pages, order),
  );

  it('draws each sport at its own ground, the hero in the gi at the dojo', async () => {
    for (const [language, description, ground] of [
      ['en', 'Ice hockey coloring book', /ice rink/],
      ['fr', 'Coloriages de volley', /volleyball court/],
      ['en', 'Ski coloring book', /ski slope/],
      ['fr', 'Coloriages de gym', /gym/],
      ['fr', 'Coloriages de judo', /dojo/],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      for (const p of plan.pages) expect(String(p.hints?.place), description).toMatch(ground);
    }
    const judo = await planStory({
      type: 'coloring',
      language: 'fr',
      description: 'Coloriages de judo',
      pages: 12,
    });
    // (Shoes are left at the door before the gi is put on.)
    const wears = judo.pages
      .filter((p) => !/baskets/.test(p.text))
      .map((p) => (p.hints as { wears?: string }).wears);
    expect(wears.every((w) => w === 'gi' || w === 'gi-yellow')).toBe(true);
    expect(wears.at(-1)).toBe('gi-yellow');
  });
});

describe('festival and sport coloring books scale with the book', () => {
  const IDEAS = [
    ['en', 'A Hanukkah coloring book'],
    ['fr', 'Coloriages de Diwali'],
    ['en', 'Lunar New Year coloring book'],
    ['fr', 'Thanksgiving à colorier'],
    ['en', 'Volleyball coloring pages'],
    ['fr', 'Coloriages de judo'],
    ['en', 'Karate coloring book'],
    ['fr', 'Coloriages de ski'],
    ['en', 'Gymnastics coloring pages'],
    ['fr', 'Coloriages de hockey sur glace'],
  ] as const;
  it.each(IDEAS)('%s: %s at 4 and 50 pages, no caption twice', async (language, description) => {
    for (const pages of [4, 50]) {
      const plan = await planStory({ type: 'coloring', language, description, pages });
      const texts = plan.pages.map((p) => p.text);
      expect(texts.length).toBe(pages);
      expect(new Set(texts).size, `${pages}`).toBe(pages);
    }
  });
});
