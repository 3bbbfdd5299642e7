import { createRequire } from 'node:module';
import { getIconData, iconToSVG } from '@iconify/utils';
import { tintIconBody } from './icon-tint';

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

/**
 * Drawings the icon set lacks, in the same 32×32 box and flat style. The seahorse faces left:
 * snout, crest, curled tail and a dorsal fin on its back (a fish or a land horse read wrong).
 */
const OWN_ICONS: Record<string, string> = {
  seahorse:
    '<path d="M14.5 10.5C20 11 22.5 16 19.5 21.5C18 24 16 24.5 15.5 27C15.2 29 17.6 30 19 28.8C20.2 27.8 19.2 26.4 18.2 26.9C19.6 24.8 22.4 26 22 28.6C21.5 31.4 17 32 14.6 30.2C12 28.2 12.6 24.6 14 22.4C15.4 20.2 15.6 17.6 12.8 15.6Z" fill="#f59e2e"/>' +
    '<path d="M19.6 12.6C23.6 12.8 25.4 16.4 24 19.6C22.6 18.8 21.2 17.6 20.4 16.4Z" fill="#ffd35c"/>' +
    '<path d="M14.6 13.4C16.6 15 17 18.6 15.4 21.4C14 20 13.4 17.6 13.2 15.4Z" fill="#ffc46b"/>' +
    '<circle cx="12.6" cy="9" r="5" fill="#f59e2e"/>' +
    '<path d="M9 7.6L2.6 8.6C2 8.7 2 10.6 2.6 10.7L9.2 11.4Z" fill="#f59e2e"/>' +
    '<path d="M11 4.6L12.2 1.8L13.4 4.2L14.8 2.2L15.4 5.2Z" fill="#e07b24"/>' +
    '<circle cx="12" cy="8.2" r="1.7" fill="#fff"/><circle cx="11.6" cy="8.3" r="0.9" fill="#3a2a20"/>' +
    '<path d="M15.8 17.2h2.6M16.4 19.6h2.2M15.6 22.4h1.8" stroke="#e07b24" stroke-width="0.7" stroke-linecap="round"/>',
};

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
