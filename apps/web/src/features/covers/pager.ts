/**
 * Spec pager: first, last, the current page's neighbours, and an ellipsis for each gap.
 * e.g. page 5 of 10 → [1, '…', 4, 5, 6, '…', 10].
 */
export function pagerItems(page: number, pages: number): (number | '…')[] {
  const keep = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const out: (number | '…')[] = [];
  let last = 0;
  for (const p of [...keep].sort((a, b) => a - b)) {
    if (p - last === 2) out.push(last + 1);
    else if (p - last > 2) out.push('…');
    out.push(p);
    last = p;
  }
  return out;
}
