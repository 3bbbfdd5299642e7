import type { Language } from '@bookloom/core';
import { expect } from 'vitest';
import { planStory } from './story-fixtures';

/** The words that name each drawn icon (or the one standing at the hero's side), in either language. */
export const DRAWN_WORDS: Record<string, RegExp> = {
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
  magpie: /magpie|\bpie\b/,
  fountain: /fountain|fontaine/,
  cat: /kitten|chaton|\bcats\b|\bchats\b/,
  'deciduous-tree': /tree|arbre|chêne/,
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
  girl: /Lily|children|enfants|next door|voisine/,
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
  coin: /button|bouton|coins|pièces/,
  crown: /crown|couronne/,
  mouse: /mouse|souris/,
  door: /door|porte/,
  mirror: /mirror|miroir/,
  fox: /fox|renard/,
  'woman-fairy': /fairy|fée/,
  dragon: /dragon/,
  'red-paper-lantern': /lanterns|lanternes/,
  rock: /rock|rocher/,
  droplet: /water|eau/,
  cupcake: /cakes|gâteaux/,
  rabbit: /rabbits|lapins/,
  'leaf-fluttering-in-wind': /leaf|feuille/,
  sandwich: /sandwich/,
  blossom: /daisy|daisies|pâquerettes?/,
  softball: /\bball\b|ballon/,
  butterfly: /butterfly|papillon/,
  strawberry: /strawberry|fraise/,
  ant: /\bants\b|fourmis/,
  'tropical-drink': /lemonade|limonade/,
  'lady-beetle': /ladybird|coccinelle/,
  rainbow: /rainbow|arc-en-ciel/,
  hedgehog: /hedgehog|hérisson/,
  bat: /\bbat\b|chauve-souris/,
  'crescent-moon': /moon|lune/,
  'full-moon': /moon|lune/,
  cloud: /cloud|nuage/,
  'red-heart': /heart|cœur/,
  'glowing-star': /stars?|étoiles?/,
  sparkles: /stars|étoiles/,
  'shooting-star': /shooting star|étoile filante/,
  'sneezing-face': /aaa-choo|atchoum/,
  'face-with-thermometer': /fever|fièvre/,
  'health-worker': /doctor|\bvet\b|docteur|vétérinaire/,
  thermometer: /thermometer|thermomètre/,
  pill: /medicine|médicament/,
  'steaming-bowl': /soup|soupe/,
  'hot-beverage': /\btea\b|tisane/,
  'honey-pot': /honey|miel/,
  envelope: /card|carte/,
  sun: /\bsun\b|soleil/,
  'soccer-ball': /\bball\b|ballon/,
  package: /boxe?s?\b|cartons?/,
  'delivery-truck': /moving van|camion de déménagement/,
  cow: /cows|vaches/,
  'teddy-bear': /teddy bear|nounours/,
  'framed-picture': /drawing|dessin/,
  house: /house|maison/,
  'bowl-with-spoon': /bowl|gamelle/,
  bone: /treat|friandise/,
  poodle: /\bdogs\b|\bchiens\b/,
};
/** The stock captions, which know nothing of the story. */
export const STOCK =
  /magic wand|baguette magique|bubbles|bulles|plays with a ball|joue au ballon|picnic|pique-nique|the present|le cadeau|reads a book|lit un livre/;

/** A story arc's idea, its book's language, and words its pages must say in this order. */
export type ArcCase = [Language, string, RegExp[]];

/**
 * A story arc colored as its own scenes (text/coloring-arc.ts): no caption twice, no stock caption,
 * the scenes in the arc's order, and every thing drawn beside the hero (or at its side) named.
 */
export async function expectArcColoring(
  language: Language,
  description: string,
  pages: number,
  order: RegExp[],
) {
  const plan = await planStory({ type: 'coloring', language, description, pages });
  const texts = plan.pages.map((p) => p.text);
  expect(new Set(texts).size).toBe(texts.length);
  for (const p of plan.pages) expect(`${p.text} ${p.alt}`).not.toMatch(STOCK);
  const at = order.map((re) => texts.findIndex((t) => re.test(t)));
  expect(at.every((k) => k >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  for (const page of plan.pages) {
    const hints = page.hints as { subjects?: string[]; companion?: string };
    const drawn = [...(hints.subjects ?? []), ...(hints.companion ? [hints.companion] : [])];
    expect(drawn.length).toBeGreaterThan(0);
    for (const icon of drawn) expect(page.text).toMatch(DRAWN_WORDS[icon] ?? /^$/);
  }
}

/** Each case at 12 and 24 pages. */
export const atBothLengths = (cases: ArcCase[]) =>
  cases.flatMap(([lang, idea, order]) => [12, 24].map((pages) => [lang, idea, pages, order] as const));
