import type { Refusal } from '../idea/read-goal-refuse';

/** Where it happens (an index into the refusal's places, or its home), what is drawn, the lines. */
export type Line = [where: number, subject: string, en: [string, string], fr: [string, string]];

/**
 * A refusal's arc in rhyme, twelve couplets in order: the refusal, what it costs, someone showing
 * another way, the hero trying it, the joy. In place of the stock couplets of a lane and a park
 * (issue 14: "A prince who does not want to be rescued" sang of Maple Lane and the top of the hill).
 * French lines agree with no hero (a prince or a princess): no adjective nor pronoun of the hero.
 */
export const LINES_OUT: Partial<Record<Refusal, Line[]>> = {
  // Places: the tall tower (0), the drawbridge (1), the castle garden (2).
  rescued: [
    [
      0,
      'castle',
      ['High in a tower, so the stories say,', '{name} sent every rescuer away.'],
      ['Dans sa grande tour, tout là-haut,', '{name} disait : « Pas besoin de héros ! »'],
    ],
    [
      0,
      'shield',
      ['A knight called up, “I’ve come for you!”', '“No, thank you, sir, I’ll see this through!”'],
      ['Un chevalier arrive, l’épée à la main :', '« Non merci, dit {name}, je connais le chemin ! »'],
    ],
    [
      1,
      'ladder',
      ['Another came with a ladder tall;', '{name} just laughed and waved from the wall.'],
      ['Un autre apporte une échelle en bois :', '{name} rit et lui dit : « Pas pour moi ! »'],
    ],
    [
      1,
      'rose',
      ['But the knights got stuck in the thorny hedge,', 'and one was dangling from the ledge!'],
      ['Mais les chevaliers, dans les ronces coincés,', 'criaient « Au secours ! » sans pouvoir avancer.'],
    ],
    [
      2,
      'dragon',
      ['A grumpy dragon gave a roar,', 'and nobody dared go out the door.'],
      ['Un dragon grognon rugit dans le jardin,', 'et plus personne n’osait sortir, ce matin.'],
    ],
    [
      0,
      'world-map',
      ['The wise old queen brought a map and a rope:', '“The one who knows the way brings hope.”'],
      ['La vieille reine apporte une corde et un plan :', '« Qui connaît le chemin sauve les gens. »'],
    ],
    [
      0,
      'crown',
      ['“A hero,” she smiled, “need not wait in a tower;', 'a hero helps others, whatever the hour.”'],
      [
        '« Un héros, dit-elle, n’attend pas qu’on vienne ;',
        'il tend la main aux autres, quoi qu’il advienne. »',
      ],
    ],
    [
      0,
      'knot',
      ['So down the rope {name} slid with care,', 'hand over hand through the chilly air.'],
      ['Le long de la corde, {name} descend doucement,', 'une main, puis l’autre, tout prudemment.'],
    ],
    [
      1,
      'frog',
      ['Map in hand, {name} crossed the moat,', 'past a sleepy frog and a little boat.'],
      ['La carte à la main, {name} passe le pont-levis,', 'sur la pointe des pieds, sans pousser un cri.'],
    ],
    [
      2,
      'dragon',
      ['{name} sang the dragon a lullaby,', 'and the dragon yawned with a sleepy sigh.'],
      ['{name} chante au dragon une berceuse,', 'et le dragon s’endort, la mine heureuse.'],
    ],
    [
      2,
      'shield',
      ['Then {name} freed the knights, one, two and three;', '“Who rescued whom?” they laughed with glee.'],
      ['Puis {name} tire les chevaliers des épines :', '« Qui sauve qui ? » rient-ils, la mine taquine.'],
    ],
    [
      2,
      'castle',
      ['The whole castle cheered for {name} that day:', 'a hero who helped, and who knew the way!'],
      ['Tout le château applaudit {name} ce jour-là :', '« Quelle aventure ! Hourra, hourra ! »'],
    ],
  ],
  // Places: the bathroom (0), by the bath (1), the living room (2), the bedroom (3).
  bath: [
    [
      2,
      'couch-and-lamp',
      ['When Mum said, “Bath time!” {name} said, “No!”', 'and hid behind the sofa, down low.'],
      [
        '« C’est l’heure du bain ! » Mais {name} dit : « Non ! »',
        'et file se cacher derrière le canapé du salon.',
      ],
    ],
    [
      3,
      'bed',
      ['“I’m clean enough!” {name} would shout,', 'and hid in the bedroom and would not come out.'],
      ['« Pas de bain ! » criait {name} en courant,', 'puis sous la couette se cachait en riant.'],
    ],
    [
      1,
      'bathtub',
      ['The tub was filled and the bubbles were high,', 'but {name} just folded both arms: “Not I!”'],
      ['La baignoire est pleine, la mousse est légère,', 'mais {name} croise les bras, l’air sévère.'],
    ],
    [
      2,
      'herb',
      ['By teatime {name} had mud on each knee,', 'and jam on the nose, as sticky as could be.'],
      ['À l’heure du goûter, {name} a de la boue aux genoux,', 'et de la confiture collée un peu partout.'],
    ],
    [
      3,
      'dog',
      ['The sheets felt gritty, the pillow was grey;', 'the little dog sniffed and ran away!'],
      ['Les draps grattent, l’oreiller est tout gris ;', 'le petit chien renifle et s’enfuit !'],
    ],
    [
      1,
      'sailboat',
      ['Then Grandpa floated a little boat:', '“Ahoy! Look how the bubbles float!”'],
      ['Papi fait flotter un petit bateau :', '« Ohé, matelot ! Regarde sur l’eau ! »'],
    ],
    [
      0,
      'duck',
      ['A yellow duck went bobbing by,', 'and winked at {name} with a shiny eye.'],
      ['Un canard jaune passe en nageant,', 'et fait un clin d’œil à {name}, l’air content.'],
    ],
    [
      1,
      'bathtub',
      ['So {name} dipped one toe, then two;', '“It’s warm!” {name} giggled. “Who knew?”'],
      ['{name} trempe un orteil, puis deux :', '« C’est tout chaud ! » dit {name}, les yeux heureux.'],
    ],
    [
      0,
      'bubbles',
      ['In went {name}, with a splash and a squeal,', 'to bubbles as soft as a cloud, for real!'],
      ['Et plouf ! {name} saute dans la mousse,', 'une mousse légère, une mousse toute douce.'],
    ],
    [
      0,
      'crown',
      ['A bubble beard, a bubble crown:', 'the happiest bath in all the town!'],
      ['Une barbe de mousse, une couronne de bulles :', '{name} rit si fort que le canard recule !'],
    ],
    [
      3,
      'bed',
      ['Then wrapped up warm in a towel so snug,', '{name} gave Grandpa a great big hug.'],
      ['Puis au chaud, dans une serviette douillette,', '{name} fait un câlin à Papi, la tête toute nette.'],
    ],
    [
      3,
      'bubbles',
      ['Now {name} asks each night with a grin,', '“Is it bath time yet? Can I jump in?”'],
      [
        'Maintenant, c’est {name} qui dit chaque soir :',
        '« Vite, au bain ! Les bulles, je veux les voir ! »',
      ],
    ],
  ],
};
