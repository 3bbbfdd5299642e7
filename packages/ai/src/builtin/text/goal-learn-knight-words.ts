import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Learning to be a knight ("A princess who wants to be a knight", « Une princesse qui veut devenir
 * chevalier »), in order: the wooden sword, the horse that will not go, the shield too heavy, the old
 * knight's tips, falling and trying again; at the turn the hero is brave when it counts (the lamb in
 * the moat, the young dragon calmed) and is knighted at the end (goal-learn-knight.ts). Before, the
 * princess hunted a kite at the castle. {knight}: knight / chevalier or chevalière; {aRealKnight}:
 * a real knight / un vrai chevalier, une vraie chevalière.
 */
const b = step;

export const KNIGHT_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who dreamed of being a brave knight.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui rêvait de devenir {aRealKnight}.{withFriend}',
  ),
];

export const KNIGHT_PROBLEMS: PlacedL[] = [
  b(
    '{name} wanted to be a knight more than anything. But a knight must ride a horse, hold a sword and carry a shield, and {name} could not do any of it yet. “{todayIsTheDay},” said {name}.',
    '{name} voulait plus que tout devenir {knight}. Mais il faut savoir monter à cheval, manier l’épée et porter un bouclier, et {name} ne savait encore rien faire de tout cela. « {todayIsTheDay} », dit {name}.',
  ),
];

/** The first tries: the wooden sword, the horse, the lance. */
export const KNIGHT_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} picked up a wooden sword and swung it: swish! It flew right out of {name}’s hands.',
    '{atPlace}, {name} prit une épée en bois et la fit tournoyer : vlan ! Elle lui échappa des mains.',
    /courtyard|field/,
  ),
  b(
    '{atPlace}, {name} climbed onto a big brown horse. “Go!” The horse did not move one single step.',
    '{atPlace}, {name} grimpa sur un grand cheval brun. « Hue ! » Le cheval ne bougea pas d’un pas.',
    /stables|field/,
  ),
  b(
    '{atPlace}, {name} practised with the wooden sword against a sack of straw: one, two, one, two!',
    '{atPlace}, {name} s’entraîna avec l’épée en bois contre un sac de paille : une, deux, une, deux !',
    /courtyard|field/,
  ),
  b(
    '{atPlace}, {name} brushed the horse and gave it a carrot. The horse gave a happy snort.',
    '{atPlace}, {name} brossa le cheval et lui donna une carotte. Le cheval souffla, tout content.',
    /stables/,
  ),
  b(
    '{atPlace}, {name} tried to hit the target with a long wooden lance. Missed! Once more… nearly!',
    '{atPlace}, {name} essaya de toucher la cible avec une longue lance en bois. Raté ! Encore une fois… presque !',
    /field/,
  ),
  b(
    '{atPlace}, {name} rode the horse very slowly, once around, then twice, holding on tight.',
    '{atPlace}, {name} fit avancer le cheval tout doucement, un tour, puis deux, en se tenant bien fort.',
    /field|stables/,
  ),
];

/** What goes wrong: the heavy shield, the falls, the helmet. */
export const KNIGHT_OOPS: PlacedL[] = [
  b(
    '{atPlace}, {name} lifted the big shield. It was so heavy that {name} toppled over backwards, bump!',
    '{atPlace}, {name} souleva le grand bouclier. Il était si lourd que {name} bascula en arrière, boum !',
    /courtyard|field/,
  ),
  b(
    '{atPlace}, the horse trotted off the wrong way, and {name} slid gently off into the hay.',
    '{atPlace}, le cheval partit du mauvais côté, et {name} glissa doucement dans le foin.',
    /stables|field/,
  ),
  b(
    '{atPlace}, the helmet was far too big and slid down over {name}’s eyes. “Hello? Where did everyone go?”',
    '{atPlace}, le casque était bien trop grand et glissa sur les yeux de {name}. « Ohé ? Où êtes-vous tous passés ? »',
    /courtyard|stables/,
  ),
  b(
    '{atPlace}, {name} tripped over the long sword and landed flat in the mud. “Ouch! Once more!”',
    '{atPlace}, {name} se prit les pieds dans la longue épée et s’étala dans la boue. « Aïe ! Encore une fois ! »',
    /courtyard|field/,
  ),
  b(
    '{atPlace}, the squires giggled when {name} fell again. {name} got up, shook off the straw, and tried once more.',
    '{atPlace}, les écuyers pouffèrent quand {name} tomba encore. {name} se releva, secoua la paille, et recommença.',
  ),
];

/** The old knight's tips. */
export const KNIGHT_TIPS: PlacedL[] = [
  b(
    '{atPlace}, an old knight with a white beard smiled at {name}: “A knight is not the one who never falls. It is the one who gets up.”',
    '{atPlace}, un vieux chevalier à la barbe blanche sourit à {name} : « Un chevalier, ce n’est pas celui qui ne tombe jamais. C’est celui qui se relève. »',
  ),
  b(
    '{atPlace}, the old knight showed {name} how to stand: feet apart, knees bent, shield up.',
    '{atPlace}, le vieux chevalier montra à {name} comment se tenir : les pieds écartés, les genoux pliés, le bouclier levé.',
  ),
  b(
    '{atPlace}, the old knight whispered: “Talk softly to your horse. A horse follows a friend, not a shout.”',
    '{atPlace}, le vieux chevalier chuchota : « Parle doucement à ton cheval. Un cheval suit un ami, pas quelqu’un qui crie. »',
  ),
  b(
    '{atPlace}, the old knight said: “Hold the shield close to you, and it will feel lighter.” And it did!',
    '{atPlace}, le vieux chevalier dit : « Tiens le bouclier tout contre toi, il te semblera plus léger. » Et c’était vrai !',
  ),
  b(
    '{atPlace}, the old knight told {name} a secret: “Being brave is not having no fear. It is staying kind, even when you are afraid.”',
    '{atPlace}, le vieux chevalier confia un secret à {name} : « Être courageux, ce n’est pas n’avoir jamais peur. C’est rester gentil, même quand on a peur. »',
  ),
];

/** Getting better: rests with the horse, the shield polished, a round without a fall. */
export const KNIGHT_PROGRESS: PlacedL[] = [
  b(
    '{atPlace}, {name} rested on a bale of hay, bruised all over but smiling. It was getting better!',
    '{atPlace}, {name} se reposa sur une botte de foin, avec des bleus partout, mais le sourire aux lèvres. Ça allait de mieux en mieux !',
  ),
  b(
    '{atPlace}, {name} and the horse shared an apple, and the horse rested its big head on {name}’s shoulder. Friends at last!',
    '{atPlace}, {name} et le cheval partagèrent une pomme, et le cheval posa sa grosse tête sur l’épaule de {name}. Enfin amis !',
  ),
  b(
    '{atPlace}, {name} polished the shield until it gleamed like a mirror.',
    '{atPlace}, {name} frotta le bouclier jusqu’à ce qu’il brille comme un miroir.',
  ),
  b(
    '{atPlace}, {name} rode the horse all the way around without falling once. Trot, trot, trot!',
    '{atPlace}, {name} fit tout le tour à cheval sans tomber une seule fois. Au trot, au trot, au trot !',
  ),
  b(
    '{atPlace}, {name} held the shield up high, swung the wooden sword, and did not fall. Nearly a real knight!',
    '{atPlace}, {name} leva haut le bouclier, fit tournoyer l’épée en bois, et ne tomba pas. Presque {aRealKnight} !',
  ),
];

/** Brave when it counts, at the drawbridge: the lamb fallen by the moat, or the young dragon calmed. */
export const KNIGHT_TURNS: PlacedL[] = [
  b(
    'Then a cry came from the drawbridge: a little lamb had slipped down the bank of the moat! Everyone froze, but not {name}. Slowly and bravely, {name} climbed down and carried the lamb back up.',
    'Soudain, un cri monta du pont-levis : un petit agneau avait glissé sur le bord des douves ! Tout le monde resta figé, mais pas {name}. Doucement et courageusement, {name} descendit et remonta l’agneau dans ses bras.',
  ),
  b(
    'Then a young dragon landed by the drawbridge, and everyone ran to hide. Not {name}. {name} stepped forward, put down the sword and spoke softly, and the little dragon calmed down and purred.',
    'Soudain, un jeune dragon se posa près du pont-levis, et tout le monde courut se cacher. Pas {name}. {name} s’avança, posa l’épée et parla tout doucement, et le petit dragon se calma et se mit à ronronner.',
  ),
];

export const KNIGHT_ENDINGS: PlacedL[] = [
  b(
    'Everyone gathered in the courtyard. The old knight touched {name}’s shoulder with his sword: “Rise, {name}, knight of the castle!” {name} had learned that {lesson}. The end.',
    'Tout le monde se rassembla dans la cour. Le vieux chevalier posa son épée sur l’épaule de {name} : « Relève-toi, {name}, {knight} du château ! » {name} avait appris que {lesson}. Fin.',
  ),
];
