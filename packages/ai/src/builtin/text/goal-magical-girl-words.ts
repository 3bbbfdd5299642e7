import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * A magical girl's story at her school (goal-magical-girl.ts), told in order. Slots: {name}, {aKind},
 * {named}, {atPlace}. The cat mascot is Moka; her friends Lou and Sami.
 */
export const MG_OPENINGS: PlacedL[] = [
  b(
    'There was once {aKind} called {name}, who went to a very ordinary school: sums in the morning, skipping at break, and her best friends Lou and Sami.',
    'Il était une fois {aKind} {named} {name}, qui allait dans une école tout à fait ordinaire : du calcul le matin, de la corde à sauter à la récré, et ses meilleurs amis, Lou et Sami.',
  ),
];

export const MG_PROBLEMS: PlacedL[] = [
  b(
    'One grey morning, a shadow monster crept into the school. Wherever it passed, the colours drained away and nobody laughed any more.',
    'Un matin tout gris, un monstre d’ombre se glissa dans l’école. Partout où il passait, les couleurs s’effaçaient et plus personne ne riait.',
  ),
];

/** The talking cat mascot and the pendant. */
export const MG_MASCOT: PlacedL[] = [
  b(
    '{atPlace}, a little white cat with a star on its forehead jumped onto {name}’s desk. “Don’t be scared,” it said. “I’m Moka, and I have been waiting for you!”',
    '{atPlace}, un petit chat blanc avec une étoile sur le front sauta sur le pupitre de {name}. « N’aie pas peur, dit-il. Je suis Moka, et je t’attendais ! »',
  ),
  b(
    '{atPlace}, Moka the cat gave {name} a shining pendant shaped like a heart. “Only you can wear it,” the cat whispered.',
    '{atPlace}, Moka le chat donna à {name} un pendentif brillant en forme de cœur. « Toi seule peux le porter », chuchota le chat.',
  ),
];

/** The transformation: sparkles, the new outfit, the wand. */
export const MG_TRANSFORM: PlacedL[] = [
  b(
    '{atPlace}, {name} held up the pendant and cried, “Star Light, shine!” Sparkles swirled all around her, and ribbons of light became a new outfit, with a wand in her hand.',
    '{atPlace}, {name} leva le pendentif et s’écria : « Lumière d’étoile, brille ! » Des étincelles tourbillonnèrent tout autour d’elle, et des rubans de lumière devinrent une nouvelle tenue, une baguette à la main.',
  ),
  b(
    '{atPlace}, {name} twirled in her new pink and gold dress, sparkles still falling like snow. “Is that really me?” Moka purred: “It is!”',
    '{atPlace}, {name} tourna sur elle-même dans sa nouvelle robe rose et or, des étincelles tombant encore comme de la neige. « C’est vraiment moi ? » Moka ronronna : « Eh oui ! »',
  ),
];

/** The shadow monster at work. */
export const MG_MONSTER: PlacedL[] = [
  b(
    '{atPlace}, the shadow monster swallowed the colours of the paintings, one by one. {name} raised her wand, but the shadow only grew bigger.',
    '{atPlace}, le monstre d’ombre avala les couleurs des dessins, un par un. {name} leva sa baguette, mais l’ombre ne fit que grandir.',
  ),
  b(
    '{atPlace}, the monster stole the laughter from the playground: the ball stopped bouncing and the swings stood still.',
    '{atPlace}, le monstre vola les rires de la cour : le ballon cessa de rebondir et les balançoires s’arrêtèrent.',
  ),
];

/** Her friends, without magic, beside her. */
export const MG_FRIENDS: PlacedL[] = [
  b(
    '{atPlace}, Lou and Sami came running. “We don’t have magic, but we’re with you!” they said, holding her hands.',
    '{atPlace}, Lou et Sami arrivèrent en courant. « On n’a pas de magie, mais on est avec toi ! » dirent-ils en lui prenant les mains.',
  ),
  b(
    '{atPlace}, Lou started to sing the school song, and Sami joined in. A tiny bit of colour came back.',
    '{atPlace}, Lou se mit à chanter la chanson de l’école, et Sami la rejoignit. Un tout petit peu de couleur revint.',
  ),
];

export const MG_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {name} thought of her friends’ smiles, and her pendant glowed brighter than ever. “Star Light, shine!” A great wave of sparkles washed over the shadow monster, and it melted into a little grey cloud that floated away. The colours and the laughter came rushing back!',
    '{atPlace}, {name} pensa aux sourires de ses amis, et son pendentif brilla plus fort que jamais. « Lumière d’étoile, brille ! » Une grande vague d’étincelles recouvrit le monstre d’ombre, qui fondit en un petit nuage gris et s’envola. Les couleurs et les rires revinrent d’un coup !',
  ),
];

export const MG_ENDINGS: PlacedL[] = [
  b(
    'The next morning, the school was full of colours and laughter again. Nobody knew who had saved it… only {name} and Moka the cat. The two of them shared a secret smile. The end.',
    'Le lendemain matin, l’école était de nouveau pleine de couleurs et de rires. Personne ne savait qui l’avait sauvée… sauf {name} et Moka le chat. Tous les deux échangèrent un sourire secret. Fin.',
  ),
];
