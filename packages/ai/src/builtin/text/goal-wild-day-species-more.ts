import type { PlacedL } from './story-place-fit';

/**
 * Each wild species' own words for a nature book (goal-wild-day.ts): how the book names them ({kinds},
 * {young}, {crew}: French verbs plural for the first two, singular for the crew), one true thing a
 * child can learn for each part of the day, where they live, and what else lives there (drawn).
 */
export type WildSpecies = {
  kinds: { en: string; fr: string };
  young: { en: string; fr: string };
  crew: { en: string; fr: string };
  /** The places of the day, drawn as the setting's: "in/the sand dunes|by the beach". */
  places: [string, string][];
  morning: PlacedL[];
  feeding: PlacedL[];
  danger: PlacedL[];
  dusk: PlacedL[];
  /** Who else lives there, drawn on the feeding and danger pages (goats on the leopards' cliffs). */
  neighbours: string[];
};

/** The river and jungle species of a nature book (goal-wild-day-species.ts, at its size). */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

export const WILD_SPECIES_MORE: Record<string, WildSpecies> = {
  elephant: {
    kinds: { en: 'the elephants', fr: 'les éléphants' },
    young: { en: 'the calves', fr: 'les éléphanteaux' },
    crew: { en: 'the herd', fr: 'le troupeau' },
    places: [
      ['on/the dry savanna|in the savanna', 'dans/la savane sèche'],
      ['at/the river crossing|by the river', 'à/le gué de la rivière'],
      ['under/the acacia trees|in the savanna', 'sous/les acacias'],
      ['by/the muddy riverbank|by the river', 'sur/la berge boueuse'],
    ],
    morning: [
      b(
        'The oldest female walked in front. She leads the herd and remembers where the water is.',
        'La plus vieille femelle marchait devant. C’est elle qui guide le troupeau et se souvient où trouver l’eau.',
      ),
      b(
        'The elephants rumbled softly to each other, a sound so low it travels far through the ground.',
        'Les éléphants grondaient doucement entre eux, un son si grave qu’il voyage loin à travers le sol.',
      ),
    ],
    feeding: [
      b(
        'The elephants pulled down branches with their trunks. An elephant eats for most of the day!',
        'Les éléphants tiraient les branches avec leur trompe. Un éléphant mange presque toute la journée !',
      ),
      b(
        'The calves splashed in the mud and sprayed each other. Mud keeps an elephant’s skin cool.',
        'Les éléphanteaux pataugeaient dans la boue et s’arrosaient. La boue garde la peau de l’éléphant au frais.',
      ),
    ],
    danger: [
      b(
        'The herd waded into the deep river. Only their trunks stuck out, like snorkels.',
        'Le troupeau entra dans la rivière profonde. Seules les trompes dépassaient, comme des tubas.',
      ),
      b(
        'A crocodile floated near the bank. The big elephants closed in around the calves and trumpeted.',
        'Un crocodile flottait près de la berge. Les grands éléphants entourèrent les petits et barrirent.',
      ),
    ],
    dusk: [
      b(
        'The elephants drank at the river, sucking the water up in their trunks and squirting it into their mouths.',
        'Les éléphants burent à la rivière, aspirant l’eau avec leur trompe pour la verser dans leur bouche.',
      ),
    ],
    neighbours: ['crocodile', 'zebra'],
  },
  bear: {
    kinds: { en: 'the brown bears', fr: 'les ours bruns' },
    young: { en: 'the cubs', fr: 'les oursons' },
    crew: { en: 'the bear family', fr: 'la famille d’ours' },
    places: [
      ['by/the rushing river|by the river', 'au bord de/la rivière qui gronde'],
      ['at/the waterfall|up the river', 'à/la cascade'],
      ['on/the pebble bank|by the river', 'sur/la rive de galets'],
      ['at/the edge of the forest|by the river', 'à/l’orée de la forêt'],
    ],
    morning: [
      b(
        'The salmon were swimming up the river from the sea, and the bears knew it was time.',
        'Les saumons remontaient la rivière depuis la mer, et les ours savaient que c’était le moment.',
      ),
      b(
        'A bear can smell food from very far away, much better than a dog.',
        'Un ours sent la nourriture de très loin, bien mieux qu’un chien.',
      ),
    ],
    feeding: [
      b(
        'The mother stood at the top of the waterfall. A salmon leapt, and she caught it in her jaws!',
        'La mère se posta en haut de la cascade. Un saumon sauta, et elle l’attrapa dans sa gueule !',
      ),
      b(
        'The cubs watched and tried too, splashing after the fish. Bear cubs learn by copying their mother.',
        'Les oursons regardaient et essayaient à leur tour, en éclaboussant tout. Les oursons apprennent en imitant leur mère.',
      ),
    ],
    danger: [
      b(
        'A big male bear came down to the river. The mother sent the cubs up a tree, where they clung tight.',
        'Un grand ours mâle descendit à la rivière. La mère fit grimper ses oursons dans un arbre, où ils s’agrippèrent.',
      ),
      b(
        'The water ran fast and cold. The mother crossed first and the cubs paddled after her.',
        'L’eau courait vite et froide. La mère traversa la première et les oursons pagayèrent derrière elle.',
      ),
    ],
    dusk: [
      b(
        'Every salmon made the bears fatter: they need that fat to sleep through the long winter.',
        'Chaque saumon rendait les ours plus gras : il leur faut cette graisse pour dormir tout le long hiver.',
      ),
    ],
    neighbours: ['fish'],
  },
  tiger: {
    kinds: { en: 'the tigers', fr: 'les tigres' },
    young: { en: 'the cubs', fr: 'les petits tigres' },
    crew: { en: 'the tiger family', fr: 'la famille de tigres' },
    places: [
      ['in/the tall grass|in the jungle', 'dans/les hautes herbes'],
      ['by/the jungle pool|in the jungle', 'au bord de/le bassin de la jungle'],
      ['under/the great banyan tree|in the jungle', 'sous/le grand banian'],
      ['on/the riverbank|in the jungle', 'sur/la rive'],
    ],
    morning: [
      b(
        'The tigers’ stripes hid them in the tall grass. No two tigers have the same stripes.',
        'Les rayures des tigres les cachaient dans les hautes herbes. Deux tigres n’ont jamais les mêmes rayures.',
      ),
      b(
        'The tigress walked softly on her padded paws, without a sound.',
        'La tigresse marchait tout doucement sur ses pattes coussinées, sans un bruit.',
      ),
    ],
    feeding: [
      b(
        'A group of deer grazed nearby. The tigress crept closer, belly low in the grass.',
        'Des cerfs broutaient tout près. La tigresse avança, le ventre au ras de l’herbe.',
      ),
      b(
        'The cubs wrestled and pounced on each other: that is how young tigers learn to hunt.',
        'Les petits se roulaient et se sautaient dessus : c’est ainsi que les jeunes tigres apprennent à chasser.',
      ),
    ],
    danger: [
      b(
        'The monsoon rain poured down. The tigers waited under the thick leaves until it passed.',
        'La pluie de la mousson tomba à verse. Les tigres attendirent sous les épaisses feuilles qu’elle passe.',
      ),
      b(
        'The tigers swam across the river. Unlike most cats, tigers love water!',
        'Les tigres traversèrent la rivière à la nage. Contrairement à la plupart des chats, les tigres adorent l’eau !',
      ),
    ],
    dusk: [
      b(
        'A tiger’s roar can be heard far away across the jungle, telling others: this is my home.',
        'Le rugissement d’un tigre s’entend très loin dans la jungle, pour dire aux autres : ici, c’est chez moi.',
      ),
    ],
    neighbours: ['deer', 'peacock'],
  },
};
