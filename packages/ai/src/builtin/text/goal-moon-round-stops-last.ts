import type { MoonStop } from './goal-moon-round-kit';
import {
  boy,
  FOREST,
  girl,
  ISLAND,
  kid,
  LAKE,
  MOUNTAINS,
  SAVANNA,
  sight,
  VILLAGE,
} from './goal-moon-round-kit';

/**
 * The moon's last six places: the mountains, the village, the island, the forest, the savanna, the lake.
 * Each moment is said once and drawn (`icons`), so a long book lingers at each place with new things.
 */
export const LAST_STOPS: MoonStop[] = [
  {
    place: MOUNTAINS,
    moments: [
      kid(
        girl,
        ['girl-medium-light', 'ewe'],
        'was tucking in her little lamb in a stone hut',
        'bordait son petit agneau dans une cabane de pierre',
      ),
      kid(
        boy,
        ['boy-medium'],
        'was counting the stars from his window, one by one',
        'comptait les étoiles depuis sa fenêtre, une à une',
      ),
      sight(['goat'], 'the goats slept on a rocky ledge', 'les chèvres dormaient sur un rebord de rocher'),
      sight(
        ['eagle'],
        'an eagle settled into its nest on the highest peak',
        'un aigle se posait dans son nid, sur le plus haut sommet',
      ),
    ],
  },
  {
    place: VILLAGE,
    moments: [
      {
        child: { en: 'a baby', fr: 'un bébé' },
        doing: {
          en: 'was already fast asleep in a cot, thumb in mouth',
          fr: 'dormait déjà à poings fermés dans son petit lit, le pouce dans la bouche',
        },
        icons: ['baby'],
        said: [{ en: 'a baby', fr: 'un bébé' }],
        asleep: true,
      },
      kid(
        girl,
        ['girl-light', 'teddy-bear'],
        'was hugging her teddy while Grandma sang a lullaby',
        'serrait son nounours pendant que Mamie chantait une berceuse',
      ),
      sight(
        ['bread'],
        'the baker was already asleep, to bake the bread at dawn',
        'le boulanger dormait déjà, pour cuire le pain à l’aube',
      ),
      sight(
        ['dog'],
        'a dog gave one last woof and curled up by the door',
        'un chien aboyait une dernière fois et se roulait en boule près de la porte',
      ),
    ],
  },
  {
    place: ISLAND,
    moments: [
      kid(
        boy,
        ['boy-medium-dark', 'palm-tree'],
        'was falling asleep in a hammock under the palm trees',
        's’endormait dans un hamac sous les palmiers',
      ),
      kid(
        girl,
        ['girl-dark', 'hut'],
        'was listening to the waves, hush, hush, from her little hut',
        'écoutait les vagues, chhh, chhh, depuis sa petite cabane',
      ),
      sight(
        ['turtle'],
        'a turtle crept up the beach to lay her eggs',
        'une tortue remontait la plage pour pondre ses œufs',
      ),
      sight(
        ['crab'],
        'the crabs tiptoed back into their holes',
        'les crabes rentraient dans leurs trous sur la pointe des pattes',
      ),
    ],
  },
  {
    place: FOREST,
    moments: [
      kid(
        girl,
        ['girl', 'flashlight'],
        'was reading one last story with a torch under her covers',
        'lisait une dernière histoire à la lampe de poche, sous sa couette',
      ),
      kid(
        boy,
        ['boy-medium-light', 'tent'],
        'was camping with his dad beside a little fire',
        'campait avec son papa près d’un petit feu',
      ),
      sight(
        ['deer'],
        'a family of deer lay down among the ferns',
        'une famille de cerfs se couchait parmi les fougères',
      ),
      sight(
        ['hedgehog'],
        'a hedgehog snuffled about under the leaves',
        'un hérisson farfouillait sous les feuilles',
      ),
    ],
  },
  {
    place: SAVANNA,
    moments: [
      kid(
        boy,
        ['boy-dark', 'fire'],
        'was listening to Grandpa’s stories by the fire',
        'écoutait les histoires de Papi près du feu',
      ),
      kid(
        girl,
        ['girl-dark', 'baby-dark'],
        'was asleep on a mat, with her baby sister beside her',
        'dormait sur une natte, sa petite sœur à côté d’elle',
      ),
      sight(
        ['elephant'],
        'the elephants stood close together under a big tree, asleep on their feet',
        'les éléphants dormaient debout, serrés sous un grand arbre',
      ),
      sight(
        ['lion'],
        'a lion yawned a great big yawn and lay down',
        'un lion faisait un énorme bâillement et se couchait',
      ),
    ],
  },
  {
    place: LAKE,
    moments: [
      kid(
        girl,
        ['girl-medium-dark', 'duck'],
        'was saying goodnight to the ducks from the jetty',
        'disait bonne nuit aux canards depuis le ponton',
      ),
      kid(
        boy,
        ['boy', 'bucket'],
        'was trying to catch the moon’s reflection in a bucket',
        'essayait d’attraper le reflet de la lune dans un seau',
      ),
      sight(
        ['swan'],
        'the swans slept with their heads tucked under their wings',
        'les cygnes dormaient, la tête sous l’aile',
      ),
      sight(
        ['fish'],
        'the fish blew little bubbles in the moonlight',
        'les poissons faisaient de petites bulles au clair de lune',
      ),
    ],
  },
];
