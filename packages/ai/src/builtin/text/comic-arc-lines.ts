import {
  CAN_YOU_HELP,
  type ComicLine,
  THANK_YOU_FRIEND,
  TRY_AGAIN,
  WONT_GIVE_UP,
} from './comic-shared-pairs';

type Line = ComicLine;
const l = (en: string, fr: string): Line => ({ en, fr });

/**
 * A comic book whose idea has its own story arc (sweets falling from the sky, a new baby, a winter's
 * sleep…): the hero's bubbles were a search's ("Where could it be?", "Have you seen it?", "So many
 * places to look!") in a story where nothing is lost. These take the place of the search's pairs in
 * such a book only (comic-pages.ts); a quest or a journey keeps its own. Never an "it" to find, never
 * a word that agrees with the hero.
 */
export const ARC_COMIC_LINES: Record<string, [Line, Line][]> = {
  problem: [[l('Whoa!', 'Ça alors !'), l('What’s going on?', 'Qu’est-ce qui se passe ?')]],
  /** Journey pages before the helper comes: the hero talks to themself. */
  alone: [
    [l('Here we go!', 'C’est parti !'), l('I can do it!', 'Je peux y arriver !')],
    [l('Wow!', 'Oh là là !'), l('One step at a time.', 'Un pas après l’autre.')],
    [l('That looks tricky…', 'Ça a l’air difficile…'), l('Let’s see…', 'Voyons voir…')],
  ],
  journey: [
    [l('Look at that!', 'Regarde ça !'), l('Amazing!', 'Incroyable !')],
    [l('What do you think?', 'Qu’en penses-tu ?'), l('Let’s try!', 'Essayons !')],
    WONT_GIVE_UP,
    TRY_AGAIN,
    [l('Shall we go?', 'On y va ?'), l('Let’s go!', 'Allons-y !')],
    [l('This is fun!', 'C’est trop bien !'), l('It really is!', 'Oh oui, alors !')],
  ],
  helper: [
    [l('Hello there!', 'Bonjour, toi !'), l('Need a hand?', 'Besoin d’un coup de main ?')],
    CAN_YOU_HELP,
    THANK_YOU_FRIEND,
  ],
};

/** The hero's thoughts in such a book: the search's ("Where did it go?") left out. */
export const ARC_COMIC_THOUGHTS: Line[] = [
  l('Hmm…', 'Hum…'),
  l('Think, think…', 'Réfléchis, réfléchis…'),
  l('Stay brave…', 'Courage…'),
  l('What was that?', 'C’était quoi, ça ?'),
  l('One more try.', 'Encore un essai.'),
  l('I wonder…', 'Je me demande…'),
  l('Keep calm…', 'Du calme…'),
  l('I knew it!', 'Je le savais !'),
  l('Almost…', 'Presque…'),
  l('Wow…', 'Waouh…'),
  l('What a day!', 'Quelle aventure !'),
  l('Here goes…', 'Allez…'),
];
