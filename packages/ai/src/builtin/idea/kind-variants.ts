import { type Word, w } from './words';

/** A kind as kinds.ts types it (declared here too: kinds.ts imports this file, not the other way round). */
type Kind = Word & { figure?: string; person?: boolean; relative?: boolean };

/**
 * Compound names of beings the picture set draws as a near kind: "sea turtle" / « tortue de mer » is
 * printed as the idea says it and drawn as the turtle, a reindeer as the deer (antlers and all), a
 * guinea pig as the hamster. A variant keeps its base kind's id, so everything that knows the turtle
 * (how it moves, where it is found, its figure and hat) knows the sea turtle (issue 14).
 */
const variant = (
  id: string,
  en: string,
  fr: string,
  icon: string,
  forms: string[],
  f: boolean,
  figure?: string,
): Kind => ({ ...w(id, en, fr, icon, forms, f), figure });

export const KIND_VARIANTS: readonly Kind[] = [
  variant(
    'turtle',
    'sea turtle',
    'tortue de mer',
    'turtle',
    ['sea turtles', 'tortues de mer', 'tortue marine', 'tortues marines'],
    true,
    'turtle',
  ),
  variant(
    'fish',
    'clownfish',
    'poisson-clown',
    'tropical-fish',
    ['clown fish', 'clownfishes', 'poisson clown', 'poissons-clowns', 'poissons clowns'],
    false,
    'fish',
  ),
  // « une chouette » is a she-owl in the text (« la chouette »), the same owl in the pictures.
  variant('owl', 'owl', 'chouette', 'owl', ['chouettes'], true, 'owl'),
  // « un porc-épic » reaches the reader cut at its hyphen (porc, épic): a porcupine, drawn as the hedgehog.
  variant('hedgehog', 'porcupine', 'porc-épic', 'hedgehog', ['porcupines', 'porcs-épics'], false),
  // Father Christmas's reindeer: the deer icon has antlers.
  variant('deer', 'reindeer', 'renne', 'deer', ['reindeers', 'rennes'], false),
  // « cochon d’Inde » reaches the reader as « cochon » + « Inde » (the elision is dropped: tokens.ts).
  variant(
    'hamster',
    'guinea pig',
    'cochon d’Inde',
    'hamster',
    ['guinea pigs', 'cochon inde', 'cochons inde', 'cobaye', 'cobayes'],
    false,
  ),
  // A girl knight (« une chevalière », "a girl knight"): said as herself, drawn as the girl in armour.
  {
    ...variant(
      'knight',
      'knight',
      'chevalière',
      'girl',
      ['chevalières', 'girl knight', 'girl knights', 'lady knight'],
      true,
      'knight-girl',
    ),
    person: true,
  },
  // A witch (« une sorcière », « une magicienne »): said as herself, drawn as the witch (woman mage).
  {
    ...variant(
      'wizard',
      'witch',
      'sorcière',
      'woman-mage',
      ['witches', 'sorcières', 'magicienne', 'magiciennes'],
      true,
      'witch',
    ),
    person: true,
  },
  variant(
    'whale',
    'orca',
    'orque',
    'spouting-whale',
    ['orcas', 'killer whale', 'killer whales', 'orques'],
    true,
  ),
];

/**
 * Vehicles that can be the hero ("A little fire truck named Ruby", « Le petit train qui… »): printed
 * as themselves and drawn as their icon where the hero stands. A vehicle is a character only as the
 * hero (read-idea.ts): "takes the bus" or "builds a rocket" stays a thing, never someone met.
 */
export type Vehicle = Kind & { vehicle: true };
const vehicle = (id: string, en: string, fr: string, icon: string, forms: string[], f = false): Vehicle => ({
  ...w(id, en, fr, icon, forms, f),
  vehicle: true,
});

export const VEHICLES: readonly Vehicle[] = [
  vehicle('fire-truck', 'fire truck', 'camion de pompiers', 'fire-engine', [
    'fire engine',
    'fire engines',
    'firetruck',
    'camion des pompiers',
    'camions de pompiers',
    'camion pompier',
  ]),
  vehicle('train', 'train', 'train', 'locomotive', ['locomotive', 'locomotives', 'steam train']),
  vehicle('tractor', 'tractor', 'tracteur', 'tractor', []),
  vehicle('bus', 'bus', 'bus', 'bus', ['buses', 'school bus', 'autobus']),
  vehicle('car', 'car', 'voiture', 'automobile', ['cars', 'voitures'], true),
  vehicle(
    'race-car',
    'race car',
    'voiture de course',
    'racing-car',
    ['racing car', 'voitures de course'],
    true,
  ),
  vehicle('police-car', 'police car', 'voiture de police', 'police-car', ['voitures de police'], true),
  vehicle('ambulance', 'ambulance', 'ambulance', 'ambulance', [], true),
  // A tow truck goes out on calls (text/goal-rescue-vehicle.ts): drawn as the pickup with its hook.
  vehicle(
    'tow-truck',
    'tow truck',
    'dépanneuse',
    'pickup-truck',
    ['tow trucks', 'breakdown truck', 'breakdown trucks', 'dépanneuses'],
    true,
  ),
  vehicle('truck', 'truck', 'camion', 'delivery-truck', ['lorry', 'camions']),
  // A tugboat pushes the big ships in the harbour (text/goal-rescue-vehicle-tug.ts): before the boat.
  vehicle('tugboat', 'tugboat', 'remorqueur', 'motor-boat', ['tug', 'tug boat', 'tugboats', 'remorqueurs']),
  // The building site's digger (text/goal-rescue-vehicle-digger.ts), drawn as its own icon.
  vehicle(
    'excavator',
    'excavator',
    'pelleteuse',
    'excavator',
    ['digger', 'excavatrice', 'pelleteuses'],
    true,
  ),
  vehicle('boat', 'boat', 'bateau', 'sailboat', ['sailboat', 'voilier', 'bateaux']),
  vehicle('plane', 'plane', 'avion', 'airplane', ['airplane', 'aeroplane', 'avions']),
  vehicle('helicopter', 'helicopter', 'hélicoptère', 'helicopter', []),
  vehicle('rocket', 'rocket', 'fusée', 'rocket', ['rockets', 'fusées'], true),
];

export const isVehicle = (k?: Kind): boolean => Boolean(k && (k as Partial<Vehicle>).vehicle);
