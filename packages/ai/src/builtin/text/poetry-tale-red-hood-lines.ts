import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-tale-couplets.ts: her home, the path, the meadow, Grandma's door and room. */
const [HOME, PATH, MEADOW, DOOR, ROOM] = [0, 1, 2, 3, 4];

/**
 * Little Red Riding Hood in rhyme, in the tale's order (goal-tale.ts tells it in prose): the cake and
 * the basket, the wolf on the path, the flowers, the wolf at Grandma's door and in her bed, the big
 * ears, eyes and teeth, the woodcutter at the turn, the wolf gone for good, the cake shared by the fire.
 */
export const RED_HOOD_LINES: ArcLine[] = [
  [
    HOME,
    'basket',
    ['By the wood, in a house with a garden bed,', 'lived {name}, in her hood of red.'],
    ['Dans une maison près du bois vivait', '{name}, qui un capuchon rouge portait.'],
  ],
  [
    HOME,
    'pie',
    ['Her mother baked a cake one day:', '“Take it to Grandma, not far away.”'],
    ['Sa maman fit une galette dorée :', '« Porte-la à Mère-Grand, ma bien-aimée. »'],
  ],
  [
    HOME,
    'basket',
    ['“Stay on the path,” her mother said,', '“and be home again before your bed.”'],
    ['« Reste sur le sentier, lui dit sa maman,', 'et ne parle pas aux inconnus en marchant. »'],
  ],
  [
    PATH,
    'basket',
    ['With basket, cake and butter pot,', 'she skipped along and sang a lot.'],
    ['Avec son panier et son petit pot de beurre,', 'elle trottine et chante de tout son cœur.'],
  ],
  [
    PATH,
    'butterfly',
    ['The birds were singing in the trees,', 'the butterflies danced on the breeze.'],
    ['Les oiseaux chantent dans les branches,', 'un papillon passe, aux ailes blanches.'],
  ],
  [
    PATH,
    'wolf',
    ['But from behind a tree, oh my!', 'A wolf came out, so big and sly.'],
    ['Mais derrière un arbre, oh là là !', 'Un grand loup rusé se montra.'],
  ],
  [
    PATH,
    'wolf',
    ['“Where are you off to, little dear?”', '“To Grandma’s cottage, not far from here.”'],
    ['« Où vas-tu, petite, de si bon matin ?', '— Chez Mère-Grand, au bout du chemin. »'],
  ],
  [
    MEADOW,
    'tulip',
    ['“Look at the flowers!” the wolf said, sweet,', '“pick some for Grandma, what a treat!”'],
    ['« Regarde ces jolies fleurs, dit le loup,', 'fais un bouquet pour Mère-Grand, surtout ! »'],
  ],
  [
    MEADOW,
    'tulip',
    ['So {name} picked them, one by one,', 'a yellow, a pink, a purple one.'],
    ['Alors {name} cueille une fleur, puis deux,', 'des roses, des jaunes et des bleues.'],
  ],
  [
    MEADOW,
    'wolf',
    ['The wolf ran off through wood and glade,', 'the quickest way, the plan he’d made.'],
    ['Pendant ce temps, le loup court à travers bois,', 'par le plus court chemin, tout droit.'],
  ],
  [
    DOOR,
    'wolf',
    ['At Grandma’s door the wolf knocked: “Hello!”', 'in a little voice, so soft and low.'],
    ['Chez Mère-Grand, toc, toc, le loup frappe à la porte,', 'd’une petite voix douce et pas très forte.'],
  ],
  [
    ROOM,
    'old-woman',
    ['But Grandma saw his big grey tail,', 'and hid in the wardrobe, quick and pale.'],
    ['Mais Mère-Grand voit sa grande queue grise,', 'et file dans l’armoire, toute surprise.'],
  ],
  [
    ROOM,
    'wolf',
    ['The wolf put on her cap and gown,', 'got into bed and settled down.'],
    ['Le loup met son bonnet et sa chemise de nuit,', 'et dans le lit de Mère-Grand se blottit.'],
  ],
  [
    DOOR,
    'basket',
    ['Then {name} came with flowers and cake,', 'and knocked: “It’s me! Are you awake?”'],
    ['Puis arrive {name}, bouquet et galette :', 'toc, toc ! « C’est moi ! Es-tu prête ? »'],
  ],
  [
    ROOM,
    'wolf',
    ['“Oh Grandma, what big ears you’ve got!”', '“To hear you better, my little tot!”'],
    ['« Mère-Grand, comme vous avez de grandes oreilles !', '— C’est pour mieux t’écouter, ma merveille ! »'],
  ],
  [
    ROOM,
    'wolf',
    ['“What big eyes you have, Grandma dear!”', '“To see you better, now you’re here!”'],
    ['« Et comme vous avez de grands yeux, Mère-Grand !', '— C’est pour mieux te voir, mon enfant ! »'],
  ],
  [
    ROOM,
    'wolf',
    ['“What big teeth you have!” she cried with a start.', 'The wolf jumped up! Oh, her poor little heart!'],
    ['« Et quelles grandes dents vous avez ! » Oh !', 'Le loup bondit hors du lit, d’un saut.'],
  ],
  [
    ROOM,
    'man',
    ['But a woodcutter heard the noise nearby,', 'and rushed right in with a mighty cry!'],
    ['Mais un bûcheron qui passait par là', 'entend le bruit et accourt à grands pas !'],
  ],
  [
    DOOR,
    'wolf',
    ['The wolf ran off and out the door,', 'and was never seen in the wood any more.'],
    ['Le loup s’enfuit par la porte, ventre à terre,', 'et ne revint plus jamais, de sa vie entière.'],
  ],
  [
    ROOM,
    'old-woman',
    ['Out of the wardrobe Grandma came,', 'safe and sound, and just the same.'],
    ['De l’armoire sort Mère-Grand, saine et sauve,', 'avec ses lunettes et sa robe mauve.'],
  ],
  [
    ROOM,
    'pie',
    ['They shared the cake, still warm and sweet,', 'and the butter pot, a lovely treat.'],
    ['On partage la galette et le petit pot de beurre ;', 'Mère-Grand rit : c’est fini, la peur !'],
  ],
  [
    ROOM,
    'tulip',
    ['The flowers went in a little jar:', 'the loveliest bunch by near and far!'],
    ['Le bouquet du pré, dans un petit vase,', 'fait sourire Mère-Grand : quelle extase !'],
  ],
  [
    ROOM,
    'fire',
    ['By the warm fire they sat, all three,', 'the woodcutter too, with a cup of tea.'],
    ['Près du bon feu, tous les trois assis,', 'le bûcheron boit son thé, ravi.'],
  ],
  [
    HOME,
    'red-heart',
    ['So stay on the path wherever you go,', 'and home again safe in the evening glow.'],
    ['Sur le bon chemin, reste toujours,', 'et rentre à la maison avant la fin du jour.'],
  ],
];
