import type { PlacedL } from './story-place-fit';

/**
 * A goodnight round (idea/read-goal-goodnight.ts), in place of a quest: bedtime comes, the hero
 * goes round and says goodnight to one thing a page, the moon and the stars last, then bed. Slots
 * as in story-episodes.ts, and the page's thing (goal-goodnight.ts): {theThing} (“the cow”, « la
 * vache »), {hi}/{Hi} (how it is called: “cow”, « la vache »), {doing} (what it does as night
 * comes), {sleepWell}, {dreams} and {toYou} (« Dors bien » or « Dormez bien », « à toi » or « à vous »). Every goodnight names its
 * thing, so no sentence comes twice in a book. {atPlace} is where the thing is.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });
/** A thing met a second time in a long book: its {doing} was said already. */
const FIRST = { unlessPlace: / again \d+$/ };

export const GOODNIGHT_PROBLEMS: PlacedL[] = [
  b(
    'That evening {at}, the sun was going down, and {name} gave a great big yawn. “Before bed,” said {name}, “I will say goodnight to everyone.”',
    'Ce soir-là {at}, le soleil se couchait, et {name} fit un grand bâillement. « Avant d’aller au lit, dit {name}, je vais dire bonne nuit à tout le monde. »',
  ),
  b(
    '{name} rubbed both eyes. It was nearly bedtime {at}. “I can’t go to bed yet,” {name} said. “First I must say goodnight to everyone!”',
    '{name} se frotta les yeux. C’était bientôt l’heure du coucher {at}. « Je ne peux pas encore aller au lit, dit {name}. Je dois d’abord dire bonne nuit à tout le monde ! »',
  ),
];

/** One goodnight a page: in place of the quest's search… */
export const GOODNIGHT_SAYS: PlacedL[] = [
  b(
    '{atPlace}, {name} found {theThing}. {doing} “Goodnight, {hi},” {name} whispered.',
    '{atPlace}, {name} trouva {theThing}. {doing} « Bonne nuit, {hi} », chuchota {name}.',
    FIRST,
  ),
  b(
    '{name} tiptoed over to {theThing}. “{sleepWell}, {hi}, goodnight!”',
    '{name} s’approcha de {theThing} sur la pointe des pieds. « {sleepWell}, {hi}, bonne nuit ! »',
  ),
];

/** …its clues… */
export const GOODNIGHT_WAVES: PlacedL[] = [
  b(
    '{atPlace}, {name} gave {theThing} a little wave. “Goodnight, {hi}, see you in the morning!”',
    '{atPlace}, {name} fit un petit signe à {theThing}. « Bonne nuit, {hi}, à demain matin ! »',
  ),
  b(
    '“Shh,” whispered {name} {atPlace}. “{Hi}, it is time to sleep now, goodnight.”',
    '« Chut », souffla {name} {atPlace}. « {Hi}, c’est l’heure de dormir, bonne nuit. »',
  ),
];

/** …its obstacles (only sleepiness on the way)… */
export const GOODNIGHT_SLEEPY: PlacedL[] = [
  b(
    '{name} gave a great big yawn {atPlace}. “Goodnight {toYou}, {hi},” {name} mumbled, eyes nearly closing.',
    '{name} fit un grand bâillement {atPlace}. « Bonne nuit {toYou}, {hi} », murmura {name}, les yeux presque fermés.',
  ),
  b(
    'It was getting dim, so {name} went slowly, step by step, all the way to {theThing}. “Goodnight, {hi}, sleep well.”',
    'Il commençait à faire sombre, alors {name} avança tout doucement, pas à pas, jusqu’à {theThing}. « Bonne nuit, {hi}, tout doux, tout doux. »',
  ),
];

/** …and its pauses. */
export const GOODNIGHT_QUIET: PlacedL[] = [
  b(
    '{atPlace}, {name} blew a kiss to {theThing}. “Sweet dreams, {hi}, goodnight!”',
    '{atPlace}, {name} envoya un bisou à {theThing}. « {dreams}, {hi}, bonne nuit ! »',
  ),
  b(
    '{name} sat for a moment beside {theThing}, listening to the quiet. “Goodnight, {hi},” {name} said softly.',
    '{name} s’assit un moment à côté de {theThing}, dans le grand calme. « Bonne nuit, {hi} », dit doucement {name}.',
  ),
];

/** The moon and the stars, last of all: the turn (drawn under the night sky). */
export const GOODNIGHT_TURNS: PlacedL[] = [
  b(
    'Last of all, {name} looked up at the sky, where the moon was shining. “Goodnight, moon. Goodnight, stars,” {name} whispered.',
    'Pour finir, {name} leva les yeux vers le ciel, où brillait la lune. « Bonne nuit, la lune. Bonne nuit, les étoiles », chuchota {name}.',
  ),
  b(
    'By now the moon was high and the stars were out. “Goodnight, moon,” said {name}, with one last yawn. “Goodnight, stars, and goodnight, everyone!”',
    'La lune était haute maintenant, et les étoiles brillaient. « Bonne nuit, la lune », dit {name} avec un dernier bâillement. « Bonne nuit, les étoiles, et bonne nuit, tout le monde ! »',
  ),
];

/** In bed, asleep. */
export const GOODNIGHT_ENDINGS: PlacedL[] = [
  b(
    'Then {name} snuggled into bed, warm and cosy, and closed both eyes. Everyone was asleep now, and soon {name} was fast asleep too. Goodnight, {name}. The end.',
    'Puis {name} se glissa dans son lit, bien au chaud, et ferma les yeux. Tout le monde dormait, et bientôt {name} dormit à poings fermés. Bonne nuit, {name}. Fin.',
  ),
  b(
    'Back home, {name} climbed into bed and pulled the blanket up to the chin. “Goodnight, everyone,” {name} murmured, and fell fast asleep. The end.',
    'De retour à la maison, {name} grimpa dans son lit et remonta la couverture jusqu’au menton. « Bonne nuit, tout le monde », murmura {name}, avant de s’endormir profondément. Fin.',
  ),
];
