import { uuidFrom } from './character-keys';

/** Spec §3: the mass character catalogue's six groups (the gallery's type chips). */
export const CHARACTER_GROUPS = [
  'Human Kids',
  'Animals',
  'Fantasy & Magic',
  'Gaming Style',
  'Sports & Soccer',
  'Anime Characters',
] as const;

export type GalleryCharacter = {
  id: string;
  name: string;
  description: string;
  appearance: string;
  personality: string;
  style: string;
  group: (typeof CHARACTER_GROUPS)[number];
};

type Row = [name: string, description: string, appearance: string, personality: string];

const G = (group: GalleryCharacter['group'], style: string, rows: Row[]): GalleryCharacter[] =>
  rows.map(([name, description, appearance, personality]) => ({
    id: uuidFrom(`gallery-character:${name}`),
    name,
    description,
    appearance,
    personality,
    style,
    group,
  }));

/**
 * The seeded gallery: 5 characters per group (30). The words pick the builtin engine's figure and
 * colours (a fox is drawn as a fox, "yellow raincoat" as yellow), so each looks like its entry.
 */
export const GALLERY_CHARACTERS: GalleryCharacter[] = [
  ...G('Human Kids', 'storybook', [
    [
      'Maya',
      'A cheerful girl who collects leaves and stones',
      'Yellow raincoat and rain boots',
      'Curious and patient',
    ],
    ['Leo', 'A boy who builds cardboard rockets', 'Blue overalls', 'Inventive and brave'],
    ['Amara', 'A girl who loves reading under the big tree', 'Purple dress', 'Thoughtful and kind'],
    ['Sam', 'A kid who helps grandma in the garden', 'Green shirt', 'Gentle and hard-working'],
    ['Noah', 'A boy who dreams of sailing the seas', 'Red striped shirt', 'Adventurous and funny'],
  ]),
  ...G('Animals', 'cartoon', [
    [
      'Ruby the Fox',
      'A clever little fox from the forest',
      'Orange fur with a blue scarf',
      'Sly but good-hearted',
    ],
    ['Bamboo', 'A sleepy panda who loves snacks', 'Black and white with a pink bow', 'Calm and cuddly'],
    ['Hopper', 'A bunny who runs the fastest in the meadow', 'Soft grey fur', 'Energetic and cheerful'],
    ['Captain Waddle', 'A penguin explorer of the ice', 'Blue hat', 'Bold and loyal'],
    ['Whiskers', 'A curious cat who climbs everything', 'Purple collar', 'Playful and sneaky'],
  ]),
  ...G('Fantasy & Magic', 'watercolor', [
    ['Stella', 'A tiny fairy who lights the stars', 'Pink wings', 'Sparkly and generous'],
    ['Merlin Jr.', 'A young wizard learning his first spells', 'Purple robe', 'Eager and a little clumsy'],
    ['Coral', 'A mermaid who guards the reef', 'Teal tail', 'Protective and wise'],
    ['Moonbeam', 'A unicorn who grants small wishes', 'Silver mane', 'Gentle and dreamy'],
    ['Rexy', 'A friendly dinosaur who loves flowers', 'Green scales with a yellow hat', 'Big-hearted'],
  ]),
  ...G('Gaming Style', 'pixel', [
    ['Bolt', 'A robot hero from level one', 'Blue metal with a red cape', 'Determined and fast'],
    ['Zip', 'A space astronaut racing between planets', 'White suit with orange stripes', 'Daring'],
    ['Glim', 'A little alien who collects power gems', 'Green with a yellow backpack', 'Mischievous'],
    ['Knight Pip', 'A boy knight on a quest for the golden key', 'Red tunic', 'Honourable'],
    ['Pixel Frog', 'A frog who jumps across the lily pads', 'Bright green with a red bow', 'Bouncy'],
  ]),
  ...G('Sports & Soccer', 'cartoon', [
    ['Striker Sofia', 'A girl soccer player who never gives up', 'Red jersey', 'Team player'],
    ['Dash', 'A runner athlete who trains every morning', 'Yellow vest', 'Focused and friendly'],
    ['Goalie Max', 'A boy goalkeeper with quick hands', 'Green jersey and gloves', 'Calm under pressure'],
    ['Coach Bear', 'A bear who coaches the forest team', 'Blue tracksuit', 'Encouraging'],
    ['Lightning Lia', 'A girl sprinter who races the wind', 'Purple running kit', 'Competitive and fair'],
  ]),
  ...G('Anime Characters', 'anime', [
    ['Hana', 'A girl with a big dream to become a baker', 'Pink apron', 'Sunny and hard-working'],
    ['Kenta', 'A boy who trains with his ninja cat', 'Orange jacket', 'Loyal and loud'],
    ['Yuki', 'A girl who talks to snow spirits', 'Blue kimono', 'Quiet and kind'],
    ['Sora', 'A boy pilot of a tiny airship', 'Red goggles', 'Fearless'],
    ['Mochi', 'A round bunny mascot of the school club', 'White with a pink scarf', 'Always hungry'],
  ]),
];
