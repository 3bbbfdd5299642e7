import type { PlacedL } from './story-place-fit';

/**
 * Counting through a sleepless night (idea/read-goal-count.ts): the counting starts, the count is
 * lost, a friend helps, the numbers grow slow and sleepy. Each run is told in its order (the numbers
 * grow from page to page); a 12-page book tells the first two of each, a 24-page one all five.
 * Slots: {c1}…{c100} (“one star”, « une étoile »; capitalised {C1}…), {thing}/{things} (“star(s)”,
 * « étoile(s) »), {theThings}, {deTheThings} (« des étoiles »), {theSame} (« la même étoile »),
 * {un} (« une »), {next} (« la suivante »), {toPerch} (to the window, out on the branch),
 * {Helper}/{theHelper} (the moon, a little mouse) and {helperCame}.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const COUNT_PROBLEMS: PlacedL[] = [
  b(
    'But {name} could not sleep, not one wink. So {name} {toPerch}. “I will count {theThings},” {name} whispered, “all of them.”',
    'Mais {name} n’arrivait pas à dormir, pas même un tout petit peu. Alors {name} {toPerch}. « Je vais compter {theThings} », chuchota {name}, « {toTheLast} ! »',
  ),
];

export const COUNT_START: PlacedL[] = [
  b(
    '{C1}… {c2}… {c3}! {name} counted very carefully, {oneByOne}.',
    '{C1}… {c2}… {c3} ! {name} comptait très soigneusement, {oneByOne}.',
  ),
  b(
    '{C4}, {c5}, {c6}… There were more {things} than {name} had ever seen.',
    '{C4}, {c5}, {c6}… Il y en avait plus que {name} n’en avait jamais vu.',
  ),
  b(
    '{C7}, {c8}, {c9}, {c10}. “Ten already!” {name} said, and counted on.',
    '{C7}, {c8}, {c9}, {c10}. « Déjà dix ! » dit {name}, et le compte continua.',
  ),
  b(
    '{C11}, {c12}, {c13}… {name} counted the big ones first, then the tiny ones.',
    '{C11}, {c12}, {c13}… {name} compta {bigThenTiny}.',
  ),
  b(
    '{C14}, {c15}, {c16}… Each {thing} got its own little nod.',
    '{C14}, {c15}, {c16}… Chaque {thing} eut droit à un petit signe de tête.',
  ),
];

export const COUNT_LOST: PlacedL[] = [
  b(
    '{name} counted {theSame} twice, then skipped one. “Oh dear,” {name} sighed. “Where was I?”',
    '{name} compta deux fois {theSame}, puis en sauta {un}. « Oh là là, soupira {name}. Où en étais-je ? »',
  ),
  b(
    'Somewhere a twig snapped: crack! The number flew right out of {name}’s head.',
    'Quelque part, une brindille craqua : crac ! Le nombre s’envola de la tête de {name}.',
  ),
  b(
    'Then a big yawn came, right in the middle. Was that seventeen, or seventy? {name} had lost count!',
    'Puis un grand bâillement arriva, juste au milieu. C’était dix-sept, ou soixante-dix ? Le compte était perdu !',
  ),
  b(
    '“Twenty, twenty-one, twenty-… twenty-what?” The big numbers were tricky. {name} frowned.',
    '« Vingt, vingt et un, vingt-… vingt-quoi ? » Les grands nombres, c’était difficile. {name} fronça les sourcils.',
  ),
  b(
    '{name} started again from the very beginning. And then again. Counting was harder than it looked!',
    '{name} recommença depuis le tout début. Et encore une fois. Compter, c’était plus dur que prévu !',
  ),
];

/** Stars only: a cloud and a shooting star get in the way (shown first in their run). */
export const COUNT_LOST_SKY: PlacedL[] = [
  b(
    'Whoosh! A shooting star zipped across the sky. {name} watched it go… and forgot the number.',
    'Zoum ! Une étoile filante traversa le ciel. {name} la regarda filer… et oublia le nombre.',
  ),
  b(
    'A grey cloud drifted by and hid half of the stars. “Hey! I was counting those!” said {name}.',
    'Un nuage gris passa et cacha la moitié des étoiles. « Hé ! Je les comptais ! » dit {name}.',
  ),
];

export const COUNT_HELP: PlacedL[] = [
  b(
    '{Helper} {helperCame}. “Shall I help? Let’s count them in tens: {c10}, {c20}, {c30}…”',
    '{Helper} {helperCame}. « Je peux t’aider ? Comptons par dizaines : {c10}, {c20}, {c30}… »',
  ),
  b(
    '“You count, and I will remember the numbers,” said {theHelper}. Now no number could get lost.',
    '« Toi, tu comptes, et moi, je retiens les nombres », dit {theHelper}. Plus aucun nombre ne pouvait se perdre.',
  ),
  b(
    'A cricket hopped up beside {name} and chirped with every number: {c40}… {c50}… {c60}…',
    'Un grillon sauta près de {name} et chanta à chaque nombre : {c40}… {c50}… {c60}…',
  ),
  b(
    'With friends close by, {name} counted much better: {c70}, {c80}…',
    'Avec des amis tout près, {name} comptait bien mieux : {c70}, {c80}…',
  ),
  b(
    '“You are a very good counter,” {theHelper} said softly, and {name} smiled a sleepy smile.',
    '« Tu comptes drôlement bien », dit doucement {theHelper}, et {name} fit un sourire tout ensommeillé.',
  ),
];

export const COUNT_SLEEPY: PlacedL[] = [
  b(
    '{C90}… The numbers came slower now, and {name}’s eyes grew heavy.',
    '{C90}… Les nombres venaient plus lentement, et les yeux de {name} devenaient lourds.',
  ),
  b(
    '{name} snuggled down, still counting in a whisper: ninety-seven, ninety-eight…',
    '{name} se pelotonna, en comptant tout bas : quatre-vingt-dix-sept, quatre-vingt-dix-huit…',
  ),
  b(
    'Everything was hushed. Even the {things} seemed to be getting sleepy.',
    'Tout était silencieux. Même les {things} semblaient avoir sommeil.',
  ),
  b(
    '“Ninety-nine,” mumbled {name}, “ninety-nine and a half…”',
    '« Quatre-vingt-dix-neuf, marmonna {name}, quatre-vingt-dix-neuf et demi… »',
  ),
  b(
    '{name}’s head nodded once, then twice. The counting was nearly done.',
    'La tête de {name} dodelina une fois, puis deux. Le compte était presque fini.',
  ),
];

export const COUNT_TURNS: PlacedL[] = [
  b(
    '“{C100}…” whispered {name}. And before {next}, {name} was fast asleep.',
    '« {C100}… » chuchota {name}. Et avant {next}, {name} dormait à poings fermés.',
  ),
];
