/**
 * A well-known fairy tale the idea names ("Little Red Riding Hood visits her grandmother", « Les
 * trois petits cochons »): the engine retells it in its own words, in the tale's order, with a gentle
 * ending (text/goal-tale.ts). Before, it was the generic task ("had a big plan for the day: to visit
 * her grandmother … worked hard at the library") or a pig's hunt for a stock kite on the farm.
 */
export type TaleId = 'red-hood' | 'pigs' | 'goldilocks' | 'fox-crow' | 'ant-grasshopper' | 'cried-wolf';

export type TaleGoal = {
  kind: 'tale';
  tale: TaleId;
  /** The tale said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
  /** The hero's name when the tale names her ("Little Red Riding Hood"), else the engine's own. */
  heroName?: { en: string; fr: string };
  /** The hero's kind when the tale has one (a pig), whatever the idea's words gave; none else (not a bear). */
  heroKind?: string;
  /** How the hero is drawn (character-design.ts reads the figure, the colours and the accessory). */
  look?: string;
};

const TALES: { re: RegExp; goal: TaleGoal }[] = [
  {
    re: /\bred riding hood\b|(?<!\p{L})chaperon rouge(?!\p{L})/iu,
    goal: {
      kind: 'tale',
      tale: 'red-hood',
      task: { en: 'take a basket to her grandmother', fr: 'porter un panier à sa mère-grand' },
      heroName: { en: 'Little Red Riding Hood', fr: 'Petit Chaperon rouge' },
      // A girl in a blue top and her red cape: the first colour dresses her, the second the cape.
      look: 'girl in a blue top with a red cape',
    },
  },
  {
    re: /\bthree (?:little )?pigs\b|(?<!\p{L})trois petits cochons(?!\p{L})/iu,
    goal: {
      kind: 'tale',
      tale: 'pigs',
      task: {
        en: 'build a house the wolf cannot blow down',
        fr: 'bâtir une maison que le loup ne peut pas souffler',
      },
      // « Les trois petits cochons » read no pig (the hero was Milo, a boy in a cape).
      heroKind: 'pig',
    },
  },
  {
    re: /\bgoldilocks\b|(?<!\p{L})boucles? d[’']or(?!\p{L})/iu,
    goal: {
      kind: 'tale',
      tale: 'goldilocks',
      task: {
        en: 'find a bowl, a chair and a bed just right',
        fr: 'trouver un bol, une chaise et un lit parfaits',
      },
      heroName: { en: 'Goldilocks', fr: 'Boucle d’or' },
      // Her golden curls are the girl figure's own; a yellow top. No bear: the bears are the tale's others.
      look: 'girl in a yellow top',
    },
  },
  {
    // « Le renard et le corbeau » was a fox named Lila hunting a kite in the forest (text/goal-fable-crow.ts).
    re: /\bfox and the crow\b|\bcrow and the fox\b|(?<!\p{L})(?:le )?renard et le corbeau(?!\p{L})|(?<!\p{L})corbeau et le renard(?!\p{L})/iu,
    goal: {
      kind: 'tale',
      tale: 'fox-crow',
      task: { en: 'get the crow’s cheese', fr: 'avoir le fromage du corbeau' },
      heroName: { en: 'Mister Fox', fr: 'Maître Renard' },
      heroKind: 'fox',
    },
  },
  {
    // « La cigale et la fourmi » was Milo the ant hunting a kite (text/goal-fable-ant.ts).
    re: /\b(?:ant and the (?:grasshopper|cricket)|(?:grasshopper|cricket) and the ant)\b|(?<!\p{L})(?:cigale et la fourmi|fourmi et la cigale)(?!\p{L})/iu,
    goal: {
      kind: 'tale',
      tale: 'ant-grasshopper',
      task: {
        en: 'fill her nest with grain before winter',
        fr: 'remplir sa fourmilière de grain avant l’hiver',
      },
      heroName: { en: 'Little Ant', fr: 'Dame Fourmi' },
      heroKind: 'ant',
    },
  },
  {
    // 'The boy who cried wolf' was Leo's stock task "to cry wolf" with a helpful wolf (text/goal-fable-wolf.ts).
    re: /\bcried wolf\b|\bcrying wolf\b|(?<!\p{L})(?:criait|crier|cria) au loup(?!\p{L})/iu,
    goal: {
      kind: 'tale',
      tale: 'cried-wolf',
      task: { en: 'watch the sheep on the hill', fr: 'garder les moutons sur la colline' },
      heroKind: 'boy',
    },
  },
];

/** The fairy tale the idea names, if any. */
export function readTale(description: string): TaleGoal | undefined {
  return TALES.find((t) => t.re.test(description))?.goal;
}
