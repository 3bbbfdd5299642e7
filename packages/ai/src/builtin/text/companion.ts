/**
 * The animal (or toy) friend a description names — "a boy and his cat", "une fille et son chien" —
 * as a Fluent Emoji icon, so the pictures draw that friend beside the hero on every page instead
 * of a theme's stock thing. The hero's own figure is skipped: in "a cat who fears the dark" the
 * cat is the hero, not a companion.
 */
const COMPANIONS: [RegExp, string, string[]][] = [
  // Teddy first: "his teddy bear" is a toy, not a bear.
  [/\b(teddy|teddy[- ]bear|nounours|ours en peluche|doudou)\b/i, 'teddy-bear', []],
  [/\b(cats?|kittens?|kitty|chat|chats|chaton|chatte)\b/i, 'cat', ['cat']],
  [/\b(dogs?|pupp(?:y|ies)|chien|chienne|chiot)\b/i, 'dog', ['dog']],
  [/\b(owls?|owlet|hibou|chouette)\b/i, 'owl', ['owl']],
  [/\b(fox|foxes|renard|renarde)\b/i, 'fox', ['fox']],
  [/\b(polar bear|ours polaire)\b/i, 'polar-bear', []],
  [/\b(bears?|ours|ourson)\b/i, 'bear', ['bear']],
  [/\b(bunn(?:y|ies)|rabbits?|lapin|lapine)\b/i, 'rabbit', ['bunny']],
  [/\b(mouse|mice|souris)\b/i, 'mouse', []],
  [/\b(hedgehog|hérisson)\b/i, 'hedgehog', []],
  [/\b(hamster)\b/i, 'hamster', []],
  [/\b(squirrel|chipmunk|écureuil)\b/i, 'chipmunk', []],
  [/\b(raccoon|raton laveur)\b/i, 'raccoon', ['raccoon']],
  [/\b(panda)\b/i, 'panda', ['panda']],
  [/\b(koala)\b/i, 'koala', ['koala']],
  [/\b(frog|grenouille)\b/i, 'frog', ['frog']],
  [/\b(duck|duckling|canard|caneton)\b/i, 'duck', []],
  [/\b(penguin|manchot|pingouin)\b/i, 'penguin', ['penguin']],
  [/\b(turtle|tortoise|tortue)\b/i, 'turtle', ['turtle']],
  [/\b(pony|horse|poney|cheval)\b/i, 'horse', []],
  [/\b(unicorn|licorne)\b/i, 'unicorn', ['unicorn']],
  [/\b(dragon)\b/i, 'dragon', []],
  [/\b(robot)\b/i, 'robot', ['robot']],
];

/** The companion's icon, or undefined when the description names none (or only the hero). */
export function companionIn(description: string, heroFigure?: string): string | undefined {
  let best: { at: number; icon: string } | undefined;
  for (const [re, icon, figures] of COMPANIONS) {
    if (heroFigure && figures.includes(heroFigure)) continue;
    const m = re.exec(description);
    if (m && (!best || m.index < best.at)) best = { at: m.index, icon };
  }
  return best?.icon;
}

/** A description (or scene) that happens at night: moon, stars, bedtime. */
export const NIGHT_WORDS =
  /\b(night|nights|tonight|midnight|moon|moonlight|moonlit|stars|starry|bedtime|sleepy|dreams?|nuit|minuit|lune|étoiles|dodo)\b/i;

/**
 * How a scene prompt mentions the companion: ", the cat close by". No "with": the picture engine
 * reads "with …" as the page's helper. `companionFromScene` reads it back (covers carry no hints).
 */
export const companionPhrase = (icon?: string) => (icon ? `, the ${icon.replace(/-/g, ' ')} close by` : '');

export function companionFromScene(scene: string): string | undefined {
  const m = /, the ([a-z][a-z ]{1,20}) close by/.exec(scene);
  return m ? m[1].replace(/ /g, '-') : undefined;
}
