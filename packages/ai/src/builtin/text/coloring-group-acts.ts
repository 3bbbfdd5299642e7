/**
 * What a group's coloring book shows them doing when the idea says so ('Cute dinosaurs having a
 * tea party' coloured plain dinosaurs, no teapot): each page one of the group at the activity, a
 * different part of it page after page (pouring the tea, the cake…), its things drawn beside it.
 * `en`/`fr` follow the subject's noun: "the T. rex pouring the tea", « le T. rex qui verse le thé ».
 */
export type GroupDoing = { en: string; fr: string; props: string[] };
export type GroupAct = { id: string; named: RegExp; stage?: string; doings: GroupDoing[] };

const d = (en: string, fr: string, ...props: string[]): GroupDoing => ({ en, fr, props });

export const GROUP_ACTS: GroupAct[] = [
  {
    id: 'tea-party',
    named: /\btea ?part(y|ies)\b|\bgoûter\b|\bprennent le thé\b|\bdînette\b|(?<!\p{L})thé(?!\p{L})/iu,
    doings: [
      d(
        'pouring the tea at the tea party',
        'qui verse le thé pour le goûter',
        'teapot',
        'teacup-without-handle',
      ),
      d('sipping a cup of tea', 'qui boit une tasse de thé', 'hot-beverage'),
      d('sharing the cake at the tea party', 'qui partage le gâteau du goûter', 'shortcake', 'teapot'),
      d('passing the cupcakes', 'qui fait passer les petits gâteaux', 'cupcake', 'cupcake'),
      d(
        'nibbling a sandwich with a cup of tea',
        'qui grignote un sandwich avec une tasse de thé',
        'sandwich',
        'hot-beverage',
      ),
      d('with the teapot and the biscuits', 'avec la théière et les biscuits', 'teapot', 'cookie'),
    ],
  },
  {
    id: 'football',
    named: /\bfootball\b|\bsoccer\b|(?<!\p{L})(jouent|joue) au (foot|ballon)/iu,
    doings: [
      d('kicking the ball', 'qui tape dans le ballon', 'soccer-ball'),
      d('scoring a goal with the ball', 'qui marque un but avec le ballon', 'goal-net', 'soccer-ball'),
      d('heading the ball', 'qui fait une tête', 'soccer-ball'),
      d('in goal, catching the ball', 'dans les buts, qui attrape le ballon', 'goal-net', 'soccer-ball'),
      d('lifting the cup', 'qui soulève la coupe', 'trophy'),
    ],
  },
  {
    id: 'beach',
    named: /\b(at|on|to) the beach\b|\bseaside\b|(?<!\p{L})(à la|sur la) plage(?!\p{L})/iu,
    stage: 'beach',
    doings: [
      d('building a sandcastle on the beach', 'qui construit un château de sable sur la plage', 'sandcastle'),
      d('under the beach umbrella', 'sous le parasol', 'umbrella-on-ground'),
      d('eating an ice cream on the beach', 'qui mange une glace sur la plage', 'ice-cream'),
      d(
        'collecting shells on the beach',
        'qui ramasse des coquillages sur la plage',
        'spiral-shell',
        'spiral-shell',
      ),
      d('playing with a beach ball', 'qui joue au ballon sur la plage', 'volleyball'),
    ],
  },
  {
    id: 'pyjamas',
    named: /\bp[ay]jamas?\b|\bbedtime\b|(?<!\p{L})(au lit|l.heure du coucher)(?!\p{L})/iu,
    doings: [
      d('in pyjamas, ready for bed', 'en pyjama, à l’heure du dodo', 'bed'),
      d('in pyjamas, brushing its teeth', 'en pyjama, qui se brosse les dents', 'toothbrush'),
      d('in pyjamas with a teddy bear', 'en pyjama, avec son nounours', 'teddy-bear'),
      d('in pyjamas, reading a bedtime story', 'en pyjama, qui lit une histoire du soir', 'closed-book'),
      d('in pyjamas, yawning under the moon', 'en pyjama, qui bâille sous la lune', 'crescent-moon'),
    ],
  },
];

/** The activity a group's idea names, if one of these. */
export const groupActOf = (idea: string) => GROUP_ACTS.find((a) => a.named.test(idea));
