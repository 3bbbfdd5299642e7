import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * The lion and the mouse (text/goal-fable.ts): a big one spares a small one who promises help, and
 * one day the small one frees the big one from a hunter's net. {helped} is the big one ("the lion",
 * « le lion »), {Helped} capitalised, {ilH} its French pronoun; `onlyPlace` keeps a step to its spot.
 */
const b = step;

export const FABLE_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, very small, very quick, and braver than anyone guessed.',
    'Il était une fois {aKind} {named} {name} : minuscule, rapide comme l’éclair, et bien plus brave qu’on ne le croyait.',
  ),
];

export const FABLE_PROBLEMS: PlacedL[] = [
  b(
    'One day, {name} {ranOver} the nose of a sleeping {helpedNoun}! {Helped} woke with a {ROAR} and caught {name} under one enormous {bigPaw}. “Please let me go,” squeaked {name}. “One day, I will help you!” {Helped} laughed, and let {name} go.',
    'Un jour, {name} {ranOver} le museau {deAHelped} qui dormait. {Helped} se réveilla dans un grand {ROAR} et attrapa {name} sous son énorme {bigPaw}. « Laisse-moi partir, couina {name}, et un jour, je t’aiderai ! » {Helped} éclata de rire, et laissa partir {name}.',
  ),
];

/** The days after: the small one's own life, the promise remembered. */
export const FABLE_DAYS: PlacedL[] = [
  b(
    '{atPlace}, {name} gathered seeds, one by one, and thought: “How could someone so small ever help someone so big?”',
    '{atPlace}, {name} ramassa des graines, une à une, en se demandant : « Comment quelqu’un d’aussi petit pourrait-il aider quelqu’un d’aussi grand ? »',
  ),
  b(
    '{atPlace}, {name} told the birds about the promise. They laughed: “You? Help {helped}? You are no bigger than a leaf!”',
    '{atPlace}, {name} raconta sa promesse aux oiseaux. Ils se moquèrent : « Toi ? Aider {helped} ? Tu tiens dans une coquille de noix ! »',
  ),
  b(
    '{atPlace}, {name} practised gnawing through a thick, dry stem. Crunch, crunch! Small {teeth} could be very strong.',
    '{atPlace}, {name} s’entraîna à ronger une grosse tige sèche. Crac, crac ! De petites {teeth} pouvaient être très fortes.',
  ),
  b(
    '{atPlace}, {name} saw {helped} drinking, far away, and gave a tiny wave. {Helped} did not even notice.',
    '{atPlace}, {name} aperçut {helped} en train de boire, très loin, et lui fit un tout petit signe. {Helped} ne le remarqua même pas.',
    /water|river/,
  ),
  b(
    '{atPlace}, {name} slipped between the stems, where nobody big could ever follow. Being small had its good sides!',
    '{atPlace}, {name} se faufila entre les tiges, là où personne de grand ne pouvait suivre. Être minuscule, ça avait du bon !',
    /grass/,
  ),
];

/** Signs of the hunters. */
export const FABLE_SIGNS: PlacedL[] = [
  b(
    '{atPlace}, {name} found strange ropes hidden under the leaves. “A hunter’s net!” {name} whispered. “I must warn everyone.”',
    '{atPlace}, {name} trouva d’étranges cordes cachées sous les feuilles. « Un filet de chasseur ! » chuchota {name}. « Il faut prévenir tout le monde. »',
  ),
  b(
    '{atPlace}, there were big boot prints in the mud. The hunters had passed this way, and not long ago.',
    '{atPlace}, il y avait de grosses traces de bottes dans la boue. Les chasseurs étaient passés par là, et il n’y avait pas longtemps.',
    /water|river/,
  ),
  b(
    '{atPlace}, the animals were nervous. “Hunters are about,” said an old tortoise. “Keep your eyes open, little one.”',
    '{atPlace}, les animaux étaient inquiets. « Il y a des chasseurs dans le coin », dit une vieille tortue. « Ouvre l’œil, petit{eM}. »',
  ),
  b(
    '{atPlace}, {name} heard men’s voices and the creak of a cart, then nothing. {name} held very still and listened.',
    '{atPlace}, {name} entendit des voix d’hommes et le grincement d’une charrette, puis plus rien. {name} ne bougea plus et tendit l’oreille.',
  ),
];

/** The roar, and the race to it. */
export const FABLE_RACE: PlacedL[] = [
  b(
    '{atPlace}, a terrible {roar} shook the ground. {name} knew that voice at once: {helped} was in trouble!',
    '{atPlace}, un terrible {roar} fit trembler le sol. {name} reconnut cette voix tout de suite : {helped} avait des ennuis !',
  ),
  b(
    '{atPlace}, {name} {ranFast}, over the stones and under the thorns.',
    '{atPlace}, {name} {ranFast}, par-dessus les cailloux et sous les épines.',
  ),
  b(
    '{atPlace}, the {roaring} grew louder and louder. “Hold on, I’m coming!” cried {name}.',
    '{atPlace}, les {roaring} étaient de plus en plus forts. « Tiens bon, j’arrive ! » cria {name}.',
  ),
  b(
    '{atPlace}, {name} jumped from stone to stone to cross the water, without stopping once.',
    '{atPlace}, {name} sauta de pierre en pierre pour traverser l’eau, sans s’arrêter une seule fois.',
    /water|river/,
  ),
];

export const FABLE_TURNS: PlacedL[] = [
  b(
    'There was {helped}, caught in the hunter’s net, tangled from head to tail. “I promised,” said {name}. Nibble, gnaw, nibble… one rope, then another, until the whole net fell open. {Helped} was free!',
    '{Helped} était là, pris dans le filet du chasseur, empêtré de la tête à la queue. « Je l’avais promis », dit {name}. Grignote, ronge, grignote… une corde, puis une autre, jusqu’à ce que tout le filet s’ouvre. {Helped} était libre !',
  ),
  b(
    '{Helped} lay trapped in the hunter’s net, too tired to {toRoar}. {name} climbed up and began to gnaw, rope after rope, until {helped} could stand up and shake off the last of it. Free!',
    '{Helped} gisait, prisonnier du filet du chasseur, trop épuisé pour {toRoar}. {name} grimpa et se mit à ronger, corde après corde, jusqu’à ce que {helped} puisse se relever et secouer le reste du filet. Libre !',
  ),
];

export const FABLE_ENDINGS: PlacedL[] = [
  b(
    '“You were right, little one,” said {helped}, bowing a great head. From that day on, the very big and the very small were the best of friends. {name} had learned that {lesson}. The end.',
    '« Tu avais raison, petit{eM} », dit {helped} en inclinant sa grosse tête. Depuis ce jour, le très grand et le tout petit furent les meilleurs amis du monde. {name} avait appris que {lesson}. Fin.',
  ),
];
