/**
 * More examples for each shape and first concept: a book longer than the list comes back to an idea
 * with one of these instead of repeating its first sentence. [English, French, and the icon drawn
 * instead of the concept's own subject when the line names another thing.]
 */
export const CONCEPT_MORE: Record<string, [string, string, string?][]> = {
  circle: [
    [
      'Wheels are circles, so the bike can roll.',
      'Les roues sont des cercles, alors le vélo peut rouler.',
      'bicycle',
    ],
    [
      '{name} draws a circle in the sand with one finger.',
      '{name} dessine un cercle dans le sable avec un doigt.',
    ],
    ['A plate on the table is a circle too.', 'L’assiette sur la table est aussi un cercle.'],
    [
      'Round and round: trace the circle without stopping!',
      'Tourne, tourne : trace le cercle sans t’arrêter !',
    ],
  ],
  square: [
    [
      'A slice of sandwich bread is almost a square.',
      'Une tranche de pain de mie est presque un carré.',
      'bread',
    ],
    [
      '{name} counts the corners of the square: one, two, three, four.',
      '{name} compte les coins du carré : un, deux, trois, quatre.',
    ],
    ['A dice has a square on every face.', 'Un dé a un carré sur chaque face.', 'game-die'],
    [
      'Draw a square: across, down, back and up.',
      'Dessine un carré : à droite, en bas, à gauche et en haut.',
      'pencil',
    ],
  ],
  triangle: [
    ['A roof is a triangle over the house.', 'Le toit est un triangle au-dessus de la maison.', 'house'],
    ['{name} finds three corners on the triangle.', '{name} trouve trois coins sur le triangle.'],
    ['The sail of a boat is a big triangle.', 'La voile d’un bateau est un grand triangle.', 'sailboat'],
    [
      'Far away, mountains look like triangles.',
      'De loin, les montagnes ressemblent à des triangles.',
      'snow-capped-mountain',
    ],
  ],
  star: [
    [
      '{name} counts the five points of the star.',
      '{name} compte les cinq pointes de l’étoile.',
      'glowing-star',
    ],
    ['A starfish is shaped like a star.', 'L’étoile de mer a la forme d’une étoile.'],
    ['Stars twinkle high in the night sky.', 'Les étoiles scintillent haut dans le ciel de la nuit.'],
    ['Draw a star without lifting your pencil!', 'Dessine une étoile sans lever ton crayon !', 'pencil'],
  ],
  heart: [
    ['{name} draws a heart for a friend.', '{name} dessine un cœur pour un ami.', 'love-letter'],
    ['A heart has two round bumps and one point.', 'Un cœur a deux bosses rondes et une pointe.'],
    [
      'Put your hand on your chest and feel your heart beat.',
      'Pose ta main sur ta poitrine et sens ton cœur battre.',
    ],
    ['Red paper hearts make a pretty card.', 'Des cœurs en papier rouge font une jolie carte.'],
  ],
  rectangle: [
    ['A book is a rectangle, just like this one.', 'Un livre est un rectangle, comme celui-ci.', 'open-book'],
    [
      '{name} finds a rectangle in every door of the house.',
      '{name} trouve un rectangle dans chaque porte de la maison.',
      'house',
    ],
    ['A bed is a long rectangle to sleep on.', 'Un lit est un long rectangle pour dormir.', 'bed'],
    [
      'A chocolate bar is a rectangle made of little squares.',
      'Une tablette de chocolat est un rectangle fait de petits carrés.',
      'chocolate-bar',
    ],
  ],
  oval: [
    ['A mirror can be an oval.', 'Un miroir peut être un ovale.', 'mirror'],
    ['{name} finds an oval egg in a nest.', '{name} trouve un œuf ovale dans un nid.', 'nest-with-eggs'],
    ['A rugby ball is an oval.', 'Un ballon de rugby est un ovale.', 'rugby-football'],
    ['An oval is a circle that has stretched.', 'Un ovale, c’est un cercle qui s’est étiré.', 'egg'],
  ],
  diamond: [
    ['A diamond is a square standing on one corner.', 'Un losange, c’est un carré posé sur un coin.'],
    ['{name} spots diamonds on a cosy jumper.', '{name} voit des losanges sur un pull douillet.'],
    [
      'Playing cards have red diamonds.',
      'Les cartes à jouer ont des carreaux rouges en losange.',
      'diamond-suit',
    ],
    [
      'Draw a diamond with four slanted lines that meet.',
      'Dessine un losange avec quatre traits penchés qui se rejoignent.',
      'pencil',
    ],
  ],
  hexagon: [
    ['Count the six sides of the hexagon with {name}.', 'Compte les six côtés de l’hexagone avec {name}.'],
    [
      'A snowflake has six points, like a hexagon.',
      'Un flocon de neige a six branches, comme un hexagone.',
      'snowflake',
    ],
    ['Some nuts for bolts are hexagons.', 'Certains écrous sont des hexagones.', 'nut-and-bolt'],
    ['Hexagons fit together with no gaps at all.', 'Les hexagones s’emboîtent sans laisser de trou.'],
  ],
  crescent: [
    ['A banana is curved like a crescent.', 'Une banane est courbée comme un croissant.', 'banana'],
    ['{name} waves at the crescent moon.', '{name} fait coucou au croissant de lune.', 'crescent-moon'],
    [
      'At breakfast, a croissant is a crescent you can eat!',
      'Au petit déjeuner, on mange un croissant, comme la lune !',
      'croissant',
    ],
    [
      'A smile is a little crescent on your face.',
      'Un sourire est un petit croissant sur ton visage.',
      'smiling-face',
    ],
  ],
  red: [
    ['A ladybird wears red with black spots.', 'La coccinelle est rouge à pois noirs.', 'lady-beetle'],
    ['{name} finds a red apple.', '{name} trouve une pomme rouge.', 'red-apple'],
    ['Fire engines are bright red.', 'Les camions de pompiers sont rouge vif.', 'fire-engine'],
    ['Point to something red on this page.', 'Montre quelque chose de rouge sur cette page.'],
  ],
  orange: [
    ['Carrots are orange and crunchy.', 'Les carottes sont orange et croquantes.', 'carrot'],
    ['{name} picks an orange pumpkin.', '{name} choisit une citrouille orange.', 'jack-o-lantern'],
    ['The sky turns orange at sunset.', 'Le ciel devient orange au coucher du soleil.', 'sunset'],
    ['Mix red and yellow to make orange.', 'Mélange du rouge et du jaune pour faire de l’orange.'],
  ],
  yellow: [
    ['The sun shines yellow and warm.', 'Le soleil brille, jaune et chaud.', 'sun'],
    ['{name} sees a yellow duck.', '{name} voit un canard jaune.', 'duck'],
    ['Lemons are yellow and sour.', 'Les citrons sont jaunes et acides.', 'lemon'],
    ['A yellow sunflower follows the sun.', 'Le tournesol jaune suit le soleil.', 'sunflower'],
  ],
  green: [
    ['Frogs are green and love to jump.', 'Les grenouilles sont vertes et adorent sauter.', 'frog'],
    ['{name} walks on green grass.', '{name} marche dans l’herbe verte.', 'herb'],
    ['Peas are small and green.', 'Les petits pois sont verts.', 'leafy-green'],
    ['Mix blue and yellow to make green.', 'Mélange du bleu et du jaune pour faire du vert.'],
  ],
  blue: [
    ['The sky is blue on a sunny day.', 'Le ciel est bleu quand il fait beau.'],
    ['{name} finds blueberries.', '{name} trouve des myrtilles bleues.', 'blueberries'],
    ['A blue bird sings on a branch.', 'Un oiseau bleu chante sur une branche.', 'bird'],
    ['Splash! The water in the pool is blue.', 'Plouf ! L’eau de la piscine est bleue.', 'water-wave'],
  ],
  purple: [
    ['Plums are purple and sweet.', 'Les prunes sont violettes et sucrées.'],
    ['{name} smells a purple flower.', '{name} sent une fleur violette.', 'hibiscus'],
    ['Mix red and blue to make purple.', 'Mélange du rouge et du bleu pour faire du violet.'],
    ['An aubergine is dark purple.', 'L’aubergine est violet foncé.', 'eggplant'],
  ],
  'big-small': [
    ['A whale is big, a fish is small.', 'La baleine est grande, le poisson est petit.', 'whale'],
    [
      '{name} holds a big ball and a small ball.',
      '{name} tient un gros ballon et une petite balle.',
      'soccer-ball',
    ],
    ['A tree is big, a flower is small.', 'L’arbre est grand, la fleur est petite.', 'deciduous-tree'],
    ['Make yourself big, then small!', 'Fais-toi tout grand, puis tout petit !'],
  ],
  'hot-cold': [
    ['The sun is hot, ice cream is cold.', 'Le soleil est chaud, la glace est froide.', 'soft-ice-cream'],
    ['{name} blows on a hot cocoa.', '{name} souffle sur son chocolat chaud.', 'hot-beverage'],
    [
      'In winter it is cold, in summer it is hot.',
      'L’hiver, il fait froid ; l’été, il fait chaud.',
      'snowman',
    ],
    ['A fire is hot, an ice cube is cold.', 'Le feu est chaud, le glaçon est froid.', 'fire'],
  ],
  'up-down': [
    ['Birds fly up, rain falls down.', 'Les oiseaux montent, la pluie descend.', 'bird'],
    [
      '{name} climbs up the slide and zooms down.',
      '{name} monte sur le toboggan et glisse en bas.',
      'playground-slide',
    ],
    ['Point up to the sky, then down to your toes.', 'Montre le ciel en haut, puis tes pieds en bas.'],
    ['The lift goes up and down.', 'L’ascenseur monte et descend.', 'elevator'],
  ],
  'day-night': [
    [
      'The sun shines in the day, the moon glows at night.',
      'Le soleil brille le jour, la lune luit la nuit.',
      'sun-with-face',
    ],
    ['{name} wakes up in the day and dreams at night.', '{name} se réveille le jour et rêve la nuit.', 'bed'],
    ['Owls wake up at night.', 'Les hiboux se réveillent la nuit.', 'owl'],
    [
      'We eat breakfast in the day and see stars at night.',
      'On prend le petit déjeuner le jour, on voit les étoiles la nuit.',
    ],
  ],
  'wet-dry': [
    ['A towel makes us dry after the bath.', 'La serviette nous sèche après le bain.', 'bathtub'],
    ['{name} jumps in a puddle and gets wet.', '{name} saute dans une flaque et se mouille.', 'droplet'],
    ['Wet clothes dry in the sun.', 'Le linge mouillé sèche au soleil.', 't-shirt'],
    ['A fish is wet, sand in the sun is dry.', 'Le poisson est mouillé, le sable au soleil est sec.', 'fish'],
  ],
  'fast-slow': [
    ['A rocket is fast, a turtle is slow.', 'La fusée est rapide, la tortue est lente.', 'rocket'],
    ['{name} runs fast, then walks slowly.', '{name} court vite, puis marche lentement.', 'person-running'],
    ['Clap fast, then clap slowly.', 'Tape vite dans tes mains, puis lentement.', 'clapping-hands'],
    ['A cheetah is fast, a sloth is slow.', 'Le guépard est rapide, le paresseux est lent.', 'sloth'],
  ],
};
