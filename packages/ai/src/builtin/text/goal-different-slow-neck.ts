import { b, type WishTable } from './goal-different-table';

/**
 * « Le petit escargot qui voulait aller vite »: a leaf sled, a ride on a beetle, a skateboard, a
 * running start; the ladybird's words; slow and careful, the hero sees the tiny lost ant the fast
 * ones all ran past, and brings it home at the turn. Before: a stock task.
 */
export const FASTER: WishTable = {
  problems: [
    b(
      'All the others zoomed past: the ants, the beetles, even the worm. {name} went slowly, slowly, one little bit at a time. “I wish I could go fast!”',
      'Tous les autres filaient à toute allure : les fourmis, les scarabées, même le ver de terre. {name} avançait doucement, tout doucement. « Si seulement je pouvais aller vite ! »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} slid down a slope on a big leaf, like a sled. Wheee… for one second. Then the leaf stopped in a clump of moss.',
      '{atPlace}, {name} glissa sur une grande feuille, comme sur une luge. Youpi… pendant une seconde. Puis la feuille s’arrêta dans la mousse.',
    ),
    b(
      '{atPlace}, {name} climbed onto a beetle’s back for a ride. The beetle zoomed off, and {name} slid off at the very first bump.',
      '{atPlace}, {name} grimpa sur le dos d’un scarabée pour faire un tour. Le scarabée fila, et {name} glissa par terre à la première bosse.',
    ),
    b(
      '{atPlace}, {name} tried a tiny skateboard made of a bottle cap. It went round and round in a circle, and nowhere at all.',
      '{atPlace}, {name} essaya une minuscule planche à roulettes faite d’une capsule. Elle tourna en rond, en rond, et n’alla nulle part.',
    ),
    b(
      '{atPlace}, {name} took a big run-up, ready… steady… go! After a long, long while, {name} had moved the length of a pea.',
      '{atPlace}, {name} prit un grand élan : à vos marques… prêts… partez ! Au bout d’un long, long moment, {name} avait avancé de la longueur d’un petit pois.',
    ),
  ],
  words: [
    b(
      '{atPlace}, the ladybird landed beside {name}. “Going slowly is not a bad thing. You see what everyone else rushes past.”',
      '{atPlace}, la coccinelle se posa près de {name}. « Aller doucement, ce n’est pas un défaut. Tu vois tout ce que les autres dépassent en courant. »',
    ),
  ],
  need: [
    b(
      '{atPlace}, everyone raced by, too fast to hear a tiny sob under a leaf. A little ant was lost, far from the anthill.',
      '{atPlace}, tout le monde passait en courant, trop vite pour entendre un tout petit sanglot sous une feuille. Une petite fourmi s’était perdue, loin de la fourmilière.',
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} heard it and stopped. Slowly and carefully, {name} carried the little ant all the way home. The whole anthill cheered: “Thank you, {name}!”',
      '{atPlace}, {name} l’entendit et s’arrêta. Doucement, prudemment, {name} ramena la petite fourmi jusqu’à chez elle. Toute la fourmilière applaudit : « Merci, {name} ! »',
    ),
  ],
  endings: [
    b(
      'That evening, {name} watched the sky turn pink, slowly, the way only the slow ones see it. {name} had learned that {lesson}. The end.',
      'Ce soir-là, {name} regarda le ciel devenir rose, doucement, comme seuls ceux qui prennent leur temps savent le voir. {name} avait appris que {lesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'going slowly lets you see what others miss',
    fr: 'aller doucement, c’est voir ce que les autres ratent',
  },
  named: [
    [/leaf|feuille/, 'leaf-fluttering-in-wind', { en: 'a big leaf', fr: 'une grande feuille' }],
    [/beetle|scarabée/, 'beetle', { en: 'a beetle', fr: 'un scarabée' }],
    [/skateboard|planche/, 'skateboard', { en: 'a tiny skateboard', fr: 'une petite planche' }],
    [/\bant\b|fourmi/, 'ant', { en: 'a little ant', fr: 'une petite fourmi' }],
  ],
  friend: [/ladybird|coccinelle/, 'lady-beetle', { en: 'the ladybird', fr: 'la coccinelle' }],
  turnAction: 'carries a little lost ant home, slowly and carefully',
};

/**
 * "A giraffe who wishes she had a short neck": bending low, hiding the neck in a scarf, crouching in
 * the grass, a low branch; the zebra's words; a kite (a little monkey's) stuck at the top of the
 * tallest tree, reached by the long neck at the turn.
 */
export const NECK: WishTable = {
  problems: [
    b(
      'Everyone stared at {name}’s long, long neck, up above the trees. “I wish I had a short neck, like everyone else!”',
      'Tout le monde regardait le long, long cou de {name}, tout là-haut au-dessus des arbres. « Si seulement j’avais un cou court, comme tout le monde ! »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} bent the long neck way down low to look small. Creak! A crick in the neck, and a very funny face.',
      '{atPlace}, {name} plia son long cou tout bas pour paraître petit{e}. Crac ! Un torticolis, et une drôle de grimace.',
    ),
    b(
      '{atPlace}, {name} wrapped a long scarf round and round the neck to hide it. It took ten scarves, and still the neck peeped out.',
      '{atPlace}, {name} enroula une longue écharpe autour de son cou pour le cacher. Il en fallut dix, et le cou dépassait encore.',
    ),
    b(
      '{atPlace}, {name} crouched down in the tall grass to hide. But the head stuck up high above it, like a flag.',
      '{atPlace}, {name} s’accroupit dans les hautes herbes pour se cacher. Mais la tête dépassait tout en haut, comme un drapeau.',
    ),
    b(
      '{atPlace}, {name} tried to eat from the low bushes like the others. Bump! The long legs got tangled, and down went {name}.',
      '{atPlace}, {name} essaya de manger dans les petits buissons comme les autres. Boum ! Les longues pattes s’emmêlèrent, et {name} tomba.',
    ),
  ],
  words: [
    b(
      '{atPlace}, the zebra trotted over. “Why hide it? From up there, you can see the whole world. I wish I could!”',
      '{atPlace}, le zèbre trotta jusqu’à {name}. « Pourquoi le cacher ? De là-haut, tu vois le monde entier. J’aimerais tant pouvoir ! »',
    ),
  ],
  need: [
    b(
      '{atPlace}, a little monkey was crying: the new kite was stuck at the very top of the tallest tree. Nobody could reach it.',
      '{atPlace}, un petit singe pleurait : son cerf-volant tout neuf était coincé tout en haut du plus grand arbre. Personne ne pouvait l’attraper.',
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} stretched that long, long neck up, up, up… and gently took the kite from the top branch. “Hooray for {name}!” everyone shouted.',
      '{atPlace}, {name} tendit son long, long cou vers le haut, tout en haut… et décrocha doucement le cerf-volant de la plus haute branche. « Bravo, {name} ! » cria tout le monde.',
    ),
  ],
  endings: [
    b(
      'That evening, {name} held the neck up high and watched the sun go down over the whole wide land. {name} had learned that {lesson}. The end.',
      'Ce soir-là, {name} leva bien haut son cou et regarda le soleil se coucher sur tout le pays. {name} avait appris que {lesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'what makes you different can be what makes you special',
    fr: 'ce qui nous rend différents peut nous rendre formidables',
  },
  named: [
    [/scarf|écharpe/, 'scarf', { en: 'a long scarf', fr: 'une longue écharpe' }],
    [/grass|herbes/, 'herb', { en: 'tall grass', fr: 'les hautes herbes' }],
    [/kite|cerf-volant/, 'kite', { en: 'a kite', fr: 'un cerf-volant' }],
    [/monkey|singe/, 'monkey', { en: 'a little monkey', fr: 'un petit singe' }],
  ],
  friend: [/zebra|zèbre/, 'zebra', { en: 'the zebra', fr: 'le zèbre' }],
  turnAction: 'stretches its long neck up to take a kite down from the top of the tallest tree',
};
