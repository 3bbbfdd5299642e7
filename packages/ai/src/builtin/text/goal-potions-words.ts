import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A little witch or wizard whose potions go wrong (idea/read-goal-potions.ts), in order: the spell
 * book and the cauldron, the potions that go wrong (green smoke, a frog, blue hair, bubbles
 * everywhere), the old owl's tips, the careful brew, the potion that works at the turn, and the
 * lesson (goal-potions.ts). Before, « rater toutes ses potions » was a task done at the library.
 */
const b = step;

export const POTION_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who had a big black cauldron, an old spell book and lots of potions to learn.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui avait un grand chaudron noir, un vieux grimoire et des tas de potions à apprendre.{withFriend}',
  ),
];

export const POTION_LESSON = {
  en: 'mistakes help us learn',
  fr: 'les erreurs nous aident à apprendre',
};

export const POTION_PROBLEMS: PlacedL[] = [
  b(
    'But every potion {name} made went wrong. Every single one! “Today, I will make a potion that works,” said {name}.',
    'Mais toutes les potions de {name} tournaient mal. Toutes, sans exception ! « Aujourd’hui, je vais réussir une potion », dit {name}.',
  ),
];

/** Brewing: the spell book, the jars, the stirring. */
export const POTION_BREW: PlacedL[] = [
  b(
    '{atPlace}, {name} opened the spell book at the page “Potion of Flowers” and read it out loud.',
    '{atPlace}, {name} ouvrit le grimoire à la page « Potion des fleurs » et la lut tout haut.',
    /table/,
  ),
  b(
    '{atPlace}, {name} picked a jar of dragon pepper, a jar of pixie sugar and a jar of frog giggles.',
    '{atPlace}, {name} choisit un bocal de poivre de dragon, un bocal de sucre de lutin et un bocal de rires de grenouille.',
    /jars/,
  ),
];

/** The potions that go wrong. */
export const POTION_OOPS: PlacedL[] = [
  b(
    'Poof! {atPlace}, a big cloud of green smoke puffed up, and the whole kitchen smelled of old socks.',
    'Pouf ! {atPlace}, un gros nuage de fumée verte monta, et toute la cuisine sentit la vieille chaussette.',
    /cauldron/,
  ),
  b(
    'Croak! {atPlace}, the potion splashed on the cat, and the cat turned into a frog!',
    'Croâ ! {atPlace}, la potion éclaboussa le chat, et le chat se changea en grenouille !',
    /jars|table/,
  ),
  b(
    'Oh no! {atPlace}, {name} tasted one drop, and {name}’s hair turned bright blue!',
    'Oh non ! {atPlace}, {name} goûta une goutte, et les cheveux de {name} devinrent tout bleus !',
    /table|jars/,
  ),
  b(
    'Blub, blub! {atPlace}, the potion bubbled over, and there were bubbles everywhere.',
    'Blub, blub ! {atPlace}, la potion déborda, et il y eut des bulles partout.',
    /cauldron/,
  ),
];

/** The old owl's tips. */
export const POTION_TIPS: PlacedL[] = [
  b(
    '{atPlace}, the old owl blinked: “Read the spell slowly, {name}, one line at a time.”',
    '{atPlace}, le vieux hibou cligna des yeux : « Lis la formule lentement, {name}, une ligne à la fois. »',
    /table/,
  ),
  b(
    '{atPlace}, the old owl hooted softly: “Every mistake teaches you something, {name}. What did this one teach you?”',
    '{atPlace}, le vieux hibou hulula doucement : « Chaque erreur t’apprend quelque chose, {name}. Qu’est-ce que celle-ci t’a appris ? »',
    /jars|cauldron/,
  ),
];

/** The careful brew. */
export const POTION_CAREFUL: PlacedL[] = [
  b(
    '{atPlace}, {name} picked a handful of mint and lavender, the gentle herbs the spell book asked for.',
    '{atPlace}, {name} cueillit une poignée de menthe et de lavande, les herbes douces que demandait le grimoire.',
    /herb garden/,
  ),
  b(
    '{atPlace}, this time {name} measured everything very carefully: one spoon, two drops, a pinch.',
    '{atPlace}, cette fois, {name} mesura tout très soigneusement : une cuillère, deux gouttes, une pincée.',
    /cauldron|jars/,
  ),
];

export const POTION_TURNS: PlacedL[] = [
  b(
    'The cauldron bubbled softly… and out rose a cloud of pink sparkles. Flowers bloomed all around {name}: the potion worked at last!',
    'Le chaudron bouillonna tout doucement… et un nuage d’étincelles roses s’éleva. Des fleurs poussèrent tout autour de {name} : la potion marchait enfin !',
  ),
];

export const POTION_ENDINGS: PlacedL[] = [
  b(
    'That evening, {name} wrote the potion in the spell book, with a little note beside every mistake. {name} had learned that {lesson}. The end.',
    'Ce soir-là, {name} écrivit la potion dans le grimoire, avec une petite note à côté de chaque erreur. {name} avait appris que {lesson}. Fin.',
  ),
];
