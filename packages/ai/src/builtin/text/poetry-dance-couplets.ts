import { DANCE_SPOTS } from './goal-learn-dance';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';

/** Where each couplet is drawn: the school hall's spots (goal-learn-dance.ts). */
const [STUDIO, MIRROR, PIANO, STAGE] = [0, 1, 2, 3];

const THINGS: Record<string, { en: string; fr: string }> = {
  'musical-notes': { en: 'music notes', fr: 'des notes de musique' },
  'ballet-shoes': { en: 'dance shoes', fr: 'des chaussons de danse' },
  footprints: { en: 'dance steps', fr: 'des pas de danse' },
  collision: { en: 'a bump', fr: 'un grand boum' },
  'musical-keyboard': { en: 'the piano keys', fr: 'les touches du piano' },
  'sweat-droplets': { en: 'drops of sweat', fr: 'des gouttes de sueur' },
  'pensive-face': { en: 'a sad face', fr: 'une tête triste' },
  'woman-teacher': { en: 'the dance teacher', fr: 'la professeure de danse' },
  mirror: { en: 'the big mirror', fr: 'le grand miroir' },
  'clapping-hands': { en: 'the audience clapping', fr: 'le public qui applaudit' },
  sparkles: { en: 'sparkles', fr: 'des étincelles' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
};

/**
 * Learning to dance in rhyme ("A robot who wants to learn how to dance"; goal-learn-dance.ts tells it
 * in prose), in the school hall: tapping along, the show to come, the wobbles, the bump and the music
 * too fast, the dance teacher's help, practice by the mirror, the show on the stage at the turn, the
 * bow, and the lesson: trying again and again is how we learn. No French word agrees with the hero.
 */
const LINES: ArcLine[] = [
  [
    STUDIO,
    'musical-notes',
    ['Whenever music filled the air,', '{name} tapped along, here and there.'],
    ['Dès que la musique se met à jouer,', '{name} tape du pied, sans s’arrêter.'],
  ],
  [
    STAGE,
    'ballet-shoes',
    ['The school show was coming, oh what a treat!', '{name} longed to dance with dancing feet.'],
    ['Bientôt la fête de l’école, quelle joie !', '{name} rêve de danser, cette fois.'],
  ],
  [
    STUDIO,
    'footprints',
    ['Step, step, turn… and then a wobble:', '{name}’s feet got in a terrible hobble!'],
    ['Un pas, un pas, on tourne… patatras !', '{name} trébuche, et boum, par terre, voilà !'],
  ],
  [
    MIRROR,
    'musical-notes',
    ['“One, two, three, and hop!” {name} said,', 'counting the steps inside {name}’s head.'],
    ['« Un, deux, trois, et hop ! » tout haut,', '{name} compte les pas, bien comme il faut.'],
  ],
  [
    MIRROR,
    'collision',
    ['The class turned right; {name} turned round,', 'and bump! Two dancers on the ground.'],
    ['Tous à droite, et {name} de travers :', 'boum ! Deux danseurs les pieds en l’air !'],
  ],
  [
    PIANO,
    'musical-keyboard',
    ['The piano played too quick, too fast,', 'and {name}’s feet came in dead last.'],
    ['Le piano joue bien trop vite,', '{name} court après, les pieds s’agitent.'],
  ],
  [
    PIANO,
    'sweat-droplets',
    ['Feet here, feet there, feet everywhere!', '{name} flopped down upon a chair.'],
    ['Des pieds par-ci, des pieds par-là,', '{name} s’assoit : « Je n’y arrive pas ! »'],
  ],
  [
    STUDIO,
    'pensive-face',
    ['“I’ll never dance,” {name} sighed low,', '“my feet are wrong, my feet are slow.”'],
    ['« Danser ? Jamais, c’est bien trop dur ! »', 'soupire {name}, le nez contre le mur.'],
  ],
  [
    PIANO,
    'woman-teacher',
    ['The dance teacher smiled: “Don’t you fret,', 'just listen to the music: you’ll get there yet.”'],
    ['La professeure sourit : « Écoute bien,', 'la musique te guide, elle te tient la main. »'],
  ],
  [
    PIANO,
    'musical-notes',
    ['“Let the music fill you, toe to head,', 'and let your feet follow it,” she said.'],
    ['« Laisse la musique chanter en toi,', 'et tes pieds suivront, comme ça, comme ça. »'],
  ],
  [
    MIRROR,
    'woman-teacher',
    ['She held {name}’s hands: to the left, to the right,', 'sway to the beat, so slow and light.'],
    ['Elle tient ses mains : on se balance,', 'doucement, lentement, en cadence.'],
  ],
  [
    MIRROR,
    'mirror',
    ['In the big mirror, {name} could see', 'a dancer, as happy as can be.'],
    ['Dans le grand miroir, quelle surprise :', '{name} danse, et les pas se précisent.'],
  ],
  [
    STUDIO,
    'ballet-shoes',
    ['Again, again, {name} practised more,', 'spinning and gliding across the floor.'],
    ['Encore, encore, on recommence,', '{name} tourne, glisse et danse.'],
  ],
  [
    STUDIO,
    'footprints',
    ['A little slip, a little fall,', 'but {name} got up, standing tall.'],
    ['Une glissade, une chute, et plouf !', '{name} se relève en riant : ouf !'],
  ],
  [
    MIRROR,
    'musical-notes',
    ['From start to end, the whole dance through:', '{name} smiled: “It’s getting better too!”'],
    ['Du début à la fin, toute la danse :', '{name} sourit : ça avance !'],
  ],
  [
    STAGE,
    'ballet-shoes',
    ['The last practice! A deep breath in:', '“One, two, three, go!” Let the dance begin.'],
    ['Dernière répétition, on respire fort :', '« Un, deux, trois, partez ! » Et encore !'],
  ],
  [
    STAGE,
    'clapping-hands',
    ['The hall was full, the seats all taken,', 'and {name}’s knees were a little shaken.'],
    ['La salle est pleine, les parents sont là,', 'et {name} a le trac, tout bas.'],
  ],
  [
    STAGE,
    'musical-notes',
    ['The curtain opened, the music played,', 'and {name} danced, not one bit afraid.'],
    ['Le rideau s’ouvre, la musique commence,', 'et {name} danse, danse, danse !'],
  ],
  [
    STAGE,
    'footprints',
    ['Every step and every turn,', 'every hop {name} worked to learn!'],
    ['Chaque pas, chaque tour, chaque saut,', 'tout ce que {name} a appris : c’est beau !'],
  ],
  [
    STAGE,
    'sparkles',
    ['Arms up high, a twirl, a spin:', '{name} danced with a great big grin.'],
    ['Les bras en l’air, un tour, un bond,', '{name} danse avec un sourire tout rond.'],
  ],
  [
    STAGE,
    'clapping-hands',
    ['The audience clapped and cheered out loud,', 'and {name} took a bow, so proud.'],
    ['Bravo ! Bravo ! Le public applaudit,', 'et {name} salue, le cœur ravi.'],
  ],
  [
    STAGE,
    'woman-teacher',
    ['The teacher beamed at {name}: “You see?', 'You kept on trying, and now you’re free!”'],
    ['La professeure applaudit : « Tu vois ?', 'À force d’essayer, tu danses, ma foi ! »'],
  ],
  [
    STUDIO,
    'musical-notes',
    ['Now whenever the music starts to play,', '{name} dances the happiest way.'],
    ['Maintenant, dès que la musique joue,', '{name} danse, et rit, et tourne partout.'],
  ],
  [
    STAGE,
    'red-heart',
    ['So when you wobble, when you fall,', 'trying again is how we learn it all.'],
    ['Si tu tombes, si tu trébuches, ce n’est rien :', 'c’est en essayant encore qu’on apprend bien.'],
  ],
];

/** Learning to dance in rhyme, at the school hall's spots. */
export function danceCouplets(): ArcCouplet[] {
  return arcLines(LINES, DANCE_SPOTS, THINGS);
}
