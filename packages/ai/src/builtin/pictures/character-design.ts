import type { BookRequest, CharacterBible } from '../../types';
import { astronautAnimalWord } from '../idea/astronaut-animal';
import { saysSuperhero } from '../idea/read-goal-superhero';
import { ALL_THEMES, themeFor } from '../text/themes';
import { lookEn, lookFr } from './character-look';
import {
  ACCENT_CLASH,
  ACCESSORIES,
  COLOURS,
  FIGURE_WORDS,
  firstFigure,
  namedAccessory,
  namedColours,
  PANTS,
  SHOES,
  SUBJECT_FIGURE,
} from './character-words';
import { ELF_CLOTHES, ELF_LOOK } from './elf-suit';
import { ALL_FIGURES, anyFigureById, type Figure } from './figures';
import { isKnight } from './knight';
import { createRng } from './rng';
import { SANTA_CLOTHES } from './santa-suit';

export { withArticle } from './character-look';

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
export function designCharacter(req: BookRequest, seed: number, themeId?: string): CharacterBible {
  const rng = createRng((seed ^ 0x5bd1e995) >>> 0);
  const theme = ALL_THEMES.find((t) => t.id === themeId) ?? themeFor(req.type, req.description);
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
  // A knight carries a shield in the accessory colour (and a sword: knight.ts draws both).
  // A superhero wears a cape (no draw: other books keep their design); a cat's drapes from its neck.
  const caped =
    saysSuperhero(`${userText} ${req.title} ${req.description}`) && (fig.kind === 'head' || fig.neck[2] > 0);
  // Santa wears his red suit and his own cap, nothing else (santa-suit.ts).
  const santa = fig.id === 'santa';
  // So does the little elf: its green tunic and pointed hat (elf-suit.ts).
  const elf = fig.id === 'elf';
  // "An astronaut cat": the animal wears a space helmet (space-helmet.ts), whatever was drawn.
  const spaceWord = fig.kind === 'body' ? astronautAnimalWord(`${req.title} ${req.description}`) : undefined;
  const suited = Boolean(spaceWord && firstFigure(spaceWord) === fig.id && fig.hat[2] > 0 && fig.neck[2] > 0);
  const accessory =
    santa || elf
      ? 'none'
      : isKnight(fig.id)
        ? 'shield'
        : suited
          ? 'space-helmet'
          : royal && fig.hat[2] > 0
            ? 'crown'
            : caped
              ? 'cape'
              : (named_ ?? drawn);
  const lang = req.language;
  const acc = ACCESSORIES[accessory];
  const shown = royal ? { ...fig, ...royal } : fig;
  const look = santa
    ? lang === 'fr'
      ? // Said after his name: « Père Noël, un vieil homme jovial… », not « Père Noël, un père Noël… ».
        'un vieil homme jovial vêtu d’un habit rouge bordé de fourrure blanche'
      : 'a jolly old man in a red suit trimmed with white fur'
    : elf
      ? ELF_LOOK[lang]
      : lang === 'fr'
        ? lookFr(shown, shirt, accent, acc)
        : lookEn(shown, shirt, accent, acc);
  const palette = santa
    ? [SANTA_CLOTHES.shirt, '#f4f4f4']
    : elf
      ? [ELF_CLOTHES.shirt, ELF_CLOTHES.pants]
      : [shirt.hex, accent.hex];
  // "The little red tractor", "a blue whale": a figure drawn whole from its icon (an animal, a vehicle)
  // has no top to dress, so the colour the user names tints the icon itself (hero.ts, icon-tint.ts).
  const tint: Record<string, string> = fig.kind === 'body' && named[0] ? { tint: named[0].hex } : {};
  const own = elf ? ELF_CLOTHES : santa ? { ...SANTA_CLOTHES, accent: '#f4f4f4' } : undefined;
  // Drawn in the same order as before (pants, then shoes): other books keep their design.
  const pants = rng.pick(PANTS);
  const shoes = rng.pick(SHOES);
  return {
    name: themeHero.name,
    look,
    palette,
    styleTags: ['flat vector picture-book art', 'rounded shapes', 'soft gradients'],
    promptPrefix: `${themeHero.name}, ${look}, colours ${palette.join(', ')}`,
    figure: {
      id: fig.id,
      accessory,
      shirt: own?.shirt ?? shirt.hex,
      pants: own?.pants ?? pants,
      accent: own?.accent ?? accent.hex,
      shoes: own?.shoes ?? shoes,
      theme: theme.id,
      ...tint,
    },
  };
}

/**
 * The royal word for the girl or boy figure when the hero is a princess or a prince: the first
 * word that chose the figure is "princess"/"prince" (a girl who meets a princess stays a girl).
 */
function royalOf(texts: string[], figure: string) {
  const re = FIGURE_WORDS.find(([, id]) => id === figure && /^(girl|boy)$/.test(id))?.[0];
  const word = re && texts.map((t) => re.exec(t)?.[1]).find(Boolean);
  if (!word || !/^princ/i.test(word)) return undefined;
  return figure === 'girl' ? { en: 'princess', fr: 'princesse' } : { en: 'prince', fr: 'prince' };
}
