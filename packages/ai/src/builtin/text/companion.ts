/**
 * The animal (or toy) friend a description names — "a boy and his cat", "une fille et son chien",
 * "a lion cub and his friend the giraffe" — as a Fluent Emoji icon, so the pictures draw that
 * friend beside the hero on every page instead of a theme's stock thing. Only a friend counts:
 * the word must follow "his/her/with/and a…" (a lost lamb is the story's trouble, not a friend),
 * and the hero's own figure is skipped (in "a cat and her kitten" the cat is the hero).
 */
const COMPANIONS: [string, string, string[]][] = [
  // Teddy first: "his teddy bear" is a toy, not a bear.
  ['teddy|teddy[- ]bear|nounours|ours en peluche|doudou', 'teddy-bear', []],
  ['cats?|kittens?|kitty|chat|chats|chaton|chatte', 'cat', ['cat']],
  ['dogs?|pupp(?:y|ies)|chien|chienne|chiot', 'dog', ['dog']],
  ['owls?|owlet|hibou|chouette', 'owl', ['owl']],
  ['fox|foxes|renard|renarde', 'fox', ['fox']],
  ['polar bear|ours polaire', 'polar-bear', []],
  // « son ours en peluche » is the teddy, not a bear.
  ['bears?|ours(?!\\s+en\\s+peluche)|ourson', 'bear', ['bear']],
  ['bunn(?:y|ies)|rabbits?|lapin|lapine', 'rabbit', ['bunny']],
  ['mouse|mice|souris', 'mouse', []],
  ['hedgehog|hérisson', 'hedgehog', []],
  ['hamster', 'hamster', []],
  ['squirrel|chipmunk|écureuil', 'chipmunk', []],
  ['raccoon|raton laveur', 'raccoon', ['raccoon']],
  ['panda', 'panda', ['panda']],
  ['koala', 'koala', ['koala']],
  ['frog|grenouille', 'frog', ['frog']],
  ['duck|duckling|canard|caneton', 'duck', []],
  ['penguin|manchot|pingouin', 'penguin', ['penguin']],
  ['turtle|tortoise|tortue', 'turtle', ['turtle']],
  ['pony|horse|poney|cheval', 'horse', []],
  ['unicorn|licorne', 'unicorn', ['unicorn']],
  ['dragon', 'dragon', []],
  ['robot', 'robot', ['robot']],
  ['giraffe|girafe', 'giraffe', ['giraffe']],
  ['elephant|éléphant', 'elephant', []],
  ['monkey|singe', 'monkey', []],
  ['zebra|zèbre', 'zebra', []],
  ['lion|lionne', 'lion', ['lion']],
  ['tiger|tigre', 'tiger', []],
  ['dolphin|dauphin', 'dolphin', []],
  ['whale|baleine', 'spouting-whale', []],
  ['octopus|pieuvre|poulpe', 'octopus', ['octopus']],
  ['seal|phoque', 'seal', []],
  ['pig|piglet|cochon|porcelet', 'pig', []],
  ['sheep|lamb|mouton|agneau', 'ewe', []],
  ['chick|poussin', 'baby-chick', ['chick']],
  ['dinosaur|dino', 'sauropod', ['sauropod', 't-rex']],
];

/** Words that make the next animal a friend: "his", "with", "and a", "son", "avec", "et un"… */
const CUE =
  "his|her|their|its|my|our|with|and (?:a|an|the)|son|sa|ses|leur|leurs|mon|ma|avec|et (?:un|une|le|la|l['’])";
const NOT_LETTER = '(?<![\\p{L}])';
const END = '(?![\\p{L}])';
const FRIEND = COMPANIONS.map(
  ([words, icon, figures]) =>
    [
      new RegExp(
        `${NOT_LETTER}(?:${CUE})(?:\\s+|(?<=['’]))(?:[\\p{L}'’-]+\\s+){0,3}?(?:${words})${END}`,
        'iu',
      ),
      icon,
      figures,
    ] as const,
);

/** The companion's icon, or undefined when the description names none (or only the hero). */
export function companionIn(description: string, heroFigure?: string): string | undefined {
  let best: { at: number; icon: string } | undefined;
  for (const [re, icon, figures] of FRIEND) {
    if (heroFigure && figures.includes(heroFigure)) continue;
    const m = re.exec(description);
    // The end of the match is where the animal is named: the first-named friend wins.
    const at = m ? m.index + m[0].length : -1;
    if (m && (!best || at < best.at)) best = { at, icon };
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
