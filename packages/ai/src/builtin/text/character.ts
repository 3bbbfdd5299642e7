import type { BookRequest, CharacterBible } from '../../types';
import type { PicturesModule } from '../pictures-contract';
import type { Random } from './seeded-random';
import type { Theme } from './theme-types';

/**
 * The character bible: from the picture engine when present (so text and pictures describe the
 * same figure), else from the theme's default heroes. A user's own character keeps its name.
 */
export function makeCharacter(
  req: BookRequest,
  seed: number,
  theme: Theme,
  rng: Random,
  pictures?: Partial<PicturesModule>,
): CharacterBible {
  const userName = req.character?.name?.trim() || nameFromTitle(req.title);
  const userLook = [req.character?.appearance, req.character?.description].filter(Boolean).join('; ');
  const designed = pictures?.designCharacter?.(req, seed);
  const style = STYLE_BY_TYPE[req.type] ?? [
    'children’s picture book',
    'soft flat colours',
    'friendly rounded shapes',
  ];
  if (designed) {
    const styleTags = [...new Set([...designed.styleTags, ...style])];
    return { ...designed, name: userName || designed.name, look: userLook || designed.look, styleTags };
  }
  const hero = rng.pick(theme.heroes);
  const name = userName || hero.name;
  const look = userLook || hero.look.en;
  const palette = rng.pick([
    ['#F4A261', '#2A9D8F', '#E9C46A'],
    ['#E76F51', '#264653', '#F1FAEE'],
    ['#8ECAE6', '#FB8500', '#FFB703'],
  ]);
  const styleTags = style;
  return {
    name,
    look,
    palette,
    styleTags,
    promptPrefix: `${name}, ${look}, colours ${palette.join(', ')}; ${styleTags.join(', ')}.`,
    figure: { subject: hero.subject },
  };
}

/** Picture style per book type, for image models (the builtin engine has its own look). */
const STYLE_BY_TYPE: Partial<Record<BookRequest['type'], string[]>> = {
  anime: ['anime style', 'big expressive eyes', 'clean cel shading', 'bright pastel colours'],
  'hyper-realistic': ['photorealistic', 'natural light', 'sharp detail', 'child-friendly'],
  coloring: ['black and white line art', 'thick clean outlines', 'no shading'],
  'comic-books': ['comic book style', 'bold ink outlines', 'flat bright colours'],
  'bedtime-books': ['children’s picture book', 'soft watercolour', 'calm night palette'],
};

const NOT_NAMES = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'le',
  'la',
  'les',
  'un',
  'une',
  'mon',
  'ma',
  'mes',
  'notre',
]);

const LINK_WORDS = new Set([
  'and',
  'et',
  'the',
  'le',
  'la',
  'finds',
  'trouve',
  'goes',
  'va',
  'meets',
  'rencontre',
  'saves',
  'sauve',
]);

/** "Milo and the Moon", "Rex’s Big Day", "Lila the Brave", "Zoé et le dragon" → the hero's name. */
export function nameFromTitle(title: string): string | undefined {
  const [first = '', second = ''] = title.trim().split(/\s+/);
  const possessive = first.match(/^(.+)[’']s$/);
  const word = possessive ? possessive[1] : first;
  if (!/^\p{Lu}[\p{L}-]{1,20}$/u.test(word) || NOT_NAMES.has(word.toLowerCase())) return undefined;
  return possessive || LINK_WORDS.has(second.toLowerCase()) ? word : undefined;
}
