import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * The little ones' first day (idea/read-goal-first-day.ts `young`: nursery, daycare, « la crèche »),
 * told as in goal-first-day-words.ts but with their own day: the cuddly toy, goodbye at the door, the
 * coat peg, the hello song, snack time, the nap room, the sandpit, and the grown-up back at pick-up
 * time. {school} is "nursery" (« la crèche »), {carer} who looks after them (« l’auxiliaire »),
 * {grown} who brought the hero (Mum). French avoids words that agree with the hero.
 */
const b = step;

/** Getting ready at home: the hero does not live at the nursery. */
export const YOUNG_OPENINGS: PlacedL[] = [
  b(
    'Everything was ready for the big day: {aKind} called {name} had a little backpack with a spare jumper, a beaker and a favourite cuddly toy.{withFriend}',
    'Tout était prêt pour le grand jour : {aKind} {named} {name} avait un petit sac à dos avec un pull de rechange, un gobelet et son doudou préféré.{withFriend}',
  ),
  b(
    'Meet {name}, {aKind} with a cuddly toy tucked under one arm and a tummy full of butterflies.{withFriend}',
    'Voici {name}, {aKind} avec un doudou serré sous le bras et des papillons plein le ventre.{withFriend}',
  ),
];

export const YOUNG_PROBLEMS: PlacedL[] = [
  b(
    'It was {name}’s first day at {school}. At the door, {name} held on tight to {grown} and did not want to let go. In a corner, {aFriendB} was hugging a cuddly toy too.',
    'C’était le premier jour de {name} à {frSchool}. À la porte, {name} s’accrochait très fort à {grown} et ne voulait pas lâcher. Dans un coin, {aFriendB} serrait un doudou, aussi.',
  ),
  b(
    '“Have a lovely first day at {school},” said {grown}, with one last kiss. “I’ll come back after your nap, I promise.” {name}’s lip wobbled. Nearby, {aFriendB} looked a little lost too.',
    '« Bonne première journée à {frSchool} », dit {grown}, avec un dernier bisou. « Je reviens après la sieste, promis. » Le menton de {name} trembla. Tout près, {aFriendB} avait l’air un peu perdu{eF}, aussi.',
  ),
];

/** The day's moments, each at its own corner (in place of the quest's search). */
export const YOUNG_MOMENTS: PlacedL[] = [
  b(
    '{atPlace}, {carer} showed {name} a coat peg with a little picture of a duck on it. “This one is yours.” It was a start.',
    '{atPlace}, {carer} montra à {name} un portemanteau avec l’image d’un petit canard. « Celui-là, c’est le tien. » C’était un début.',
    /coat pegs/,
  ),
  b(
    '{atPlace}, everyone sat on the rug and sang the hello song, clapping their hands. {name} clapped too, very softly.',
    '{atPlace}, tout le monde s’assit sur le tapis pour chanter la chanson du bonjour, en tapant dans les mains. {name} tapa aussi, tout doucement.',
    /playroom/,
  ),
  b(
    '{atPlace}, there was a big box of building blocks and a wooden train. {name} pushed the train, choo-choo, all the way round the rug.',
    '{atPlace}, il y avait une grande caisse de cubes et un petit train en bois. {name} fit rouler le train, tchou-tchou, tout autour du tapis.',
    /playroom/,
  ),
  b(
    '{atPlace}, {name} sat on a tiny chair in front of apple slices, a rice cake and a cup of milk. Munch, munch!',
    '{atPlace}, {name} s’assit sur une toute petite chaise devant des quartiers de pomme, une galette de riz et un verre de lait. Miam, miam !',
    /snack/,
  ),
  b(
    '{atPlace}, little beds stood in a row, each with its own blanket. {name} lay down with the cuddly toy, and everything went soft and quiet.',
    '{atPlace}, de petits lits étaient alignés, chacun avec sa couverture. {name} s’allongea avec son doudou, et tout devint calme et doux.',
    /nap room/,
  ),
  b(
    '{atPlace}, {name} filled a little bucket with sand and turned it over: a sandcastle! Then another, and another.',
    '{atPlace}, {name} remplit un petit seau de sable et le retourna : un château ! Puis un autre, et encore un autre.',
    /sandpit/,
  ),
];

/** Small troubles of a little one's first day. */
export const YOUNG_TROUBLES: PlacedL[] = [
  b(
    '{atPlace}, {name}’s beaker tipped over, splash! But {carer} only smiled and fetched a cloth.',
    '{atPlace}, le gobelet de {name} se renversa, plouf ! Mais {carer} sourit et alla prendre une éponge.',
    /snack/,
  ),
  b(
    '{atPlace}, {name} missed {grown} so much that a big tear rolled down. {carer} gave a cuddle and sang a little song until it dried.',
    '{atPlace}, {name} pensa si fort à {grown} qu’une grosse larme coula. {carer} fit un câlin et chanta une petite chanson jusqu’à ce qu’elle sèche.',
  ),
  b(
    '{atPlace}, the cuddly toy was gone! Under the cushions? Behind the curtain? There it was, fast asleep in the toy box.',
    '{atPlace}, le doudou avait disparu ! Sous les coussins ? Derrière le rideau ? Le voilà, endormi dans le coffre à jouets.',
    /playroom|nap room/,
  ),
  b(
    '{atPlace}, another child grabbed the red spade. {name}’s face crumpled, but then they took turns: one for you, one for me.',
    '{atPlace}, un autre enfant attrapa la pelle rouge. {name} fit la moue, puis chacun eut son tour : une fois toi, une fois moi.',
    /sandpit/,
  ),
];

/** A breath of calm. */
export const YOUNG_PAUSES: PlacedL[] = [
  b(
    '{atPlace}, {name} hugged the cuddly toy and remembered {grown}’s promise: “I’ll come back.”',
    '{atPlace}, {name} serra son doudou en repensant à la promesse de {grown} : « Je reviendrai. »',
  ),
  b(
    '{atPlace}, {name} looked at the door. Not yet… but {grown} always keeps a promise.',
    '{atPlace}, {name} regarda la porte. Pas encore… mais {grown} tient toujours ses promesses.',
  ),
];

/** The carer is the one met there. */
export const YOUNG_MEETS: PlacedL[] = [
  b(
    '{atPlace}, {carer} knelt down beside {name}. “Mummies and daddies always come back,” she said softly. “Always.”',
    '{atPlace}, {carer} s’accroupit près de {name}. « Les mamans et les papas reviennent toujours, dit-elle doucement. Toujours. »',
  ),
];

/** The grown-up comes back, as promised. */
export const YOUNG_ENDINGS: PlacedL[] = [
  b(
    'At pick-up time, there was {grown} at the door, just as promised! Back home, {name} could not stop smiling. “Can I go back tomorrow? {FriendB} will be there!” {name} had learned that {lesson}. The end.',
    'À l’heure des parents, {grown} était à la porte, comme promis ! De retour à la maison, {name} souriait encore. « Je pourrai y retourner demain ? {FriendB} sera là ! » {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{ThatEvening}, {name} told {grown} all about {school}: the songs, the snack, the sandpit, and most of all {friendB}. The best part? Learning that {lesson}. The end.',
    '{ThatEvening}, {name} raconta tout à {grown} : les chansons, le goûter, le bac à sable, et surtout {friendB}. Le plus beau ? Avoir appris que {lesson}. Fin.',
  ),
];
