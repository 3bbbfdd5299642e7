import type { Feeling } from '../text/story-light';
import { eyesOf } from './closed-eyes';
import type { Figure } from './figures';
import { iconBody, r } from './icons';

/**
 * The page's feeling by the hero's face (StoryHints.feeling, text/page-feeling.ts), drawn in the
 * icon's own 32×32 box so it follows the hero into every pose: a blue tear under an eye (and a frown
 * over a child's smile), a sweat drop at the temple with shake lines, a red "!", a small "z z", a
 * scribble cloud. Before this the hero grinned on every page, even one that said it cried. The eyes
 * are the ones closed-eyes.ts measured; an icon not measured has its face guessed from its hat spot.
 */

// The children's smile (Fluent's child, boy and girl): covered in skin, a small frown drawn over it.
const MOUTH: Record<string, [number, number]> = { child: [16, 23.6], boy: [16, 23.6], girl: [16, 23.8] };
const SKIN = '#ffc83d';
const TEAR = '#4fa3e8';
const INK = '#3a2a20';

type Face = { x: number; y: number; r: number; eyes: [number, number][]; eyeH: number };

function faceOf(fig: Figure): Face {
  const e = eyesOf(fig.icon);
  if (e) {
    const xs = e.at.map(([x]) => x);
    const x = xs.reduce((a, b) => a + b, 0) / xs.length;
    const spread = Math.max(...xs) - Math.min(...xs);
    const half = fig.kind === 'head' ? 13 : Math.max(5, spread * 1.1);
    return { x, y: e.at[0][1], r: half, eyes: e.at, eyeH: e.ry };
  }
  const [hx, hy, hw] = fig.hat;
  const [nx, ny] = fig.neck;
  const face = hw > 0 ? { x: hx, y: hy + hw * 0.45, r: hw * 0.5 } : { x: nx, y: ny - 8, r: 6 };
  const front = fig.faces === 'left' ? -1 : 1;
  return { ...face, eyes: [[face.x + front * face.r * 0.35, face.y]], eyeH: 1 };
}

/** A child's smile covered in skin, a small frown drawn over it (sad or cross); '' on an icon whose mouth is not known. */
function frownOver(fig: Figure): string {
  const mouth = MOUTH[fig.icon];
  if (!mouth) return '';
  const [x, y] = mouth;
  return `<ellipse cx="${x}" cy="${y}" rx="4.1" ry="1.6" fill="${SKIN}"/><path d="M${r(x - 2.3)} ${r(y + 0.9)} Q${x} ${r(y - 1)} ${r(x + 2.3)} ${r(y + 0.9)}" fill="none" stroke="#990839" stroke-width="0.8" stroke-linecap="round"/>`;
}

const drop = (x: number, y: number, h: number, fill: string) => {
  const w = h * 0.42;
  return `<path d="M${r(x)} ${r(y)} C${r(x + w)} ${r(y + h * 0.55)} ${r(x + w * 1.1)} ${r(y + h)} ${r(x)} ${r(y + h)} C${r(x - w * 1.1)} ${r(y + h)} ${r(x - w)} ${r(y + h * 0.55)} ${r(x)} ${r(y)} Z" fill="${fill}" stroke="#1f5f99" stroke-width="${r(h * 0.09)}"/><ellipse cx="${r(x - w * 0.35)}" cy="${r(y + h * 0.68)}" rx="${r(w * 0.22)}" ry="${r(h * 0.13)}" fill="#fff" opacity="0.8"/>`;
};

/** An icon of the set, `size` wide, centred on x y, read the right way round in a mirrored hero. */
const upright = (name: string, x: number, y: number, size: number, mirrored: boolean) => {
  const k = size / 32;
  const x0 = mirrored ? x + size / 2 : x - size / 2;
  return `<g transform="translate(${r(x0)} ${r(y - size / 2)}) scale(${r(mirrored ? -k : k)} ${r(k)})">${iconBody(name)}</g>`;
};

/** A small "z" of three strokes, its width `w`, the right way round in a mirrored hero. */
const zed = (x: number, y: number, w: number, m: number) =>
  `<path d="M${r(x - (m * w) / 2)} ${r(y - w / 2)} h${r(m * w)} l${r(-m * w)} ${r(w)} h${r(m * w)}" fill="none" stroke="#4a5fa8" stroke-width="${r(w * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`;

function marks(feeling: Feeling, fig: Figure, face: Face, back: number, mirrored: boolean): string {
  const k = Math.max(0.55, Math.min(1, face.r / 13));
  const top = face.y - face.r * 0.95;
  switch (feeling) {
    case 'sad': {
      const [ex, ey] = face.eyes[face.eyes.length - 1];
      return frownOver(fig) + drop(ex, ey + face.eyeH * 1.4 + 0.4, 3.6 * k, TEAR);
    }
    case 'scared': {
      const sx = face.x + back * face.r * 0.9;
      const lines = [-1, 1]
        .map((side) => {
          const x = face.x + side * (face.r + 2.2 * k);
          const bend = side * 1.2 * k;
          return [0, 3.2 * k]
            .map(
              (dx) =>
                `<path d="M${r(x + side * dx)} ${r(face.y - 3 * k)} q${r(bend)} ${r(3 * k)} 0 ${r(6 * k)}" fill="none" stroke="${INK}" stroke-width="${r(0.7 * k)}" stroke-linecap="round" opacity="0.7"/>`,
            )
            .join('');
        })
        .join('');
      return drop(sx, top + face.r * 0.2, 3.8 * k, '#a8dcff') + lines;
    }
    case 'surprised':
      return upright('red-exclamation-mark', face.x + back * (face.r + 2), top - 2 * k, 11 * k, mirrored);
    case 'sleepy': {
      const m = mirrored ? -1 : 1;
      const x = face.x + back * (face.r + 1.5 * k);
      return zed(x, top, 3.2 * k, m) + zed(x + back * 4 * k, top - 4.5 * k, 4.2 * k, m);
    }
    case 'cross': {
      const x = face.x + back * (face.r * 0.75 + 2 * k);
      const y = top - 3 * k;
      const c = (dx: number, dy: number, rr: number) =>
        `<circle cx="${r(x + dx * k)}" cy="${r(y + dy * k)}" r="${r(rr * k)}" fill="#e9e6ee" stroke="#6b6475" stroke-width="${r(0.5 * k)}"/>`;
      const scribble = `<path d="M${r(x - 3 * k)} ${r(y)} l${r(1.5 * k)} ${r(-1.6 * k)} l${r(1 * k)} ${r(2.4 * k)} l${r(1.2 * k)} ${r(-2.6 * k)} l${r(1 * k)} ${r(2.4 * k)} l${r(1.3 * k)} ${r(-1.8 * k)}" fill="none" stroke="#3b3540" stroke-width="${r(0.75 * k)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      return frownOver(fig) + c(-2.5, 0.5, 2.6) + c(2.5, 0.5, 2.6) + c(0, -1, 3.2) + scribble;
    }
  }
}

/** The feeling's marks in the hero's icon box, or '' with none; `flip` as drawHero's placement says. */
export function heroFeeling(feeling: Feeling | undefined, fig: Figure, flip?: boolean): string {
  if (!feeling) return '';
  // Drawn mirrored when the icon is turned to look into the page (hero.ts's flip).
  const mirrored = fig.faces === 'front' ? false : (fig.faces === 'left') !== Boolean(flip);
  // The side behind the face (the temple, where "!" and "z z" float): away from where it looks.
  const back = fig.faces === 'left' ? 1 : fig.faces === 'right' ? -1 : 1;
  return `<g data-feeling="${feeling}">${marks(feeling, fig, faceOf(fig), back, mirrored)}</g>`;
}
