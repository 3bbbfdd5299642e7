import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';

/** Not going to bed (« ne veut pas aller au lit »): too sleepy the next day, a parent shows the bedtime ritual. */
export const BED: RefuseScript = {
  problems: [
    b(
      'Every evening, when the moon came up, {name} said the same thing: “I am NOT going to bed!”',
      'Chaque soir, quand la lune se levait, {name} disait la même chose : « Je ne vais PAS au lit ! »',
    ),
    b(
      '{name} thought bed was the most boring place in the whole house.',
      '{name} trouvait que le lit était l’endroit le plus ennuyeux de toute la maison.',
    ),
  ],
  refusals: [
    b(
      '{atPlace}, Dad held up the pyjamas. “No! Not sleepy!” said {name}, hopping on one foot.',
      '{atPlace}, Papa montra le pyjama. « Non ! Pas sommeil ! » dit {name} en sautant à cloche-pied.',
    ),
    b(
      '{atPlace}, {name} hid behind the curtain. “You can’t put me to bed if you can’t find me!”',
      '{atPlace}, {name} se cacha derrière le rideau. « Si tu ne me trouves pas, tu ne peux pas me coucher ! »',
    ),
    b(
      '{atPlace}, {name} built a tower of pillows instead of lying down. “One more game!”',
      '{atPlace}, {name} construisit une tour d’oreillers au lieu de se coucher. « Encore un jeu ! »',
    ),
  ],
  costs: [
    b(
      'The next morning, {name} yawned over breakfast, so sleepy that the spoon nearly went into an ear.',
      'Le lendemain matin, {name} bâillait devant son petit déjeuner, avec tant de sommeil que la cuillère faillit finir dans une oreille.',
    ),
    b(
      'At playtime, {name} was too sleepy to run, and sat down while the others raced around.',
      'À la récréation, {name} avait trop sommeil pour courir et s’assit pendant que les autres faisaient la course.',
    ),
    b(
      '{atPlace}, {name} fell asleep in the middle of the afternoon, right on the rug, and missed the story.',
      '{atPlace}, {name} s’endormit au milieu de l’après-midi, en plein sur le tapis, et rata l’histoire.',
    ),
  ],
  shown: [
    b(
      '{atPlace}, Mum sat on the edge of the bed. “Bed isn’t boring,” she whispered. “It is where dreams begin.”',
      '{atPlace}, Maman s’assit au bord du lit. « Le lit n’est pas ennuyeux, chuchota-t-elle. C’est là que commencent les rêves. »',
    ),
    b(
      '{atPlace}, Grandpa showed {name} his bedtime trick: a warm drink, a story, and counting stars through the window.',
      '{atPlace}, Papi montra son secret du coucher à {name} : une boisson chaude, une histoire, et compter les étoiles par la fenêtre.',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} tried it: pyjamas on, teeth brushed, and a story with the moon at the window.',
      '{atPlace}, {name} essaya : pyjama enfilé, dents brossées, et une histoire avec la lune à la fenêtre.',
    ),
    b(
      '{atPlace}, {name} snuggled under the blanket, just to see. It was warm and soft.',
      '{atPlace}, {name} se blottit sous la couverture, juste pour voir. C’était chaud et doux.',
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} closed both eyes and dreamed of flying over the rooftops. Bed was not boring at all!',
      '{atPlace}, {name} ferma les yeux et rêva de voler au-dessus des toits. Le lit n’était pas ennuyeux du tout !',
    ),
  ],
  endings: [
    b(
      'The next morning, {name} woke up full of beans and ran the fastest race of the day.',
      'Le lendemain matin, {name} se réveilla en pleine forme et fit la plus belle course de la journée.',
    ),
    b(
      'Now, when the moon comes up, {name} says: “Time for my dreams!” and hops into bed.',
      'Maintenant, quand la lune se lève, {name} dit : « C’est l’heure de mes rêves ! » et saute dans son lit.',
    ),
  ],
  places: inFamily('indoor', [
    place('in/the bedroom', 'dans/la chambre'),
    place('by/the bedroom window|in the bedroom', 'près de/la fenêtre de la chambre'),
    place('in/the living room|by the bedroom door', 'dans/le salon'),
  ]),
  home: inFamily('indoor', [place('in/the bedroom', 'dans/la chambre')])[0],
  subjects: ['bed', 'crescent-moon'],
  said: { en: ['a bed', 'the moon'], fr: ['un lit', 'la lune'] },
  turnAction: 'sleeps in bed, smiling, under the blanket',
};
