import { b, type WishTable } from './goal-different-table';

/**
 * "A bunny who wants to be bigger", « Le petit lapin qui voulait être plus grand »: stones, stretching,
 * a tall hat, a feast of carrots; the old turtle's words; a baby hedgehog stuck deep in a hollow log
 * where no big animal fits, and the small hero fits and brings it out at the turn. Before: a stock
 * kite hunt in the forest.
 */
export const BIGGER: WishTable = {
  problems: [
    b(
      'Everyone else was so tall! {name} had to hop and hop just to see over the grass. “I wish I were bigger, as big as the others!”',
      'Tout le monde était si grand ! {name} devait sauter et sauter rien que pour voir par-dessus les herbes. « Si seulement je pouvais être plus grand{e}, aussi grand{e} que les autres ! »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} piled up three flat stones and stood on top. Taller! Then the stones wobbled, wibble, wobble, and down it all came, bump!',
      '{atPlace}, {name} empila trois pierres plates et grimpa dessus. Plus haut ! Puis les pierres tremblèrent, bric, broc, et tout dégringola, boum !',
    ),
    b(
      '{atPlace}, {name} stretched up on tiptoe, longer and longer, reaching for the sky. Then… pop! Back to small again, and very out of breath.',
      '{atPlace}, {name} s’étira sur la pointe des pieds, de plus en plus haut, vers le ciel. Et puis… pouf ! Retour à la même taille, le souffle court.',
    ),
    b(
      '{atPlace}, {name} put on a very tall hat. Taller at last! But the hat slid down over both eyes, and {name} walked straight into a tree.',
      '{atPlace}, {name} mit un très grand chapeau. Enfin plus haut ! Mais le chapeau glissa sur les yeux, et {name} fonça droit dans un arbre.',
    ),
    b(
      '{atPlace}, {name} ate carrots, and more carrots, and a carrot after that, to grow big fast. Crunch, crunch… Only the tummy grew, and it ached.',
      '{atPlace}, {name} mangea des carottes, encore des carottes, et une carotte de plus, pour grandir vite. Crac, crac… Seul le ventre grossit, et il fit mal.',
    ),
    b(
      '{atPlace}, {name} tied two long sticks to both feet, like stilts. One step, two steps… and a big tumble into the leaves.',
      '{atPlace}, {name} s’attacha deux longs bâtons aux pattes, comme des échasses. Un pas, deux pas… et une grosse culbute dans les feuilles.',
    ),
    b(
      '{atPlace}, {name} puffed up both cheeks and held a big breath, to look bigger. Puff… puff… pfffff! All the air came out at once.',
      '{atPlace}, {name} gonfla les joues et retint son souffle, pour prendre plus de place. Pouf… pouf… pfffff ! Tout l’air ressortit d’un coup.',
    ),
    b(
      '{atPlace}, {name} hopped onto the back of a friendly deer to see the world from up high. Lovely! Until the deer bent down to drink, and {name} slid off.',
      '{atPlace}, {name} grimpa sur le dos d’un gentil cerf pour voir le monde d’en haut. Quel bonheur ! Jusqu’à ce que le cerf se penche pour boire, et {name} glissa par terre.',
    ),
  ],
  words: [
    b(
      '{atPlace}, the old turtle smiled slowly. “Small is not too small, {name}. Small is just right, for some things.”',
      '{atPlace}, la vieille tortue sourit lentement. « Petit, ce n’est pas trop petit, {name}. Petit, c’est juste ce qu’il faut, pour certaines choses. »',
    ),
    b(
      '{atPlace}, {name} sat under a tall fern and thought about it. “Which things?” Nobody knew yet.',
      '{atPlace}, {name} s’assit sous une grande fougère pour y réfléchir. « Quelles choses ? » Personne ne le savait encore.',
    ),
    b(
      '{atPlace}, a little mouse peeped out of a hole. “I’m even smaller than you, and I love it. I can go everywhere!”',
      '{atPlace}, une petite souris sortit le nez d’un trou. « Je suis encore plus petite que toi, et j’adore ça. Je peux aller partout ! »',
    ),
  ],
  need: [
    b(
      '{atPlace}, a tiny cry came from a hollow log. A baby hedgehog had crawled deep inside and could not turn round! The bear, the fox and the deer were all far too big to get in.',
      '{atPlace}, un tout petit cri sortit d’un tronc creux. Un bébé hérisson s’y était glissé tout au fond et ne pouvait plus se retourner ! L’ours, le renard et le cerf étaient bien trop gros pour y entrer.',
    ),
    b(
      '{atPlace}, the bear pushed his big paw into the log, then the fox tried his nose. “Too big! It’s no use!” The little cry went on.',
      '{atPlace}, l’ours glissa sa grosse patte dans le tronc, puis le renard essaya avec son museau. « Trop gros ! Impossible ! » Le petit cri continuait.',
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} wriggled into the log, just small enough to fit, and brought the baby hedgehog out, safe and sound. Everyone cheered: “Hooray for {name}!”',
      '{atPlace}, {name} se faufila dans le tronc, juste à la bonne taille pour y passer, et ramena le bébé hérisson, sain et sauf. Tout le monde applaudit : « Bravo, {name} ! »',
    ),
  ],
  endings: [
    b(
      'That evening, the hedgehog’s mama gave {name} the sweetest berries in the forest. Nobody had ever felt so tall inside. {name} had learned that {lesson}. The end.',
      'Ce soir-là, la maman hérisson offrit à {name} les baies les plus sucrées de la forêt. On peut se sentir très grand à l’intérieur. {name} avait appris que {lesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'being small is just the right size to be',
    fr: 'être petit, c’est être juste à la bonne taille',
  },
  named: [
    [/stones|pierres/, 'rock', { en: 'flat stones', fr: 'des pierres plates' }],
    [/tall hat|grand chapeau/, 'top-hat', { en: 'a tall hat', fr: 'un grand chapeau' }],
    [/carrots|carottes/, 'carrot', { en: 'carrots', fr: 'des carottes' }],
    [/sticks|bâtons/, 'wood', { en: 'two long sticks', fr: 'deux longs bâtons' }],
    [/deer|cerf/, 'deer', { en: 'a friendly deer', fr: 'un gentil cerf' }],
    [/mouse|souris/, 'mouse', { en: 'a little mouse', fr: 'une petite souris' }],
    [/hedgehog|hérisson/, 'hedgehog', { en: 'a baby hedgehog', fr: 'un bébé hérisson' }],
    [/hollow log|tronc/, 'wood', { en: 'a hollow log', fr: 'un tronc creux' }],
  ],
  friend: [/turtle|tortue/, 'turtle', { en: 'the old turtle', fr: 'la vieille tortue' }],
  turnAction: 'wriggles out of a hollow log, bringing a baby hedgehog out safe',
};
