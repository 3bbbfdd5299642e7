import { uuidFrom } from '../characters/character-keys';
import {
  CHARACTER_GROUPS,
  GALLERY_CHARACTERS,
  type GalleryCharacter,
} from '../characters/gallery-characters';

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

/** The 30 characters the mass generator adds to the 30 seeded ones (same ids scheme: safe to run twice). */
const MORE: GalleryCharacter[] = [
  ...G('Human Kids', 'storybook', [
    ['Zara', 'A girl who paints murals on the school wall', 'Orange overalls with paint spots', 'Creative'],
    ['Omar', 'A boy who knows every star by name', 'Navy hoodie with a telescope', 'Curious and calm'],
    ['Lily', 'A girl who rescues lost kittens', 'Pink cardigan', 'Caring and brave'],
    ['Theo', 'A boy who bakes bread with his dad', 'White apron over a blue shirt', 'Patient'],
    ['Priya', 'A girl who builds robots from old toys', 'Yellow goggles and a red shirt', 'Clever'],
    ['Kai', 'A boy who surfs the little waves', 'Teal swim shirt', 'Easygoing and bold'],
    ['Ella', 'A girl who plays the violin in the park', 'Green dress', 'Dreamy and kind'],
  ]),
  ...G('Animals', 'cartoon', [
    ['Ollie the Owl', 'A wise owl who runs the night library', 'Brown feathers with round glasses', 'Wise'],
    ['Benny the Bear', 'A bear cub who loves honey', 'Brown fur with a red scarf', 'Sweet and sleepy'],
    ['Tilly the Turtle', 'A turtle who wins by never stopping', 'Green shell with yellow spots', 'Steady'],
    [
      'Ziggy the Zebra',
      'A zebra who dances in the savanna',
      'Black and white stripes with a blue cap',
      'Lively',
    ],
    ['Pepper the Pup', 'A puppy who fetches everything', 'Spotted white fur with a red collar', 'Loyal'],
    ['Gigi the Giraffe', 'A giraffe who sees the whole town', 'Yellow with brown patches', 'Friendly'],
    ['Squeaky', 'A mouse who plays tiny drums', 'Grey fur with a purple vest', 'Cheerful'],
  ]),
  ...G('Fantasy & Magic', 'watercolor', [
    ['Ember', 'A baby dragon who warms the village', 'Red scales with golden wings', 'Warm-hearted'],
    ['Thistle', 'A gnome who tends the mushroom garden', 'Green hat and brown boots', 'Grumpy but kind'],
    ['Aurora', 'A princess who explores frozen caves', 'Light blue cloak', 'Fearless'],
    ['Puck', 'A forest sprite who plays tricks', 'Leaf cape', 'Mischievous and funny'],
    ['Sage', 'An old tree spirit who tells stories', 'Bark robe with moss', 'Patient and wise'],
  ]),
  ...G('Gaming Style', 'pixel', [
    ['Byte', 'A tiny robot who fixes broken levels', 'Silver body with green lights', 'Helpful'],
    ['Nova', 'A girl captain of a star cruiser', 'Purple suit with a silver helmet', 'Brave leader'],
    ['Blocky', 'A cube hero who builds bridges', 'Orange cube with a blue hat', 'Resourceful'],
  ]),
  ...G('Sports & Soccer', 'cartoon', [
    ['Captain Kiko', 'A boy soccer captain who cheers everyone on', 'Blue jersey with an armband', 'Leader'],
  ]),
  ...G('Anime Characters', 'anime', [
    ['Aiko', 'A girl who draws manga at the cafe', 'Yellow sweater', 'Shy and talented'],
    ['Ren', 'A boy swordsman who protects his friends', 'Black jacket with a red scarf', 'Serious'],
    ['Miku', 'A girl singer with a magic microphone', 'Teal twin tails', 'Bright and bold'],
    ['Taro', 'A boy who fishes with his grandfather', 'Straw hat', 'Calm and cheerful'],
    ['Luna', 'A girl who can talk to the moon', 'Silver dress', 'Mysterious and kind'],
    ['Haru', 'A boy who races paper boats', 'Green jacket', 'Playful'],
    ['Kiki', 'A little witch who delivers letters', 'Dark blue dress with a red bow', 'Determined'],
  ]),
];

/** Spec §3: the mass character catalogue, six groups (12, 12, 10, 8, 6, 12): 60 names, grouped in order. */
export const MASS_CATALOGUE: GalleryCharacter[] = CHARACTER_GROUPS.flatMap((g) =>
  [...GALLERY_CHARACTERS, ...MORE].filter((c) => c.group === g),
);
