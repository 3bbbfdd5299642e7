import type { IdeaFacts } from '../idea/read-idea';
import { quarrelFriend } from './goal-quarrel';
import { type ArcCouplet, type ArcLine, arcLines, BOOK_PLACE } from './poetry-arc-kit';

/** The friend, drawn: its icon stands for it in the lines below. */
const PAL = 'pal';
const l = (subject: string, en: [string, string], fr: [string, string]): ArcLine => [
  BOOK_PLACE,
  subject,
  en,
  fr,
];

/**
 * Two friends who quarrel and make up in rhyme (goal-quarrel.ts tells it in prose), at the book's
 * places: playing together, the tug and the angry words, each sulking apart, missing the other, the
 * drawing, the flower and the half sandwich, "I'm sorry" and a hug, and the lesson: friends forgive.
 * {pal} is the friend's name, never at a line end; {sonAmi} is « son ami » or « son amie »; no other
 * French word agrees with the hero or the friend.
 */
const LINES: ArcLine[] = [
  l(
    PAL,
    ['{name} and {pal}, side by side,', 'played every day on the big slide.'],
    ['{name} et {pal}, main dans la main,', 'jouent ensemble chaque matin.'],
  ),
  l(
    'playground-slide',
    ['They swung up high, they ran down low,', 'the best of friends, as all friends know.'],
    ['On grimpe, on court, on rit aux éclats :', 'une amitié comme ça, on n’en voit pas !'],
  ),
  l(
    'angry-face',
    ['But one day both reached out, and then:', '“It’s mine!” “No, mine!” again and again.'],
    ['Mais un jour, pour un jouet, patatras :', '« C’est à moi ! » « Non, à moi ! » « Lâche ça ! »'],
  ),
  l(
    'angry-face',
    ['They pulled and tugged with all their might,', 'and a happy game became a fight.'],
    ['On tire, on pousse, on crie très fort,', 'le jeu tourne mal, chacun a tort.'],
  ),
  l(
    'anger-symbol',
    ['“You never share!” “You’re mean!” “Go away!”', 'Angry words flew out that day.'],
    ['« Tu ne prêtes rien ! » « Va-t’en d’ici ! »', 'Que de mots fâchés, que de cris !'],
  ),
  l(
    'broken-heart',
    ['“I won’t play with you!” The words were said,', 'and {name} stomped off with a face all red.'],
    ['« Je ne joue plus avec toi ! » Quel vilain mot,', 'et {name} s’en va, le cœur bien gros.'],
  ),
  l(
    'footprints',
    ['Off went {pal}, off went {name},', 'two different ways: it wasn’t the same.'],
    ['{name} part vers le grand chêne,', '{pal} vers l’étang, à perdre haleine.'],
  ),
  l(
    'pouting-face',
    ['{name} sat down, arms folded tight:', '“I won’t say sorry, I am right!”'],
    ['{name} boude, les bras croisés :', '« Je ne dirai pas pardon, c’est décidé ! »'],
  ),
  l(
    'rock',
    ['Far away, {pal} sulked too,', 'kicking a stone, with nothing to do.'],
    ['Plus loin, {pal} boude aussi,', 'et tape du pied dans les cailloux gris.'],
  ),
  l(
    'game-die',
    ['A game for two, played just by one,', 'is not a game, and not much fun.'],
    ['Un jeu à deux, tout seul, vois-tu,', 'ce n’est pas drôle, c’est perdu.'],
  ),
  l(
    'bird',
    ['{name} told a bird up in a tree,', '“It’s all {pal}’s fault, and none of it me!”'],
    ['{name} dit au petit oiseau :', '« C’est la faute de {pal}, ce n’est pas beau ! »'],
  ),
  l(
    'bird',
    ['The bird just tilted its little head,', 'as if it did not believe what {name} said.'],
    ['L’oiseau penche sa petite tête,', 'comme s’il trouvait ça un peu bête.'],
  ),
  l(
    'hourglass-not-done',
    ['The minutes passed, so long, so slow,', 'and {name} felt sad, and sadder so.'],
    ['Le temps passe, tout doucement,', 'et {name} se sent triste, vraiment.'],
  ),
  l(
    'pensive-face',
    ['“I miss the games, I miss the fun,', 'I miss my friend, my special one.”'],
    ['« Les jeux me manquent, les rires aussi,', 'et {pal} me manque, jour et nuit. »'],
  ),
  l(
    'grinning-squinting-face',
    ['{name} remembered {pal}’s funny face,', 'the silly jokes, the giggly race.'],
    ['{name} se souvient des grimaces, des chansons,', 'des fous rires et des jeux de ballon.'],
  ),
  l(
    'speech-balloon',
    ['And a small voice whispered, soft and true,', '“Maybe I was a little unkind too.”'],
    ['Une petite voix dit tout bas :', '« Moi aussi, j’ai eu tort, tu vois. »'],
  ),
  l(
    'framed-picture',
    ['So {name} took crayons, red and blue,', 'and drew two friends, and a heart too.'],
    ['Alors {name} prend ses crayons,', 'et dessine un grand cœur tout rond.'],
  ),
  l(
    'blossom',
    ['Then picked a flower, yellow and bright,', 'the kind {pal} liked, just right.'],
    ['Puis cueille une fleur jaune et jolie,', 'celle que {pal} aime, celle qui sourit.'],
  ),
  l(
    'sandwich',
    ['And half a sandwich, the bigger part,', 'was saved for {pal}, with all {name}’s heart.'],
    ['Et un demi-sandwich, le plus gros morceau,', 'gardé pour {pal} : c’est un cadeau.'],
  ),
  l(
    'footprints',
    ['Step by step, across the way,', 'to find {pal} and make it okay.'],
    ['Pas à pas, sans faire de bruit,', '{name} va retrouver {sonAmi}…'],
  ),
  l(
    'gem-stone',
    ['And there was {pal}, coming near,', 'with a shiny pebble and a little tear.'],
    ['Et voilà {pal} qui arrive aussi,', 'un caillou brillant dans la main, tout petit.'],
  ),
  l(
    'people-hugging',
    ['“I’m sorry,” said {name}, “I was wrong.”', '“Me too!” said {pal}, and they hugged so long.'],
    ['« Pardon, » dit {name}, « j’ai eu tort. »', '« Moi aussi ! » dit {pal}, et on s’embrasse fort.'],
  ),
  l(
    PAL,
    ['Then back to play, to swing and run,', 'taking turns, and sharing the fun.'],
    ['Puis on rejoue, chacun son tour,', 'avec des rires, et plein d’amour.'],
  ),
  l(
    'red-heart',
    ['Friends can quarrel, friends can fight,', 'but friends forgive, and make it right.'],
    ['Les amis se fâchent parfois, c’est vrai,', 'mais les amis savent se pardonner.'],
  ),
];

/** The quarrel in rhyme, the friend named and drawn as the story names it (goal-quarrel.ts). */
export function quarrelCouplets(facts: IdeaFacts, name: string): ArcCouplet[] {
  const pal = quarrelFriend(facts, name);
  const icon = pal.kind.icon || 'people-hugging';
  const things = {
    'angry-face': { en: 'an angry face', fr: 'une tête fâchée' },
    'anger-symbol': { en: 'angry words', fr: 'des mots fâchés' },
    'broken-heart': { en: 'a broken heart', fr: 'un cœur brisé' },
    'pouting-face': { en: 'a sulky face', fr: 'une tête boudeuse' },
    'framed-picture': { en: 'a drawing', fr: 'un dessin' },
    blossom: { en: 'a yellow flower', fr: 'une fleur jaune' },
    sandwich: { en: 'half a sandwich', fr: 'un demi-sandwich' },
    'gem-stone': { en: 'a shiny pebble', fr: 'un caillou brillant' },
    'people-hugging': { en: 'a big hug', fr: 'un gros câlin' },
    'red-heart': { en: 'a heart', fr: 'un cœur' },
    [icon]: { en: pal.name, fr: pal.name },
  };
  const lines = LINES.map(
    ([spot, subject, ...rest]): ArcLine => [spot, subject === PAL ? icon : subject, ...rest],
  );
  const sonAmi = `${pal.f ? 'son amie' : 'son ami'}`;
  return arcLines(lines, [], things, { en: { pal: pal.name }, fr: { pal: pal.name, sonAmi } });
}
