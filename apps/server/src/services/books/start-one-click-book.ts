import { titleFromIdea } from '@bookloom/ai';
import type { AppDeps } from '../../app-env';
import { generateBookBody, ONE_CLICK_TYPES, type OneClickBody } from './book-request-schema';
import { startBookGeneration } from './start-book-generation';

/** One-click story: the idea becomes title and description; 8 pages, standard, 6x9, author = the user. */
export function startOneClickBook(
  deps: AppDeps,
  user: { id: string; name: string },
  body: OneClickBody,
  opts: { idempotencyKey?: string; language: 'en' | 'fr' },
) {
  const request = generateBookBody.parse({
    // A real title from the idea (hero and key object), not the idea sentence cut with "…".
    title: titleFromIdea(body.idea, body.language ?? opts.language),
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
