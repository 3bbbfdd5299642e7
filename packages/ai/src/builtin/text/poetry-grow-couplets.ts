import type { GrowGoal } from '../idea/read-goal-grow';
import type { Place } from '../idea/settings';
import { FAIR, GARDEN, PATCH, POSTER } from './goal-grow';
import { PLANTS } from './goal-grow-plants';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';
import { GROW_FILLERS } from './poetry-grow-fillers';
import { GROW_LINES, GROW_PRIZE, GROW_WHY, SUNFLOWER_LINES } from './poetry-grow-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  seedling: { en: 'a little green shoot', fr: 'une petite pousse verte' },
  hole: { en: 'a little hole', fr: 'un petit trou' },
  droplet: { en: 'water', fr: 'de l’eau' },
  'musical-note': { en: 'a little song', fr: 'une petite chanson' },
  snail: { en: 'a snail', fr: 'un escargot' },
  blackbird: { en: 'a black crow', fr: 'un corbeau noir' },
  'womans-hat': { en: 'the scarecrow’s hat', fr: 'le chapeau de l’épouvantail' },
  'lady-beetle': { en: 'a ladybird', fr: 'une coccinelle' },
  umbrella: { en: 'an umbrella', fr: 'un parapluie' },
  frog: { en: 'a little frog', fr: 'une petite grenouille' },
  'straight-ruler': { en: 'a measuring stick', fr: 'un bâton pour mesurer' },
  honeybee: { en: 'bees', fr: 'des abeilles' },
  'waving-hand': { en: 'friends waving', fr: 'des amis qui saluent' },
  'crescent-moon': { en: 'the moon', fr: 'la lune' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  basket: { en: 'the vegetable basket', fr: 'le panier à légumes' },
  scroll: { en: 'the fair’s poster', fr: 'l’affiche de la fête' },
  rosette: { en: 'a first-prize ribbon', fr: 'un ruban de premier prix' },
  butterfly: { en: 'a butterfly', fr: 'un papillon' },
  worm: { en: 'a worm', fr: 'un ver de terre' },
  tulip: { en: 'tulips', fr: 'des tulipes' },
  bird: { en: 'a robin', fr: 'un rouge-gorge' },
  'leaf-fluttering-in-wind': { en: 'leaves in the breeze', fr: 'des feuilles dans la brise' },
  gloves: { en: 'gardening gloves', fr: 'des gants de jardin' },
  sparkles: { en: 'drops of dew', fr: 'des gouttes de rosée' },
  hedgehog: { en: 'a hedgehog', fr: 'un hérisson' },
  bouquet: { en: 'flowers', fr: 'des fleurs' },
  books: { en: 'a gardening book', fr: 'un livre de jardinage' },
  stopwatch: { en: 'a stopwatch', fr: 'un chronomètre' },
  pencil: { en: 'a notebook and pencil', fr: 'un carnet et un crayon' },
  cat: { en: 'a cat', fr: 'un chat' },
  'leafy-green': { en: 'lettuces', fr: 'des salades' },
  wood: { en: 'a little fence', fr: 'une petite clôture' },
  mushroom: { en: 'a mushroom', fr: 'un champignon' },
  ant: { en: 'ants', fr: 'des fourmis' },
  'cup-with-straw': { en: 'lemonade', fr: 'de la citronnade' },
  dog: { en: 'a puppy', fr: 'un chiot' },
  'old-woman': { en: 'the neighbour', fr: 'la voisine' },
  'spiral-calendar': { en: 'the calendar', fr: 'le calendrier' },
  camera: { en: 'a camera', fr: 'un appareil photo' },
  'sweat-droplets': { en: 'hard work', fr: 'du travail' },
  footprints: { en: 'footprints', fr: 'des traces de pas' },
  'red-apple': { en: 'apples', fr: 'des pommes' },
};

/** The couplets a long growing poem weaves between its own (poetry-grow-fillers.ts). */
export const growFillers = (): ArcCouplet[] => arcLines(GROW_FILLERS, [], THINGS);

/**
 * Growing one plant's poem (idea/read-goal-grow.ts; goal-grow.ts tells it in prose): its couplets in
 * order at the garden's spots, the plant drawn at its stage (LATE, GROWN, SHARED: the plant's own
 * icons), why it is grown (the empty basket, the fair's poster) second and the prize or the full
 * basket after the turn. Before, 'A bunny who loves carrots grows the biggest carrot in the village'
 * sang the stock couplets ("At the library, Lila counts to three"), a herb on every page.
 */
export function growCouplets(goal: GrowGoal): ArcCouplet[] {
  const p = PLANTS[goal.plant];
  const icon: Record<string, string> = { LATE: p.late.icon, GROWN: p.grown.icon, SHARED: p.shared };
  const own = (x: string) => icon[x] ?? x;
  const why = GROW_WHY[goal.biggest ? 'biggest' : goal.loves ? 'loves' : 'plain'];
  const flower = goal.plant === 'sunflower';
  const prize = goal.biggest ? GROW_PRIZE.biggest : flower ? SUNFLOWER_LINES.prize : GROW_PRIZE.plain;
  // Why first: a short poem keeps its first couplet (poetry-refuse-couplets.ts `spread`).
  const lines: ArcLine[] = [
    why,
    ...GROW_LINES.map((line) =>
      line[1] === 'PRIZE' ? prize : flower && line[1] === 'SHARED' ? SUNFLOWER_LINES.shared : line,
    ),
  ];
  const spot = (re: RegExp) => GARDEN.find((x) => re.test(x.en)) ?? PATCH;
  const places: Place[] = [PATCH, spot(/shed/), spot(/pond/), POSTER, FAIR];
  // The alt text names the plant by its stage (the pumpkin is drawn growing and grown alike), then
  // the stage takes the plant's own icon.
  const things = {
    ...THINGS,
    LATE: { en: 'the growing plant', fr: 'la plante qui pousse' },
    GROWN: { en: p.en.giant, fr: p.fr.giant },
    SHARED: { en: p.en.shared, fr: p.fr.shared },
  };
  const sung = arcLines(lines, places, things, {
    en: { giant: p.en.giant, shared: p.en.shared, plants: p.en.plants },
    fr: { giant: p.fr.giant, shared: p.fr.shared, plants: p.fr.plants },
  });
  // The plant drawn at its stage's size, as the prose draws it (goal-grow.ts).
  const size: Record<string, number> = { LATE: p.late.scale, GROWN: p.grown.scale };
  return sung.map((cp) => {
    const stage = [cp.subject, ...(cp.also ?? [])].find((x) => size[x]);
    return {
      ...cp,
      subject: own(cp.subject),
      ...(cp.also ? { also: cp.also.map(own) } : {}),
      ...(stage ? { scales: { [own(stage)]: size[stage] } } : {}),
      // The garden's fillers ("Pousse encore !") only once the shoot is up.
      ...(/tiny green shoot/.test(cp.en.join(' ')) ? { fillFrom: true as const } : {}),
    };
  });
}
