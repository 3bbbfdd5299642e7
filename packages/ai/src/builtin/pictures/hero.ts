import type { CharacterBible } from '../../types';
import type { Feeling } from '../text/story-light';
import { closedEyes } from './closed-eyes';
import { costumeWorn } from './costume-worn';
import { ELF_CLOTHES, elfHat } from './elf-suit';
import { type Figure, anyFigureById as figureById } from './figures';
import { GI_CLOTHES, giBelt, giSuit } from './gi-suit';
import { CAPE_HAND, personCape } from './hero-cape';
import { heroFeeling } from './hero-feeling';
import type { HeroLook } from './hero-look-type';
import { iconBody, r } from './icons';
import { isKnight, knightArmour, knightArms, knightHelmet, knightTunic, royalGown } from './knight';
import { lineArtGroup } from './line-art';
import { NINJA_CLOTHES, ninjaBand, ninjaHead, ninjaSuit } from './ninja-suit';
import { pirateHat, pirateStripes } from './pirate';
import { SANTA_CLOTHES, santaSuit } from './santa-suit';
import { spaceHelmet } from './space-helmet';
import { SPACE_CLOTHES, spaceSuitPanel, suitHelmet, wearsSpaceSuit } from './space-suit';
import { BUST_STANDING_H, BUSTS, standingBust } from './standing-bust';
import { vehicleEyes } from './vehicle-eyes';

export type { HeroLook };

export function heroLook(bible?: CharacterBible): HeroLook {
  const f = bible?.figure ?? {};
  const s = (k: string, d: string) => (typeof f[k] === 'string' ? (f[k] as string) : d);
  return {
    id: s('id', 'child'),
    accessory: s('accessory', 'scarf'),
    shirt: s('shirt', '#e8514a'),
    pants: s('pants', '#3b6fb6'),
    accent: s('accent', '#ffc83d'),
    shoes: s('shoes', '#5b3a29'),
    ...(typeof f.tint === 'string' ? { tint: f.tint } : {}),
  };
}

const dark = '#3a2a20';

function hat(kind: string, [x, y, w]: Figure['hat'], c: HeroLook): string {
  if (w <= 0) return '';
  const h = w * 0.55;
  if (kind === 'crown') {
    const p = [0, 0.25, 0.5, 0.75, 1].map(
      (t, i) => `${r(x - w / 2 + t * w)},${r(y - (i % 2 ? h * 0.45 : h))}`,
    );
    return `<path d="M${r(x - w / 2)} ${r(y + 0.6)} L${p.join(' L')} L${r(x + w / 2)} ${r(y + 0.6)} Z" fill="#f7c52b" stroke="#b8860b" stroke-width="0.5"/><circle cx="${x}" cy="${r(y - h * 0.2)}" r="${r(w * 0.07)}" fill="${c.accent}"/>`;
  }
  if (kind === 'bow') return bow(x + w * 0.3, y + 1, w * 0.55, c.accent);
  // Beanie with a pompom, in the shirt colour with an accent band.
  return `<path d="M${r(x - w / 2)} ${r(y + 0.5)} Q${r(x - w / 2)} ${r(y - h * 1.3)} ${x} ${r(y - h * 1.3)} Q${r(x + w / 2)} ${r(y - h * 1.3)} ${r(x + w / 2)} ${r(y + 0.5)} Z" fill="${c.shirt}"/><rect x="${r(x - w / 2 - 0.5)}" y="${r(y - h * 0.15)}" width="${r(w + 1)}" height="${r(h * 0.38)}" rx="${r(h * 0.18)}" fill="${c.accent}"/><circle cx="${x}" cy="${r(y - h * 1.35)}" r="${r(w * 0.13)}" fill="${c.accent}"/>`;
}

function bow(x: number, y: number, w: number, color: string): string {
  const h = w * 0.55;
  return `<path d="M${x} ${y} L${r(x - w / 2)} ${r(y - h / 2)} L${r(x - w / 2)} ${r(y + h / 2)} Z M${x} ${y} L${r(x + w / 2)} ${r(y - h / 2)} L${r(x + w / 2)} ${r(y + h / 2)} Z" fill="${color}" stroke-linejoin="round"/><circle cx="${x}" cy="${y}" r="${r(w * 0.12)}" fill="${color}" stroke="${dark}" stroke-width="0.3"/>`;
}

/** A cape tied at the neck and draped over the back, on the side the figure turns away from. */
function bodyCape(fig: Figure, c: HeroLook): string {
  const [x, y, w] = fig.neck;
  const b = fig.faces === 'left' ? 1 : -1;
  const at = (dx: number, dy: number) => `${r(x + b * dx)} ${r(y + dy)}`;
  return `<path d="M${at(-w * 0.3, -1)} L${at(w * 0.5, -0.5)} Q${at(w * 1.4, 0)} ${at(w * 2.3, 1.5)} L${at(w * 2.2, w * 1.1)} Q${at(w * 1.3, w * 1.3)} ${at(w * 0.2, w * 0.9)} Z" fill="${c.accent}" stroke="${dark}" stroke-width="0.4" stroke-linejoin="round"/><circle cx="${r(x)}" cy="${r(y)}" r="${r(w * 0.14)}" fill="#ffd54a" stroke="${dark}" stroke-width="0.3"/>`;
}

function scarf([x, y, w]: Figure['neck'], c: HeroLook): string {
  const h = Math.max(2, w * 0.22);
  return `<rect x="${r(x - w / 2)}" y="${r(y - h / 2)}" width="${w}" height="${r(h)}" rx="${r(h / 2)}" fill="${c.accent}"/><path d="M${r(x + w * 0.15)} ${r(y)} l${r(w * 0.12)} ${r(h * 2.4)} l${r(w * 0.16)} ${r(-h * 0.3)} l${r(-w * 0.08)} ${r(-h * 2.1)} Z" fill="${c.accent}"/><path d="M${r(x - w / 2 + 1)} ${r(y)} h${r(w - 2)}" stroke="${c.shirt}" stroke-width="${r(h * 0.25)}" stroke-dasharray="1 1"/>`;
}

/**
 * Body under a face icon, in a 32-wide box; the head sits at y 0–32, feet at 60. Helpers met on the
 * way (helper-figure.ts) stand on the same body in their own clothes.
 */
export function personBody(c: Omit<HeroLook, 'id' | 'accessory'>, accessory = '', capeRight = false): string {
  const back =
    accessory === 'backpack'
      ? `<rect x="21" y="31" width="9" height="13" rx="3" fill="${c.accent}"/><rect x="23" y="35" width="5" height="4" rx="1.5" fill="${c.shoes}" opacity="0.35"/>`
      : accessory === 'cape'
        ? personCape(c.accent, capeRight)
        : '';
  const hand = accessory === 'cape' ? CAPE_HAND : '';
  return `${back}<path d="M10.5 30 L5.5 44" stroke="${c.shirt}" stroke-width="4.2" stroke-linecap="round"/><path d="M21.5 30 L26.5 44" stroke="${c.shirt}" stroke-width="4.2" stroke-linecap="round"/><circle cx="5.3" cy="45" r="2.4" fill="${c.accent}"${hand}/><circle cx="26.7" cy="45" r="2.4" fill="${c.accent}"${hand}/><rect x="10" y="44" width="5.2" height="12" rx="2" fill="${c.pants}"/><rect x="16.8" y="44" width="5.2" height="12" rx="2" fill="${c.pants}"/><ellipse cx="11.8" cy="57" rx="4" ry="2.4" fill="${c.shoes}"/><ellipse cx="20.2" cy="57" rx="4" ry="2.4" fill="${c.shoes}"/><path d="M9 28 Q16 26 23 28 L24.5 46 Q16 48 7.5 46 Z" fill="${c.shirt}"/>${accessory === 'backpack' ? `<path d="M11 29 L12.5 45 M21 29 L19.5 45" stroke="${c.shoes}" stroke-width="1.3"/>` : ''}`;
}

/** The faces' skin (Fluent's default yellow): a top of that colour is not seen as clothes at all. */
const SKIN = [0xff, 0xc8, 0x3d];
const LEMON = '#fff06a';
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/**
 * The clothes as drawn: a yellow top the colour of the skin (the designer's yellow is Fluent's own
 * skin yellow) read as a bare body — "a boy in a yellow top" looked undressed on every page (issue 14) —
 * so it is drawn in a lemon yellow, still yellow, plainly a top.
 */
export function dressed<T extends { shirt: string }>(c: T): T {
  const d = rgb(c.shirt).reduce((sum, v, i) => sum + Math.abs(v - SKIN[i]), 0);
  return d < 60 ? { ...c, shirt: LEMON } : c;
}

export type HeroPlacement = {
  x: number;
  baseY: number;
  height: number;
  flip?: boolean;
  lineArt?: boolean;
  linePx?: number;
  /** Asleep: the eyes shut (closed-eyes.ts). */
  asleep?: boolean;
  /** The page's feeling by the face: a tear, a sweat drop, a "!"… (hero-feeling.ts). */
  feeling?: Feeling;
  /** The figure's icon in this colour for the page (a wolf rolled in berries: StoryHints.tints.hero). */
  tint?: string;
};

/**
 * Draws the hero with its feet on baseY, centred on x. The group carries data attributes so
 * tests can check that every page shows the same figure, colours and accessory.
 */
/** How wide the hero is drawn at this height (its box: a person is narrower than a pig). */
export function heroWidth(id: string, height: number): number {
  const fig = figureById(id);
  const bust = fig.kind === 'body' ? BUSTS[fig.icon] : undefined;
  return (height * 32) / (fig.kind === 'head' ? 59.5 : bust ? BUST_STANDING_H : 32);
}

export function drawHero(look: HeroLook, p: HeroPlacement): string {
  const fig = figureById(look.id);
  // A wizard, a doctor, a builder or an astronaut is a bust in the icon set: it stands on drawn legs
  // (or a robe), as the people met on the way do, never as a chest with no legs (issue 14).
  const bust = fig.kind === 'body' ? BUSTS[fig.icon] : undefined;
  const boxH = fig.kind === 'head' ? 59.5 : bust ? BUST_STANDING_H : 32;
  const s = p.height / boxH;
  // A boy's bow (a bible designed before boys had none) is a bow tie, not a hair bow.
  // A costume worn (a witch's hat, a ghost's sheet) over a child or an animal, not over a bust.
  const costume = bust ? { svg: '', hat: false } : costumeWorn(look.wears, fig);
  // A ninja's headband is tied where a hat would sit (ninja-suit.ts).
  const band = fig.kind === 'head' ? ninjaBand(look.wears) : undefined;
  // The space suit's glass bubble goes over the head: no hat or bow under it (space-suit.ts).
  const suit = wearsSpaceSuit(look.wears);
  const headHat =
    !costume.hat &&
    !suit &&
    !band &&
    ['hat', 'crown', 'bow'].includes(look.accessory) &&
    fig.hat[2] > 0 &&
    !(fig.id === 'boy' && look.accessory === 'bow');
  const hatKind = look.accessory === 'bow' ? 'bow' : look.accessory === 'crown' ? 'crown' : 'hat';
  const knight = isKnight(fig.id);
  const belt = giBelt(look.wears);
  // A princess (the girl with a crown) wears a long gown in her colour (the look says "gown").
  const gown = fig.id === 'girl' && look.accessory === 'crown' ? royalGown(dressed(look)) : '';
  let inner =
    fig.kind !== 'head'
      ? ''
      : knight
        ? personBody(knightArmour(look)) + knightTunic(look)
        : // Santa as the hero wears his red suit, fur and belt, as Santa met on Christmas Eve does.
          fig.id === 'santa'
          ? personBody(SANTA_CLOTHES) + santaSuit()
          : fig.id === 'elf'
            ? personBody(ELF_CLOTHES)
            : belt // The white gi at the dojo, its belt at the waist (gi-suit.ts).
              ? personBody({ ...GI_CLOTHES, accent: look.accent }) + giSuit(belt)
              : band // The dark ninja suit at the master's dojo (ninja-suit.ts).
                ? personBody({ ...NINJA_CLOTHES, accent: look.accent }) + ninjaSuit()
                : suit // The white space suit away from home on a space trip (space-suit.ts).
                  ? personBody({ ...SPACE_CLOTHES, accent: look.accent }) + spaceSuitPanel(look.accent)
                  : personBody(dressed(look), look.accessory, Boolean(p.flip)) + gown;
  inner += bust
    ? standingBust(bust)
    : iconBody(fig.icon, p.tint ?? (fig.kind === 'body' ? look.tint : undefined));
  if (band) inner += ninjaHead(band);
  if (p.asleep) inner += closedEyes(fig.icon);
  // A superhero animal's cape is draped over its back from the neck (a person's is drawn with the body).
  if (fig.kind === 'body' && look.accessory === 'cape' && fig.neck[2] > 0) inner += bodyCape(fig, look);
  // A knight wears a helmet and holds a shield and a sword (knight.ts).
  if (knight) inner += knightHelmet(look) + knightArms(look);
  // A pirate wears a striped top, a tricorn hat and an eyepatch (pirate.ts).
  if (fig.id === 'pirate') inner += pirateStripes() + pirateHat(look);
  // A vehicle hero has eyes on its windscreen (vehicle-eyes.ts): a character, not a parked truck.
  inner += vehicleEyes(fig.icon);
  if (!suit && (look.accessory === 'scarf' || (look.accessory === 'bow' && !headHat)) && fig.neck[2] > 0) {
    inner +=
      look.accessory === 'scarf'
        ? scarf(fig.neck, look)
        : bow(fig.neck[0], fig.neck[1], fig.neck[2] * 0.6, look.shirt);
  }
  if (headHat) inner += hat(hatKind, fig.hat, look);
  // An astronaut cat wears a glass helmet and an air tank (space-helmet.ts).
  if (look.accessory === 'space-helmet' && fig.kind === 'body' && !suit) inner += spaceHelmet(fig, look);
  if (fig.id === 'elf') inner += elfHat();
  inner += costume.svg;
  if (suit && !bust) inner += suitHelmet(fig, look);
  inner += heroFeeling(p.feeling, fig, p.flip);
  // Body figures face one way in the icon; flip them so they look into the page.
  const flip = fig.faces === 'front' ? false : (fig.faces === 'left') !== Boolean(p.flip);
  const x0 = p.x - 16 * s * (flip ? -1 : 1);
  const t = `translate(${r(x0)} ${r(p.baseY - boxH * s)}) scale(${r(flip ? -s : s)} ${r(s)})`;
  const art = p.lineArt ? lineArtGroup(inner, s, p.linePx ?? 3) : inner;
  return `<g id="hero" data-figure="${fig.id}" data-accessory="${look.accessory}" data-colors="${look.shirt} ${look.pants} ${look.accent}"${look.tint ? ` data-tint="${look.tint}"` : ''}${costume.svg || suit ? ` data-wears="${look.wears}"` : ''} transform="${t}">${art}</g>`;
}
