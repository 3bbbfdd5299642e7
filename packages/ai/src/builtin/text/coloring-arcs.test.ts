import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * The newer story arcs as coloring books printed the stock captions: 'A bear sleeps in a cave all
 * winter' gave "Color Lumi, who finds the magic wand under the stalactites!" twelve times over, no
 * bear, no den, no snow. Each page is now one of the arc's scenes (coloring-arc.ts), the hero called
 * by its kind, and every thing drawn named by the caption.
 */

/** The words that name each drawn icon, in either language. */
const ICON_WORDS: Record<string, RegExp> = {
  'fallen-leaf': /leaves|feuilles/,
  blueberries: /berries|mûres/,
  fish: /fish|poisson/,
  'honey-pot': /honey|miel/,
  chestnut: /acorns|glands/,
  bird: /birds|oiseaux/,
  snowflake: /snow|neige/,
  zzz: /sleeps|snores|dort|ronfle/,
  mouse: /mouse|souris/,
  sun: /sun|soleil/,
  tulip: /flowers|fleurs/,
  blossom: /flowers|fleurs/,
  cactus: /cactus/,
  droplet: /water|drop|eau|goutte/,
  cloud: /cloud|nuage|smoke|fumée/,
  'cloud-with-rain': /rains|pleut/,
  rainbow: /rainbow|arc-en-ciel/,
  owl: /owl|hibou/,
  'crescent-moon': /moon|lune/,
  star: /stars|étoiles/,
  bat: /\bbat\b|chauve-souris/,
  boy: /boy|garçon/,
  sailboat: /boat|bateau/,
  sparkles: /twinkles|scintille/,
  'wind-face': /wind|vent/,
  snowman: /snowman|bonhomme de neige/,
  gloves: /mittens|moufles/,
  'hot-beverage': /cocoa|chocolat chaud/,
  yarn: /wool|laine/,
  scarf: /scarf|écharpe/,
  lion: /lion/,
  seedling: /seed|graine/,
  wood: /wood|bois/,
  turtle: /tortoise|tortue/,
  knot: /rope|corde/,
  'pregnant-woman': /Mum|Maman/,
  man: /Dad|Papa/,
  'artist-palette': /paint|peindre/,
  'teddy-bear': /teddy|ours en peluche/,
  'baby-bottle': /bottle|biberon/,
  'musical-notes': /lullaby|berceuse/,
  duck: /ducks?|canards|cane/,
  'closed-book': /story|histoire/,
  envelope: /invitations/,
  balloon: /balloons?|ballons?/,
  'birthday-cake': /cake|gâteau/,
  'wrapped-gift': /present|cadeau/,
  'party-popper': /party popper|cotillon/,
  'sweets-falling': /sweets|bonbons/,
  'top-hat': /\bhat\b|chapeau/,
  lollipop: /lollipop|sucette/,
  umbrella: /umbrella|parapluie/,
  basket: /basket|panier/,
  candy: /sweets|bonbons/,
  toothbrush: /teeth|dents/,
  beans: /seed|graine/,
  hole: /hole|trou|mud|boue/,
  blackbird: /crow|corbeau/,
  snail: /snail|escargot/,
  herb: /plant|plante/,
  carrot: /carrot|carotte/,
  pumpkin: /pumpkin|citrouille/,
  rosette: /ribbon|ruban/,
  'pot-of-food': /soup|soupe/,
  crowd: /friends|amis/,
  // The rescue vehicles' calls (coloring-arc-scenes-rescue.ts).
  bell: /bell|cloche/,
  ladder: /ladder|échelle/,
  cat: /kitten|chaton/,
  'deciduous-tree': /tree|arbre/,
  'water-wave': /flooded|inondée/,
  fire: /fire|bonfire|feu/,
  'police-car': /police/,
  bubbles: /bubble|bulles/,
  hook: /hook|crochet/,
  automobile: /\bcars?\b|voiture/,
  bus: /\bbus\b|car scolaire/,
  'delivery-truck': /\bvan\b|camionnette/,
  'ice-cream': /ice-cream|glaces/,
  speedboat: /boat|bateau/,
  'cloud-with-lightning-and-rain': /storm|orage/,
  'fire-engine': /fire truck|camion de pompiers/,
  'adhesive-bandage': /plaster|bandage|pansement/,
  bicycle: /bike|vélo/,
  'old-man': /grandpa|grand-père/,
  'old-woman': /grandma|grand-mère/,
  banana: /banana|banane/,
  ice: /ice pack|poche de glace/,
  'soccer-ball': /football/,
  hammer: /hammer|marteau/,
  books: /book|bibliothèque/,
  bread: /toast|bread|tartine|pain/,
  'police-car-light': /light|gyrophare/,
  dog: /dog|chien/,
  'vertical-traffic-light': /traffic lights|feu en panne/,
  girl: /girl|fille/,
  cow: /cows|vaches/,
  'ring-buoy': /ring buoy|bouée/,
  rock: /rock|rocher/,
  crocodile: /crocodile/,
  child: /child|enfant/,
};
/** Who stands at the hero's side: the baby, the friend who knits, the friend of the party. */
const COMPANION_WORDS: Record<string, RegExp> = {
  baby: /baby|bébé/,
  'polar-bear': /polar bear|ours polaire/,
  chipmunk: /\b(Lou|Nina|Sam|Hugo) (the squirrel|l’écureuil)\b/,
};
/** The stock captions, which know nothing of the story. */
const STOCK =
  /magic wand|baguette magique|blows bubbles|fait des bulles|plays with a ball|joue au ballon|picnic|pique-nique/;

type Case = [Language, string, string | undefined, RegExp[]];
const CASES: Case[] = [
  ['en', 'A bear sleeps in a cave all winter', 'the bear', [/den/, /snow/, /sleeps/, /spring/, /berries/]],
  [
    'fr',
    'Un ours dort tout l’hiver dans sa grotte',
    'l’ours',
    [/tanière/, /neige/, /dort/, /printemps/, /mûres/],
  ],
  ['en', 'A brave little mouse helps a lion', 'the mouse', [/the lion/, /rope/, /free/]],
  ['fr', 'Une petite souris courageuse aide un lion', 'la souris', [/du lion/, /corde/, /libérer/]],
  ['en', 'The new baby sister', undefined, [/the baby/, /Mum/, /big (sister|brother)/]],
  ['fr', 'Léa devient grande sœur', undefined, [/Léa/, /bébé/, /Maman/, /une grande sœur/]],
  [
    'en',
    'A little cloud who wants to rain on the desert',
    'the little cloud',
    [/desert/, /rains/, /flowers/],
  ],
  [
    'fr',
    'Un petit nuage qui veut faire pleuvoir sur le désert',
    'le petit nuage',
    [/désert/, /pleut/, /fleurs/],
  ],
  ['en', 'A little star who is afraid of the dark', 'the little star', [/dark/, /owl/, /moon/, /shines/]],
  ['fr', 'Une petite étoile qui a peur du noir', 'la petite étoile', [/noir/, /hibou/, /lune/, /brille/]],
  ['en', 'A bunny plans a surprise party for his friend', 'the rabbit', [/invitations/, /cake/, /Surprise!/]],
  [
    'fr',
    'Une petite souris prépare la fête d’anniversaire de son amie',
    'la souris',
    [/invitations/, /gâteau/, /«\sSurprise\s!\s»/],
  ],
  ['en', 'The day it rained candy', undefined, [/sweets/, /umbrella/, /teeth/]],
  ['fr', 'Le jour où il a plu des bonbons', undefined, [/bonbons/, /parapluie/, /dents/]],
  ['en', 'A little penguin who is cold', 'the penguin', [/scarf/, /polar bear/, /cocoa/]],
  ['fr', 'Un petit pingouin qui a froid', 'le manchot', [/écharpe/, /ours polaire/, /chocolat chaud/]],
  [
    'en',
    'A bunny who loves carrots grows the biggest carrot in the village',
    'the rabbit',
    [/seed/, /sprout/, /crow/, /enormous carrot/, /ribbon at the village fair/],
  ],
  [
    'fr',
    'Un lapin qui adore les carottes',
    'le lapin',
    [/graine/, /pousse/, /carotte énorme/, /soupe à la carotte/],
  ],
  // The rescue vehicles: their calls, not "Toby, who finds the magic wand" (coloring-arc-scenes-rescue.ts).
  ['en', 'A little fire truck saves the day', 'the little fire truck', [/ladder to a kitten/, /big fire/]],
  [
    'fr',
    'Un petit camion de pompiers sauve la journée',
    'le petit camion de pompiers',
    [/chaton/, /grand feu/],
  ],
  ['en', 'A tow truck to the rescue', 'the tow truck', [/out of the mud/, /fallen tree/]],
  ['fr', 'Une ambulance vient en aide', 'l’ambulance', [/vélo/, /car scolaire/]],
  ['en', 'A little fire truck named Ruby helps the town on a busy day', 'the little fire truck', [/kitten/]],
  ['fr', 'Une dépanneuse aide la ville', 'la dépanneuse', [/camionnette-bibliothèque/, /arbre tombé/]],
  ['en', 'A police car saves the day', 'the police car', [/lost little dog/, /traffic lights/, /cows/]],
  ['fr', 'Une voiture de police à la rescousse', 'la voiture de police', [/canetons/, /ours en peluche/]],
  ['en', 'A little helicopter saves the day', 'the little helicopter', [/kitten/, /sailor/, /lifeboat/]],
  ['fr', 'Un petit hélicoptère de sauvetage vient en aide', 'le petit hélicoptère', [/crocodile/, /canot/]],
];

describe('a story arc as a coloring book colours the arc’s own scenes', () => {
  it.each(
    CASES.flatMap(([lang, idea, kind, things]) =>
      [12, 24, 50].map((pages) => [lang, idea, pages, kind, things] as const),
    ),
  )('%s: %s (%i pages)', async (language, description, pages, kind, things) => {
    const plan = await planStory({ type: 'coloring', language, description, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(texts.length);
    const book = texts.join(' ');
    for (const thing of things) expect(book).toMatch(thing);
    expect(book).not.toMatch(STOCK);
    // The story's hero, in the story's world: not the coloring books' stock fairy with her wand.
    expect(plan.character.look).not.toMatch(/fairy|fée|wand|baguette/);
    for (const page of plan.pages) {
      if (kind) expect(page.text).toContain(`${plan.character.name} ${kind}`);
      const hints = page.hints as { subjects?: string[]; companion?: string };
      // Something of the story is drawn beside the hero on every page, and the caption names it.
      expect((hints.subjects ?? []).length + (hints.companion ? 1 : 0)).toBeGreaterThan(0);
      for (const icon of hints.subjects ?? []) expect(page.text).toMatch(ICON_WORDS[icon] ?? /^$/);
      if (hints.companion) expect(page.text).toMatch(COMPANION_WORDS[hints.companion] ?? /^$/);
      // A storm said is a storm drawn: rain, no sun over it.
      if (/storm|orage/.test(page.text)) expect((hints as { weather?: string }).weather).toBe('storm');
    }
  });
});

/** A book shorter than its arc keeps the turn: a 4-page cloud book had no rain in it. */
describe('a short coloring book of a story arc keeps its turn and its ending', () => {
  it.each([
    ['en', 'A little cloud who wants to rain on the desert', [/rains and rains/, /flowers/]],
    ['fr', 'Un petit nuage qui veut faire pleuvoir sur le désert', [/pleut et pleut/, /fleurs/]],
    ['en', 'A bear sleeps in a cave all winter', [/sleeps all winter/, /spring/]],
    ['fr', 'Un ours dort tout l’hiver dans sa grotte', [/dort tout l’hiver/, /printemps/]],
  ] as [Language, string, RegExp[]][])('%s: %s', async (language, description, things) => {
    const plan = await planStory({ type: 'coloring', language, description, pages: 4 });
    const book = plan.pages.map((p) => p.text).join(' ');
    for (const thing of things) expect(book).toMatch(thing);
  });
});
