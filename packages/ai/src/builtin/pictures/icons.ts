import { createRequire } from 'node:module';
import { getIconData, iconToSVG } from '@iconify/utils';
import { tintIconBody } from './icon-tint';
import { OWN_ANIMAL_ICONS } from './own-animal-icons';
import { OWN_ICONS as DRAWN } from './own-icons';

/**
 * Fluent Emoji Flat (MIT, Microsoft) via Iconify. Every icon is drawn in a 32×32 box; we place
 * it with a transform so scenes stay vector until resvg rasterises the whole page once.
 */
type IconifyJSON = Parameters<typeof getIconData>[0];
const require = createRequire(import.meta.url);
let iconSet: IconifyJSON | undefined;
const cache = new Map<string, string>();
const OWN_ICONS: Record<string, string> = { ...DRAWN, ...OWN_ANIMAL_ICONS };

function set(): IconifyJSON {
  iconSet ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconifyJSON;
  return iconSet;
}

export const ICON_BOX = 32;

export function hasIcon(name: string): boolean {
  return name in OWN_ICONS || Boolean(getIconData(set(), name));
}

/**
 * SVG body (paths, defs) of an icon in its 32×32 box; ids are made unique per icon. With `tint`
 * (a hex colour) the icon's main fills take that colour (`icon-tint.ts`): the idea's "red kite".
 */
export function iconBody(name: string, tint?: string): string {
  const key = tint ? `${name}|${tint}` : name;
  const hit = cache.get(key);
  if (hit) return hit;
  const own = OWN_ICONS[name];
  if (own && !tint) return own;
  const data = own ? undefined : getIconData(set(), name);
  if (!own && !data) throw new Error(`Unknown icon: ${name}`);
  const body = own ?? iconToSVG(data as NonNullable<typeof data>).body;
  // Gradient ids must not clash between icons drawn on the same page (a tinted copy has its own).
  const prefix = `i-${name}-${tint ? `${tint.slice(1)}-` : ''}`;
  const unique = (tint ? tintIconBody(body, tint, name) : body)
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
  cache.set(key, unique);
  return unique;
}

/**
 * Places an icon centred at (cx, cy) with the given size in page units. `flip` mirrors it so
 * figures can face the middle of the page.
 */
export function placeIcon(
  name: string,
  cx: number,
  cy: number,
  size: number,
  flip = false,
  extra = '',
  tint?: string,
): string {
  const s = size / ICON_BOX;
  const x = cx - size / 2;
  const y = cy - size / 2;
  const t = flip
    ? `translate(${r(x + size)} ${r(y)}) scale(${r(-s)} ${r(s)})`
    : `translate(${r(x)} ${r(y)}) scale(${r(s)})`;
  return `<g transform="${t}"${extra}>${iconBody(name, tint)}</g>`;
}

export const r = (n: number) => Math.round(n * 100) / 100;
