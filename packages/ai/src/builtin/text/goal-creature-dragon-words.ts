import { type CreatureTable, CREATURE_PLACES as P } from './goal-creature-table';
import { core } from './ordered-steps';
import { leadStep as at, step as b } from './task-step';

/**
 * A dragon friend (« Mon copain le dragon Pif », "My pet dragon Sparky"), in order: smoke from the
 * garden shed and the little dragon inside, the sparks that burn the toast, bubbles instead of flames,
 * the fire lit with one breath, the neighbours scared, biscuits baked for them, the frozen pond warmed
 * at the turn. French avoids words that agree with the hero.
 */
export const DRAGON: CreatureTable = {
  openings: [
    {
      en: '{name} lived in a little house with a garden, and at the bottom of the garden stood an old wooden shed. One morning, a curl of grey smoke crept out from under its door.',
      fr: '{name} habitait une petite maison avec un jardin, et au fond du jardin se dressait une vieille cabane en bois. Un matin, un filet de fumée grise se glissa sous sa porte.',
    },
  ],
  problems: [
    at(
      '{atPlace}, {name} opened the door very slowly. Inside sat a little green dragon, no bigger than a dog, with smoke puffing from its nose. “Hello,” it said shyly. “I am {pal}. May I stay?”',
      '{atPlace}, {name} ouvrit la porte tout doucement. Dedans était assis un petit dragon vert, pas plus grand qu’un chien, avec de la fumée qui sortait de son nez. « Bonjour, dit-il timidement. Je m’appelle {pal}. Je peux rester ? »',
      /garden shed/,
    ),
  ],
  steps: [
    core(
      at(
        '{atPlace}, {pal} wanted to help with breakfast. Aaa-choo! A sneeze of sparks flew out, and the toast came out as black as coal. “Oops,” said {pal}. {name} laughed and made some more.',
        '{atPlace}, {pal} voulut aider à préparer le petit déjeuner. Aaa-tchoum ! Un éternuement plein d’étincelles jaillit, et les tartines ressortirent noires comme du charbon. « Oups », dit {pal}. {name} éclata de rire et en refit d’autres.',
        /kitchen/,
      ),
    ),
    at(
      '{atPlace}, {name} taught {pal} to blow soap bubbles instead of flames. The first ones popped in a puff of smoke, and then a big round one floated up over the roses.',
      '{atPlace}, {name} apprit à {pal} à souffler des bulles de savon au lieu de flammes. Les premières éclatèrent dans un nuage de fumée, puis une grosse bulle toute ronde s’envola au-dessus des roses.',
      /the garden(?! shed)/,
    ),
    at(
      '{atPlace}, {pal} lit the fire with one small, warm breath. {name} read a story out loud, snug against the dragon’s warm green scales.',
      '{atPlace}, {pal} alluma le feu d’un petit souffle tout chaud. {name} lut une histoire à voix haute, tout contre les écailles vertes et chaudes du dragon.',
      /living room/,
    ),
    core(
      at(
        '{atPlace}, the neighbours peeped over the fence. “A dragon! It will set the whole street on fire!” they cried, and shut their windows tight. {pal} hid in the shed, with a little tear of smoke on its cheek.',
        '{atPlace}, les voisins jetèrent un œil par-dessus la clôture. « Un dragon ! Il va mettre le feu à toute la rue ! » crièrent-ils, et ils fermèrent leurs fenêtres. {pal} alla se cacher dans la cabane, une petite larme de fumée sur la joue.',
        /the garden(?! shed)/,
      ),
    ),
    core(
      at(
        '{atPlace}, {name} had an idea. “Let’s show them how kind you are!” Together they baked a tray of biscuits, warmed just right by {pal}’s gentle breath, and left them at every door.',
        '{atPlace}, {name} eut une idée. « Montrons-leur comme tu es gentil ! » Ensemble, ils firent une plaque de biscuits, cuits juste comme il faut par le doux souffle de {pal}, et en déposèrent devant chaque porte.',
        /kitchen/,
      ),
    ),
    at(
      '{atPlace}, {pal} gave {name} a ride on its back, round and round the big oak, its little wings flapping as hard as they could.',
      '{atPlace}, {pal} fit faire à {name} un tour sur son dos, autour du grand chêne, en battant de ses petites ailes aussi fort que possible.',
      /park/,
    ),
    core(
      at(
        '{atPlace}, winter came in one night. The pond froze hard, the ducks had nowhere to swim, and the neighbours’ little boy slipped and sat down on the ice, shivering.',
        '{atPlace}, l’hiver arriva en une nuit. L’étang gela d’un coup, les canards n’avaient plus d’eau pour nager, et le petit garçon des voisins glissa et tomba assis sur la glace, tout grelottant.',
        /pond/,
      ),
    ),
  ],
  turns: [
    b(
      '{atPlace}, {pal} took a deep breath and blew, soft and warm, over the frozen pond. Drip, drip, drip! The ice melted, the ducks paddled again, the little boy was warm at last, and all the neighbours clapped. “Thank you, {pal}!”',
      '{atPlace}, {pal} prit une grande inspiration et souffla, tout doux et tout chaud, sur l’étang gelé. Plic, plic, plic ! La glace fondit, les canards se remirent à nager, le petit garçon se réchauffa enfin, et tous les voisins applaudirent. « Merci, {pal} ! »',
    ),
  ],
  endings: [
    b(
      'That evening, the neighbours brought a big soft blanket for the shed, and {pal} curled up beside {name}, as warm as a little stove. {name} had learned that {palLesson}. The end.',
      'Ce soir-là, les voisins apportèrent une grande couverture toute douce pour la cabane, et {pal} se roula en boule à côté de {name}, chaud comme un petit poêle. {name} avait appris que {palLesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'a friend who looks scary can have the kindest heart of all',
    fr: 'un ami qui fait peur peut avoir le cœur le plus gentil du monde',
  },
  arrival: P.pond,
  icon: 'dragon',
  named: [
    [/toast|tartines/, 'bread', { en: 'burnt toast', fr: 'des tartines brûlées' }],
    [/bubble|bulle/, 'bubbles', { en: 'soap bubbles', fr: 'des bulles de savon' }],
    [/the fire|le feu/, 'fire', { en: 'the fire', fr: 'le feu' }],
    [/neighbours|voisins/, 'family', { en: 'the neighbours', fr: 'les voisins' }],
    [/biscuits/, 'cookie', { en: 'biscuits', fr: 'des biscuits' }],
    [/oak|chêne/, 'deciduous-tree', { en: 'the big oak', fr: 'le grand chêne' }],
    [/ducks|canards/, 'duck', { en: 'ducks', fr: 'des canards' }],
    [/\bice\b|glace/, 'ice', { en: 'the ice', fr: 'la glace' }],
  ],
};
