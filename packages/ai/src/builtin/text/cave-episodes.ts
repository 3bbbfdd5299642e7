import { ABSENT, b } from './episode-template';
import type { PlacedL } from './story-place-fit';

/**
 * What happens inside a cave (idea/settings-cave.ts), where the shared episodes' rain, clouds, grass
 * and birds cannot be: drips from the stalactites, echoes, a low ceiling, wet rock, and in a glowing
 * cave its crystals. `ownPlaceOnly`: only a cave book's pools hold them, so every other book shuffles
 * the same pools as before and keeps its text.
 */
const CAVE = { fits: ['cave'], ownPlaceOnly: true } as const;
/** Only where the cave glows (its places read as glowing: story-place-fit.ts). */
const GLOWING = { ...CAVE, onlyPlace: /\bglowing\b/ } as const;
/** Only where it does not: a dark cave's own quiet. */
const DARK = { ...CAVE, unlessPlace: /\bglowing\b/ } as const;

export const CAVE_SEARCH: PlacedL[] = [
  b(
    '{atPlace}, {name} peeked behind every rock and under every ledge. Still no sign of {object}.',
    '{atPlace}, {name} regarda derrière chaque rocher et sous chaque corniche. Toujours aucune trace de {object}.',
    { ...CAVE, ...ABSENT },
  ),
  b(
    '{name} searched every crack and hollow {atPlace}. Not there, not yet.',
    '{name} fouilla chaque fente et chaque creux {atPlace}. Pas là, pas encore.',
    { ...CAVE, ...ABSENT },
  ),
];

export const CAVE_OBSTACLES: PlacedL[] = [
  b(
    '{atPlace}, the ceiling hung so low that {name} had to crouch right down. Slowly, carefully, {name} got through.',
    '{atPlace}, le plafond était si bas que {name} dut se baisser tout bas. Doucement, prudemment, {name} passa.',
    CAVE,
  ),
  b(
    '{atPlace}, the rocks were wet and slippery. {name} went slowly, one hand on the cave wall.',
    '{atPlace}, les rochers étaient mouillés et glissants. {name} avança lentement, une main sur la paroi.',
    CAVE,
  ),
  b(
    'Plop! A big drop fell from a stalactite {atPlace}, right on the tip of {name}’s nose. {name} laughed and went on.',
    '{atPlace}, ploc ! Une grosse goutte tomba d’une stalactite, pile sur le bout du nez. {name} éclata de rire et continua.',
    { ...CAVE, unlessPlace: /stalactite/ },
  ),
];

export const CAVE_PAUSES: PlacedL[] = [
  b(
    '{atPlace}, {name} sat on a smooth rock and listened to the water dripping. Drip, drop. Everything felt calm.',
    '{atPlace}, {name} s’assit sur un rocher lisse et écouta l’eau goutter. Ploc, ploc. Tout était calme.',
    CAVE,
  ),
  b(
    '{atPlace}, {name} sat still and watched the crystals glow, blue and purple. It was like a dream.',
    '{atPlace}, {name} s’assit sans bouger et regarda briller les cristaux, bleus et violets. On aurait dit un rêve.',
    GLOWING,
  ),
];

/** A roaming day's sights in a cave ({crew}: the group, or the hero alone: goal-roam.ts). */
export const CAVE_SIGHTS: PlacedL[] = [
  b(
    '{atPlace}, drip, drop went the water from the rocks. {Crew} listened to the cave’s little song.',
    '{atPlace}, ploc, ploc faisait l’eau en tombant des rochers. {Crew} écouta la petite chanson de la grotte.',
    CAVE,
  ),
  b(
    '“Hello!” called {crew} {atPlace}. “Hello… hello… hello…” answered the echo.',
    '« Coucou ! » lança {crew} {atPlace}. « Coucou… coucou… coucou… » répondit l’écho.',
    CAVE,
  ),
  b(
    '{atPlace}, tiny lights glowed on the rocks like little lanterns. {Crew} gazed and gazed.',
    '{atPlace}, de petites lumières brillaient sur les rochers comme de petites lanternes. {Crew} les contempla longtemps.',
    GLOWING,
  ),
  b(
    '{atPlace}, it was cool and still, and every sound came back as a soft echo. {Crew} went quietly on.',
    '{atPlace}, il faisait frais et calme, et chaque bruit revenait en un doux écho. {Crew} continua sans bruit.',
    DARK,
  ),
];
