import type { BookRequest, CharacterBible } from '../../types';
import { KINDS } from '../idea/kinds';
import { themeFor } from '../text/themes';
import { ALL_FIGURES, anyFigureById, type Figure } from './figures';
import { createRng } from './rng';

/** Words in a description that choose the figure (first mention wins). */
const FIGURE_WORDS: [RegExp, string][] = [
  [/\b(t-?rex|tyrannosa\w*|dinosau?r\w*|dino)\b/i, 't-rex'],
  [/\b(long[- ]neck\w*|sauropod|brachiosau\w*|diplodoc\w*|au long cou)\b/i, 'sauropod'],
  [/\b(girls?|filles?|fillettes?|princess\w*|princesses?)\b/i, 'girl'],
  [/\b(boys?|garçons?|princes?)\b/i, 'boy'],
  // After the girl and boy (royalWord reads them by index); first mention still wins.
  [/\b(tri?c[eé]ratops\w*)\b/i, 'triceratops'],
  [/\b(st[eé]gosau\w*)\b/i, 'stegosaurus'],
  [/\b(fox|foxes|renard\w*)\b/i, 'fox'],
  [/\b(pandas?)\b/i, 'panda'],
  [/\b(koalas?)\b/i, 'koala'],
  [/\b(bears?|ours\w*)\b/i, 'bear'],
  [/\b(bunny|bunnies|rabbits?|hares?|lapin\w*)\b/i, 'bunny'],
  [/\b(robot\w*)\b/i, 'robot'],
  [/\b(frogs?|grenouilles?)\b/i, 'frog'],
  [/\b(lion\w*)\b/i, 'lion'],
  [/\b(raccoons?|ratons?)\b/i, 'raccoon'],
  [/\b(penguins?|manchots?|pingouins?)\b/i, 'penguin'],
  [/\b(owls?|hiboux?|chouettes?)\b/i, 'owl'],
  [/\b(octopus|octopuses|pieuvres?|poulpes?)\b/i, 'octopus'],
  [/\b(mermaids?|sirènes?)\b/i, 'mermaid'],
  [/\b(unicorns?|licornes?)\b/i, 'unicorn'],
  [/\b(cats?|kittens?|kitty|chats?|chatons?)\b/i, 'cat'],
  [/\b(dogs?|puppy|puppies|chiens?|chiots?)\b/i, 'dog'],
  [/\b(astronaut|astronaute|cosmonaut\w*)\b/i, 'astronaut'],
  [/\b(alien|martian|extraterrestre|martien)\b/i, 'alien'],
  [/\b(turtles?|tortues?)\b/i, 'turtle'],
  [/\b(fish|poisson)\b/i, 'fish'],
  [/\b(fairy|fée)\b/i, 'fairy'],
  [/\b(wizard|witch|mage|sorci\w+|magicien\w*)\b/i, 'wizard'],
  [/\b(chick|poussin)\b/i, 'chick'],
  [/\b(calf|cow|veau|vache)\b/i, 'cow'],
  [/\b(giraffes?|girafes?)\b/i, 'giraffe'],
  [/\b(car|voiture)\b/i, 'car'],
  [/\b(bus)\b/i, 'bus'],
  [/\b(doctor|nurse|docteur|médecin|infirmi\w+)\b/i, 'doctor'],
  [/\b(builder|construction|bâtisseur|ouvri\w+)\b/i, 'builder'],
  [/\b(runner|athlete|coureur|athlète)\b/i, 'runner'],
  [/\b(child|kid|enfant)\b/i, 'child'],
];

/** Default heroes of the themes (their `subject`) → figure. */
const SUBJECT_FIGURE: Record<string, string> = {
  'woman-merpeople': 'mermaid',
  'tropical-fish': 'fish',
  'baby-chick': 'chick',
  rabbit: 'bunny',
  'person-fairy': 'fairy',
  'person-mage': 'wizard',
  'person-running': 'runner',
  automobile: 'car',
  'construction-worker': 'builder',
  'health-worker': 'doctor',
};

type Colour = { hex: string; en: string; fr: string };
const c = (hex: string, en: string, fr: string): Colour => ({ hex, en, fr });
const COLOURS: Colour[] = [
  c('#e8514a', 'red', 'rouge'),
  c('#3b6fb6', 'blue', 'bleu'),
  c('#4caf50', 'green', 'vert'),
  c('#ffc83d', 'yellow', 'jaune'),
  c('#ff8a3d', 'orange', 'orange'),
  c('#9b5de5', 'purple', 'violet'),
  c('#f15bb5', 'pink', 'rose'),
  c('#2ec4b6', 'teal', 'turquoise'),
];
const COLOUR_WORDS: [RegExp, number][] = [
  [/\b(red|rouge)\b/i, 0],
  [/\b(blue|bleue?)\b/i, 1],
  [/\b(green|verte?)\b/i, 2],
  [/\b(yellow|jaune)\b/i, 3],
  [/\b(orange)\b/i, 4],
  [/\b(purple|violette?)\b/i, 5],
  [/\b(pink|rose)\b/i, 6],
];
function namedColours(text: string): Colour[] {
  return COLOUR_WORDS.map(([re, i]) => ({ at: re.exec(text)?.index ?? -1, colour: COLOURS[i] }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.colour);
}

const SHOES = ['#5b3a29', '#33302e', '#7a4b2a'];
const PANTS = ['#3b6fb6', '#2d4059', '#6d597a', '#386641'];

const ACCESSORIES: Record<string, { en: string; fr: string }> = {
  scarf: { en: 'scarf', fr: 'écharpe' },
  hat: { en: 'woolly hat', fr: 'bonnet' },
  backpack: { en: 'backpack', fr: 'sac à dos' },
  cape: { en: 'cape', fr: 'cape' },
  bow: { en: 'bow', fr: 'nœud' },
  crown: { en: 'little crown', fr: 'petite couronne' },
};

const ACCESSORY_WORDS: [RegExp, string][] = [
  [/\b(scarf|écharpe)\b/i, 'scarf'],
  [/\b(hat|beanie|bonnet|chapeau)\b/i, 'hat'],
  [/\b(backpack|sac à dos)\b/i, 'backpack'],
  [/\b(cape)\b/i, 'cape'],
  [/\b(bow|nœud|noeud)\b/i, 'bow'],
  [/\b(crown|couronne)\b/i, 'crown'],
];

function namedAccessory(text: string, allowed: string[]): string | undefined {
  return ACCESSORY_WORDS.find(([re, id]) => allowed.includes(id) && re.test(text))?.[1];
}

function firstFigure(text: string): string | undefined {
  let best: { at: number; id: string } | undefined;
  for (const [re, id] of FIGURE_WORDS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, id };
  }
  return best?.id;
}

/**
 * Accessory colours that vanish on a figure's own body colour (a green scarf on the green T-rex
 * could not be seen, so the "same accessory on every page" was invisible).
 */
const ACCENT_CLASH: Record<string, string[]> = {
  't-rex': ['green', 'teal'],
  sauropod: ['green', 'teal'],
  triceratops: ['green', 'teal', 'orange'],
  stegosaurus: ['green', 'teal', 'orange'],
  octopus: ['pink', 'red', 'orange'],
  cat: ['orange', 'yellow'],
  dog: ['orange', 'yellow'],
  owl: ['orange'],
  unicorn: ['pink', 'purple'],
  mermaid: ['teal', 'green'],
  frog: ['green', 'teal'],
  alien: ['green', 'teal'],
  turtle: ['green', 'teal'],
  fox: ['orange', 'red'],
  lion: ['orange', 'yellow'],
  chick: ['yellow', 'orange'],
  giraffe: ['yellow', 'orange'],
  fish: ['blue', 'teal'],
};

function accessoriesFor(f: Figure, theme: string): string[] {
  const out: string[] = [];
  // A hair bow makes the boy figure read as a girl: a boy gets a second scarf instead (same odds, same draws).
  if (f.neck[2] > 0) out.push('scarf', f.id === 'boy' ? 'scarf' : 'bow');
  if (f.hat[2] > 0)
    out.push('hat', ...(theme === 'fantasy' || theme === 'mermaids' ? ['crown', 'crown'] : []));
  if (f.kind === 'head') out.push('backpack', 'cape');
  return out.length ? out : ['none'];
}

/**
 * The main character, designed once per book: which figure, which colours and which accessory.
 * Every page draws exactly this (see hero.ts), and the bible's look sentence says the same thing.
 */
export function designCharacter(req: BookRequest, seed: number): CharacterBible {
  const rng = createRng((seed ^ 0x5bd1e995) >>> 0);
  const theme = themeFor(req.type, req.description);
  const userText = [req.character?.name, req.character?.appearance, req.character?.description]
    .filter(Boolean)
    .join(' ');
  const themeHero = rng.pick(theme.heroes);
  // The text layer passes the idea's hero kind as the character description ("tiger").
  const direct = ALL_FIGURES.find((f) => f.id === req.character?.description)?.id;
  const id =
    direct ??
    firstFigure(userText) ??
    firstFigure(`${req.title} ${req.description}`) ??
    SUBJECT_FIGURE[themeHero.subject] ??
    (ALL_FIGURES.some((f) => f.id === themeHero.subject) ? themeHero.subject : 'child');
  const fig = anyFigureById(id);
  // Colours the user names, in the order written: the first dresses the figure, the second its accessory.
  const named = namedColours(userText);
  const shirt = named[0] ?? rng.pick(COLOURS);
  const clash = ACCENT_CLASH[fig.id] ?? [];
  const drawnAccent = rng.pick(COLOURS.filter((x) => x !== shirt && !clash.includes(x.en)));
  const accent = named.find((x) => x !== shirt && !clash.includes(x.en)) ?? drawnAccent;
  // An accessory the user names (and this figure can wear) wins; the draw still happens so the
  // rest of the design stays the same as before for the same seed.
  const drawn = rng.pick(accessoriesFor(fig, theme.id));
  const named_ = namedAccessory(userText, accessoriesFor(fig, theme.id));
  // A princess or a prince wears a crown, and the look says who she or he is (not "a girl").
  const royal = royalOf([userText, `${req.title} ${req.description}`], fig.id);
  const accessory = royal && fig.hat[2] > 0 ? 'crown' : (named_ ?? drawn);
  const lang = req.language;
  const acc = ACCESSORIES[accessory];
  const shown = royal ? { ...fig, ...royal } : fig;
  const look = lang === 'fr' ? lookFr(shown, shirt, accent, acc) : lookEn(shown, shirt, accent, acc);
  const palette = [shirt.hex, accent.hex];
  return {
    name: themeHero.name,
    look,
    palette,
    styleTags: ['flat vector picture-book art', 'rounded shapes', 'soft gradients'],
    promptPrefix: `${themeHero.name}, ${look}, colours ${palette.join(', ')}`,
    figure: {
      id: fig.id,
      accessory,
      shirt: shirt.hex,
      pants: rng.pick(PANTS),
      accent: accent.hex,
      shoes: rng.pick(SHOES),
      theme: theme.id,
    },
  };
}

/**
 * The royal word for the girl or boy figure when the hero is a princess or a prince: the first
 * word that chose the figure is "princess"/"prince" (a girl who meets a princess stays a girl).
 */
function royalOf(texts: string[], figure: string) {
  const re = figure === 'girl' ? FIGURE_WORDS[2][0] : figure === 'boy' ? FIGURE_WORDS[3][0] : undefined;
  const word = re && texts.map((t) => re.exec(t)?.[1]).find(Boolean);
  if (!word || !/^princ/i.test(word)) return undefined;
  return figure === 'girl' ? { en: 'princess', fr: 'princesse' } : { en: 'prince', fr: 'prince' };
}

/** English indefinite article by sound: "an orange top", "an owl", but "a unicorn", "a blue scarf". */
export const withArticle = (phrase: string) =>
  `${/^(?:[aeio]|u(?!ni|se|su|ro|ku))/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

const lookEn = (f: Figure, shirt: Colour, accent: Colour, acc?: { en: string }) =>
  `${withArticle(f.en)}${f.kind === 'head' ? ` in ${withArticle(`${shirt.en} top`)}` : ''}${acc ? ` with ${withArticle(`${accent.en} ${acc.en}`)}` : ''}`;

const FEMININE = new Set([
  'girl',
  'fairy',
  'mermaid',
  'unicorn',
  'frog',
  'giraffe',
  'car',
  'octopus',
  'turtle',
]);
/** Species of idea/kinds drawn from their icon: their French gender. */
const FEMININE_KINDS = new Set(KINDS.filter((k) => k.f).map((k) => k.id));
const FEMININE_ACC = new Set(['scarf', 'cape', 'crown']);
const feminineColour = (x: Colour) => ({ vert: 'verte', violet: 'violette', bleu: 'bleue' })[x.fr] ?? x.fr;

function lookFr(f: Figure, shirt: Colour, accent: Colour, acc?: { en: string; fr: string }) {
  const fem = FEMININE.has(f.id) || FEMININE_KINDS.has(f.id);
  let s = `${fem ? 'une' : 'un'} ${f.fr}`;
  if (f.kind === 'head') s += ` ${fem ? 'vêtue' : 'vêtu'} d’un haut ${shirt.fr}`;
  if (acc) {
    const accFem = FEMININE_ACC.has(Object.keys(ACCESSORIES).find((k) => ACCESSORIES[k] === acc) ?? '');
    s += `${f.kind === 'head' ? ',' : ''} avec ${accFem ? 'une' : 'un'} ${acc.fr} ${accFem ? feminineColour(accent) : accent.fr}`;
  }
  return s;
}
