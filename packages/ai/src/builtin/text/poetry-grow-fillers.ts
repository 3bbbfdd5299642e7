import { type ArcLine, BOOK_PLACE } from './poetry-arc-kit';

const ANY = BOOK_PLACE;

/**
 * Garden couplets that fit any day of a growing poem (a butterfly, a worm, the dew, the weeds): a
 * 50-page growing poem weaves them between its own 24 (poetry-arc-kit.ts `woven`), each drawn where the
 * couplet before it is, so the long book sings no couplet twice and no stock one. They name no sky and
 * nothing the story names in its order (the snail, the crow, the rain, the bees, the prize).
 */
export const GROW_FILLERS: ArcLine[] = [
  [
    ANY,
    'butterfly',
    ['A butterfly fluttered, orange and blue:', '“What are you growing? Can I see too?”'],
    ['Un papillon passe, orange et bleu :', '« Qu’est-ce qui pousse ici ? Je veux voir un peu ! »'],
  ],
  [
    ANY,
    'worm',
    ['A wiggly worm said, “Hello, hello!', 'I dig the soil so plants can grow.”'],
    ['Un ver de terre dit : « Coucou, c’est moi !', 'Je creuse la terre, pour toi, pour toi ! »'],
  ],
  [
    ANY,
    'tulip',
    ['Tulips nodded, red and pink:', '“Keep on growing!” they seemed to wink.'],
    ['Les tulipes hochent la tête, toutes roses :', '« Pousse encore ! » Et la plante ose.'],
  ],
  [
    ANY,
    'bird',
    ['A robin sang on the garden gate:', '“Tweet, tweet! Growing things is great!”'],
    ['Un rouge-gorge chante sur le portail :', '« Cui-cui ! Quel joli travail ! »'],
  ],
  [
    ANY,
    'leaf-fluttering-in-wind',
    ['The breeze blew softly, leaves went swish:', '“Grow big and strong” was the garden’s wish.'],
    [
      'La brise souffle, les feuilles font frou-frou :',
      '« Pousse bien fort ! » murmure le jardin, tout doux.',
    ],
  ],
  [
    ANY,
    'gloves',
    ['Gardening gloves, a rake, a hoe:', 'pull the weeds out, row by row.'],
    ['Des gants, un râteau, une binette :', 'on arrache les mauvaises herbes, c’est chouette !'],
  ],
  [
    ANY,
    'sparkles',
    ['Drops of dew, like tiny pearls,', 'sparkled on the leaves in curls.'],
    ['Des gouttes de rosée, comme des perles,', 'brillent sur les feuilles, toutes belles.'],
  ],
  [
    ANY,
    'hedgehog',
    ['A hedgehog snuffled, round and small:', '“What a garden! I love it all!”'],
    ['Un hérisson renifle, tout rond, tout petit :', '« Quel beau jardin ! » dit-il, ravi.'],
  ],
  [
    ANY,
    'bouquet',
    ['{name} picked a flower, just one or two,', 'for Mum, who smiled: “Oh, thank you!”'],
    ['{name} cueille une fleur, juste une ou deux,', 'pour maman : « Merci, mon trésor précieux ! »'],
  ],
  [
    ANY,
    'books',
    ['{name} read a book on how things grow:', '“More water? Less? Now I know!”'],
    ['{name} lit un livre sur le jardin :', '« Un peu d’eau, pas trop : c’est malin ! »'],
  ],
  [
    ANY,
    'stopwatch',
    ['Waiting is hard, but {name} knew:', 'slowly, slowly, good things grew.'],
    ['Attendre, c’est dur, mais {name} le sait :', 'tout doucement, ça pousse : voilà le secret.'],
  ],
  [
    ANY,
    'pencil',
    ['{name} drew the plant in a notebook too:', 'a little picture of how it grew.'],
    ['{name} dessine la plante dans un carnet,', 'chaque jour un peu plus grande : c’est parfait.'],
  ],
  [
    ANY,
    'cat',
    ['The cat curled up in the garden bed:', '“Not there, kitty!” {name} said.'],
    ['Le chat se couche au milieu des semis :', '« Pas là, minou ! » Et le chat s’enfuit.'],
  ],
  [
    ANY,
    'leafy-green',
    ['Lettuce and beans grew side by side:', 'the garden was green, the rows were wide.'],
    ['Salades et haricots, côte à côte :', 'le potager est tout vert, quelle belle récolte !'],
  ],
  [
    ANY,
    'wood',
    ['A little fence, plank by plank,', 'to keep it safe: clink, clank!'],
    ['Une petite clôture, planche par planche,', 'pour la protéger, toute blanche.'],
  ],
  [
    ANY,
    'mushroom',
    ['A mushroom popped up by the wall,', 'a funny hat, so brown and small.'],
    ['Un champignon pousse près du mur,', 'un drôle de chapeau, tout brun, c’est sûr.'],
  ],
  [
    ANY,
    'ant',
    ['A line of ants marched past in a row:', '“Left, right, left! Off we go!”'],
    ['Une file de fourmis passe en chantant :', '« Une, deux, une, deux, en avant ! »'],
  ],
  [
    ANY,
    'cup-with-straw',
    ['A glass of lemonade, cool and sweet:', 'gardening is thirsty work, a gardener’s treat!'],
    ['Un verre de citronnade bien frais :', 'jardiner donne soif, c’est vrai !'],
  ],
  [
    ANY,
    'musical-note',
    ['{name} whistled while pulling weeds,', 'and sang to all the little seeds.'],
    ['{name} siffle en arrachant les herbes folles,', 'et chante aux graines des paroles drôles.'],
  ],
  [
    ANY,
    'dog',
    ['The puppy wanted to dig and play:', '“Not in the garden! Go that way!”'],
    [
      'Le chiot veut creuser, gratter, jouer :',
      '« Pas dans le potager ! Va plutôt par là, s’il te plaît ! »',
    ],
  ],
  [
    ANY,
    'old-woman',
    ['The neighbour leaned over the hedge to see:', '“What a garden! Can you teach me?”'],
    ['La voisine se penche par-dessus la haie :', '« Quel beau jardin ! Tu m’apprends le secret ? »'],
  ],
  [
    ANY,
    'spiral-calendar',
    ['Days went by, one, two, three, four:', 'each day the plant grew a little more.'],
    ['Les jours passent, lundi, mardi, mercredi :', 'chaque jour, la plante grandit.'],
  ],
  [
    ANY,
    'camera',
    ['Click! A photo, then one more:', 'the plant was bigger than before!'],
    ['Clic ! Une photo pour se souvenir :', 'la plante n’en finit plus de grandir !'],
  ],
  [
    ANY,
    'sweat-droplets',
    ['Hard work, hot work, wipe your brow:', '“Not ready yet… but soon, somehow!”'],
    ['On travaille dur, on s’essuie le front :', '« Pas encore prête… mais bientôt, c’est bon ! »'],
  ],
  [
    ANY,
    'footprints',
    ['Little footprints, to and fro:', '{name} came so often, as you know!'],
    ['Des petites traces de pas, aller, retour :', '{name} vient au potager tous les jours.'],
  ],
  [
    ANY,
    'red-apple',
    ['Under the apple tree, {name} sat down:', '“My garden’s the finest in all the town!”'],
    ['Sous le pommier, {name} se repose :', '« Mon jardin, c’est la plus belle chose ! »'],
  ],
];
