import type { PlacedL } from './story-place-fit';

/**
 * More of a birthday under the sea (goal-party-sea-words.ts), so a long book tells each page once:
 * at 50 pages the shell garland, the octopus and the little bags came back four times.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const SEA_PARTY_READY_MORE: PlacedL[] = [
  b(
    '{atPlace}, {name} strung sea glass on a thread of kelp: green, blue and white, a curtain that tinkled in the current.',
    '{atPlace}, {name} enfila des bouts de verre poli sur un fil de varech : des verts, des bleus, des blancs, un rideau qui tintait dans le courant.',
  ),
  b(
    '{atPlace}, {name} and the seahorses swept the sand smooth for the dancing, tail after tail.',
    '{atPlace}, {name} et les hippocampes lissèrent le sable pour la danse, d’un coup de queue après l’autre.',
    { onlyPlace: /reef|rock/ },
  ),
  b(
    '{atPlace}, {name} made party hats from rolled-up shells, a pointy one for every guest.',
    '{atPlace}, {name} fabriqua des chapeaux de fête en coquillages roulés, un pointu pour chaque invité.',
  ),
  b(
    '{atPlace}, {name} filled a big clam with sea-grape juice, sweet and fizzy with tiny bubbles.',
    '{atPlace}, {name} remplit une grande palourde de jus de raisin de mer, sucré et pétillant de petites bulles.',
    { onlyPlace: /palace|cave/ },
  ),
  b(
    '{atPlace}, {name} picked sea flowers, pink anemones and yellow sponges, for the middle of the table.',
    '{atPlace}, {name} cueillit des fleurs de mer, des anémones roses et des éponges jaunes, pour le milieu de la table.',
  ),
  b(
    '{atPlace}, {name} chose the music for the party: the whale’s deep song first, of course.',
    '{atPlace}, {name} choisit la musique de la fête : le chant grave de la baleine en premier, bien sûr.',
  ),
  b(
    '{atPlace}, {name} hid a shiny shell prize under a rock for the winner of the bubble race.',
    '{atPlace}, {name} cacha un coquillage brillant sous un rocher, pour le gagnant de la course de bulles.',
  ),
  b(
    '{atPlace}, {name} drew a big HAPPY BIRTHDAY in the sand with one finger, letter by letter.',
    '{atPlace}, {name} traça un grand JOYEUX ANNIVERSAIRE dans le sable du bout du doigt, lettre après lettre.',
  ),
  b(
    '{atPlace}, {name} polished a big round mirror shell so every guest could see their party hat.',
    '{atPlace}, {name} fit briller un grand coquillage-miroir, pour que chaque invité puisse admirer son chapeau de fête.',
  ),
  b(
    '{atPlace}, {name} and the crabs carried flat stones, one by one, to make seats round the party rock.',
    '{atPlace}, {name} et les crabes portèrent des pierres plates, une à une, pour faire des sièges autour du rocher de la fête.',
  ),
  b(
    '{atPlace}, {name} tucked a tiny pearl into each seaweed bag, a thank-you for every friend.',
    '{atPlace}, {name} glissa une petite perle dans chaque sachet d’algues, un merci pour chaque ami.',
  ),
  b(
    '{atPlace}, {name} taught the little fish the party dance: swish left, swish right, and a spin.',
    '{atPlace}, {name} apprit aux petits poissons la danse de la fête : un coup à gauche, un coup à droite, et on tourne.',
  ),
  b(
    '{atPlace}, {name} wove a little crown of sea grass and tiny shells, just right for a birthday.',
    '{atPlace}, {name} tressa une petite couronne d’herbes marines et de minuscules coquillages, parfaite pour un anniversaire.',
  ),
  b(
    '{atPlace}, {name} lined up the bubble-race track with white pebbles, from the big rock to the sponge.',
    '{atPlace}, {name} traça la piste de la course de bulles avec des galets blancs, du gros rocher jusqu’à l’éponge.',
  ),
  b(
    '{atPlace}, {name} asked the glowing fish to come early, to light the way for the guests.',
    '{atPlace}, {name} demanda aux poissons lumineux de venir en avance, pour éclairer le chemin des invités.',
  ),
];

export const SEA_PARTY_SIGNS_MORE: PlacedL[] = [
  b(
    '{atPlace}, a school of silver fish flashed past. “See you at the party!” they called.',
    '{atPlace}, un banc de poissons argentés passa comme un éclair. « À tout à l’heure, à la fête ! » crièrent-ils.',
  ),
  b(
    '{atPlace}, the light from far above turned golden. The party was very, very near.',
    '{atPlace}, la lumière qui venait de tout là-haut devint dorée. La fête était toute, toute proche.',
  ),
  b(
    '{atPlace}, a little crab scuttled by with a tiny parcel on its back. “It’s for later!” it said.',
    '{atPlace}, un petit crabe passa en trottinant, un minuscule paquet sur le dos. « C’est pour tout à l’heure ! » dit-il.',
  ),
  b(
    '{atPlace}, {name} counted the guests on the shell cards once more: the dolphins, the octopus, the little fish. Nobody was forgotten.',
    '{atPlace}, {name} recompta les invités sur les cartes en coquillage : les dauphins, la pieuvre, les petits poissons. Personne n’était oublié.',
  ),
  b(
    '{atPlace}, {name} could hardly keep still, and swam three happy loops just to wait.',
    '{atPlace}, {name} ne tenait plus en place et fit trois joyeuses boucles dans l’eau, rien que pour patienter.',
  ),
];

export const SEA_PARTY_OOPS_MORE: PlacedL[] = [
  b(
    '{atPlace}, a sleepy clam snapped shut on a ribbon. {name} tickled it until it let go.',
    '{atPlace}, une palourde endormie se referma sur un ruban. {name} la chatouilla jusqu’à ce qu’elle le lâche.',
  ),
  b(
    '{atPlace}, the bubble garland floated up and away. So {name} blew a new one, even bigger.',
    '{atPlace}, la guirlande de bulles s’envola vers le haut. Alors {name} en souffla une nouvelle, encore plus grande.',
  ),
  b(
    '{atPlace}, a shy pufferfish got a fright and puffed up round as a ball. {name} sang softly until it was small again.',
    '{atPlace}, un poisson-globe timide prit peur et se gonfla, rond comme une boule. {name} chanta doucement jusqu’à ce qu’il redevienne tout petit.',
  ),
  b(
    '{atPlace}, the shell plates slid off the rock, clink, clink, clink. Not one was broken!',
    '{atPlace}, les assiettes en coquillage glissèrent du rocher, cling, cling, cling. Pas une n’était cassée !',
  ),
];

export const SEA_PARTY_PAUSES_MORE: PlacedL[] = [
  b(
    '{atPlace}, {name} floated on the warm water and watched the little fish play. Just a minute’s rest.',
    '{atPlace}, {name} se laissa flotter dans l’eau tiède et regarda jouer les petits poissons. Juste une minute de repos.',
  ),
  b(
    '{atPlace}, Mum brushed {name}’s hair with a comb made of a shell. “Nearly time for your party.”',
    '{atPlace}, Maman coiffa {name} avec un peigne en coquillage. « C’est bientôt l’heure de ta fête. »',
  ),
  b(
    '{atPlace}, {name} nibbled a little sea-lettuce snack. A party needs a lot of energy!',
    '{atPlace}, {name} grignota un peu de laitue de mer. Une fête, ça demande beaucoup d’énergie !',
  ),
  b(
    '{atPlace}, the old sea turtle told {name} about a birthday long ago, when a whale came to sing.',
    '{atPlace}, la vieille tortue de mer raconta à {name} un anniversaire d’autrefois, où une baleine était venue chanter.',
  ),
];
