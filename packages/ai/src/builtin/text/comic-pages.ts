import type { PagePlan } from '../../types';
import { addressed } from './address-number';
import type { StoryContext } from './story-context';
import { writeStoryPages } from './story-pages';

type Line = { en: string; fr: string };
const l = (en: string, fr: string): Line => ({ en, fr });
/**
 * Speech bubbles per beat, two per page (the hero's, then the other's). A beat that comes back
 * (the journey pages of a long book) takes the next pair: a bubble is never printed twice.
 */
const LINES: Record<string, [Line, Line][]> = {
  opening: [
    [l('Hi! I’m {name}!', 'Salut ! Moi, c’est {name} !'), l('What a great day!', 'Quelle belle journée !')],
  ],
  problem: [[l('Oh no!', 'Oh non !'), l('What do we do now?', 'Qu’est-ce qu’on fait ?')]],
  journey: [
    [l('Look over there!', 'Regarde là-bas !'), l('Let’s keep going!', 'Continuons !')],
    [l('Is it here?', 'C’est ici ?'), l('Not yet…', 'Pas encore…')],
    [l('Which way now?', 'Par où, maintenant ?'), l('This way, I think!', 'Par ici, je crois !')],
    [l('Wow, look at that!', 'Oh, regarde ça !'), l('Keep looking!', 'Cherche encore !')],
    [l('I heard something!', 'J’ai entendu quelque chose !'), l('Shh… listen!', 'Chut… écoute !')],
    [l('Almost there!', 'On y est presque !'), l('Don’t give up!', 'On ne lâche rien !')],
    [l('What’s that?', 'Qu’est-ce que c’est ?'), l('A clue!', 'Un indice !')],
    [l('Phew, what a trip!', 'Ouf, quel voyage !'), l('Let’s rest a bit.', 'Reposons-nous un peu.')],
    [l('Over here!', 'Par là !'), l('Coming!', 'J’arrive !')],
    [l('I won’t give up!', 'Je ne renonce pas !'), l('That’s the spirit!', 'Bravo, courage !')],
    [l('Let’s try again.', 'Essayons encore.'), l('One more time!', 'Encore une fois !')],
    [l('Follow me!', 'Suis-moi !'), l('Right behind you!', 'Je te suis !')],
  ],
  helper: [
    [l('Can you help me?', 'Tu peux m’aider ?'), l('Of course!', 'Bien sûr !')],
    [l('Hello there!', 'Bonjour, toi !'), l('Need a hand?', 'Besoin d’un coup de main ?')],
    [
      l('Have you seen it?', 'Tu l’as vu ?'),
      l('Maybe… come with me!', 'Peut-être… {viens|venez} avec moi !'),
    ],
    [l('Thank you, friend!', 'Merci, mon ami !'), l('Any time!', 'Avec plaisir !')],
  ],
  turn: [[l('I’ve got an idea!', 'J’ai une idée !'), l('We did it!', 'On a réussi !')]],
  ending: [[l('Hooray!', 'Hourra !'), l('Best day ever!', 'Le plus beau jour !')]],
};

/** The story, cut into three panels per page; speech lines go in hints.panels for bubbles we typeset. */
export function writeComicPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, theme } = ctx;
  const seen = new Map<string, number>();
  // The helper talks to the hero alone (« viens ») or to the hero and the friend (« venez »).
  const many = ctx.facts.companions.length > 0;
  return writeStoryPages(ctx).map((page) => {
    const beat = String(page.hints?.beat ?? 'journey');
    const pairs = LINES[beat] ?? LINES.journey;
    const n = seen.get(beat) ?? 0;
    seen.set(beat, n + 1);
    // Once a beat's bubbles are all used, its pages keep the story's words and stay silent.
    const [a, b]: (Line | undefined)[] = n < pairs.length ? pairs[n] : [undefined, undefined];
    const other = beat === 'helper' || beat === 'turn' ? theme.helper.en : name;
    const panels = [
      {
        scene: `${page.scene}, wide shot`,
        speaker: a ? name : null,
        line: a ? addressed(a[lang], many).replace('{name}', name) : null,
      },
      {
        scene: `close-up of ${other}`,
        speaker: b ? (other === name ? name : theme.helper[lang]) : null,
        line: b ? addressed(b[lang], many) : null,
      },
      {
        scene: `${name} reacting, ${beat === 'problem' ? 'surprised' : 'smiling'}`,
        speaker: null,
        line: null,
      },
    ];
    return {
      ...page,
      layout: 'image-full',
      hints: { ...page.hints, kind: 'comic', panels },
    } satisfies PagePlan;
  });
}
