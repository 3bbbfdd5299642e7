import {
  CAN_YOU_HELP,
  type ComicLine as Line,
  l,
  THANK_YOU_FRIEND,
  TRY_AGAIN,
  WONT_GIVE_UP,
} from './comic-shared-pairs';

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

/**
 * Such a book's bubbles where its helper is no stranger met on the way (comic-helper.ts): the
 * companion at the hero's side from the first page ("Tom and Dad build a treehouse": no "Hello
 * there!" to Dad, no « mon ami »), or no one at all (the sweets falling on the town), the hero then
 * talking to themself — first as on the pages before a helper comes, so those pages keep their words.
 */
export const ARC_OWN_LINES: Record<string, [Line, Line][]> = {
  ownHelper: [
    CAN_YOU_HELP,
    [l('Let’s do it together!', 'On le fait ensemble ?'), l('Together!', 'Ensemble !')],
    [l('Thank you!', 'Merci !'), l('Any time!', 'Avec plaisir !')],
  ],
  solo: [
    ...ARC_COMIC_LINES.alone,
    [l('Look at that!', 'Regarde ça !'), l('Amazing!', 'Incroyable !')],
    [l('I won’t give up!', 'Je ne renonce pas !'), l('Almost there!', 'J’y suis presque !')],
    TRY_AGAIN,
    [l('This is fun!', 'C’est trop bien !'), l('I love it!', 'J’adore ça !')],
    [l('Nearly done!', 'Presque fini !'), l('Just a little more…', 'Encore un petit effort…')],
  ],
  soloTurn: [[l('I’ve got an idea!', 'J’ai une idée !'), l('I did it!', 'J’ai réussi !')]],
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
