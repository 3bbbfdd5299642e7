import type { PlacedL } from './story-place-fit';

/**
 * A birthday with a wished-for present ("A girl wants a puppy for her birthday"): the wish said on the
 * problem page and the present given on the last one, drawn there. Before, the puppy was never named.
 * {aGift} "a puppy", « un chiot »; {theGift} "the puppy", « le chiot ».
 */
export const GIFT_PROBLEMS: PlacedL[] = [
  {
    en: 'It was the best day of the year: {name}’s birthday. And {name} had one big wish, the biggest of all: {aGift}!',
    fr: 'C’était le plus beau jour de l’année : l’anniversaire de {name}. Et {name} avait un grand vœu, le plus grand de tous : {aGift} !',
  },
  {
    en: '{name} woke up and remembered: today was {name}’s birthday! “Maybe, just maybe, there will be {aGift},” {name} whispered.',
    fr: '{name} se réveilla et se souvint : aujourd’hui, c’était l’anniversaire de {name} ! « Peut-être, juste peut-être, qu’il y aura {aGift} », chuchota {name}.',
  },
];

export const GIFT_ENDINGS: PlacedL[] = [
  {
    en: '{ThatEvening}, Mum and Dad brought in one last surprise. Inside the big box was {aGift}! It was exactly what {name} had wished for. The best birthday ever. The end.',
    fr: '{ThatEvening}, Maman et Papa apportèrent une dernière surprise. Dans le grand carton, il y avait {aGift} ! C’était exactement ce dont {name} rêvait. Le plus bel anniversaire de tous. Fin.',
  },
  {
    en: '{ThatEvening}, when the friends had gone, there was one more present, just for {name}: {aGift}! {name} hugged {theGift} and laughed and laughed. The end.',
    fr: '{ThatEvening}, quand les amis furent partis, il restait un cadeau, rien que pour {name} : {aGift} ! {name} serra {theGift} dans ses bras en riant aux éclats. Fin.',
  },
];
