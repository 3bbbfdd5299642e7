import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * The newer arcs as coloring books printed the stock captions: 'A family trip to the beach for summer
 * holidays' colored "Pim, who blows bubbles in the calm cove" and « la baguette magique parmi les
 * rochers de la plage ». Each page is now one of the arc's scenes in order (coloring-arc-scenes-*.ts),
 * every thing drawn beside the hero named by its caption, the family where the caption says it is.
 */

/** The words that name each drawn icon (or the one standing at the hero's side), in either language. */
const DRAWN_WORDS: Record<string, RegExp> = {
  bucket: /bucket|seau/,
  automobile: /\bcar\b|voiture/,
  'water-wave': /waves?|vagues?|\bsea\b|\bmer\b|river|rivière/,
  sandcastle: /sandcastle|château de sable/,
  crab: /crab|crabe/,
  'soft-ice-cream': /ice cream|glace/,
  'spiral-shell': /shell|coquillage/,
  kite: /kite|cerf-volant/,
  sailboat: /boat|bateau/,
  'umbrella-on-ground': /umbrella|parasol/,
  sunrise: /sun set|soleil se coucher/,
  woman: /Mum|Maman/,
  man: /Dad|Papa|neighbour|voisin/,
  'old-woman': /Grandma|Mamie|old lady|vieille dame|Mrs Hazel|Madame Noisette/,
  dog: /dog|puppy|chien|chiot/,
  raccoon: /raccoon|raton laveur/,
  bird: /magpie|\bpie\b/,
  fountain: /fountain|fontaine/,
  cat: /kitten|chaton/,
  'deciduous-tree': /tree|arbre/,
  balloon: /balloon|ballon/,
  'red-apple': /apples|pommes/,
  bus: /\bbus\b/,
  tangerine: /oranges/,
  'top-hat': /\bhat\b|chapeau/,
  books: /books|livres/,
  'cloud-with-lightning-and-rain': /storm|orage/,
  'confetti-ball': /confetti/,
  ghost: /ghost|fantôme/,
  pumpkin: /pumpkin|citrouille/,
  'jack-o-lantern': /pumpkin lanterns?|lanternes?-citrouilles?/,
  candle: /candle|bougie/,
  'woman-mage': /Ruby the witch|Ruby la sorcière/,
  'person-vampire': /Oscar the vampire|Oscar le vampire/,
  lollipop: /lollipop|sucette/,
  'chocolate-bar': /chocolate|chocolat/,
  'black-cat': /\bcat\b|\bchat\b/,
  'spider-web': /cobwebs|toiles d’araignée/,
  owl: /\bowl\b|chouette/,
  candy: /sweets|bonbons/,
  basket: /basket|panier/,
  egg: /\beggs?\b|œufs?/,
  'potted-plant': /flowerpot|pot de fleurs/,
  tulip: /tulips|tulipes/,
  'womans-boot': /boot|botte/,
  'empty-nest': /nest|\bnid\b/,
  carrot: /carrots|carottes/,
  'hatching-chick': /chick|poussin/,
  girl: /Lily|children|enfants/,
  boy: /\bLeo\b|Léo/,
  'artist-palette': /paints|peint/,
  'wind-face': /wind|vent/,
  chicken: /\bhen\b|poule/,
  frog: /frog|grenouille/,
  'magnifying-glass-tilted-left': /magnifying glass|loupe/,
  cookie: /crumbs|miettes|cookies|biscuits/,
  'paw-prints': /paw print|empreinte de patte/,
  footprints: /footprints|empreintes|traces/,
  notebook: /notebook|carnet/,
  rose: /roses/,
  chipmunk: /squirrel|écureuil/,
  chestnut: /nuts|noisettes/,
  goat: /goat|chèvre/,
  duck: /ducks|canards/,
  shortcake: /cake|gâteau/,
  feather: /feather|plume/,
  coin: /button|bouton/,
  crown: /crown|couronne/,
  mouse: /mouse|souris/,
};
/** The stock captions, which know nothing of the story. */
const STOCK =
  /magic wand|baguette magique|bubbles|bulles|plays with a ball|joue au ballon|picnic|pique-nique|the present|le cadeau|reads a book|lit un livre/;

type Case = [Language, string, RegExp[]];
const CASES: Case[] = [
  [
    'en',
    'A family trip to the beach for summer holidays',
    [
      /bucket/,
      /car with Mum and Dad/,
      /sandcastle/,
      /crab/,
      /ice cream/,
      /wash the sandcastle away/,
      /sun set/,
    ],
  ],
  [
    'fr',
    'Les vacances à la mer en famille',
    [
      /seau/,
      /voiture avec Maman et Papa/,
      /château de sable/,
      /crabe/,
      /glace/,
      /emporter le château/,
      /soleil/,
    ],
  ],
  [
    'fr',
    'Les vacances à la mer avec Mamie et mon chien',
    [
      /seau/,
      /voiture avec Mamie et le chien/,
      /crabe/,
      /emporter le château/,
      /plus grand château/,
      /coucher sur la mer avec Mamie et le chien/,
    ],
  ],
  [
    'en',
    'A superhero kid saves the city',
    [
      /cape/,
      /kitten/,
      /balloon/,
      /apples/,
      /yellow bus/,
      /puppy/,
      /books/,
      /kite/,
      /storm clouds/,
      /sandbags/,
      /confetti/,
    ],
  ],
  [
    'fr',
    'Un petit super-héros sauve la ville',
    [
      /cape/,
      /chaton/,
      /ballon/,
      /pommes/,
      /bus jaune/,
      /chiot/,
      /livres/,
      /cerf-volant/,
      /nuages d’orage/,
      /sacs de sable/,
      /confettis/,
    ],
  ],
  [
    'en',
    'Halloween night trick or treating',
    [
      /ghost sheet/,
      /pumpkin/,
      /Ruby the witch/,
      /lollipop/,
      /black cat/,
      /cobwebs/,
      /Mrs Hazel/,
      /shares the sweets/,
      /counts/,
    ],
  ],
  [
    'fr',
    'La nuit d’Halloween, la tournée des bonbons avec mes amis',
    [
      /drap de fantôme/,
      /citrouille/,
      /Ruby la sorcière/,
      /sucette/,
      /chat noir/,
      /toiles d’araignée/,
      /Madame Noisette/,
      /partage ses bonbons/,
      /compte/,
    ],
  ],
  [
    'fr',
    'La chasse aux œufs de Pâques',
    [
      /panier/,
      /Mamie crier/,
      /œuf rouge/,
      /œuf bleu/,
      /œuf vert/,
      /panier de Lily/,
      /œuf orange/,
      /Lily trouve l’œuf doré/,
      /chocolat avec Lily et Mamie/,
    ],
  ],
  [
    'en',
    'An Easter egg hunt in the garden with my little brother',
    [
      /basket/,
      /red egg/,
      /green egg/,
      /Leo’s basket/,
      /orange egg/,
      /Leo finds the golden egg/,
      /chocolate with Leo/,
    ],
  ],
  [
    'en',
    'The Easter bunny lost his eggs',
    [
      /paints eggs/,
      /wind/,
      /red egg/,
      /green egg/,
      /golden egg/,
      /hides/,
      /children find the eggs/,
      /chocolate egg/,
    ],
  ],
  [
    'en',
    'A cat and a mouse become detectives',
    [
      /magnifying glass and looks for Grandma’s cake with the mouse/,
      /crumbs/,
      /paw print/,
      /the hen sitting/,
      /ducks/,
      /notebook with the mouse/,
      /hungry puppy/,
      /with the puppy and the mouse/,
    ],
  ],
  [
    'fr',
    'Qui a mangé le gâteau de mamie ?',
    [
      /cherche le gâteau de Mamie/,
      /miettes/,
      /empreinte de patte/,
      /poule/,
      /canards/,
      /relit tous les indices/,
      /chiot gourmand et les dernières miettes du gâteau de Mamie/,
      /le partage avec le chiot/,
    ],
  ],
  [
    'en',
    'Who stole the queen’s crown? A little detective solves the mystery',
    [
      /looks for the crown/,
      /feather/,
      /bird footprints/,
      /shiny button/,
      /ducks/,
      /finds the crown with a magpie/,
      /gives the magpie a shiny button/,
    ],
  ],
  [
    'fr',
    'Un chien détective cherche qui a mangé les biscuits',
    [/cherche les biscuits/, /miettes/, /poule/, /raton laveur gourmand/, /les partage avec le raton laveur/],
  ],
];

describe('a newer story arc as a coloring book colours the arc’s own scenes', () => {
  it.each(
    CASES.flatMap(([lang, idea, order]) => [12, 24].map((pages) => [lang, idea, pages, order] as const)),
  )('%s: %s (%i pages)', async (language, description, pages, order) => {
    const plan = await planStory({ type: 'coloring', language, description, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(texts.length);
    for (const p of plan.pages) expect(`${p.text} ${p.alt}`).not.toMatch(STOCK);
    // The arc's scenes in the arc's order.
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const page of plan.pages) {
      const hints = page.hints as { subjects?: string[]; companion?: string };
      const drawn = [...(hints.subjects ?? []), ...(hints.companion ? [hints.companion] : [])];
      expect(drawn.length).toBeGreaterThan(0);
      for (const icon of drawn) expect(page.text).toMatch(DRAWN_WORDS[icon] ?? /^$/);
    }
  });

  it('the seaside family is drawn where the caption names it, the one the idea names too', async () => {
    for (const [language, description, who] of [
      ['en', 'A family trip to the beach for summer holidays', 'woman'],
      ['fr', 'Les vacances à la mer avec Mamie et mon chien', 'old-woman'],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const family = plan.pages.filter((p) => /Mum|Maman|Mamie/.test(p.text));
      expect(family.length).toBeGreaterThanOrEqual(3);
      for (const p of family) expect((p.hints as { companion?: string }).companion).toBe(who);
    }
  });

  it('the superhero’s storm is drawn as a storm, with no sun', async () => {
    for (const language of ['en', 'fr'] as const) {
      const description =
        language === 'en' ? 'A superhero kid saves the city' : 'Un petit super-héros sauve la ville';
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const storm = plan.pages.filter((p) => /storm|orage/.test(p.text));
      expect(storm.length).toBeGreaterThanOrEqual(2);
      for (const p of storm) expect(p.hints?.weather).toBe('storm');
      expect(plan.pages.filter((p) => p.hints?.weather).length).toBe(storm.length);
    }
  });

  it('Halloween is colored at night, the little one of the egg hunt at the hero’s side', async () => {
    for (const [language, description] of [
      ['en', 'Halloween night trick or treating'],
      ['fr', 'La nuit d’Halloween, la tournée des bonbons avec mes amis'],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      for (const p of plan.pages) expect(p.hints?.light).toBe('night');
    }
    for (const [language, description, who] of [
      ['fr', 'La chasse aux œufs de Pâques', 'girl'],
      ['en', 'An Easter egg hunt in the garden with my little brother', 'boy'],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const little = plan.pages.filter((p) => /Lily|Leo/.test(p.text));
      expect(little.length).toBeGreaterThanOrEqual(4);
      for (const p of little) expect((p.hints as { companion?: string }).companion).toBe(who);
    }
  });

  it('the detective’s friend is drawn where the caption names it, and no suspect is the hero’s kind', async () => {
    for (const [language, description] of [
      ['en', 'A cat and a mouse become detectives'],
      ['fr', 'Un chat et une souris deviennent détectives'],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const pal = plan.pages.filter((p) => /mouse|souris/.test(p.text));
      expect(pal.length).toBeGreaterThanOrEqual(3);
      for (const p of pal) expect((p.hints as { companion?: string }).companion).toBe('mouse');
      // A cat hero questions no sleepy cat; a dog hero's culprit is a raccoon.
      expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/sleepy cat|chat endormi/);
    }
  });

  it('"with the mouse at the kitchen" draws no hen in the kitchen', async () => {
    const plan = await planStory({
      type: 'coloring',
      language: 'en',
      description: 'A cat and a mouse become detectives',
      pages: 12,
    });
    const svg = String(await drawPlanPage(plan, 'coloring', 0, 600, plan.pages[0], true));
    expect(plan.pages[0].text).toMatch(/kitchen/);
    expect(svg).toContain('data-icon="mouse"');
    expect(svg).not.toContain('data-icon="chicken"');
  });

  it('the summer holidays are the seaside, not the snowy village', async () => {
    const plan = await planStory({
      type: 'coloring',
      language: 'en',
      description: 'A family trip to the beach for summer holidays',
      pages: 12,
    });
    expect(plan.character.figure?.theme).toBe('summer');
  });
});
