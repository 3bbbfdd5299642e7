import { b, type WishTable } from './goal-different-table';

/**
 * "The cow who wanted to fly", « La vache qui voulait voler »: wings of leaves, a jump from a hay bale,
 * a kite, flapping ears; the little sparrow's words; in the storm a chick falls from its nest and the
 * hero, big and steady on four strong legs, catches it at the turn; the birds make the hero's back
 * their perch, and a dream of flying with them ends the day. Before: "Daisy could fly!".
 */
export const FLY: WishTable = {
  problems: [
    b(
      'Every day, {name} watched the birds swoop and glide over the fields. “I wish I could fly too, high up in the sky!”',
      'Chaque jour, {name} regardait les oiseaux virevolter au-dessus des champs. « Si seulement je pouvais voler moi aussi, tout là-haut dans le ciel ! »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} made a pair of wings out of big green leaves and flapped hard. Flap, flap, flap! The leaves flew off. {name} stayed right there.',
      '{atPlace}, {name} se fabriqua des ailes avec de grandes feuilles vertes et battit très fort. Flap, flap, flap ! Les feuilles s’envolèrent. {name}, non.',
    ),
    b(
      '{atPlace}, {name} climbed onto the tallest hay bale, took a deep breath and jumped. Whoosh… flump! Straight into a soft pile of hay.',
      '{atPlace}, {name} grimpa sur la plus haute botte de foin, prit une grande inspiration et sauta. Whoush… pouf ! Droit dans un tas de foin tout doux.',
    ),
    b(
      '{atPlace}, {name} held on tight to the string of a big kite. The wind lifted the kite up and up… but not {name}, not one bit.',
      '{atPlace}, {name} s’accrocha bien fort à la ficelle d’un grand cerf-volant. Le vent emporta le cerf-volant haut, très haut… mais pas {name}, pas d’un poil.',
    ),
    b(
      '{atPlace}, {name} flapped both ears as fast as possible, like little wings. The ears got tired. The hooves did not leave the ground.',
      '{atPlace}, {name} agita les deux oreilles le plus vite possible, comme de petites ailes. Les oreilles se fatiguèrent. Les sabots ne quittèrent pas le sol.',
    ),
    b(
      '{atPlace}, {name} ran as fast as four legs could go, ready for take-off. Thud, thud, thud… and a roly-poly tumble at the end.',
      '{atPlace}, {name} prit son élan à toute allure, prêt{e} à décoller. Boum, boum, boum… et une grande roulade pour finir.',
    ),
    b(
      '{atPlace}, {name} tied a bunch of balloons round the middle. They tugged and tugged… but {name} stayed put, all four hooves on the ground.',
      '{atPlace}, {name} attacha une grappe de ballons autour de sa taille. Ils tirèrent et tirèrent… mais {name} resta bien au sol, les quatre sabots par terre.',
    ),
    b(
      '{atPlace}, {name} watched the ducks very carefully, then stretched out both front legs and flapped just like them. The ducks quacked with laughter.',
      '{atPlace}, {name} observa les canards très attentivement, puis battit des pattes avant exactement comme eux. Les canards cancanèrent de rire.',
    ),
  ],
  words: [
    b(
      '{atPlace}, {name} lay down with a long, sad “Moo…”. Four big hooves, and not one feather.',
      '{atPlace}, {name} se coucha par terre avec un long « Meuh… » tout triste. Quatre gros sabots, et pas une seule plume.',
    ),
    b(
      '{atPlace}, the little sparrow landed on {name}’s head. “We birds can fly, but we can’t do what you do. Just wait and see.”',
      '{atPlace}, le petit moineau se posa sur la tête de {name}. « Nous, les oiseaux, on sait voler, mais on ne sait pas faire ce que tu fais. Tu verras. »',
    ),
    b(
      '{atPlace}, the farmer scratched {name} behind the ears. “Do you know who gives the best milk and the warmest hugs on this farm? You do.”',
      '{atPlace}, le fermier gratta {name} derrière les oreilles. « Tu sais qui donne le meilleur lait et les câlins les plus chauds de la ferme ? C’est toi. »',
    ),
  ],
  need: [
    b(
      '{atPlace}, a strong wind began to blow. High in the old tree, a nest rocked and swayed, and the baby birds peeped in fright.',
      '{atPlace}, un grand vent se mit à souffler. Tout en haut du vieil arbre, un nid se balançait, et les oisillons piaillaient de peur.',
    ),
    b(
      '{atPlace}, the mother bird flew round and round the tree, calling. The wind blew harder, and the branch bent low.',
      '{atPlace}, la maman oiseau tournait autour de l’arbre en appelant. Le vent souffla plus fort, et la branche se courba.',
    ),
  ],
  turns: [
    b(
      '{atPlace}, a little chick tumbled out of the nest! {name} stood firm on four strong legs, stretched out that broad back… and caught it, safe and soft. The birds sang: “Thank you, {name}!”',
      '{atPlace}, un oisillon tomba du nid ! {name}, bien campé{e} sur ses quatre pattes solides, tendit son large dos… et le rattrapa, tout en douceur. Les oiseaux chantèrent : « Merci, {name} ! »',
    ),
  ],
  endings: [
    b(
      'From then on, the birds perched on {name}’s back every evening to sing. And that night, {name} dreamed of flying with them, happy to wake up on the ground with friends all round. {name} had learned that {lesson}. The end.',
      'Depuis, les oiseaux se perchent chaque soir sur le dos de {name} pour chanter. Et cette nuit-là, {name} rêva de voler avec eux, et fut content{e} de se réveiller sur la terre ferme, entourée d’amis. {name} avait appris que {lesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'you do not need wings to be special: being yourself is enough',
    fr: 'pas besoin d’ailes pour être formidable : il suffit d’être soi-même',
  },
  named: [
    [/leaves|feuilles/, 'leaf-fluttering-in-wind', { en: 'wings of leaves', fr: 'des ailes de feuilles' }],
    [/hay|foin/, 'sheaf-of-rice', { en: 'a hay bale', fr: 'une botte de foin' }],
    [/kite|cerf-volant/, 'kite', { en: 'a kite', fr: 'un cerf-volant' }],
    [/balloons|ballons/, 'balloon', { en: 'balloons', fr: 'des ballons' }],
    [/ducks|canards/, 'duck', { en: 'the ducks', fr: 'les canards' }],
    [/farmer|fermier/, 'farmer', { en: 'the farmer', fr: 'le fermier' }],
    [/nest|nid/, 'nest-with-eggs', { en: 'a nest', fr: 'un nid' }],
    [/chick|oisillon/, 'baby-chick', { en: 'a little chick', fr: 'un oisillon' }],
  ],
  friend: [/sparrow|moineau|birds|oiseaux/, 'bird', { en: 'the little sparrow', fr: 'le petit moineau' }],
  turnAction: 'stands firm on four strong legs and catches a falling chick on its broad back',
};
