import { createRequire } from 'node:module';
import { getIconData, iconToSVG } from '@iconify/utils';

/**
 * Fluent Emoji Flat (MIT, Microsoft) via Iconify. Every icon is drawn in a 32×32 box; we place
 * it with a transform so scenes stay vector until resvg rasterises the whole page once.
 */
type IconifyJSON = Parameters<typeof getIconData>[0];
const require = createRequire(import.meta.url);
let iconSet: IconifyJSON | undefined;
const cache = new Map<string, string>();

function set(): IconifyJSON {
  iconSet ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconifyJSON;
  return iconSet;
}

export const ICON_BOX = 32;

export function hasIcon(name: string): boolean {
  return Boolean(getIconData(set(), name));
}

/** SVG body (paths, defs) of an icon in its 32×32 box; ids are made unique per icon. */
export function iconBody(name: string): string {
  const hit = cache.get(name);
  if (hit) return hit;
  const data = getIconData(set(), name);
  if (!data) throw new Error(`Unknown icon: ${name}`);
  const { body } = iconToSVG(data);
  // Gradient ids must not clash between icons drawn on the same page.
  const prefix = `i-${name}-`;
  const unique = body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
  cache.set(name, unique);
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
): string {
  const s = size / ICON_BOX;
  const x = cx - size / 2;
  const y = cy - size / 2;
  const t = flip
    ? `translate(${r(x + size)} ${r(y)}) scale(${r(-s)} ${r(s)})`
    : `translate(${r(x)} ${r(y)}) scale(${r(s)})`;
  return `<g transform="${t}"${extra}>${iconBody(name)}</g>`;
}

export const r = (n: number) => Math.round(n * 100) / 100;
