import { inFamily, place } from '../idea/settings';
import { type JobDay, line } from './day-job-types';

/** The vet's, the fisher's and the gardener's day, and a day together when the idea names no job. */
export const MORE_JOB_DAYS: Record<string, JobDay> = {
  vet: {
    places: inFamily('indoor', [
      place('at/the vet’s clinic|in town', 'à/la clinique vétérinaire'),
      place('in/the stable|on the farm', 'dans/l’écurie'),
      place('in/the big red barn|on the farm', 'dans/la grange rouge'),
    ]),
    work: { en: 'at the vet’s', fr: 'chez le vétérinaire' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} brush a very fluffy dog.',
        '{atPlace}, {name} aida {friend} à brosser un chien tout ébouriffé.',
      ),
      line(
        '{atPlace}, {name} filled the water bowls for the cats and the rabbits.',
        '{atPlace}, {name} remplit les gamelles d’eau des chats et des lapins.',
      ),
      line(
        '{atPlace}, {name} gently stroked a nervous kitten so it felt safe.',
        '{atPlace}, {name} caressa doucement un chaton inquiet pour le rassurer.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} how to listen to a puppy’s heart: so fast!',
        '{atPlace}, {Friend} montra à {name} comment écouter le cœur d’un chiot : si rapide !',
      ),
      line(
        '{atPlace}, {name} learned that every animal needs its own kind of food.',
        '{atPlace}, {name} apprit que chaque animal a besoin de sa propre nourriture.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, a parrot repeated everything {name} said! Even the sneezes.',
        '{atPlace}, un perroquet répétait tout ce que disait {name} ! Même les éternuements.',
      ),
      line(
        '{atPlace}, a rabbit hopped out of its box, and {name} chased it under every chair.',
        '{atPlace}, un lapin sauta hors de sa boîte, et {name} le poursuivit sous toutes les chaises.',
      ),
    ],
    turn: line(
      '{atPlace}, the puppy with the sore paw wagged its tail and walked again. What a wonderful moment!',
      '{atPlace}, le chiot à la patte blessée remua la queue et se remit à marcher. Quel beau moment !',
    ),
  },
  fisher: {
    places: inFamily('shore', [
      place('on/the old pier|on the shore', 'sur/la vieille jetée'),
      place('in/the harbour|by the sea', 'dans/le port'),
      place('at/the fish market|in town', 'à/le marché aux poissons', 'town'),
    ]),
    work: { en: 'by the sea', fr: 'au bord de la mer' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} untangle the nets, knot by knot.',
        '{atPlace}, {name} aida {friend} à démêler les filets, nœud après nœud.',
      ),
      line(
        '{atPlace}, {name} coiled the ropes neatly, round and round.',
        '{atPlace}, {name} enroula bien les cordes, tour après tour.',
      ),
      line(
        '{atPlace}, {name} counted the crates, one, two, three, ready for the fish.',
        '{atPlace}, {name} compta les caisses, une, deux, trois, prêtes pour les poissons.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} how to read the waves and the wind.',
        '{atPlace}, {Friend} montra à {name} comment lire les vagues et le vent.',
      ),
      line(
        '{atPlace}, {name} learned to tie a real sailor’s knot.',
        '{atPlace}, {name} apprit à faire un vrai nœud de marin.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, a cheeky seagull snatched {name}’s sandwich and flew off with it!',
        '{atPlace}, une mouette effrontée chipa le sandwich de {name} et s’envola avec !',
      ),
      line(
        '{atPlace}, a big wave splashed over the side and soaked {name} from head to toe. Brrr!',
        '{atPlace}, une grosse vague passa par-dessus bord et arrosa {name} de la tête aux pieds. Brrr !',
      ),
    ],
    turn: line(
      '{atPlace}, {name} pulled on the line with {friend}, and up came a shining fish! What a catch!',
      '{atPlace}, {name} tira sur la ligne avec {friend}, et voilà un poisson tout brillant ! Quelle prise !',
    ),
  },
  gardener: {
    places: inFamily('nature', [
      place('among/the flower beds|in the garden', 'parmi/les parterres de fleurs'),
      place('in/the vegetable patch|in the garden', 'dans/le potager'),
      place('by/the tool shed|in the garden', 'près de/la cabane à outils'),
    ]),
    work: { en: 'in the garden', fr: 'au jardin' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} dig little holes for the new plants.',
        '{atPlace}, {name} aida {friend} à creuser de petits trous pour les nouvelles plantes.',
      ),
      line(
        '{atPlace}, {name} watered every flower with a big green watering can.',
        '{atPlace}, {name} arrosa chaque fleur avec un gros arrosoir vert.',
      ),
      line(
        '{atPlace}, {name} pulled up the weeds, one stubborn root after another.',
        '{atPlace}, {name} arracha les mauvaises herbes, une racine têtue après l’autre.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} how a tiny seed becomes a tall sunflower.',
        '{atPlace}, {Friend} montra à {name} comment une toute petite graine devient un grand tournesol.',
      ),
      line(
        '{atPlace}, {name} learned that worms are a gardener’s best friends.',
        '{atPlace}, {name} apprit que les vers de terre sont les meilleurs amis du jardinier.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, {name} stepped on the rake, and the handle went bonk! Nothing hurt, but what a surprise.',
        '{atPlace}, {name} marcha sur le râteau, et le manche fit bong ! Rien de grave, mais quelle surprise.',
      ),
      line(
        '{atPlace}, the hose wriggled free and watered {name} instead of the roses!',
        '{atPlace}, le tuyau s’échappa et arrosa {name} au lieu des roses !',
      ),
    ],
    turn: line(
      '{atPlace}, {name} picked the first ripe strawberry of the year and shared it with {friend}. Delicious!',
      '{atPlace}, {name} cueillit la première fraise mûre de l’année et la partagea avec {friend}. Délicieux !',
    ),
  },
  together: {
    places: inFamily('town', [
      place('in/the park|in town', 'dans/le parc', 'nature'),
      place('in/the cosy kitchen', 'dans/la cuisine douillette', 'indoor'),
      place('at/the busy market|in town', 'à/le marché'),
    ]),
    work: { en: 'just the two of them', fr: 'rien que tous les deux' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} with everything, big jobs and little ones.',
        '{atPlace}, {name} aida {friend} pour tout, les grandes choses comme les petites.',
      ),
      line(
        '{atPlace}, {name} and {friend} made sandwiches, one for now and one for later.',
        '{atPlace}, {name} et {friend} préparèrent des sandwichs, un pour tout de suite et un pour plus tard.',
      ),
      line(
        '{atPlace}, {name} and {friend} played a game, and {name} got to choose the rules.',
        '{atPlace}, {name} et {friend} firent un jeu, et {name} eut le droit de choisir les règles.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} taught {name} a song from long ago.',
        '{atPlace}, {Friend} apprit à {name} une chanson d’autrefois.',
      ),
      line(
        '{atPlace}, {name} learned how {friend} folds a paper boat.',
        '{atPlace}, {name} apprit comment {friend} plie un bateau en papier.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, {name} spilled the juice all over the table. {Friend} just grabbed a cloth and smiled.',
        '{atPlace}, {name} renversa le jus sur toute la table. {Friend} prit un torchon en souriant.',
      ),
      line(
        '{atPlace}, {name} and {friend} took a wrong turn, and discovered a new shortcut.',
        '{atPlace}, {name} et {friend} se trompèrent de chemin, et découvrirent un nouveau raccourci.',
      ),
    ],
    turn: line(
      '{atPlace}, {friend} gave {name} a big hug. “This is the best day ever,” said {friend}.',
      '{atPlace}, {friend} fit un gros câlin à {name}. « C’est la plus belle des journées », dit {friend}.',
    ),
  },
};
