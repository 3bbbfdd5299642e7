import { type ColoringSubject, subject as s } from './coloring-subject-types';

/** Sea animals, under the water. */
export const OCEAN: ColoringSubject[] = [
  s('octopus', 'the octopus|waving its eight arms', 'la pieuvre|qui agite ses huit bras'),
  s('dolphin', 'the dolphin|leaping', 'le dauphin|qui saute'),
  s('crab', 'the crab|on the sand', 'le crabe|sur le sable', { props: ['spiral-shell'] }),
  s('tropical-fish', 'the little fish|by the coral', 'le petit poisson|près du corail', { props: ['coral'] }),
  s('spouting-whale', 'the whale|blowing water', 'la baleine|qui souffle de l’eau'),
  s('turtle', 'the sea turtle|swimming', 'la tortue de mer|qui nage'),
  s('shark', 'the shark|with its big fin', 'le requin|et son grand aileron'),
  s('jellyfish', 'the jellyfish|floating', 'la méduse|qui flotte'),
  s('blowfish', 'the puffer fish|all puffed up', 'le poisson-globe|tout gonflé'),
  s('seahorse', 'the seahorse|by the seaweed', 'l’hippocampe|près des algues', { place: 'the kelp' }),
  s('lobster', 'the lobster|with its big claws', 'le homard|et ses grosses pinces'),
  s('seal', 'the seal|with a ball', 'le phoque|et son ballon', { props: ['volleyball'] }),
];

/** Bugs and insects in the garden. */
export const BUGS: ColoringSubject[] = [
  s('lady-beetle', 'the ladybug|on a leaf', 'la coccinelle|sur une feuille', { props: ['herb'] }),
  s('butterfly', 'the butterfly|by a flower', 'le papillon|près d’une fleur', { props: ['tulip'] }),
  s('honeybee', 'the bee|visiting a sunflower', 'l’abeille|qui butine un tournesol', {
    props: ['sunflower'],
  }),
  s('snail', 'the snail|with its shell', 'l’escargot|et sa coquille'),
  s('ant', 'the ant|carrying a leaf', 'la fourmi|qui porte une feuille', { props: ['fallen-leaf'] }),
  s('bug', 'the caterpillar|crawling along', 'la chenille|qui rampe'),
  s('spider', 'the spider|by its web', 'l’araignée|près de sa toile', { props: ['spider-web'] }),
  s('beetle', 'the beetle|on a rock', 'le scarabée|sur un caillou', { props: ['rock'] }),
  s('cricket', 'the cricket|singing', 'le grillon|qui chante', { props: ['musical-note'] }),
  s('worm', 'the worm|by a mushroom', 'le ver de terre|près d’un champignon', { props: ['mushroom'] }),
];

/** Birds. */
export const BIRDS: ColoringSubject[] = [
  s('bird', 'the little bird|singing', 'le petit oiseau|qui chante', { props: ['musical-note'] }),
  s('owl', 'the owl|with its big round eyes', 'la chouette|et ses grands yeux ronds'),
  s('eagle', 'the eagle|spreading its wings', 'l’aigle|qui ouvre ses ailes'),
  s('parrot', 'the parrot|on a palm tree', 'le perroquet|près d’un palmier', { props: ['palm-tree'] }),
  s('peacock', 'the peacock|fanning its tail', 'le paon|qui fait la roue'),
  s('swan', 'the swan|on the pond', 'le cygne|sur l’étang', { place: 'the pond' }),
  s('duck', 'the duck|by the pond', 'le canard|au bord de la mare', { place: 'the duck pond' }),
  s('flamingo', 'the flamingo|standing on one leg', 'le flamant rose|debout sur une patte'),
  s('penguin', 'the penguin|on the ice', 'le manchot|sur la glace', { stage: 'snow' }),
  s('dove', 'the dove|flying', 'la colombe|qui vole'),
  s('rooster', 'the rooster|crowing', 'le coq|qui chante'),
  s('chicken', 'the hen|and her chicks', 'la poule|et ses poussins', { props: ['baby-chick', 'baby-chick'] }),
];

/** Dinosaurs: four kinds are drawn, each twice at another spot of their world. */
export const DINOSAURS: ColoringSubject[] = [
  s('t-rex', 'the T. rex|roaring', 'le T. rex|qui rugit'),
  s('sauropod', 'the long-necked dinosaur|eating leaves', 'le dinosaure au long cou|qui mange des feuilles', {
    props: ['palm-tree'],
  }),
  s('triceratops', 'the triceratops|with its three horns', 'le tricératops|et ses trois cornes'),
  s('stegosaurus', 'the stegosaurus|with the plates on its back', 'le stégosaure|et les plaques de son dos'),
  s('t-rex', 'the T. rex|by the volcano', 'le T. rex|près du volcan', {
    place: 'the volcano',
    stage: 'volcano',
  }),
  s('sauropod', 'the long-necked dinosaur|by the river', 'le dinosaure au long cou|au bord de la rivière', {
    place: 'the river',
  }),
  s('triceratops', 'the triceratops|among the ferns', 'le tricératops|parmi les fougères', {
    props: ['herb', 'herb'],
  }),
  s('stegosaurus', 'the stegosaurus|by the rocks', 'le stégosaure|près des rochers', {
    props: ['rock', 'rock'],
  }),
];

/** Things that go: cars, trucks, trains, boats, planes. */
export const VEHICLES: ColoringSubject[] = [
  s('automobile', 'the little car|on the road', 'la petite voiture|sur la route'),
  s('articulated-lorry', 'the big truck', 'le gros camion'),
  s('fire-engine', 'the fire engine', 'le camion de pompiers'),
  s('locomotive', 'the steam train', 'le train à vapeur'),
  s('sailboat', 'the sailboat|on the water', 'le voilier|sur l’eau', { stage: 'beach' }),
  s('airplane', 'the airplane|in the sky', 'l’avion|dans le ciel'),
  s('tractor', 'the tractor|on the farm', 'le tracteur|à la ferme', { stage: 'farm' }),
  s('police-car', 'the police car', 'la voiture de police'),
  s('bus', 'the big bus', 'le grand bus'),
  s('helicopter', 'the helicopter', 'l’hélicoptère'),
  s('racing-car', 'the racing car', 'la voiture de course'),
  s('ambulance', 'the ambulance', 'l’ambulance'),
  s('ship', 'the big ship|at sea', 'le grand bateau|en mer', { stage: 'beach' }),
  s('bicycle', 'the bicycle', 'le vélo'),
];

/** Space: rockets, planets, astronauts and the moon. */
export const SPACE: ColoringSubject[] = [
  s('rocket', 'the rocket|flying to the stars', 'la fusée|qui file vers les étoiles'),
  s('ringed-planet', 'the planet|with its rings', 'la planète|et ses anneaux'),
  s('astronaut', 'the astronaut|floating in space', 'l’astronaute|qui flotte dans l’espace'),
  s('crescent-moon', 'the moon', 'la lune'),
  s('flying-saucer', 'the flying saucer', 'la soucoupe volante'),
  s('satellite', 'the satellite|going round the Earth', 'le satellite|qui tourne autour de la Terre', {
    props: ['globe-showing-europe-africa'],
  }),
  s('comet', 'the comet|with its long tail', 'la comète|et sa longue queue'),
  s('alien', 'the friendly alien', 'le gentil extraterrestre'),
  s('globe-showing-europe-africa', 'the Earth', 'la Terre'),
  s('sun', 'the sun', 'le soleil'),
  s('telescope', 'the telescope|pointing at the stars', 'le télescope|tourné vers les étoiles', {
    stage: 'meadow',
  }),
];
