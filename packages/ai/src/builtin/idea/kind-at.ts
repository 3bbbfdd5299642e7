import { KINDS } from './kinds';
import type { Token } from './tokens';
import { formsOf } from './words';

// Every kind's forms as token runs, longest first: "polar bear" before "bear".
const KIND_FORMS = KINDS.flatMap((item) => formsOf(item).map((f) => ({ f: f.split(/[\s-]+/), item }))).sort(
  (a, b) => b.f.length - a.f.length,
);

/** The kind named at token i, if any, with its form's tokens (`f.length` is how many it takes). */
export const kindAt = (tokens: Token[], i: number) =>
  KIND_FORMS.find(({ f }) => f.every((part, j) => tokens[i + j]?.norm === part));
