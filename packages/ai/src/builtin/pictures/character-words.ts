/**
 * The words and colours of the character design (character-design.ts): which words in a description
 * choose the figure, its colours and its accessory.
 */

/** Words in a description that choose the figure (first mention wins). */
export const FIGURE_WORDS: [RegExp, string][] = [
  [/\b(t-?rex|tyrannosa\w*|dinosau?r\w*|dino)\b/i, 't-rex'],
  [/\b(long[- ]neck\w*|sauropod|brachiosau\w*|diplodoc\w*|au long cou)\b/i, 'sauropod'],
  // Before the girl and the knight: "a girl knight", « une chevalière » is the girl in armour.
  [/\b(girl knights?|lady knights?|chevali[eè]res?)(?![\p{L}])/iu, 'knight-girl'],
  [/\b(girls?|filles?|fillettes?|princess\w*|princesses?)\b/i, 'girl'],
  [/\b(boys?|garçons?|princes?)\b/i, 'boy'],
  [/\b(knights?|chevaliers?)\b/i, 'knight'],
  [/\b(pirates?)\b/i, 'pirate'],
  // First mention wins.
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
  [/\b(witch\w*|sorcières?|magiciennes?)(?![\p{L}])/iu, 'witch'],
  [/\b(wizard|mage|sorci\w+|magicien\w*)\b/i, 'wizard'],
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
export const SUBJECT_FIGURE: Record<string, string> = {
  'woman-merpeople': 'mermaid',
  'tropical-fish': 'fish',
  'baby-chick': 'chick',
  rabbit: 'bunny',
  'person-fairy': 'fairy',
  'person-mage': 'wizard',
  'woman-mage': 'witch',
  'person-running': 'runner',
  automobile: 'car',
  'construction-worker': 'builder',
  'health-worker': 'doctor',
};

export type Colour = { hex: string; en: string; fr: string };
export const c = (hex: string, en: string, fr: string): Colour => ({ hex, en, fr });
export const COLOURS: Colour[] = [
  c('#e8514a', 'red', 'rouge'),
  c('#3b6fb6', 'blue', 'bleu'),
  c('#4caf50', 'green', 'vert'),
  c('#ffc83d', 'yellow', 'jaune'),
  c('#ff8a3d', 'orange', 'orange'),
  c('#9b5de5', 'purple', 'violet'),
  c('#f15bb5', 'pink', 'rose'),
  c('#2ec4b6', 'teal', 'turquoise'),
];
export const COLOUR_WORDS: [RegExp, number][] = [
  [/\b(red|rouge)\b/i, 0],
  [/\b(blue|bleue?)\b/i, 1],
  [/\b(green|verte?)\b/i, 2],
  [/\b(yellow|jaune)\b/i, 3],
  [/\b(orange)\b/i, 4],
  [/\b(purple|violette?)\b/i, 5],
  [/\b(pink|rose)\b/i, 6],
];
export function namedColours(text: string): Colour[] {
  return COLOUR_WORDS.map(([re, i]) => ({ at: re.exec(text)?.index ?? -1, colour: COLOURS[i] }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.colour);
}

export const SHOES = ['#5b3a29', '#33302e', '#7a4b2a'];
export const PANTS = ['#3b6fb6', '#2d4059', '#6d597a', '#386641'];

export const ACCESSORIES: Record<string, { en: string; fr: string }> = {
  scarf: { en: 'scarf', fr: 'écharpe' },
  hat: { en: 'woolly hat', fr: 'bonnet' },
  backpack: { en: 'backpack', fr: 'sac à dos' },
  cape: { en: 'cape', fr: 'cape' },
  bow: { en: 'bow', fr: 'nœud' },
  crown: { en: 'little crown', fr: 'petite couronne' },
  shield: { en: 'shield', fr: 'bouclier' },
  'space-helmet': { en: 'space helmet', fr: 'casque spatial' },
};

export const ACCESSORY_WORDS: [RegExp, string][] = [
  [/\b(scarf|écharpe)\b/i, 'scarf'],
  [/\b(hat|beanie|bonnet|chapeau)\b/i, 'hat'],
  [/\b(backpack|sac à dos)\b/i, 'backpack'],
  [/\b(cape)\b/i, 'cape'],
  [/\b(bow|nœud|noeud)\b/i, 'bow'],
  [/\b(crown|couronne)\b/i, 'crown'],
];

export function namedAccessory(text: string, allowed: string[]): string | undefined {
  return ACCESSORY_WORDS.find(([re, id]) => allowed.includes(id) && re.test(text))?.[1];
}

export function firstFigure(text: string): string | undefined {
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
export const ACCENT_CLASH: Record<string, string[]> = {
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
