import { personBody } from './hero';
import { iconBody, r } from './icons';
import { feetOnBank, type Water } from './landmark-water';
import { lineArtGroup } from './line-art';
import type { Painter } from './painter';
import { SANTA_CLOTHES, santaSuit } from './santa-suit';
import { BUST_STANDING_H, BUSTS, standingBust } from './standing-bust';

/**
 * People met on the way whose icon is only a face ("old-woman") or a bust cut at the chest
 * ("firefighter"): drawn standing, on the hero's body (hero.ts) in their own clothes, so a wise
 * grandmother by the frozen lake is a grandmother on the ice, not a giant head lying on it (issue 14).
 * Their look is fixed per helper: the same on every page.
 */
type Clothes = { shirt: string; pants: string; accent: string; shoes: string };

/** A face icon (head at y 0–32) on the hero's body, with what this person wears over it. */
type FacePerson = { head: string; clothes: Clothes; skirt?: string; extras?: Extra[] };
type Extra =
  | 'cardigan'
  | 'beard'
  | 'stick'
  | 'glasses'
  | 'ranger-hat'
  | 'binoculars'
  | 'badge'
  | 'sou-wester'
  | 'rod'
  | 'santa-suit';

const SKIN = '#ffc83d';
const FACES: Record<string, FacePerson> = {
  // Grey bun (the icon's own), a lilac cardigan over a cream blouse, a plum skirt.
  'old-woman': {
    head: 'old-woman',
    clothes: { shirt: '#9c6fb6', pants: '#7c6a8a', accent: SKIN, shoes: '#5b3a29' },
    skirt: '#5e4b6e',
    extras: ['cardigan'],
  },
  'old-man': {
    head: 'old-man',
    clothes: { shirt: '#8a6a4a', pants: '#5f6b73', accent: SKIN, shoes: '#33302e' },
    extras: ['cardigan', 'beard', 'stick'],
  },
  'older-person': {
    head: 'older-person',
    clothes: { shirt: '#5c8a5a', pants: '#5f6b73', accent: SKIN, shoes: '#33302e' },
    extras: ['cardigan', 'stick'],
  },
  teacher: {
    head: 'woman',
    clothes: { shirt: '#b5651d', pants: '#4a4a6a', accent: SKIN, shoes: '#33302e' },
    skirt: '#3d4f7a',
    extras: ['glasses'],
  },
  // A park ranger (« une garde forestière »): a campaign hat, a khaki shirt with a badge, binoculars.
  'park-ranger': {
    head: 'woman',
    clothes: { shirt: '#7d8b4a', pants: '#6b5638', accent: SKIN, shoes: '#4a3020' },
    extras: ['ranger-hat', 'binoculars', 'badge'],
  },
  // A fisherman: a yellow oilskin and sou'wester, a fishing rod in hand.
  fisher: {
    head: 'man',
    clothes: { shirt: '#f2c230', pants: '#2d4059', accent: SKIN, shoes: '#33302e' },
    extras: ['sou-wester', 'rod'],
  },
  // Mum or an aunt, dad or an uncle (idea/relatives.ts draws them as 'woman' and 'man').
  woman: {
    head: 'woman',
    clothes: { shirt: '#e36b8a', pants: '#4a4a6a', accent: SKIN, shoes: '#5b3a29' },
    skirt: '#3b6fb6',
  },
  man: { head: 'man', clothes: { shirt: '#3b82c4', pants: '#4a4a4a', accent: SKIN, shoes: '#33302e' } },
  girl: {
    head: 'girl',
    clothes: { shirt: '#f28ab2', pants: '#f3eef8', accent: SKIN, shoes: '#7a4b2a' },
    skirt: '#f28ab2',
  },
  boy: { head: 'boy', clothes: { shirt: '#4caf50', pants: '#2d4059', accent: SKIN, shoes: '#5b3a29' } },
  child: { head: 'child', clothes: { shirt: '#ff8a3d', pants: '#3b6fb6', accent: SKIN, shoes: '#5b3a29' } },
  // Santa on Christmas Eve (text/goal-wait.ts): the emoji's capped, white-bearded face on a red suit
  // with white fur trim, a black belt and black boots — not a big head lying by the tree.
  'santa-claus': { head: 'santa-claus', clothes: { ...SANTA_CLOTHES, accent: SKIN }, extras: ['santa-suit'] },
};

/**
 * Children of every skin tone (the set's `girl-dark`, `boy-medium-light`…): the children of the
 * world the moon says goodnight to (text/goal-moon-round-stops.ts) are not all one child. Their
 * hands take the face's tone.
 */
const TONES: Record<string, string> = {
  light: '#ffd7c2',
  'medium-light': '#eebfaa',
  medium: '#c68d7b',
  'medium-dark': '#966661',
  dark: '#573739',
};
for (const kid of ['girl', 'boy', 'child'])
  for (const [tone, skin] of Object.entries(TONES))
    FACES[`${kid}-${tone}`] = {
      ...FACES[kid],
      head: `${kid}-${tone}`,
      clothes: { ...FACES[kid].clothes, accent: skin },
    };

// Grandpa or Grandma as a child in their own stories (text/goal-memories.ts), in the grandparent's colours.
FACES['boy-grandpa'] = { ...FACES['old-man'], head: 'boy', extras: ['cardigan'] };
FACES['girl-grandma'] = { ...FACES['old-woman'], head: 'girl', extras: ['cardigan'] };

/** A child (of any skin tone), drawn at a child's height beside a grown-up's. */
const CHILD = /^(girl|boy|child|prince|princess)(-|$)/;

/** Whether this helper icon is a person drawn as a face or a bust, so standing on a drawn body. */
export const isStandingPerson = (icon: string) => icon in FACES || icon in BUSTS;

/** Height over width of a standing person's box (the face body is 59.5 high, a bust with legs 49). */
export const personAspect = (icon: string) => (icon in FACES ? 59.5 / 32 : BUST_STANDING_H / 32);

function extra(kind: Extra, c: Clothes): string {
  switch (kind) {
    case 'cardigan':
      // The blouse between the open fronts, and the buttons down one edge.
      return `<path d="M14 31 L18 31 L17.6 45.6 L14.4 45.6 Z" fill="#f4e9d8"/>${[34, 38, 42].map((y) => `<circle cx="13.3" cy="${y}" r="0.75" fill="${c.shoes}"/>`).join('')}`;
    case 'beard':
      return '<path d="M8.6 18.5 C8.4 27 12 31.6 16 31.6 C20 31.6 23.6 27 23.4 18.5 C22 22.6 20.4 23.4 18.6 22.6 C17.4 22.1 14.6 22.1 13.4 22.6 C11.6 23.4 10 22.6 8.6 18.5 Z" fill="#e8e8e8"/><path d="M13 25.2 Q16 27.2 19 25.2" stroke="#990839" stroke-width="0.9" fill="none" stroke-linecap="round"/>';
    case 'stick':
      return '<path d="M25 42.6 Q26.6 40.4 28 42.4 L29.2 58.6" stroke="#7a4b2a" stroke-width="1.5" fill="none" stroke-linecap="round"/>';
    case 'glasses':
      return '<g fill="none" stroke="#3a2a20" stroke-width="0.9"><circle cx="11.6" cy="17.6" r="3"/><circle cx="20.4" cy="17.6" r="3"/><path d="M14.6 17.4 H17.4"/></g>';
    case 'ranger-hat':
      // A pinched crown with a dark band over a wide flat brim.
      return '<path d="M9.6 6.4 L10.8 -0.4 Q13.2 -2.2 16 -0.8 Q18.8 -2.2 21.2 -0.4 L22.4 6.4 Z" fill="#b88a4e"/><rect x="9.9" y="3.6" width="12.2" height="1.9" fill="#5b3a29"/><ellipse cx="16" cy="6.6" rx="15.2" ry="2.2" fill="#a67c45"/>';
    case 'binoculars':
      return '<path d="M10.6 29.4 Q16 38 21.4 29.4" stroke="#3a2a20" stroke-width="0.7" fill="none"/><rect x="11.2" y="33.2" width="4.4" height="5.8" rx="1.6" fill="#2f3a2f"/><rect x="16.4" y="33.2" width="4.4" height="5.8" rx="1.6" fill="#2f3a2f"/><rect x="15" y="34.4" width="2" height="2.2" fill="#2f3a2f"/><circle cx="13.4" cy="38" r="1.1" fill="#8fc1e3"/><circle cx="18.6" cy="38" r="1.1" fill="#8fc1e3"/>';
    case 'badge':
      return '<circle cx="21.6" cy="42" r="1.3" fill="#f7c52b" stroke="#b8860b" stroke-width="0.3"/>';
    case 'sou-wester':
      return '<path d="M6 9 Q6.4 0.6 16 0.4 Q25.6 0.6 26 9 Q29.6 10.4 31 13.4 Q27 12.2 16 11.6 Q5 12.2 1 13.4 Q2.4 10.4 6 9 Z" fill="#f2c230"/><path d="M6 9 Q16 7.4 26 9" stroke="#d9a814" stroke-width="0.6" fill="none"/>';
    case 'santa-suit':
      // Fur down the front and round the hem, a black belt with a gold buckle.
      return santaSuit();
    case 'rod':
      // Held in the hand, the line and its hook hanging from the tip.
      return '<path d="M26.4 46.4 L31.4 13" stroke="#6b4a2a" stroke-width="1.1" stroke-linecap="round"/><path d="M31.4 13 V30.4" stroke="#9aa4ad" stroke-width="0.35"/><path d="M31.4 30.4 q0 1.8 -1.4 1.2" stroke="#5f6b73" stroke-width="0.45" fill="none"/>';
  }
}

function faceInner(f: FacePerson): string {
  const c = f.clothes;
  const extras = f.extras ?? [];
  const skirt = f.skirt ? `<path d="M8.2 43 L23.8 43 L26.6 53 L5.4 53 Z" fill="${f.skirt}"/>` : '';
  const drawn = (kinds: Extra[]) =>
    extras
      .filter((e) => kinds.includes(e))
      .map((e) => extra(e, c))
      .join('');
  // A stick or a rod behind the hand, a cardigan or binoculars on the body, a hat, a beard or
  // glasses over the head.
  const held = drawn(['stick', 'rod']);
  const worn = drawn(['cardigan', 'binoculars', 'badge', 'santa-suit']);
  const onHead = drawn(['beard', 'glasses', 'ranger-hat', 'sou-wester']);
  return `${held}${personBody(c)}${worn}${skirt}${iconBody(f.head)}${onHead}`;
}

export type PersonPlacement = {
  x: number;
  baseY: number;
  height: number;
  flip?: boolean;
  lineArt?: boolean;
  linePx?: number;
};

/**
 * A helper standing with its feet on baseY, centred on x. `data-icon` names who is drawn (as an
 * icon's does) and `data-figure="helper"` says the person stands on a body, not as a face alone.
 */
export function drawStandingPerson(icon: string, p: PersonPlacement): string {
  const face = FACES[icon];
  const inner = face ? faceInner(face) : standingBust(BUSTS[icon]);
  const boxH = face ? 59.5 : BUST_STANDING_H;
  const s = p.height / boxH;
  const x0 = p.x - 16 * s * (p.flip ? -1 : 1);
  const t = `translate(${r(x0)} ${r(p.baseY - boxH * s)}) scale(${r(p.flip ? -s : s)} ${r(s)})`;
  const art = p.lineArt ? lineArtGroup(inner, s, p.linePx ?? 3) : inner;
  return `<g data-figure="helper" data-icon="${icon}" transform="${t}">${art}</g>`;
}

/**
 * How much taller than the child hero a grown-up stands: Mum or Grandpa at Sam's side was drawn 1.08
 * times the child, the same size to the eye; a grown one of the hero's own kind (Mama Bird teaching
 * a little bird to fly) as an icon, whose drawing fills less of its box than the hero's figure.
 */
export const GROWN_PERSON = 1.3;
export const GROWN_KIND = 1.45;

/**
 * A standing helper beside the hero: a grown-up clearly taller than the child hero, a child as tall,
 * feet on the near bank of any water, and never cut by the frame (shorter when the top is near).
 */
export function standHelper(
  c: { w: number; h: number },
  icon: string,
  o: {
    x: number;
    ground: number;
    heroH: number;
    water?: Water;
    flip: boolean;
    lineArt: boolean;
    linePx: number;
  },
): string {
  const grown = !CHILD.test(icon);
  const wanted = o.heroH * (grown ? GROWN_PERSON : 1);
  const aspect = personAspect(icon);
  const feet = Math.min(c.h - 6, feetOnBank(o.water, o.x, wanted / aspect, o.ground));
  const height = Math.min(wanted, feet - 10);
  const half = height / aspect / 2;
  const x = Math.max(half + 6, Math.min(c.w - half - 6, o.x));
  return drawStandingPerson(icon, {
    x,
    baseY: feet,
    height,
    flip: o.flip,
    lineArt: o.lineArt,
    linePx: o.linePx,
  });
}

/** The page's helper on its side of the hero: a person standing in full, an animal or a robot as its icon. */
export function drawHelper(
  c: { w: number; h: number },
  p: Painter,
  icon: string,
  /** `grown`: the helper is of the hero's own kind (an old sea turtle a little turtle meets): bigger. */
  o: { x: number; ground: number; heroH: number; water?: Water; flip: boolean; grown?: boolean },
): string {
  if (isStandingPerson(icon)) return standHelper(c, icon, { ...o, lineArt: p.lineArt, linePx: p.line });
  // Never taller than the frame above its feet (a close-up's grown one lost its head).
  const size = Math.min(o.heroH * (o.grown ? GROWN_KIND : 0.8), o.ground - 10);
  // A grown one stands a little further off (nose to nose, not overlapping), inside the frame.
  const out = o.grown ? (o.flip ? 1 : -1) * o.heroH * 0.12 : 0;
  const x = o.grown ? Math.max(size / 2, Math.min(c.w - size / 2, o.x - out)) : o.x;
  // On the near bank of any water, but never below the frame (a short comic panel's near bank is
  // under its bottom edge: the helper stood there cut in half).
  const at = Math.min(c.h - 6, feetOnBank(o.water, x, size * 0.8, o.ground));
  return p.icon(icon, x, at - size / 2, size, o.flip);
}
