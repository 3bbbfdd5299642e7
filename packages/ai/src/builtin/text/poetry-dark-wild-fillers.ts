import { type ArcLine, BOOK_PLACE } from './poetry-arc-kit';

const ANY = BOOK_PLACE;
const l = (subject: string, en: [string, string], fr: [string, string]): ArcLine => [ANY, subject, en, fr];

/**
 * Night-forest couplets that fit any moment of the owl's night (a snail, the dew, a fox, the sleeping
 * bees): a 50-page poem weaves them between its own 24 (poetry-arc-kit.ts `woven`), each drawn where
 * the couplet before it is and at night, so it sings no stock daytime couplet at the park or the
 * library. They name no fear and nothing the night names in its order (the hedgehog, the frog, the
 * stars). No French word agrees with the hero.
 */
export const DARK_WILD_FILLERS: ArcLine[] = [
  l(
    'mushroom',
    ['Little mushrooms, round and white,', 'stood in a ring in the silver light.'],
    ['De petits champignons tout ronds, tout blancs', 'font une ronde au clair de lune, gentiment.'],
  ),
  l(
    'snail',
    ['A snail went by with its house on its back,', 'leaving a shiny, silvery track.'],
    ['Un escargot passe, sa maison sur le dos,', 'et laisse un chemin d’argent tout beau.'],
  ),
  l(
    'spider-web',
    ['A spider’s web, all strung with dew,', 'shone like lace the whole night through.'],
    ['Une toile d’araignée, pleine de rosée,', 'brille comme une dentelle argentée.'],
  ),
  l(
    'evergreen-tree',
    ['The pine trees whispered, tall and old,', 'the secrets that the night had told.'],
    ['Les grands sapins chuchotent tout bas', 'les secrets que la nuit leur raconte là.'],
  ),
  l(
    'feather',
    ['A feather floated, soft and light,', 'twirling down through the quiet night.'],
    ['Une plume descend, légère, légère,', 'en tournant doucement jusqu’à la terre.'],
  ),
  l(
    'chestnut',
    ['A chestnut dropped: plip, plop, plip!', 'and rolled away with a little skip.'],
    ['Une châtaigne tombe : toc, toc, toc !', 'et roule, roule, jusque sous un roc.'],
  ),
  l(
    'droplet',
    ['Drip, drop, the dew fell slow', 'on every leaf and blade below.'],
    ['Plic, ploc, la rosée tombe doucement', 'sur chaque feuille, sur chaque brin, lentement.'],
  ),
  l(
    'rock',
    ['A mossy stone, all cool and green,', 'was the softest seat there’s ever been.'],
    ['Sur une pierre couverte de mousse,', 'on s’assoit : comme elle est douce !'],
  ),
  l(
    'cloud',
    ['A little cloud went drifting by,', 'a soft grey boat across the sky.'],
    ['Un petit nuage glisse dans le ciel,', 'comme un bateau gris, doux comme le miel.'],
  ),
  l(
    'fallen-leaf',
    ['A leaf let go and spun around,', 'then settled softly on the ground.'],
    ['Une feuille tombe en tournoyant,', 'et se pose par terre, tout doucement.'],
  ),
  l(
    'deciduous-tree',
    ['The old trees creaked, “Crick, crack, creak,”', 'the way that trees at night-time speak.'],
    ['Les vieux arbres font « Cric, crac, croc » :', 'la nuit, c’est leur façon de dire un mot.'],
  ),
  l(
    'rabbit',
    ['A rabbit peeked out of its hole,', 'then off it went for a midnight stroll.'],
    ['Un lapin sort le bout du nez,', 'et part faire un tour, à pas feutrés.'],
  ),
  l(
    'fox',
    ['A fox trotted by with a swishy tail,', 'soft as a shadow along the trail.'],
    ['Un renard trotte, la queue en panache,', 'sans un bruit, sur le chemin, il se cache.'],
  ),
  l(
    'blossom',
    ['The flowers closed their petals tight,', 'and tucked themselves in for the night.'],
    ['Les fleurs referment leurs pétales', 'et dorment sous la nuit qui s’étale.'],
  ),
  l(
    'badger',
    ['A badger snuffled, stripy and grey,', 'digging for supper along the way.'],
    ['Un blaireau renifle, rayé de blanc,', 'et creuse pour son dîner, en chantonnant.'],
  ),
  l(
    'raccoon',
    ['A raccoon washed its paws with care,', 'then scampered off to who knows where.'],
    ['Un raton laveur se lave les mains,', 'puis s’en va trottiner sur le chemin.'],
  ),
  l(
    'bird',
    ['Up in a nest, the birds slept tight,', 'their heads tucked in, all through the night.'],
    ['Dans leur nid, les oiseaux dorment, blottis,', 'la tête sous l’aile, tout petits.'],
  ),
  l(
    'butterfly',
    ['A moth flew round in a dusty dance,', 'a soft grey flutter, a twirl, a prance.'],
    ['Un papillon de nuit danse, léger,', 'tout gris, tout doux, pour s’amuser.'],
  ),
  l(
    'bear',
    ['Far away, a bear let out a yawn,', 'and curled up snug until the dawn.'],
    ['Au loin, un ours bâille très fort,', 'puis se roule en boule, et s’endort.'],
  ),
  l(
    'deer',
    ['A deer stepped out, so soft and shy,', 'and blinked its big eyes, passing by.'],
    ['Une biche sort du bois, tout doucement,', 'et cligne des yeux en passant.'],
  ),
  l(
    'ant',
    ['The ants had all gone home to bed,', 'in their anthill, with crumbs of bread.'],
    ['Les fourmis sont rentrées se coucher', 'dans leur fourmilière, bien rangées.'],
  ),
  l(
    'seedling',
    ['A tiny seed beneath the ground', 'slept all night without a sound.'],
    ['Une petite graine, sous la terre,', 'dort toute la nuit, sans rien faire.'],
  ),
  l(
    'wood',
    ['A hollow log lay on the ground,', 'and inside, tiny snores were found.'],
    ['Dans un vieux tronc couché par terre,', 'on entend de petits ronflements, quel mystère !'],
  ),
  l(
    'turtle',
    ['A turtle slept inside its shell,', 'tucked up cosy, safe and well.'],
    ['Une tortue dort dans sa carapace,', 'bien au chaud, sans prendre de place.'],
  ),
  l(
    'worm',
    ['A worm peeped out to say goodnight,', 'then wiggled back, out of sight.'],
    ['Un ver de terre sort dire bonne nuit,', 'puis se tortille et repart sans bruit.'],
  ),
  l(
    'duck',
    ['Down by the pond, the ducks slept too,', 'beaks tucked in, the whole night through.'],
    ['Au bord de l’étang, les canards dorment aussi,', 'le bec sous l’aile, bien à l’abri.'],
  ),
];
