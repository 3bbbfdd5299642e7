import type { AppDeps } from '../../app-env';
import { generateBookBody, ONE_CLICK_TYPES, type OneClickBody } from './book-request-schema';
import { startBookGeneration } from './start-book-generation';

/** A short title from the idea: its first sentence, cut at a word boundary, capitalised. */
export function titleFromIdea(idea: string): string {
  const first = idea
    .trim()
    .split(/(?<=[.!?])\s/)[0]
    .replace(/[.!?]+$/, '');
  let title = first;
  if (title.length > 60) title = `${title.slice(0, 60).replace(/\s+\S*$/, '')}…`;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** One-click story: the idea becomes title and description; 8 pages, standard, 6x9, author = the user. */
export function startOneClickBook(
  deps: AppDeps,
  user: { id: string; name: string },
  body: OneClickBody,
  opts: { idempotencyKey?: string; language: 'en' | 'fr' },
) {
  const request = generateBookBody.parse({
    title: titleFromIdea(body.idea),
    author: user.name.trim().slice(0, 80) || 'Bookloom',
    type: ONE_CLICK_TYPES[body.storyType],
    description: body.idea,
    pages: 8,
    quality: 'standard',
    trimSize: '6x9',
    includeBleed: true,
    language: body.language,
  });
  return startBookGeneration(deps, user.id, request, opts);
}
