import { CHAMELEON_GREEN, chameleonIcon } from './chameleon';

/**
 * The colour a chameleon hero takes on a page, from the place the page names: leaf green among trees
 * and vines, orange on flowers, blue-green by water, sandy on a beach, stone grey on rocks. First
 * match wins, so "the waterfall in the jungle" is water, not leaves.
 */
const SKINS: readonly [RegExp, string][] = [
  [/flower|blossom|garden|tulip|rose|poppy|sunflower|pumpkin/i, '#f28a30'],
  [/beach|sand|desert|dune/i, '#d8b15e'],
  [/temple|ruin|brick|roof|castle|market|town|village|house/i, '#d9733c'],
  [/river|waterfall|lake|pond|sea|shore|fountain|stream|water|pool/i, '#34a6b8'],
  [/rock|stone|cave|cliff|mountain|path/i, '#9b8f83'],
  [/snow|ice/i, '#b9d3e6'],
];

export const chameleonSkin = (place = ''): string =>
  SKINS.find(([re]) => re.test(place))?.[1] ?? CHAMELEON_GREEN;

/**
 * A drawn chameleon hero (hero.ts draws the green icon) in the colour of the page's place, the colour
 * kept in `data-skin`. Any other hero is returned as drawn.
 */
export function inPlaceColour(heroSvg: string, figure: string, place?: string): string {
  if (figure !== 'chameleon') return heroSvg;
  return inSkin(heroSvg, chameleonSkin(place));
}

/**
 * A drawn chameleon in this colour (kept in `data-skin`): a colours book's chameleon turns red on the
 * red page (shape-art.ts). Any other hero is returned as drawn.
 */
export function inSkin(heroSvg: string, skin: string): string {
  if (!heroSvg.includes('data-figure="chameleon"')) return heroSvg;
  return heroSvg
    .replace(chameleonIcon(), chameleonIcon(skin))
    .replace('<g id="hero"', `<g id="hero" data-skin="${skin}"`);
}
