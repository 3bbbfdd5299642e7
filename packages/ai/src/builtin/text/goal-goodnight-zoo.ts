import { A, type GoodnightThing, t } from './goal-goodnight-kit';

/**
 * The zoo's own round (goal-goodnight-things.ts): "Goodnight to all the animals of the zoo" went to a
 * cat, an owl and a dog at the giraffe meadow. Each animal here is drawn at its own enclosure
 * (idea/settings-land.ts zoo); the monkey, the elephant and the penguin of the jungle's and the snow's
 * rounds meet the zoo too (goal-goodnight-wild.ts WILD_HOMES), at their own houses.
 */
export const ZOO_THINGS: GoodnightThing[] = [
  t(
    'giraffe',
    'giraffe',
    ['the giraffe', 'giraffe', 'The giraffe bent her long, long neck and folded her knees for the night.'],
    ['la girafe', 'la girafe', 'La girafe pencha son long, long cou et replia ses genoux pour la nuit.'],
    { ...A, where: /giraffe meadow/ },
  ),
  t(
    'lion',
    'lion',
    ['the lion', 'lion', 'The lion gave a huge yawn on his warm rock, his mane all fluffy.'],
    [
      'le lion',
      'le lion',
      'Le lion bâilla un énorme bâillement sur son rocher tiède, la crinière toute ébouriffée.',
    ],
    { ...A, where: /lion rocks/ },
  ),
  t(
    'zebra',
    'zebra',
    ['the zebra', 'zebra', 'The zebra stood still in the grass, dozing, her stripes fading into the dusk.'],
    ['le zèbre', 'le zèbre', 'Le zèbre s’assoupit debout dans l’herbe, ses rayures se fondant dans le soir.'],
    { ...A, where: /giraffe meadow/ },
  ),
  t(
    'flamingo',
    'flamingo',
    ['the flamingo', 'flamingo', 'The flamingo tucked one pink leg up and slept standing on the other.'],
    [
      'le flamant rose',
      'le flamant rose',
      'Le flamant rose replia une patte et s’endormit debout sur l’autre.',
    ],
    { ...A, where: /penguin pool/ },
  ),
];

/** Which of them only the zoo's round meets (WILD_HOMES). */
export const ZOO_HOMES: Record<string, string[]> = {
  giraffe: ['zoo'],
  lion: ['zoo'],
  zebra: ['zoo'],
  flamingo: ['zoo'],
};
