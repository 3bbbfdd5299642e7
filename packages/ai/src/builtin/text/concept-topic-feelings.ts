import type { Topic } from './concept-topic-types';

/** A learning book about feelings: happy, sad, angry, scared, surprised, calm, sleepy, loved. */
export const FEELINGS: Topic = {
  id: 'feelings',
  words: /\b(feelings?|emotions?|émotions?|sentiments?|happy|sad|angry|scared|joyeux|triste|colère)\b/i,
  ideas: [
    [
      [
        'Happy: a big smile, and we want to dance.',
        'La joie : un grand sourire, et on a envie de danser.',
        'grinning-face',
      ],
      [
        'Happy again: {name} laughs with a friend.',
        'Encore la joie : {name} rit avec un ami.',
        'beaming-face-with-smiling-eyes',
      ],
    ],
    [
      [
        'Sad: tears may come, and a hug helps.',
        'La tristesse : les larmes peuvent venir, et un câlin aide.',
        'crying-face',
      ],
      [
        'Sad sometimes, and that is all right, says {name}.',
        'Un peu de tristesse parfois, et ce n’est pas grave, dit {name}.',
        'pensive-face',
      ],
    ],
    [
      [
        'Angry: we feel hot inside. Take a deep breath!',
        'La colère : on se sent tout chaud dedans. On respire un grand coup !',
        'angry-face',
      ],
      [
        'Angry again? {name} counts to ten, slowly.',
        'Encore la colère ? {name} compte jusqu’à dix, doucement.',
        'face-with-steam-from-nose',
      ],
    ],
    [
      [
        'Scared: our heart beats fast. Someone near us helps.',
        'La peur : le cœur bat vite. Quelqu’un près de nous, ça aide.',
        'fearful-face',
      ],
      [
        'Scared of the dark, {name} turns on a little light.',
        'Peur du noir, {name} allume une petite lumière.',
        'anxious-face-with-sweat',
      ],
    ],
    [
      [
        'Surprised: our eyes open wide. Oh!',
        'La surprise : les yeux s’ouvrent tout grands. Oh !',
        'astonished-face',
      ],
      [
        'Surprised by a present, {name} shouts “Wow!”',
        'Une surprise, un cadeau ! {name} s’écrie « Waouh ! »',
        'face-with-open-mouth',
      ],
    ],
    [
      [
        'Calm: slow breaths, and everything is quiet.',
        'Le calme : on respire lentement, et tout est tranquille.',
        'relieved-face',
      ],
      [
        'Calm again: {name} listens to the rain, snug and still.',
        'Encore le calme : {name} écoute la pluie, bien au chaud.',
        'smiling-face',
      ],
    ],
    [
      [
        'Sleepy: we yawn and our eyes close.',
        'La fatigue : on bâille et les yeux se ferment.',
        'sleepy-face',
      ],
      [
        'Sleepy at bedtime, {name} hugs a teddy.',
        'Le soir, les yeux piquent : {name} serre son doudou.',
        'yawning-face',
      ],
    ],
    [
      [
        'Loved: a warm feeling when someone cares for us.',
        'L’amour : une douce chaleur quand quelqu’un prend soin de nous.',
        'smiling-face-with-hearts',
      ],
      [
        'Proud: {name} did it without any help!',
        'La fierté : {name} a réussi sans aide !',
        'smiling-face-with-sunglasses',
      ],
    ],
  ],
};
