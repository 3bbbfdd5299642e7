import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Baking a cake in the kitchen and planting a garden (text/task-kind.ts), step by step as in
 * goal-task-build-words.ts: getting ready, a mishap, a grown-up's hand ({helper}), the finish, the
 * thing done at the turn. No puddle, fog or wind in a kitchen. {Who} and {x|y} as there.
 */
const b = step;

export const BAKE_OPENINGS: PlacedL[] = [
  b(
    'Meet {name}, {aKind} who loved the smell of warm cakes in the kitchen.{withFriend}',
    'Voici {name}, {aKind} qui adorait l’odeur des gâteaux tout chauds dans la cuisine.{withFriend}',
  ),
];
export const BAKE_PROBLEMS: PlacedL[] = [
  b(
    '{name} had a secret plan: to {task}. “Shh, it’s a surprise!” whispered {name}.',
    '{name} avait un projet secret : {task}. « Chut, c’est une surprise ! » chuchota {name}.',
  ),
];
export const BAKE_READY: PlacedL[] = [
  b(
    '{atPlace}, {Who} opened the big recipe book and found the perfect cake: eggs, flour, sugar and butter.',
    '{atPlace}, {Who} {ouvrit|ouvrirent} le grand livre de recettes et {trouva|trouvèrent} le gâteau parfait : des œufs, de la farine, du sucre et du beurre.',
    /table/,
  ),
  b(
    '{atPlace}, {Who} found the flour, the sugar, the eggs and the butter, and lined them up in a row.',
    '{atPlace}, {Who} {sortit|sortirent} la farine, le sucre, les œufs et le beurre, et {les aligna|les alignèrent} bien en rang.',
    /cupboard/,
  ),
];
export const BAKE_OOPS: PlacedL[] = [
  b(
    'Poof! {atPlace}, the bag of flour tipped over, and a white cloud went everywhere.',
    'Pouf ! {atPlace}, le paquet de farine se renversa, et un nuage blanc vola partout.',
    /bowl/,
  ),
  b(
    'Crack! {atPlace}, a bit of eggshell fell into the bowl. {Who} fished it out with a spoon, very carefully.',
    'Crac ! {atPlace}, un bout de coquille tomba dans le saladier. {Who} {le repêcha|le repêchèrent} avec une cuillère, tout doucement.',
    /table/,
  ),
];
export const BAKE_HELP: PlacedL[] = [
  b(
    '{Helper} turned on the oven and set the timer. “Grown-ups do the hot part!”',
    '{Helper} alluma le four et régla la minuterie. « Le chaud, c’est pour les grands ! »',
    /oven/,
  ),
  b(
    'Stir, stir, stir! {atPlace}, {Who} mixed until the batter was smooth and golden.',
    'Et je tourne, et je tourne ! {atPlace}, {Who} {mélangea|mélangèrent} jusqu’à ce que la pâte soit lisse et dorée.',
    /bowl|table/,
  ),
];
export const BAKE_FINISH: PlacedL[] = [
  b(
    '{Helper} opened the oven door: out came the cake, golden and puffy. What a smell!',
    '{Helper} ouvrit la porte du four : voilà le gâteau, doré et bien gonflé. Quelle bonne odeur !',
    /oven/,
  ),
  b(
    '{atPlace}, {Who} spread pink icing on the cake and scattered sprinkles on top.',
    '{atPlace}, {Who} {étala|étalèrent} un glaçage rose sur le gâteau et {parsema|parsemèrent} des vermicelles dessus.',
    /table/,
  ),
];
export const BAKE_TURNS: PlacedL[] = [
  b(
    'At last, the cake was ready, pink and covered in sprinkles! {Who} had managed to {taskAgain}!',
    'Enfin, le gâteau était prêt, tout rose et couvert de vermicelles ! {Who} {avait|avaient} réussi à {taskAgain} !',
  ),
];
export const BAKE_ENDINGS: PlacedL[] = [
  b(
    'That evening, everyone had a big slice. “The best cake ever!” they all said. {name} had learned that {lesson}. The end.',
    'Ce soir-là, chacun eut une grosse part. « Le meilleur gâteau du monde ! » dirent-ils tous. {name} avait appris que {lesson}. Fin.',
  ),
];

export const PLANT_PROBLEMS: PlacedL[] = [
  b(
    '{name} had a big plan for the spring: to {task}. “{todayIsTheDay},” said {name}.',
    '{name} avait un grand projet pour le printemps : {task}. « {todayIsTheDay} », dit {name}.',
  ),
];
export const PLANT_READY: PlacedL[] = [
  b(
    '{atPlace}, {Who} chose the seeds: carrots, tomatoes, sunflowers and sweet peas.',
    '{atPlace}, {Who} {choisit|choisirent} les graines : des carottes, des tomates, des tournesols et des pois de senteur.',
    /shed/,
  ),
  b(
    '{atPlace}, {Who} dug the soil and raked it until it was soft and crumbly.',
    '{atPlace}, {Who} {bêcha|bêchèrent} la terre et {la ratissa|la ratissèrent} jusqu’à ce qu’elle soit toute fine.',
    /vegetable patch/,
  ),
];
export const PLANT_OOPS: PlacedL[] = [
  b(
    'Oh no! {atPlace}, a hungry snail was heading straight for the seed rows.',
    'Oh non ! {atPlace}, un escargot gourmand filait tout droit vers les rangs de graines.',
  ),
  b(
    '{atPlace}, the sun shone and shone, and the soil turned dry and hard.',
    '{atPlace}, le soleil tapait, tapait, et la terre devint toute sèche.',
  ),
];
export const PLANT_HELP: PlacedL[] = [
  b(
    '{atPlace}, {helper} showed how to plant each seed: a little hole, one seed, and a pat of soil on top.',
    '{atPlace}, {helper} montra comment planter chaque graine : un petit trou, une graine, et un peu de terre bien tassée par-dessus.',
  ),
  b(
    '{atPlace}, {Who} filled the watering can and gave every row a long, cool drink.',
    '{atPlace}, {Who} {remplit|remplirent} l’arrosoir et {donna|donnèrent} à boire à chaque rang.',
  ),
];
export const PLANT_FINISH: PlacedL[] = [
  b(
    '{atPlace}, tiny green shoots poked out of the soil. {Who} counted them, one by one.',
    '{atPlace}, de toutes petites pousses vertes sortirent de terre. {Who} {les compta|les comptèrent}, une par une.',
  ),
  b(
    '{atPlace}, {Who} put little sticks beside the tomatoes and tied them up gently.',
    '{atPlace}, {Who} {planta|plantèrent} des tuteurs à côté des tomates et {les attacha|les attachèrent} doucement.',
  ),
];
export const PLANT_TURNS: PlacedL[] = [
  b(
    'And then, one sunny morning, the garden was full: red tomatoes, orange carrots and sunflowers taller than {name}!',
    'Et puis, un matin de soleil, le jardin était plein : des tomates rouges, des carottes orange et des tournesols plus grands que {name} !',
  ),
];
export const PLANT_ENDINGS: PlacedL[] = [
  b(
    'That evening, {Who} ate a salad from the garden, the best ever. {name} had learned that {lesson}. The end.',
    'Ce soir-là, {Who} {mangea|mangèrent} une salade du jardin, la meilleure du monde. {name} avait appris que {lesson}. Fin.',
  ),
];
