import type { ArcLine } from './poetry-arc-kit';

/** Where each couplet is drawn (poetry-christmas-couplets.ts: the elf story's places, then a tree). */
const [WORKSHOP, PAINT, WRAP, STABLES, TREE] = [0, 1, 2, 3, 4];

/**
 * The little elf who helps Santa make toys, in rhyme ('A little elf who helps Santa make toys', « Un
 * petit lutin qui aide le père Noël à fabriquer des jouets »; goal-christmas-elf-words.ts tells it in
 * prose): the toys made and painted, the little train that will not go, Santa sitting down beside the
 * elf and the tiny spring, the wrapping room, the sleigh away under the moon (the turn) and a child's
 * Christmas morning. No French word agrees with the hero but « un lutin », as the idea says it.
 */
export const ELF_LINES: ArcLine[] = [
  [
    WORKSHOP,
    'hammer',
    ['In Santa’s workshop, busy and bright,', 'lived {name}, an elf so small and light.'],
    ['Dans l’atelier du père Noël, tout au fond,', 'vivait {name}, un lutin haut comme un bouton.'],
  ],
  [
    WORKSHOP,
    'spiral-calendar',
    ['Christmas was coming, just days away:', '“I’ll help Santa make toys today!”'],
    ['Noël approche, plus que quelques jours :', '« Je vais aider le père Noël, c’est mon tour ! »'],
  ],
  [
    PAINT,
    'paintbrush',
    ['Dip and dab, and dab once more:', 'a wooden horse with red spots galore!'],
    ['Un coup de pinceau, puis un autre encore :', 'un cheval de bois, rouge à pois d’or.'],
    { also: ['artist-palette'] },
  ],
  [
    WORKSHOP,
    'teddy-bear',
    ['The teddy bear’s eye hung by a thread:', 'stitch, stitch, stitch… “All better,” {name} said.'],
    ['L’ours en peluche a perdu un œil-bouton :', 'pique, pique, pique, {name} le recoud pour de bon.'],
  ],
  [
    WORKSHOP,
    'automobile',
    ['Tap, tap, tap, went the hammers all day:', '{name} fixed the wheels on a car for play.'],
    ['Tap, tap, tap, font les marteaux :', '{name} fixe les roues d’une petite auto.'],
    { also: ['hammer'] },
  ],
  [
    WORKSHOP,
    'sailboat',
    ['A little sail on a wooden boat:', '“Puff!” blew {name}. “Look, it can float!”'],
    ['Une petite voile sur un bateau de bois :', '« Pff ! » souffle {name}, « il vogue, regarde-moi ! »'],
  ],
  [
    PAINT,
    'nesting-dolls',
    ['Rosy cheeks on a row of dolls,', 'painted so gently, one and all.'],
    ['Des joues roses pour les poupées,', 'peintes tout doucement, bien alignées.'],
    { also: ['paintbrush'] },
  ],
  [
    PAINT,
    'rainbow',
    ['A spinning top in every shade:', 'the brightest rainbow ever made!'],
    ['Une toupie de toutes les couleurs,', 'qui tourne, tourne : quel bonheur !'],
  ],
  [
    WORKSHOP,
    'puzzle-piece',
    ['Rub, rub, rub, each puzzle piece,', 'smooth as silk, to fit with ease.'],
    ['{name} ponce un puzzle en bois :', 'chaque pièce bien lisse, comme il se doit.'],
  ],
  [
    WORKSHOP,
    'locomotive',
    ['Then came the train, so shiny and new:', '{name} wound it up… click! Nothing. Boo-hoo.'],
    ['Puis vient le petit train, tout brillant :', '{name} le remonte… clic ! Rien, pourtant.'],
  ],
  [
    WORKSHOP,
    'locomotive',
    ['Again and again, the wheels would not go:', '“I’ve spoiled it,” {name} whispered low.'],
    ['Encore et encore, les roues ne tournent pas :', '« Je l’ai cassé », murmure {name}, tout bas.'],
    { also: ['crying-face'] },
  ],
  [
    WORKSHOP,
    'pensive-face',
    ['“Santa will be so sad,” {name} sighed,', 'and tucked the little train aside.'],
    ['« Le père Noël sera triste, c’est sûr… »', '{name} cache le train derrière le mur.'],
    { also: ['locomotive'] },
  ],
  [
    WORKSHOP,
    'santa-claus',
    ['Then Santa sat down, warm and kind:', '“Let’s look together. What can we find?”'],
    ['Le père Noël s’assoit, tout gentil :', '« Regardons ensemble, mon petit ! »'],
    { also: ['locomotive'] },
  ],
  [
    WORKSHOP,
    'gear',
    ['A tiny spring had come undone:', 'click! Back in place… and the wheels spun!'],
    ['Un tout petit ressort s’était défait :', 'clic ! Remis en place, c’est parfait.'],
    { also: ['locomotive'] },
  ],
  [
    WORKSHOP,
    'locomotive',
    ['Vroom! Round the table the little train flew:', '“Everyone makes mistakes. I do too!”'],
    [
      'Vroum ! Le train file autour de la table :',
      '« Tout le monde se trompe ! » dit le père Noël, aimable.',
    ],
    { also: ['santa-claus'] },
  ],
  [
    WORKSHOP,
    'hot-beverage',
    ['Santa poured cocoa and said with a grin:', '“My first toy broke too! Now, let’s begin.”'],
    ['Un chocolat chaud, un clin d’œil malin :', '« Moi aussi, j’ai cassé mon premier train ! »'],
    { also: ['santa-claus'] },
  ],
  [
    WRAP,
    'wrapped-gift',
    ['In the wrapping room, with paper bright,', '{name} tied red ribbons, snug and tight.'],
    ['Dans la salle des paquets, papier doré,', '{name} noue des rubans rouges, bien serrés.'],
    { also: ['ribbon'] },
  ],
  [
    WRAP,
    'label',
    ['A name on every tag, with care:', 'each toy will find its child somewhere.'],
    ['Un prénom sur chaque étiquette,', 'pour que chaque jouet trouve son enfant : c’est chouette !'],
  ],
  [
    WRAP,
    'teddy-bear',
    ['A box just right for the teddy bear,', 'tucked in with tissue, soft as air.'],
    ['Une boîte juste à la taille du nounours :', 'papier de soie, tout doux, comme du velours.'],
    { also: ['wrapped-gift'] },
  ],
  [
    WRAP,
    'soccer-ball',
    ['Wrapping a ball is the hardest of all:', 'three tries, lots of tape… and still it would roll!'],
    ['Emballer un ballon, quelle aventure :', 'trois essais, du ruban adhésif, c’est dur !'],
  ],
  [
    WRAP,
    'wrapped-gift',
    ['The pile of presents grew and grew,', 'taller than {name}! The elves cheered too.'],
    ['La pile de cadeaux monte, monte encore :', 'plus haute que {name} ! Quel bel effort !'],
  ],
  [
    STABLES,
    'sled',
    ['That night, the elves loaded the sleigh,', 'the little train on top: “Hooray!”'],
    ['Cette nuit-là, on charge le traîneau,', 'le petit train tout en haut : bravo !'],
    { also: ['locomotive', 'deer'] },
  ],
  [
    STABLES,
    'waving-hand',
    ['“Ho, ho, ho!” Up under the moon', 'flew the sleigh: “Thank you, {name}! See you soon!”'],
    ['« Oh, oh, oh ! » Sous la lune, le traîneau', 's’envole : « Merci, {name}, pour tes cadeaux ! »'],
    { also: ['sled', 'deer', 'full-moon'] },
  ],
  [
    TREE,
    'christmas-tree',
    ['On Christmas morning, under a tree,', 'a child found the train: “Oh, look! For me!”'],
    ['Le matin de Noël, au pied d’un sapin,', 'un enfant découvre le petit train.'],
    { also: ['locomotive', 'wrapped-gift'] },
  ],
];
