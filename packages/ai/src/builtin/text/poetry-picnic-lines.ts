import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-picnic-couplets.ts: goal-picnic.ts's park, then home. */
export const [FLOWERS, TREE, POND, HILL, PLAY, BANDSTAND, HOME] = [0, 1, 2, 3, 4, 5, 6];

/**
 * A picnic in rhyme, in the day's order (goal-picnic.ts tells it in prose): the basket packed, the
 * walk with who came ({family}: « Mamie », « son chien », « maman et papa »), the blanket, the ducks,
 * the daisy chain, rolling down the hill, the ants, the rain, the cake under the bandstand, the
 * rainbow, and home again. Twelve, so a 12-page poem sings them all; a longer one weaves the park's
 * games between the blanket and the rain (poetry-picnic-fillers.ts). Each couplet draws what it
 * names; no French word agrees with the hero, and « on » is who came.
 */
export const PICNIC_LINES: ArcLine[] = [
  [
    HOME,
    'basket',
    ['Sandwiches, apples, a cake in a tin:', '{name} packed the basket and squeezed it all in!'],
    ['Des sandwichs, des fraises, un gâteau au chocolat :', '{name} remplit le panier, et voilà !'],
    { also: ['sandwich', 'shortcake'] },
  ],
  [
    FLOWERS,
    'basket',
    ['Past the flower beds {name} led the way,', 'with {family}: “Hooray, picnic day!”'],
    ['Avec {family}, en chemin,', '{name} porte le panier à deux mains.'],
    { also: ['blossom'] },
  ],
  [
    TREE,
    'fork-and-knife-with-plate',
    ['Under the big tree, in the shade,', 'the checked blanket and the plates were laid.'],
    ['Sous le grand arbre, la nappe est mise,', 'avec les assiettes : quelle gourmandise !'],
  ],
  [
    POND,
    'duck',
    ['Down by the pond, three ducks came near:', '“Quack! Any crumbs for us, my dear?”'],
    ['Au bord de l’étang, trois canards :', '« Coin, coin ! Des miettes, par hasard ? »'],
    { also: ['bread'] },
  ],
  [
    FLOWERS,
    'blossom',
    ['Daisy by daisy, stem through stem,', '{name} made a chain, a crown of them!'],
    ['Pâquerette par pâquerette, tout en douceur,', '{name} tresse une couronne de fleurs.'],
  ],
  [
    HILL,
    'face-with-spiral-eyes',
    ['Down the hill {name} rolled, round and round,', 'and landed, dizzy, on the soft green ground.'],
    ['Du haut de la colline, {name} roule, roule,', 'la tête qui tourne comme une boule !'],
  ],
  [
    TREE,
    'ant',
    ['Tiny ants marched across in a line,', 'each with a crumb: “This one is mine!”'],
    ['Une file de fourmis traverse la nappe :', 'chacune sa miette, et hop, elle s’échappe !'],
  ],
  [
    TREE,
    'cloud-with-rain',
    ['The sky turned grey: oh, what a pain!', 'Plip, plop, plip… here comes the rain!'],
    ['Mais le ciel devient gris, et plic, ploc, la pluie !', 'Vite, le panier, la nappe aussi !'],
    { drawWeather: 'rain' },
  ],
  [
    BANDSTAND,
    'shortcake',
    ['Under the bandstand, snug and dry,', 'they shared the chocolate cake: oh my!'],
    ['Sous le toit du kiosque, bien au sec,', 'on partage le gâteau, et on s’en lèche le bec !'],
  ],
  [
    BANDSTAND,
    'rainbow',
    // Not "the rain stopped": a couplet that says rain is drawn in the rain (page-sky.ts).
    ['The sun came back and shone right through:', 'a rainbow, red and yellow and blue!'],
    ['Les nuages s’en vont, le soleil revient,', 'et un arc-en-ciel s’allume au loin.'],
  ],
  [
    FLOWERS,
    'basket',
    ['Home past the flowers they strolled along,', 'the basket empty, {name} singing a song.'],
    ['Retour parmi les fleurs, le panier tout léger :', 'il est vide ! Tout a été mangé, partagé.'],
  ],
  [
    HOME,
    'yawning-face',
    // In the kitchen, not in bed: home is drawn as the kitchen (goal-picnic.ts).
    ['Back home, the empty basket put away,', '{name} yawned: “What a lovely picnic day!”'],
    ['À la maison, le panier est rangé ;', '{name} bâille : « Quelle belle journée ! »'],
  ],
];
