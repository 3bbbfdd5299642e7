import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-tale-couplets.ts: the arc's home first, then its places (goal-fable-wolf.ts). */
const [HILL, VILLAGE] = [0, 1];

/**
 * The boy who cried wolf in rhyme, in the fable's order (goal-fable-wolf.ts tells it in prose): the
 * sheep's hill, the boredom, two false cries and the villagers running up, the baker's warning, the
 * real wolf at dusk, nobody comes, the sheep safe among the stones, the boy's sorry and the lesson.
 * 24 couplets, so a 24-page poem sings no stock verse. Before, it sang the stock couplets at the park
 * and the garden. The man and woman drawn are villagers (poetry-tale-ant-lines.ts FABLE_THINGS).
 */
export const CRIED_WOLF_LINES: ArcLine[] = [
  [
    HILL,
    'ewe',
    ['On a hill above a village small,', 'young {name} kept the sheep, one and all.'],
    ['Sur la colline, au-dessus du village,', '{name} garde les moutons, bien sage.'],
  ],
  [
    HILL,
    'ewe',
    ['He counted the sheep: one, two, three,', 'up to twenty, under the tree.'],
    ['Il compte les moutons : un, deux, trois,', 'jusqu’à vingt, puis encore une fois.'],
  ],
  [
    HILL,
    'ewe',
    ['The sheep said baa, the day was long,', 'and {name} grew bored of the same old song.'],
    ['Les moutons broutent : bêê, bêê,', '{name} s’ennuie tant qu’il en a assez.'],
  ],
  [
    HILL,
    'cloud',
    ['He watched the clouds, he threw a stone,', 'he yawned: “It’s dull up here alone.”'],
    ['Il regarde les nuages, lance un caillou,', 'et bâille : « Tout seul, je m’ennuie comme tout ! »'],
  ],
  [
    HILL,
    'ewe',
    ['So he cupped his hands and gave a cry:', '“Wolf! Wolf!” he shouted to the sky.'],
    ['Il met ses mains en porte-voix :', '« Au loup ! Au loup ! » crie-t-il trois fois.'],
  ],
  [
    VILLAGE,
    'man',
    ['Up ran the villagers, sticks in hand,', 'but no wolf at all was in the land.'],
    ['Les villageois accourent, bâtons levés,', 'mais de loup, point : pas un seul à trouver.'],
  ],
  [
    HILL,
    'man',
    ['{name} rolled in the grass: “I tricked you! Ha!”', 'The villagers frowned and went home: “Bah!”'],
    ['{name} se roule dans l’herbe en riant :', '« Je vous ai bien eus ! » Quel vilain garnement !'],
  ],
  [
    VILLAGE,
    'man',
    ['Back in the village, the farmer said:', '“All that way for a joke!” and he shook his head.'],
    ['Au village, le fermier soupire :', '« Tout ce chemin… pour le faire rire ! »'],
  ],
  [
    HILL,
    'ewe',
    ['A few days later, he did it again:', '“Wolf! Wolf!” And up ran the women and men.'],
    ['Quelques jours plus tard, il recommence :', '« Au loup ! » Et tout le village s’élance.'],
  ],
  [
    HILL,
    'man',
    ['Up they puffed, with rakes and brooms,', 'and found just sheep and buttercup blooms.'],
    ['Ils grimpent, essoufflés, fourches en main,', 'mais là-haut, des moutons, et de loup, rien !'],
  ],
  [
    HILL,
    'ewe',
    ['{name} laughed again: “Tricked twice! Hooray!”', 'but nobody laughed as they walked away.'],
    ['{name} rit encore : « Deux fois de suite ! »', 'Mais personne ne rit ; chacun repart bien vite.'],
  ],
  [
    VILLAGE,
    'woman',
    ['“If you tell fibs,” the baker said,', '“nobody will believe you,” and shook her head.'],
    ['« Si tu mens, dit la boulangère,', 'plus personne ne te croira, mon cher. »'],
  ],
  [
    HILL,
    'ewe',
    ['The days went by, the grass grew tall,', 'and {name} kept the sheep, and that was all.'],
    ['Les jours passent, l’herbe repousse,', '{name} garde ses moutons sur la mousse.'],
  ],
  [
    HILL,
    'wolf',
    ['Then one evening, as the sun went down,', 'a real grey wolf crept up from the wood, with a frown.'],
    ['Puis un soir, quand le soleil se couche,', 'un vrai loup gris sort du bois, farouche.'],
  ],
  [
    HILL,
    'wolf',
    ['Its eyes were yellow, its teeth were white;', 'the sheep all trembled with the fright.'],
    ['Ses yeux sont jaunes, ses crocs tout blancs :', 'les moutons tremblent, serrés dans les champs.'],
  ],
  [
    HILL,
    'wolf',
    ['“Wolf! Wolf! It’s true this time!” he cried,', 'but nobody came up the steep hillside.'],
    ['« Au loup ! C’est vrai, cette fois-ci ! »', 'Mais personne ne monte : on ne le croit plus, lui.'],
  ],
  [
    HILL,
    'wolf',
    ['He shouted louder, and louder still,', 'but only the echo came back down the hill.'],
    ['Il crie plus fort, encore plus fort,', 'mais seul l’écho lui répond, dehors.'],
  ],
  [
    VILLAGE,
    'houses',
    ['Down in the village, the doors stayed shut:', '“Another trick!” said each house and hut.'],
    ['Au village, les portes restent fermées :', '« Encore une farce ! » disent les gens lassés.'],
  ],
  [
    VILLAGE,
    'man',
    ['“He’s fooling again,” the farmer yawned,', 'and stayed by his fire until the dawn.'],
    ['« Encore ses blagues », bâille le fermier,', 'qui reste au coin du feu, sans bouger.'],
  ],
  [
    HILL,
    'ewe',
    ['The sheep scattered and hid by the stones,', 'and the hungry wolf slunk off on his own.'],
    ['Les moutons s’éparpillent entre les rochers,', 'et le loup affamé repart, tout fâché.'],
  ],
  [
    HILL,
    'ewe',
    ['{name} wiped his tears and called each one,', 'and back they came, safe, every one.'],
    [
      '{name} sèche ses larmes, appelle son troupeau :',
      'les moutons reviennent, sains et saufs, bien au chaud.',
    ],
  ],
  [
    VILLAGE,
    'woman',
    ['“I’m sorry,” he told them, “for every lie:', 'when you cry wolf for fun, nobody comes by.”'],
    ['« Pardon, dit-il, j’ai trop menti :', 'quand on ment pour rire, on reste seul, je l’ai compris. »'],
  ],
  [
    HILL,
    'ewe',
    ['From that day on, he watched with care,', 'and only called when a wolf was there.'],
    ['Depuis ce jour, il garde ses moutons sagement,', 'et ne crie « Au loup ! » que s’il le voit vraiment.'],
  ],
  [
    VILLAGE,
    'red-heart',
    ['So tell the truth, whatever you do,', 'and when you call for help, they will believe you.'],
    ['Alors dis toujours la vérité :', 'quand tu appelleras, on viendra t’aider.'],
  ],
];
