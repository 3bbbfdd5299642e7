import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * When the one who came camping is an animal ("A boy and his dog go camping"), it does no hands'
 * work: the hero lights the fire and switches off the torch, the dog watches and listens. Each line
 * stands in for the grown-up's line at the same place in its pool (keyed by that line's English), so
 * the pools keep their size and order and the seeded draws are unchanged (goal-camp.ts).
 */
const b = step;

const PET_LINES: Record<string, PlacedL> = {
  '{atPlace}, {name} and {grown} put up the tent. Poles in, pegs down… and it flopped over! Once more, and there it stood.':
    b(
      '{atPlace}, {name} put up the tent while {grown} ran round and round it. Poles in, pegs down… and it flopped over! Once more, and there it stood.',
      '{atPlace}, {name} monta la tente pendant que {grown} tournait autour en courant. Les arceaux, les piquets… et elle s’effondra ! Encore une fois, et elle tint debout.',
      /clearing/,
    ),
  '{atPlace}, {grown} showed {name} how to hammer in a peg, tap, tap, tap, so the wind could not pull it out.':
    b(
      '{atPlace}, {name} hammered in a peg, tap, tap, tap, and {grown} sniffed it all over to check it held tight.',
      '{atPlace}, {name} enfonça un piquet, toc, toc, toc, et {grown} vint le renifler pour vérifier qu’il tenait bien.',
      /clearing/,
    ),
  'That evening, {atPlace}, {grown} lit the fire. Crackle, pop! {name} toasted a marshmallow until it was golden.':
    b(
      'That evening, {atPlace}, {name} lit the fire, and {grown} lay down close by to watch the flames. Crackle, pop! A marshmallow, toasted golden.',
      'Ce soir-là, {atPlace}, {name} alluma le feu, et {grown} se coucha tout près pour regarder les flammes. Crac, pop ! Une guimauve, grillée bien dorée.',
      /campfire/,
    ),
  'In the evening, {atPlace}, {grown} told a story, and the flames danced along with every word.': b(
    'In the evening, {atPlace}, {name} told a story, and {grown} listened with ears pricked up while the flames danced along with every word.',
    'Le soir, {atPlace}, {name} raconta une histoire, et {grown} écoutait, les oreilles dressées, pendant que les flammes dansaient à chaque mot.',
    /campfire/,
  ),
  'In the evening, {atPlace}, {name} and {grown} sang camp songs, and an echo sang them back from the hills.':
    b(
      'In the evening, {atPlace}, {name} sang camp songs, {grown} joined in with a happy howl, and an echo sang them back from the hills.',
      'Le soir, {atPlace}, {name} chanta des chansons de camp, {grown} l’accompagna d’un joyeux hurlement, et l’écho les chanta en retour depuis les collines.',
      /campfire|lake/,
    ),
  'Then {grown} switched off the torch. “Look up,” {grown} whispered. Above the tent, there were more stars than {name} had ever seen: thousands and thousands!':
    b(
      'Then {name} switched off the torch and whispered, “Look up!” Above the tent, there were more stars than {name} had ever seen: thousands and thousands!',
      'Alors {name} éteignit la lampe et chuchota : « Regarde là-haut ! » Au-dessus de la tente, il y avait plus d’étoiles que {name} n’en avait jamais vu : des milliers et des milliers !',
    ),
  'In the morning, birds sang, and {grown} made hot cocoa. {name} had slept in a tent, outside, until morning! “Can we go camping again?” The end.':
    b(
      'In the morning, birds sang, and {grown} nudged {name} awake. {name} had slept in a tent, outside, until morning! “Can we go camping again?” The end.',
      'Au matin, les oiseaux chantaient, et {grown} réveilla {name} d’un petit coup de museau. {name} avait dormi sous la tente, dehors, jusqu’au matin ! « On pourra revenir camper ? » Fin.',
    ),
};

/** The pool with the grown-up's hands' work given to the hero, for an animal companion. */
export const forPet = (pool: PlacedL[]): PlacedL[] => pool.map((t) => PET_LINES[t.en] ?? t);

/**
 * A bedtime book ends asleep in the tent, not with the stock “calm and quiet in a little house at the
 * end of Maple Lane” nor with the morning: no stars or moon in the words (the night may be rainy).
 */
export const CAMP_BEDTIME_ENDINGS: PlacedL[] = [
  b(
    'At last, {name} wriggled deep into the sleeping bag, snug inside the tent, and {grown} curled up close. Outside, an owl hooted softly, and soon {name} was fast asleep. {name} had learned that {lesson}. The end.',
    'Enfin, {name} se glissa tout au fond du sac de couchage, bien au chaud sous la tente, et {grown} se blottit tout près. Dehors, une chouette hulula doucement, et bientôt {name} dormait à poings fermés. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'The last embers of the campfire glowed softly. Inside the tent, {name} yawned a big yawn and fell asleep to the song of the crickets, {grown} close by. Tonight {name} knew that {lesson}. The end.',
    'Les dernières braises du feu de camp rougeoyaient doucement. Sous la tente, {name} bâilla un grand coup et s’endormit au chant des grillons, {grown} tout près. Ce soir, {name} savait que {lesson}. Fin.',
  ),
];
