import { inFamily, place } from '../idea/settings';
import { l, type Theme, thing } from './theme-types';

export const space: Theme = {
  id: 'space',
  setting: l('the Starlight Space Station', 'la station spatiale Lumière-d’étoile'),
  places: inFamily('space', [
    place('on/the red planet', 'sur/la planète rouge'),
    place('on/the ring of ice', 'sur/l’anneau de glace'),
    place('on/the quiet Moon', 'sur/la Lune silencieuse'),
    place('in/the comet’s tail', 'dans/la queue de la comète'),
  ]),
  helper: l('a friendly little robot', 'un gentil petit robot'),
  trouble: l(
    'the rocket’s map of the stars had blown away',
    'la carte des étoiles de la fusée s’était envolée',
  ),
  prize: l('a safe flight home among the stars', 'un retour tranquille parmi les étoiles'),
  things: [
    thing('star', 'star', 'stars', 'étoile', 'étoiles'),
    thing('rocket', 'rocket', 'rockets', 'fusée', 'fusées'),
    thing('ringed-planet', 'planet', 'planets', 'planète', 'planètes'),
    thing('comet', 'comet', 'comets', 'comète', 'comètes'),
  ],
  words: [
    l('rocket', 'fusée'),
    l('planet', 'planète'),
    l('astronaut', 'astronaute'),
    l('orbit', 'orbite'),
    l('moon', 'lune'),
    l('telescope', 'télescope'),
  ],
  heroes: [
    {
      name: 'Nova',
      look: l(
        'a young astronaut in a white suit with an orange stripe',
        'une jeune astronaute en combinaison blanche à bande orange',
      ),
      subject: 'astronaut',
    },
    {
      name: 'Zip',
      look: l('a cheerful little alien with green skin', 'un petit extraterrestre vert tout joyeux'),
      subject: 'alien',
    },
  ],
};

export const vehicles: Theme = {
  id: 'vehicles',
  setting: l('Busy Town', 'la ville de Toutbouge'),
  places: inFamily('town', [
    place('on/the big bridge', 'sur/le grand pont'),
    place('at/the train station', 'à/la gare'),
    place('on/the building site', 'sur/le chantier'),
    place('in/the harbour', 'à/le port'),
  ]),
  helper: l('a strong yellow digger', 'une solide pelleteuse jaune'),
  trouble: l(
    'a pile of rocks was blocking the road to town',
    'un tas de rochers bloquait la route de la ville',
  ),
  prize: l('a clear road and a happy town', 'une route dégagée et une ville heureuse'),
  things: [
    thing('automobile', 'car', 'cars', 'voiture', 'voitures'),
    thing('bus', 'bus', 'buses', 'bus', 'bus'),
    thing('bicycle', 'bike', 'bikes', 'vélo', 'vélos'),
    thing('wheel', 'wheel', 'wheels', 'roue', 'roues'),
  ],
  words: [
    l('truck', 'camion'),
    l('train', 'train'),
    l('wheel', 'roue'),
    l('road', 'route'),
    l('engine', 'moteur'),
    l('plane', 'avion'),
  ],
  heroes: [
    {
      name: 'Toby',
      look: l('a little red car with round headlights', 'une petite voiture rouge aux phares ronds'),
      subject: 'automobile',
    },
    { name: 'Bella', look: l('a cheerful blue bus', 'un joyeux bus bleu'), subject: 'bus' },
  ],
};

export const jobs: Theme = {
  id: 'jobs',
  setting: l('Helping Hands Street', 'la rue des Mains-Tendues'),
  places: inFamily('indoor', [
    place('at/the fire station', 'à/la caserne des pompiers'),
    place('at/the bakery', 'à/la boulangerie'),
    place('at/the doctor’s office', 'à/le cabinet du médecin'),
    place('at/the school', 'à/l’école'),
  ]),
  helper: l('a busy firefighter', 'une pompière très occupée'),
  trouble: l(
    'the town fair was tomorrow and nothing was ready',
    'la fête de la ville avait lieu demain et rien n’était prêt',
  ),
  prize: l('a fair where every job mattered', 'une fête où chaque métier comptait'),
  things: [
    thing('toolbox', 'tool', 'tools', 'outil', 'outils'),
    thing('bread', 'loaf', 'loaves', 'pain', 'pains'),
    thing('fire-engine', 'fire truck', 'fire trucks', 'camion de pompiers', 'camions de pompiers'),
    thing('books', 'book', 'books', 'livre', 'livres'),
  ],
  words: [
    l('doctor', 'médecin'),
    l('baker', 'boulanger'),
    l('teacher', 'enseignant'),
    l('pilot', 'pilote'),
    l('farmer', 'fermier'),
    l('builder', 'maçon'),
  ],
  heroes: [
    {
      name: 'Sam',
      look: l(
        'a child in a yellow hard hat and blue overalls',
        'un enfant au casque jaune et à la salopette bleue',
      ),
      subject: 'construction-worker',
    },
    {
      name: 'Ada',
      look: l('a young doctor with a red stethoscope', 'une jeune médecin au stéthoscope rouge'),
      subject: 'health-worker',
    },
  ],
};

export const sports: Theme = {
  id: 'sports',
  setting: l('the Rainbow Sports Park', 'le parc des sports Arc-en-ciel'),
  places: inFamily('town', [
    place('on/the football pitch', 'sur/le terrain de football'),
    place('on/the running track', 'sur/la piste de course'),
    place('at/the swimming pool', 'à/la piscine', 'indoor'),
    place('on/the basketball court', 'sur/le terrain de basket'),
  ]),
  helper: l('a patient coach', 'une entraîneuse patiente'),
  trouble: l(
    'the big match was coming and the team kept tripping over',
    'le grand match approchait et l’équipe trébuchait sans cesse',
  ),
  prize: l('a match played with joy, side by side', 'un match joué avec joie, côte à côte'),
  things: [
    thing('soccer-ball', 'ball', 'balls', 'ballon', 'ballons'),
    thing('trophy', 'trophy', 'trophies', 'trophée', 'trophées'),
    thing('1st-place-medal', 'medal', 'medals', 'médaille', 'médailles'),
    thing('goal-net', 'goal', 'goals', 'but', 'buts'),
  ],
  words: [
    l('team', 'équipe'),
    l('goal', 'but'),
    l('coach', 'entraîneur'),
    l('race', 'course'),
    l('medal', 'médaille'),
    l('practice', 'entraînement'),
  ],
  heroes: [
    {
      name: 'Kai',
      look: l('a sporty kid in a green jersey with number 7', 'un enfant sportif au maillot vert numéro 7'),
      subject: 'person-running',
    },
    {
      name: 'Mia',
      look: l(
        'a girl with a ponytail and red sneakers',
        'une fille à la queue de cheval et aux baskets rouges',
      ),
      subject: 'person-running',
    },
  ],
};

export const holiday: Theme = {
  id: 'holiday',
  setting: l('the snowy village of Glimmerbrook', 'le village enneigé de Scintillebourg'),
  places: inFamily('snow', [
    place('in/the market square', 'sur/la place du marché'),
    place('on/the frozen lake', 'sur/le lac gelé'),
    place('on/the lantern bridge', 'sur/le pont des lanternes'),
    place('in/grandma’s kitchen', 'dans/la cuisine de mamie', 'indoor'),
  ]),
  helper: l('a cheerful snowman', 'un bonhomme de neige tout joyeux'),
  trouble: l('the festival lights would not switch on', 'les lumières de la fête refusaient de s’allumer'),
  prize: l('a festival glowing with friends and light', 'une fête qui brillait d’amis et de lumière'),
  things: [
    thing('wrapped-gift', 'present', 'presents', 'cadeau', 'cadeaux'),
    thing('candle', 'candle', 'candles', 'bougie', 'bougies'),
    thing('snowflake', 'snowflake', 'snowflakes', 'flocon', 'flocons'),
    thing('cookie', 'cookie', 'cookies', 'biscuit', 'biscuits'),
  ],
  words: [
    l('present', 'cadeau'),
    l('snow', 'neige'),
    l('lantern', 'lanterne'),
    l('song', 'chanson'),
    l('family', 'famille'),
    l('celebrate', 'fêter'),
  ],
  heroes: [
    {
      name: 'Noa',
      look: l('a child in a red knitted hat and mittens', 'un enfant au bonnet rouge tricoté et aux moufles'),
      subject: 'child',
    },
    {
      name: 'Pim',
      look: l('a small penguin with a striped scarf', 'un petit manchot à l’écharpe rayée'),
      subject: 'penguin',
    },
  ],
};
