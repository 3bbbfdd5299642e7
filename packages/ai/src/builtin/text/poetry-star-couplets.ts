import { NIGHT_SKY } from './goal-star-dark';
import { type ArcLine, arcLines } from './poetry-arc-kit';

/** Where each couplet is drawn: NIGHT_SKY's spots. */
const [SKY, CLOUD, MOON, SEA, VILLAGE] = [0, 1, 2, 3, 4];

const THINGS: Record<string, { en: string; fr: string }> = {
  cloud: { en: 'a big cloud', fr: 'un gros nuage' },
  sparkles: { en: 'twinkling stars', fr: 'des étoiles qui scintillent' },
  'full-moon': { en: 'the moon', fr: 'la lune' },
  'crescent-moon': { en: 'the moon', fr: 'la lune' },
  owl: { en: 'an owl', fr: 'un hibou' },
  comet: { en: 'a shooting star', fr: 'une étoile filante' },
  'water-wave': { en: 'the sea', fr: 'la mer' },
  boy: { en: 'a little boy', fr: 'un petit garçon' },
  house: { en: 'a little house', fr: 'une petite maison' },
};

/**
 * The little star afraid of the dark in rhyme (« Une petite étoile qui a peur du noir »;
 * goal-star-dark.ts tells it in prose), all in the night sky: the fear, hiding behind the cloud,
 * peeking out, the moon, an owl and a shooting star who show it the dark is where light is seen, a
 * lost boy below, the star stepping out to shine at the turn and lighting his way home, no more fear
 * at the end. The hero is always a star: French lines may agree with « étoile ».
 */
const LINES: ArcLine[] = [
  [
    SKY,
    'glowing-star',
    ['High in the sky, when day was done,', 'lived {name}, the tiniest one.'],
    ['Tout là-haut, quand le jour s’endort,', 'brille {name}, à peine, encore.'],
  ],
  [
    SKY,
    'night-with-stars',
    ['But oh, the night was big and black,', 'and {name} wished the day came back.'],
    ['Mais la nuit est si grande, si noire !', '{name} tremble, et n’ose plus y croire.'],
  ],
  [
    CLOUD,
    'cloud',
    ['So {name} hid behind a cloud,', 'and would not shine or laugh out loud.'],
    ['Alors {name} se cache derrière un nuage,', 'sans briller, sans bouger, bien sage.'],
  ],
  [
    CLOUD,
    'sparkles',
    ['The other stars called, “Come and play!”', '“Not me!” said {name}. “I’ll stay away.”'],
    ['Les autres étoiles l’appellent : « Viens jouer ! »', '« Non, » dit {name}, « je reste cachée. »'],
  ],
  [
    CLOUD,
    'cloud',
    ['{name} peeked out: so dark, so deep!', 'And hid again, too scared to peep.'],
    ['{name} jette un œil : que c’est profond !', 'Et vite, elle se recache tout au fond.'],
  ],
  [
    CLOUD,
    'wind-face',
    ['A shadow passed, the wind went “Whoo!”', '{name} shivered: “What shall I do?”'],
    ['Une ombre passe, le vent fait « Hou ! »', '{name} frissonne : « Où aller, où ? »'],
  ],
  [
    MOON,
    'full-moon',
    ['Then came the Moon, so round and bright:', '“Why hide, my dear, on such a night?”'],
    ['Alors arrive la Lune, ronde et claire :', '« Pourquoi te cacher, petite lumière ? »'],
  ],
  [
    MOON,
    'crescent-moon',
    ['“The dark is big, and I am small;', 'I fear I can’t be seen at all.”'],
    ['« Le noir est grand, et moi, si petite ;', 'personne ne me voit, alors je m’abrite. »'],
  ],
  [
    MOON,
    'full-moon',
    ['The Moon just smiled: “But don’t you see?', 'The dark is where we shine, you and me.”'],
    ['La Lune sourit : « Mais vois-tu,', 'sans le noir, on ne nous verrait plus ! »'],
  ],
  [
    MOON,
    'owl',
    ['An owl flew by on silent wings:', '“The night is full of lovely things.”'],
    ['Un hibou passe, ailes de velours :', '« La nuit aussi a ses beaux atours. »'],
  ],
  [
    SEA,
    'comet',
    ['A shooting star zoomed by: “Look at me!', 'I’m small, and still I shine, you see!”'],
    ['Une étoile filante file : « Regarde-moi !', 'Je suis minuscule, et je brille, tu vois ! »'],
  ],
  [
    SEA,
    'water-wave',
    ['Down on the sea, the starlight gleamed,', 'a thousand sparkles, so it seemed.'],
    ['Sur la mer, les étoiles se reflètent,', 'mille paillettes, comme une fête.'],
  ],
  [
    CLOUD,
    'glowing-star',
    ['“Maybe,” thought {name}, “just maybe I', 'could shine like them across the sky.”'],
    ['« Et si, » pense {name}, « moi aussi,', 'je brillais fort, là, cette nuit ? »'],
  ],
  [
    VILLAGE,
    'boy',
    ['Far below, where the village lay,', 'a little boy had lost his way.'],
    ['En bas, dans le village endormi,', 'un petit garçon pleure, perdu dans la nuit.'],
  ],
  [
    VILLAGE,
    'boy',
    ['“It’s dark!” he cried. “I cannot see!', 'Oh, who will light the way for me?”'],
    ['« Il fait si noir ! » pleure le petit.', '« Qui va m’éclairer jusqu’à mon lit ? »'],
  ],
  [
    CLOUD,
    'cloud',
    ['{name} heard, and gathered all', 'the courage of a star so small.'],
    ['{name} entend, prend son courage,', 'et sort enfin de son nuage.'],
  ],
  [
    VILLAGE,
    'glowing-star',
    ['Out stepped {name}, and shone so bright:', 'a silver spark in the dark night!'],
    ['Et voilà {name} qui brille, qui brille,', 'comme une perle, comme une bille !'],
  ],
  [
    VILLAGE,
    'house',
    ['The light fell soft on roof and street,', 'and lit the path for two small feet.'],
    ['Sa lumière tombe sur les toits,', 'et éclaire le chemin, pas à pas.'],
  ],
  [
    VILLAGE,
    'boy',
    ['The boy looked up and found his way,', 'home to his mum, with a “Hip hooray!”'],
    ['Le petit garçon lève les yeux,', 'et rentre chez lui, tout heureux.'],
  ],
  [
    VILLAGE,
    'glowing-star',
    ['“Thank you, star!” he called up high.', '{name} twinkled down: “Goodbye, goodbye!”'],
    ['« Merci, l’étoile ! » crie-t-il au ciel.', '{name} scintille, douce comme le miel.'],
  ],
  [
    SKY,
    'glowing-star',
    ['Now {name} knows, and is not afraid:', 'the dark is where bright lights are made.'],
    ['Maintenant, {name} n’a plus peur :', 'le noir fait briller sa lueur.'],
  ],
  [
    SKY,
    'sparkles',
    ['Each night {name} plays with the others,', 'the twinkling sisters and the brothers.'],
    ['Chaque soir, {name} joue avec ses sœurs,', 'les étoiles qui dansent, pleines de couleurs.'],
  ],
  [
    SKY,
    'night-with-stars',
    ['So when the night is dark and deep,', 'look up before you fall asleep.'],
    ['Alors, quand tout est noir, le soir,', 'lève les yeux : il y a de l’espoir.'],
  ],
  [
    SKY,
    'glowing-star',
    ['There’s {name}, shining small and bright,', 'to wish you all a sweet goodnight.'],
    ['Tu verras {name} briller pour toi,', 'et te souhaiter bonne nuit tout bas.'],
  ],
];

/** The little star's poem (its words need no slot: the hero is always a star). */
export const STAR_COUPLETS = arcLines(LINES, NIGHT_SKY, THINGS);
