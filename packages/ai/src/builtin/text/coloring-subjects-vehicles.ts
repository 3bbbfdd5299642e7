import { type ColoringSubject, subject as s } from './coloring-subject-types';

/**
 * Vehicle books narrower than "things that go" (coloring-groups.ts): each page one machine of the
 * kind the idea names, its caption saying what it does. « Les véhicules de chantier à colorier »
 * coloured a fairy's wand on a rainbow bridge; 'Trains coloring book', « Les avions à colorier » and
 * 'Fire trucks and police cars' coloured sailboats and tractors.
 */

/** The building site's machines (pictures/construction-vehicle-icons.ts), at the building site. */
const SITE = { place: 'the building site', stage: 'road' };
export const CONSTRUCTION: ColoringSubject[] = [
  s('excavator', 'the excavator|digging a big hole', 'la pelleteuse|qui creuse un grand trou', SITE),
  s('bulldozer', 'the bulldozer|pushing the earth', 'le bulldozer|qui pousse la terre', SITE),
  s('crane', 'the crane|lifting the bricks', 'la grue|qui soulève les briques', SITE),
  s('dump-truck', 'the dump truck|tipping out its sand', 'le camion benne|qui déverse son sable', SITE),
  s('cement-mixer', 'the cement mixer|turning its drum', 'la bétonnière|qui tourne son tambour', SITE),
  s(
    'road-roller',
    'the road roller|flattening the new road',
    'le rouleau compresseur|qui aplatit la route neuve',
    {
      stage: 'road',
    },
  ),
  s('excavator', 'the excavator|filling its bucket', 'la pelleteuse|qui remplit son godet', {
    ...SITE,
    props: ['rock', 'rock'],
  }),
  s('dump-truck', 'the dump truck|carrying the rocks', 'le camion benne|qui transporte les cailloux', {
    stage: 'road',
    props: ['rock'],
  }),
  s('crane', 'the crane|next to the tall building', 'la grue|à côté du grand immeuble', {
    props: ['building-construction'],
    stage: 'road',
  }),
  s('bulldozer', 'the bulldozer|and the construction worker', 'le bulldozer|et l’ouvrier du chantier', {
    ...SITE,
    props: ['construction-worker'],
  }),
];

/** Trains: the steam engine, the fast train, the metro, the tram, at the station or on the rails. */
const STATION = { place: 'the train station', stage: 'road' };
export const TRAINS: ColoringSubject[] = [
  s('locomotive', 'the steam train|puffing smoke', 'le train à vapeur|qui fait de la fumée'),
  s('high-speed-train', 'the fast train|zooming along', 'le train rapide|qui file à toute allure'),
  s('train', 'the train|at the station', 'le train|en gare', STATION),
  s('metro', 'the metro|in its tunnel', 'le métro|dans son tunnel'),
  s('tram', 'the tram|in the town', 'le tramway|en ville'),
  s('mountain-railway', 'the little mountain train', 'le petit train de montagne'),
  s('monorail', 'the monorail|on its one rail', 'le monorail|sur son rail unique'),
  s('railway-car', 'the railway carriage', 'le wagon'),
  s('bullet-train', 'the bullet train|at the station', 'le train à grande vitesse|en gare', STATION),
  s('light-rail', 'the light railway', 'le train léger'),
];

/** Aircraft: planes big and small, taking off and landing, the helicopter, the parachute. */
export const PLANES: ColoringSubject[] = [
  s('airplane', 'the airplane|in the sky', 'l’avion|dans le ciel'),
  s('small-airplane', 'the little propeller plane', 'le petit avion à hélice'),
  s('airplane-departure', 'the airplane|taking off', 'l’avion|qui décolle'),
  s('airplane-arrival', 'the airplane|landing', 'l’avion|qui atterrit'),
  s('helicopter', 'the helicopter', 'l’hélicoptère'),
  s('parachute', 'the parachute|floating down', 'le parachute|qui descend doucement'),
  s('small-airplane', 'the little plane|looping the loop', 'le petit avion|qui fait un looping', {
    props: ['cloud'],
  }),
  s('airplane', 'the airplane|above the clouds', 'l’avion|au-dessus des nuages', { props: ['cloud'] }),
];

/** The rescue vehicles: fire engine, police car, ambulance, each with its crew or its light. */
export const RESCUE: ColoringSubject[] = [
  s('fire-engine', 'the fire engine|racing to the fire', 'le camion de pompiers|qui fonce vers le feu'),
  s('police-car', 'the police car', 'la voiture de police'),
  s('ambulance', 'the ambulance|hurrying to the hospital', 'l’ambulance|qui file à l’hôpital'),
  s('fire-engine', 'the fire engine|and the firefighter', 'le camion de pompiers|et le pompier', {
    props: ['firefighter'],
  }),
  s('oncoming-police-car', 'the police car|with its flashing light', 'la voiture de police|et son gyrophare'),
  s('police-car', 'the police car|and the police officer', 'la voiture de police|et le policier', {
    props: ['police-officer'],
  }),
  s('fire-engine', 'the fire engine|at the fire station', 'le camion de pompiers|à la caserne', {
    place: 'the fire station',
  }),
  s('helicopter', 'the rescue helicopter', 'l’hélicoptère de secours'),
  s('ambulance', 'the ambulance|and the paramedic', 'l’ambulance|et l’ambulancier', {
    props: ['health-worker'],
  }),
];
