/**
 * What one goes to see or do at a place that is no zoo (idea/read-goal-visit.ts): the museum's
 * dinosaurs or rocket, the fair's carousel or big wheel. The first of a setting's sights is its
 * default (« Lou va à la fête foraine avec sa mamie » rides the carousel). `spot` is part of the
 * place's picture string where it is seen; `turn` is the page where it happens ({atPlace}, {name}).
 */
export type Sight = {
  id: string;
  setting: string;
  words: RegExp;
  spot: string;
  icon: string;
  /** What is seen, said with its article: "the dinosaurs", « les dinosaures ». */
  thing: { en: string; fr: string };
  /** The deed: "see the dinosaurs", « voir les dinosaures ». */
  deed: { en: string; fr: string };
  /** What the turn page draws, as said: "a dinosaur skeleton". */
  said: { en: string; fr: string };
  turn: { en: string; fr: string };
};

export const SIGHTS: readonly Sight[] = [
  {
    id: 'dinosaur',
    setting: 'museum',
    words: /dino|t-?rex|skeleton|squelette/i,
    spot: 'dinosaur hall',
    icon: 'sauropod',
    thing: { en: 'the dinosaurs', fr: 'les dinosaures' },
    deed: { en: 'see the dinosaurs', fr: 'voir les dinosaures' },
    said: { en: 'a dinosaur skeleton', fr: 'un squelette de dinosaure' },
    turn: {
      en: '{atPlace}, {name} looked up, and up, and up: the dinosaur skeleton was as tall as a house! “Roar!” whispered {name}.',
      fr: '{atPlace}, {name} leva la tête, encore et encore : le squelette du dinosaure était aussi grand qu’une maison ! « Grrr ! » chuchota {name}.',
    },
  },
  {
    id: 'rocket',
    setting: 'museum',
    words: /rocket|space|planet|fusée|espace|planète/i,
    spot: 'star hall',
    icon: 'rocket',
    thing: { en: 'the rocket', fr: 'la fusée' },
    deed: { en: 'see the real rocket', fr: 'voir la vraie fusée' },
    said: { en: 'a rocket', fr: 'une fusée' },
    turn: {
      en: '{atPlace}, there stood a real rocket, pointing at the ceiling! {name} counted down: “Three, two, one… lift-off!”',
      fr: '{atPlace}, une vraie fusée se dressait vers le plafond ! {name} compta à rebours : « Trois, deux, un… décollage ! »',
    },
  },
  {
    id: 'carousel',
    setting: 'fair',
    words: /carou?sel|merry-go-round|manège/i,
    spot: 'carousel',
    icon: 'carousel-horse',
    thing: { en: 'the carousel', fr: 'le manège' },
    deed: { en: 'ride the carousel', fr: 'faire un tour de manège' },
    said: { en: 'a carousel horse', fr: 'un cheval de manège' },
    turn: {
      en: '{atPlace}, {name} climbed onto a painted horse. Round and round went the carousel, up and down, while the music played!',
      fr: '{atPlace}, {name} grimpa sur un cheval de bois. Le manège tournait, tournait, et les chevaux montaient et descendaient en musique !',
    },
  },
  {
    id: 'big-wheel',
    setting: 'fair',
    words: /big wheel|ferris wheel|grande roue/i,
    spot: 'big wheel',
    icon: 'ferris-wheel',
    thing: { en: 'the big wheel', fr: 'la grande roue' },
    deed: { en: 'ride the big wheel', fr: 'faire un tour de grande roue' },
    said: { en: 'a big wheel', fr: 'une grande roue' },
    turn: {
      en: '{atPlace}, up, up went {name}, right to the very top! From there, the whole fair looked as small as a toy.',
      fr: '{atPlace}, {name} monta, monta, tout en haut ! De là-haut, toute la fête foraine semblait petite comme un jouet.',
    },
  },
];
