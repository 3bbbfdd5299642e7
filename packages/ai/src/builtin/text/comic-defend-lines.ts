import {
  CAN_YOU_HELP,
  type ComicLine as Line,
  l,
  THANK_YOU_FRIEND,
  TRY_AGAIN,
  WONT_GIVE_UP,
} from './comic-shared-pairs';

/**
 * A comic book about a threat ("A giant robot attacks the city", « Un robot géant attaque la ville »):
 * the hero's bubbles were a search's ("Where could it be?", "Hmm… not here.", "Have you seen it?")
 * while facing the robot. These take the place of the search's pairs in a defend book only
 * (comic-pages.ts), so every other comic keeps its bubbles; never the threat's name nor its gender.
 */
export const DEFEND_COMIC_LINES: Record<string, [Line, Line][]> = {
  problem: [
    [l('Oh no! Look out!', 'Oh non ! Attention !'), l('Everyone, hide!', 'Tout le monde à l’abri !')],
  ],
  /** Journey pages before the helper comes: the hero warns, stands firm, talks to themself. */
  alone: [
    [
      l('Quick, everyone inside!', 'Vite, tout le monde dedans !'),
      l('I have to stop it!', 'Il faut l’arrêter !'),
    ],
    [l('Stop right there!', 'Halte-là !'), l('That looks tricky…', 'Ça a l’air difficile…')],
    [l('Not in our town!', 'Pas chez nous !'), l('I can do it!', 'Je peux y arriver !')],
  ],
  journey: [
    [l('It’s coming this way!', 'Ça vient par ici !'), l('Stay close!', 'On reste ensemble !')],
    [
      l('What is its weak spot?', 'Quel est son point faible ?'),
      l('Watch it closely!', 'Observons-le bien !'),
    ],
    [l('We have to be clever.', 'Il faut être malin.'), l('I’ve got a plan!', 'J’ai un plan !')],
    [l('Is everyone safe?', 'Tout le monde est à l’abri ?'), l('Yes, all safe!', 'Oui, tous à l’abri !')],
    WONT_GIVE_UP,
    TRY_AGAIN,
  ],
  helper: [
    CAN_YOU_HELP,
    [l('Help, it’s coming!', 'À l’aide, ça arrive !'), l('I know what to do!', 'Je sais quoi faire !')],
    THANK_YOU_FRIEND,
  ],
};

/** The hero's thoughts facing a threat: the search's thoughts ("So many places to look!") left out. */
export const DEFEND_COMIC_THOUGHTS: Line[] = [
  l('Hmm…', 'Hum…'),
  l('Think, think…', 'Réfléchis, réfléchis…'),
  l('I need a plan…', 'Il me faut un plan…'),
  l('I hope they’re all safe…', 'Pourvu qu’ils soient à l’abri…'),
  l('Stay brave…', 'Courage…'),
  l('Don’t be scared…', 'N’aie pas peur…'),
  l('What was that?', 'C’était quoi, ça ?'),
  l('One more try.', 'Encore un essai.'),
  l('I wonder…', 'Je me demande…'),
  l('Careful now…', 'Prudence…'),
  l('Keep calm…', 'Du calme…'),
  l('I knew it!', 'Je le savais !'),
];
