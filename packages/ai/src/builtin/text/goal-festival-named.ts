import type { Feast } from '../idea/read-goal-festival';
import type { NamedThing } from './named-drawn';

/** The festivals' things as the shared table has them (named-drawn.ts): each drawn where its page names it. */
const named = (re: RegExp, icon: string, en: string, fr: string): NamedThing => [re, icon, { en, fr }];

const GRANDMA = named(/Grandma|mamie/, 'old-woman', 'Grandma', 'mamie');
const MUM = named(/\bMum\b|maman/, 'woman', 'Mum', 'maman');
const GRANDPA = named(/Grandpa|papi/, 'old-man', 'Grandpa', 'papi');
// Fireworks burst in the sky, not the Fluent tile (pictures/fireworks-burst-icon.ts).
const FIREWORKS = named(/firework|feu d’artifice/i, 'fireworks-burst', 'fireworks', 'un feu d’artifice');

/** What each festival's pages name (goal-festival.ts), in the order they are drawn when a page names several. */
export const FESTIVAL_NAMED: Record<Feast, NamedThing[]> = {
  hanukkah: [
    // No Hanukkah menorah is a candle beside the hero: the menorah itself, its candles in it.
    named(/menorah|ménorah|candle|bougie/i, 'menorah', 'the menorah', 'la ménorah'),
    named(/dreidel|spinning top|toupie/i, 'dreidel', 'a dreidel', 'un dreidel'),
    named(
      /chocolate coins|coin|pièces? en chocolat|pièce/i,
      'coin',
      'chocolate coins',
      'des pièces en chocolat',
    ),
    named(/potatoes|pommes de terre/i, 'potato', 'potatoes', 'des pommes de terre'),
    named(/latke|galette/i, 'pancakes', 'latkes', 'des latkes'),
    named(/doughnut|sufganiyot|beignet/i, 'doughnut', 'jam doughnuts', 'des beignets à la confiture'),
    named(/apple sauce|compote/i, 'red-apple', 'apple sauce', 'de la compote de pommes'),
    named(
      /story of the oil|histoire de l’huile/i,
      'diya-lamp',
      'the little oil lamp',
      'la petite lampe à huile',
    ),
    named(/neighbour|voisin/i, 'man', 'a neighbour', 'un voisin'),
    named(/street|rue/i, 'house', 'the street’s windows', 'les fenêtres de la rue'),
    GRANDMA,
  ],
  diwali: [
    named(/diya|lamp|lampe/i, 'diya-lamp', 'clay diyas', 'des diyas en argile'),
    FIREWORKS,
    named(/rangoli/i, 'blossom', 'a rangoli flower', 'une fleur de rangoli'),
    named(/powder|poudre/i, 'artist-palette', 'coloured powders', 'des poudres colorées'),
    named(/sari/i, 'sari', 'a sari', 'un sari'),
    named(/new clothes|habits neufs/i, 't-shirt', 'new clothes', 'des habits neufs'),
    named(/mirror|miroir/i, 'mirror', 'the mirror', 'le miroir'),
    named(/sweet|douceur/i, 'candy', 'sweets', 'des douceurs'),
    named(/Mr Singh|monsieur Singh/, 'person-wearing-turban', 'old Mr Singh', 'le vieux monsieur Singh'),
    named(/parcel|paquet/i, 'wrapped-gift', 'a parcel', 'un paquet'),
    MUM,
    GRANDPA,
    GRANDMA,
  ],
  lunar: [
    named(/broom|swept|sweep|balai/i, 'broom', 'a broom', 'un balai'),
    named(/lantern|lanterne/i, 'red-paper-lantern', 'red lanterns', 'des lanternes rouges'),
    named(/scroll|banderole/i, 'scroll', 'red paper scrolls', 'des banderoles rouges'),
    named(/red envelope|enveloppe rouge/i, 'red-envelope', 'a red envelope', 'une enveloppe rouge'),
    named(/dumpling|ravioli/i, 'dumpling', 'dumplings', 'des raviolis'),
    named(/tangerine|mandarine/i, 'tangerine', 'tangerines', 'des mandarines'),
    named(/\ba coin\b|pièce/i, 'coin', 'a lucky coin', 'une pièce porte-bonheur'),
    named(/dragon/i, 'dragon', 'the dancing dragon', 'le dragon qui danse'),
    named(/lion/i, 'lion', 'the dancing lion', 'le lion qui danse'),
    named(/drum|tambour/i, 'long-drum', 'a drum', 'un tambour'),
    named(/firecracker|pétard/i, 'firecracker', 'firecrackers', 'des pétards'),
    named(/\bfish\b|poisson/i, 'fish', 'a big fish', 'un grand poisson'),
    named(/scissors|ciseaux/i, 'scissors', 'scissors', 'des ciseaux'),
    FIREWORKS,
    GRANDPA,
    GRANDMA,
    MUM,
  ],
  thanksgiving: [
    named(/\bpie\b|tarte/i, 'pie', 'a pumpkin pie', 'une tarte à la citrouille'),
    named(/turkey|dinde/i, 'turkey', 'the turkey', 'la dinde'),
    named(/car window|voiture/i, 'automobile', 'the family car', 'la voiture de la famille'),
    named(/leaves|feuilles/i, 'fallen-leaf', 'autumn leaves', 'des feuilles d’automne'),
    named(/plate|assiette/i, 'fork-and-knife-with-plate', 'the plates', 'les assiettes'),
    named(/corn|maïs/i, 'ear-of-corn', 'corn', 'du maïs'),
    named(/potato|purée|pommes de terre/i, 'potato', 'mashed potatoes', 'de la purée'),
    named(/apples|panier de pommes/i, 'red-apple', 'apples', 'des pommes'),
    named(/napkin|serviette/i, 'fork-and-knife-with-plate', 'the napkins', 'les serviettes'),
    named(/cousin/i, 'child', 'the cousins', 'les cousins'),
    named(/aunt|tante/i, 'woman', 'an aunt', 'une tante'),
    GRANDMA,
  ],
  valentine: [
    named(/postbox|boîte aux lettres/i, 'postbox', 'the class postbox', 'la boîte aux lettres de la classe'),
    // Mum before the shy classmate: the last page at home draws her, Timo only his card.
    MUM,
    // The shy classmate, one child beside the hero.
    named(/Timo/, 'child', 'Timo', 'Timo'),
    named(/teacher|maîtresse/i, 'teacher', 'the teacher', 'la maîtresse'),
    named(/scissors|ciseaux/i, 'scissors', 'round scissors', 'des ciseaux à bouts ronds'),
    named(/glitter|paillettes/i, 'sparkles', 'glitter', 'des paillettes'),
    named(/\bcards?\b|cartes?\b/i, 'love-letter', 'a Valentine card', 'une carte de la Saint-Valentin'),
    named(/heart|cœur/i, 'red-heart', 'a red heart', 'un cœur rouge'),
    GRANDMA,
  ],
};
