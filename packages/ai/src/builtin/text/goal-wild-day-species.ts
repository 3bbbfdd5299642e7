import { WILD_SPECIES_MORE, type WildSpecies } from './goal-wild-day-species-more';
import type { PlacedL } from './story-place-fit';

export type { WildSpecies };

const b = (en: string, fr: string): PlacedL => ({ en, fr });

export const WILD_SPECIES: Record<string, WildSpecies> = {
  horse: {
    kinds: { en: 'the wild horses', fr: 'les chevaux sauvages' },
    young: { en: 'the foals', fr: 'les poulains' },
    crew: { en: 'the herd', fr: 'le troupeau' },
    places: [
      ['in/the sand dunes|by the beach', 'dans/les dunes de sable'],
      ['along/the edge of the waves|on the beach', 'au bord de/les vagues'],
      ['among/the dune grass|by the beach', 'parmi/les herbes des dunes'],
      ['on/the wide wet sand|on the beach', 'sur/le grand sable mouillé'],
    ],
    morning: [
      b(
        'The wild horses broke into a gallop. A horse can run as fast as a car on a small road!',
        'Les chevaux sauvages partirent au galop. Un cheval peut courir aussi vite qu’une voiture sur une petite route !',
      ),
      b(
        'Each hoof left a round print in the wet sand, and the sea filled it up at once.',
        'Chaque sabot laissait une empreinte ronde dans le sable mouillé, et la mer la remplissait aussitôt.',
      ),
    ],
    feeding: [
      b(
        'The horses nibbled the tough dune grass. A horse grazes for most of the day, a little at a time.',
        'Les chevaux broutaient l’herbe dure des dunes. Un cheval mange presque toute la journée, un peu à la fois.',
      ),
      b(
        'The foals kicked up their long legs and chased each other through the shallow waves.',
        'Les poulains lançaient leurs longues jambes en l’air et se poursuivaient dans les petites vagues.',
      ),
    ],
    danger: [
      b(
        'A storm rolled in from the sea. The horses turned their tails to the wind and lowered their heads.',
        'Un orage arriva de la mer. Les chevaux tournèrent la queue au vent et baissèrent la tête.',
      ),
      b(
        'The lead mare snorted and stamped: a horse’s big ears turn to catch every sound of danger.',
        'La jument de tête souffla et frappa du sabot : les grandes oreilles d’un cheval tournent pour saisir chaque bruit.',
      ),
    ],
    dusk: [
      b(
        'Some horses dozed standing up: their legs lock, so they never fall over in their sleep.',
        'Certains chevaux somnolaient debout : leurs jambes se bloquent, et ils ne tombent jamais en dormant.',
      ),
    ],
    neighbours: ['crab', 'seagull'],
  },
  'snow-leopard': {
    kinds: { en: 'the snow leopards', fr: 'les panthères des neiges' },
    young: { en: 'the cubs', fr: 'les petits' },
    crew: { en: 'the snow leopard family', fr: 'la famille de panthères des neiges' },
    places: [
      // High up where snow lies all year: every place drawn on snow, not in a green valley.
      ['on/the rocky cliffs|in the snowy high mountains', 'sur/les falaises rocheuses'],
      ['on/the snowy peak|in the snowy high mountains', 'sur/le sommet enneigé'],
      ['in/the mountain pass|in the snowy high mountains', 'dans/le col de montagne'],
      ['on/the narrow ledge|on the snowy rocky cliffs', 'sur/l’étroite corniche'],
    ],
    morning: [
      b(
        'A snow leopard’s long, thick tail helps it balance on the narrowest rocks.',
        'La longue queue épaisse de la panthère des neiges l’aide à garder l’équilibre sur les rochers les plus étroits.',
      ),
      b(
        'Their wide, furry paws worked like snowshoes, so they did not sink into the snow.',
        'Leurs larges pattes pleines de poils marchaient comme des raquettes : elles ne s’enfonçaient pas dans la neige.',
      ),
    ],
    feeding: [
      b(
        'Far below, wild goats climbed the cliffs. The mother crouched, still as a grey rock.',
        'Tout en bas, des chèvres sauvages escaladaient les falaises. La mère se ramassa, immobile comme un rocher gris.',
      ),
      b(
        'The cubs pounced on the tip of their mother’s tail. A snow leopard can leap six times its own length!',
        'Les petits sautaient sur le bout de la queue de leur mère. Une panthère des neiges peut bondir six fois la longueur de son corps !',
      ),
    ],
    danger: [
      b(
        'A blizzard howled over the peaks. The leopards curled their tails over their noses like warm scarves.',
        'Une tempête de neige souffla sur les sommets. Les panthères enroulèrent leur queue sur leur museau comme une écharpe chaude.',
      ),
      b(
        'Stones rattled down the slope. The mother led the cubs along a ledge only a leopard could walk.',
        'Des pierres dévalèrent la pente. La mère guida ses petits sur une corniche où seule une panthère pouvait passer.',
      ),
    ],
    dusk: [
      b(
        'Their grey, spotted fur hid them so well on the rocks that they were almost invisible.',
        'Leur fourrure grise et tachetée les cachait si bien sur les rochers qu’on les voyait à peine.',
      ),
    ],
    neighbours: ['goat'],
  },
  wolf: {
    kinds: { en: 'the wolves', fr: 'les loups' },
    young: { en: 'the wolf cubs', fr: 'les louveteaux' },
    crew: { en: 'the pack', fr: 'la meute' },
    places: [
      // Their lines tell of deep snow: every place is drawn in the snowy forest.
      ['among/the snowy pines|in the snowy forest', 'parmi/les sapins enneigés'],
      ['by/the frozen stream|in the snowy forest', 'au bord de/le ruisseau gelé'],
      ['in/the snowy clearing|in the snowy forest', 'dans/la clairière enneigée'],
      ['on/the hill above the trees|in the snowy forest', 'sur/la colline au-dessus des arbres'],
    ],
    morning: [
      b(
        'The wolves walked in a line, each one stepping in the tracks of the wolf in front. It saves strength in deep snow.',
        'Les loups marchaient en file, chacun posant les pattes dans les traces du loup de devant. Cela économise des forces dans la neige profonde.',
      ),
      b(
        'Their thick winter coats kept them warm, even when the snow piled up on their backs.',
        'Leur épais pelage d’hiver les gardait au chaud, même quand la neige s’entassait sur leur dos.',
      ),
    ],
    feeding: [
      b(
        'The pack followed a scent on the wind. Wolves hunt together, each one with its own job.',
        'La meute suivit une odeur dans le vent. Les loups chassent ensemble, chacun avec son rôle.',
      ),
      b(
        'The wolf cubs rolled in the snow and tugged at a stick, growling and wagging their tails.',
        'Les louveteaux se roulaient dans la neige et tiraient sur un bâton en grognant et en remuant la queue.',
      ),
    ],
    danger: [
      b(
        'The wind rose and the snow fell thick. The wolves lay close together, noses tucked under their tails.',
        'Le vent se leva et la neige tomba dru. Les loups se couchèrent tout près les uns des autres, le museau sous la queue.',
      ),
      b(
        'One wolf had strayed far away. The pack howled to call it back: wolves howl to talk to each other.',
        'Un loup s’était éloigné. La meute hurla pour l’appeler : les loups hurlent pour se parler.',
      ),
    ],
    dusk: [
      b(
        'Under the rising moon, the whole pack howled together, a long song that carried over the hills.',
        'Sous la lune qui se levait, toute la meute hurla ensemble, un long chant qui porta loin sur les collines.',
      ),
    ],
    neighbours: ['deer'],
  },
  ...WILD_SPECIES_MORE,
};
