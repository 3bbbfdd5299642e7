import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Learning to swim, or a fear of the water faced by learning to swim ("Léo a peur de l’eau et apprend
 * à nager avec papa", "Mia learns to swim"), told in order (goal-learn-swim.ts): the swim bag at home,
 * the changing room and the first toes, the splash that scares, the helper's bubbles and floating,
 * kicking with a float board, the helper letting go and the child swimming alone at the turn. Before,
 * a generic fear arc walked the library, the hill and the park and never showed any water.
 * {helper}: Dad, Mum, the companion the idea names, else the swimming teacher; {worry}: the fear or
 * "could not swim yet". Every middle line leads its phase in the order written, at its own spot:
 * the spots' names are shared by the pool, the lake and the beach (changing, shallow, edge, deeper).
 */
const r = (en: string, fr: string, at: RegExp): PlacedL => ({ ...step(en, fr, at), leads: true });
const CHANGING = /changing|beach huts/;
const SHALLOW = /shallow/;
const EDGE = /edge|jetty|wet sand/;
const DEEPER = /big pool|deeper/;

/** At home, the bag ready (drawn with the bag and the float). */
export const SWIM_LEARN_PROBLEMS: PlacedL[] = [
  step(
    'On Saturday morning, the swim bag stood ready by the door: a towel, a swimsuit and two orange armbands. But {name} {worry}.',
    'Le samedi matin, le sac de bain attendait près de la porte : une serviette, un maillot de bain et deux brassards orange. Mais {name} {worry}.',
  ),
];

/** Getting in: the armbands, the first toe, step by step. */
export const SWIM_GETTING_IN: PlacedL[] = [
  r(
    '{atPlace}, {name} pulled on a swimsuit, and {helper} blew up the two orange armbands: puff, puff, puff!',
    '{atPlace}, {name} enfila son maillot de bain, et {helper} gonfla les deux brassards orange : pff, pff, pff !',
    CHANGING,
  ),
  r(
    '{atPlace}, {name} sat down at the very edge and dipped in just one toe. Brr! Then two toes, then a whole foot.',
    '{atPlace}, {name} s’assit tout au bord et trempa un seul orteil. Brrr ! Puis deux orteils, puis tout le pied.',
    SHALLOW,
  ),
  r(
    '{atPlace}, {name} walked in very slowly, step by step, until the water tickled {name}’s tummy.',
    '{atPlace}, {name} avança tout doucement, pas à pas, jusqu’à ce que l’eau chatouille son ventre.',
    EDGE,
  ),
  r(
    '{atPlace}, {name} patted the water with both hands. Pat, pat! It was cool, and a tiny bit fun.',
    '{atPlace}, {name} tapota l’eau des deux mains. Plic, ploc ! Elle était fraîche, et c’était un tout petit peu rigolo.',
    SHALLOW,
  ),
];

/** What scares: the splash, the water at the chin. */
export const SWIM_SCARES: PlacedL[] = [
  r(
    '{atPlace}, a big boy jumped in right next to {name}. SPLASH! Water went up {name}’s nose and into both eyes.',
    '{atPlace}, un grand garçon sauta juste à côté de {name}. PLOUF ! L’eau éclaboussa le nez et les yeux de {name}.',
    SHALLOW,
  ),
  r(
    '{atPlace}, {name} sat in a big towel, lip wobbling. “I don’t want to go back in.” {Helper} sat down close by.',
    '{atPlace}, {name} s’assit dans une grande serviette, la lèvre tremblante. « Je ne veux plus y retourner. » {Helper} vint s’asseoir tout près.',
    EDGE,
  ),
  r(
    '{atPlace}, the water came up to {name}’s chin, and {name} held on to {helperS} arm, very tight.',
    '{atPlace}, l’eau monta jusqu’au menton de {name}, qui s’agrippa très fort au bras {deHelper}.',
    DEEPER,
  ),
  r(
    '{atPlace}, {name} watched the others splash and laugh in the water. “How do they do it?”',
    '{atPlace}, {name} regarda les autres barboter et rire dans l’eau. « Comment ils font ? »',
    CHANGING,
  ),
];

/** The helper's tips: bubbles, floating with hands underneath. */
export const SWIM_TIPS: PlacedL[] = [
  r(
    '{atPlace}, {helper} showed {name} how to blow bubbles: a big breath, face in the water, and blub, blub, blub!',
    '{atPlace}, {helper} montra à {name} comment faire des bulles : une grande inspiration, le visage dans l’eau, et blou, blou, blou !',
    SHALLOW,
  ),
  r(
    '{atPlace}, {name} lay back and floated like a starfish, with {helperS} hands under {name}’s back.',
    '{atPlace}, {name} s’allongea sur le dos et fit l’étoile de mer, les mains {deHelper} sous son dos.',
    /shallow|big pool|deeper/,
  ),
  r(
    '{atPlace}, {helper} whispered a secret: “The water wants to hold you up. Just let it.”',
    '{atPlace}, {helper} chuchota un secret : « L’eau veut te porter. Laisse-la faire. »',
    EDGE,
  ),
  r(
    '{atPlace}, {name} blew bubbles again, longer this time, and came up laughing.',
    '{atPlace}, {name} refit des bulles, plus longtemps cette fois, et ressortit la tête en riant.',
    SHALLOW,
  ),
];

/** Kicking with the float board, and the helper letting go a little. */
export const SWIM_KICKS: PlacedL[] = [
  r(
    '{atPlace}, {name} held a float board out in front and kicked and kicked: splish, splash, all the way across!',
    '{atPlace}, {name} tint une planche devant soi et battit des pieds, encore et encore : plouf, plouf, jusqu’à l’autre côté !',
    DEEPER,
  ),
  r(
    '{atPlace}, {helper} let go of the float board, just for a moment… and {name} kept on kicking!',
    '{atPlace}, {helper} lâcha la planche, juste un instant… et {name} continua de battre des pieds !',
    DEEPER,
  ),
  r(
    '{atPlace}, {name} tried one arm, then the other, like a little windmill in the water.',
    '{atPlace}, {name} essaya un bras, puis l’autre, comme un petit moulin dans l’eau.',
    SHALLOW,
  ),
  r(
    '{atPlace}, {name} took off one armband, then the other. “I think I can do it now,” {name} whispered.',
    '{atPlace}, {name} retira un brassard, puis l’autre. « Je crois que ça va aller », murmura {name}.',
    EDGE,
  ),
];

export const SWIM_LEARN_TURNS: PlacedL[] = [
  step(
    '{Helper} stepped back, arms open wide. {name} took a big breath, kicked and paddled… and swam all the way to {helper}, with nobody holding on! {name} could swim!',
    '{Helper} recula, les bras grands ouverts. {name} prit une grande inspiration, battit des pieds, pagaya… et nagea jusqu’à {helper}, sans aucune aide ! {name} savait nager !',
  ),
];

/** The pool's ending: the badge; the lake's and the beach's: jumping in. */
export const SWIM_BADGE_ENDINGS: PlacedL[] = [
  step(
    'At the end of the lesson, {name} got a shiny badge that said “I can swim!” {name} had learned that {lesson}. The end.',
    'À la fin de la leçon, {name} reçut un badge tout brillant : « Je sais nager ! » {name} avait appris que {lesson}. Fin.',
  ),
];
export const SWIM_JUMP_ENDINGS: PlacedL[] = [
  step(
    'This time {name} jumped in with a happy splash, and swam back to {helper} again and again. {name} had learned that {lesson}. The end.',
    'Cette fois, {name} sauta dans l’eau avec un grand plouf joyeux, et nagea vers {helper} encore et encore. {name} avait appris que {lesson}. Fin.',
  ),
];

/** Unless the idea names its own. */
export const SWIM_LEARN_LESSON = {
  en: 'the water can be a friend, one little splash at a time',
  fr: 'l’eau peut devenir une amie, une petite éclaboussure à la fois',
};
