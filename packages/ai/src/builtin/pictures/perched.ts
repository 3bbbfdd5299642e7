import { r } from './icons';
import type { Painter } from './painter';

/** Birds that sit on a branch, and what they hold in the beak (the fable's cheese). */
const PERCHERS = /^(blackbird|bird|crow|owl|parrot|dove|cheese-wedge)$/;
const HELD = /^cheese-wedge$/;
const TREES = /^(deciduous-tree|evergreen-tree)$/;

/** The page's tree drawn big (StoryHints.scales), which a bird can sit in: its index, if any. */
export function perchTree(shown: string[], scales?: Record<string, number>): number | undefined {
  const i = shown.findIndex((n) => TREES.test(n) && scales?.[n]);
  return i >= 0 && shown.some((n) => PERCHERS.test(n)) ? i : undefined;
}

/**
 * A bird up on a branch that sticks out of the tree's crown, and what it holds at its beak (« sur un
 * arbre perché », "there on the branch sat Mister Crow"): it stood on the grass beside the trunk.
 */
export function perchedOn(
  tree: { cx: number; cy: number; size: number },
  name: string,
  size: number,
  pageW: number,
): { cx: number; cy: number; branch: (p: Painter) => string } | undefined {
  if (!PERCHERS.test(name)) return undefined;
  const branchY = tree.cy - tree.size * 0.08;
  // The branch reaches toward the page's middle, so the bird and its cheese stay in the frame.
  const side = tree.cx > pageW / 2 ? -1 : 1;
  const x0 = tree.cx + side * tree.size * 0.15;
  const x1 = tree.cx + side * tree.size * 0.62;
  const birdX = tree.cx + side * tree.size * 0.45;
  if (HELD.test(name)) return { cx: birdX + side * size * 0.7, cy: branchY - size * 1.3, branch: () => '' };
  return {
    cx: birdX,
    cy: branchY - size * 0.45,
    branch: (p) =>
      `<g data-perch="branch">${p.path(`M${r(x0)} ${r(branchY - 8)} L${r(x1)} ${r(branchY - 3)} L${r(x1)} ${r(branchY + 5)} L${r(x0)} ${r(branchY + 12)} Z`, '#7a5233')}</g>`,
  };
}
