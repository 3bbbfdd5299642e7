import type { Figure } from './figures';
import { r } from './icons';

/**
 * A costume worn on the hero (text/goal-halloween.ts, StoryHints.wears): 'Halloween night trick or
 * treating dressed as a witch' drew the witch as an icon standing beside the child, as if met, not
 * worn. Now the child wears it from the page it is pulled on: a witch's pointed hat, a pirate's
 * tricorn, a ghost's white sheet with two eye holes over the whole figure (as elf-suit.ts dresses the
 * elf). Hats sit where the figure's own hat would ([x, y, w] of Figure.hat); the sheet covers a
 * child's 32 × 59.5 box (its eyes at 11.6/20.4, 17.6) or an animal's 32 × 32 icon.
 */
const INK = '#2b1d3a';

function witchHat([x, y, w]: Figure['hat']): string {
  const b = w * 0.85; // the brim's half width
  const h = w * 1.25; // the cone's height, its tip bent to one side
  return (
    `<g data-part="witch-hat"><ellipse cx="${r(x)}" cy="${r(y + 0.4)}" rx="${r(b)}" ry="${r(w * 0.16)}" fill="${INK}"/>` +
    `<path d="M${r(x - w * 0.42)} ${r(y + 0.2)} Q${r(x - w * 0.1)} ${r(y - h * 0.6)} ${r(x + w * 0.05)} ${r(y - h)} Q${r(x + w * 0.3)} ${r(y - h * 1.05)} ${r(x + w * 0.42)} ${r(y - h * 0.85)} Q${r(x + w * 0.2)} ${r(y - h * 0.7)} ${r(x + w * 0.42)} ${r(y + 0.2)} Z" fill="${INK}"/>` +
    `<rect x="${r(x - w * 0.4)}" y="${r(y - w * 0.22)}" width="${r(w * 0.8)}" height="${r(w * 0.16)}" fill="#8e44ad"/></g>`
  );
}

function tricorn([x, y, w]: Figure['hat']): string {
  const b = w * 0.8;
  return `<g data-part="pirate-hat"><path d="M${r(x - b)} ${r(y + 0.5)} Q${r(x)} ${r(y - w * 1.1)} ${r(x + b)} ${r(y + 0.5)} Q${r(x)} ${r(y - w * 0.25)} ${r(x - b)} ${r(y + 0.5)} Z" fill="#1b1b1b"/><circle cx="${r(x)}" cy="${r(y - w * 0.5)}" r="${r(w * 0.09)}" fill="#ffffff"/></g>`;
}

/** The white sheet over the figure: a rounded top, a wavy hem at the feet, two dark eye holes. */
function ghostSheet(fig: Pick<Figure, 'kind' | 'hat'>): string {
  const head = fig.kind === 'head';
  const [top, hem, ex, ey] = head
    ? [-1, 54, [11.6, 20.4], 17.6]
    : [fig.hat[1] - 1, 31, [12, 20], fig.hat[1] + 6];
  // The hem scallops from the right foot back to the left one.
  const waves = [0, 1, 2, 3]
    .map((i) => `Q${r(29.5 - i * 6.75 - 3.375)} ${hem + 3} ${r(29.5 - (i + 1) * 6.75)} ${hem}`)
    .join(' ');
  return (
    `<g data-part="ghost-sheet"><path d="M2.5 ${hem} L2 ${r(top + 14)} Q2 ${r(top)} 16 ${r(top)} Q30 ${r(top)} 30 ${r(top + 14)} L29.5 ${hem} ${waves} Z" fill="#fbfbfb" stroke="#c9c9d6" stroke-width="0.5" stroke-linejoin="round"/>` +
    ex.map((cx) => `<ellipse cx="${cx}" cy="${r(ey)}" rx="2.1" ry="2.7" fill="${INK}"/>`).join('') +
    '</g>'
  );
}

/** The costume's part drawn over the hero, and whether it takes the place of the look's own hat. */
export function costumeWorn(wears: string | undefined, fig: Pick<Figure, 'kind' | 'hat'>) {
  if (wears === 'ghost-sheet') return { svg: ghostSheet(fig), hat: true };
  if (fig.hat[2] <= 0) return { svg: '', hat: false };
  if (wears === 'witch-hat') return { svg: witchHat(fig.hat), hat: true };
  if (wears === 'pirate-hat') return { svg: tricorn(fig.hat), hat: true };
  return { svg: '', hat: false };
}
