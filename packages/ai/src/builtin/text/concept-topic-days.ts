import type { Topic } from './concept-topic-types';

/** A learning book about the days of the week, Monday first, two lines a day. */
export const DAYS: Topic = {
  id: 'days',
  words:
    /\b(days? of the week|week ?days?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jours de la semaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/i,
  ideas: [
    [
      [
        'Monday: the week begins, and {name} packs a school bag.',
        'Lundi : la semaine commence, et {name} prépare son cartable.',
        'backpack',
      ],
      [
        'Monday again: a new week, a new page on the calendar.',
        'Encore lundi : une nouvelle semaine, une nouvelle page du calendrier.',
        'calendar',
      ],
    ],
    [
      [
        'Tuesday: {name} paints a picture in art class.',
        'Mardi : {name} peint un tableau à l’atelier.',
        'paintbrush',
      ],
      [
        'Tuesday again: music day, and {name} plays the drum.',
        'Encore mardi : jour de musique, et {name} joue du tambour.',
        'drum',
      ],
    ],
    [
      [
        'Wednesday: the middle of the week, time for a bike ride.',
        'Mercredi : le milieu de la semaine, l’heure d’une balade à vélo.',
        'bicycle',
      ],
      [
        'Wednesday again: {name} bakes bread with Grandma.',
        'Encore mercredi : {name} fait du pain avec Mamie.',
        'bread',
      ],
    ],
    [
      [
        'Thursday: library day, and {name} brings home new books.',
        'Jeudi : jour de bibliothèque, et {name} rapporte de nouveaux livres.',
        'books',
      ],
      [
        'Thursday again: {name} plays basketball after school.',
        'Encore jeudi : {name} joue au basket après l’école.',
        'basketball',
      ],
    ],
    [
      [
        'Friday: pizza night with the whole family.',
        'Vendredi : soirée pizza avec toute la famille.',
        'pizza',
      ],
      [
        'Friday again: popcorn and a film on the sofa.',
        'Encore vendredi : du pop-corn et un film sur le canapé.',
        'popcorn',
      ],
    ],
    [
      [
        'Saturday: no school! {name} flies a kite in the park.',
        'Samedi : pas d’école ! {name} fait voler un cerf-volant au parc.',
        'kite',
      ],
      [
        'Saturday again: shopping at the market with Dad.',
        'Encore samedi : les courses au marché avec Papa.',
        'shopping-cart',
      ],
    ],
    [
      [
        'Sunday: pancakes for breakfast, slow and cosy.',
        'Dimanche : des crêpes au petit déjeuner, tout doucement.',
        'pancakes',
      ],
      [
        'Sunday again: an early bath, and to bed before the new week.',
        'Encore dimanche : un bain de bonne heure, et au lit avant la nouvelle semaine.',
        'bathtub',
      ],
    ],
  ],
};
