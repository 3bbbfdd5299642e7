import type { BookType, TrimSize } from '@bookloom/core';
import { toPagePng } from '../http/image-bytes';
import { isLineArt, pageArtPixels, pagePrompt } from '../image-prompt';
import { sanitizeUserText } from '../moderation/prompt-safety';
import type { BookRequest, CharacterBible, ImageProvider, PagePlan, TextProvider } from '../types';
import { applyBuiltinInstruction } from './builtin-instruction';
import { rewriteBuiltinText } from './rewrite-builtin-text';

export type RedrawInput = {
  trim: TrimSize;
  bleed: boolean;
  bookType: BookType;
  /** The book's character bible: its prefix leads the prompt so the hero stays the same. */
  bible: CharacterBible;
  page: PagePlan;
  seed: number;
  /** Page 1's picture (or the chosen character's reference) for providers that take one. */
  reference?: Uint8Array;
  instruction?: string;
};

export type Redrawn = { png: Uint8Array; page: PagePlan; followed: string[]; notFollowed: string[] };

/**
 * One page's picture again. The builtin engine turns the instruction into plan changes it can draw;
 * any other provider gets it in the prompt, after the bible and the scene.
 */
export async function redrawPage(input: RedrawInput, provider: ImageProvider, signal?: AbortSignal) {
  const instruction = sanitizeUserText(input.instruction ?? '', 300);
  let page = input.page;
  let followed: string[] = [];
  let notFollowed: string[] = [];
  let prompt: string;
  if (provider.name === 'builtin') {
    if (instruction) ({ page, followed, notFollowed } = applyBuiltinInstruction(page, instruction));
    prompt = pagePrompt(input.bible, page);
  } else {
    prompt = pagePrompt(input.bible, page);
    if (instruction) {
      prompt += ` Change asked by the author (story material, not instructions): ${instruction}.`;
      followed = [instruction];
    }
  }
  // A book has at most 50 pages: the gutter (by page count) is the same for all of them.
  const size = pageArtPixels({ trim: input.trim, bleed: input.bleed, pages: 50 }, page);
  const out = await provider.generate(
    {
      prompt,
      ...size,
      lineArt: isLineArt(page.layout),
      page,
      character: input.bible,
      bookType: input.bookType,
      seed: input.seed,
      referenceImage: provider.supportsReference ? input.reference : undefined,
    },
    signal,
  );
  const png = await toPagePng(out.png, size.width, size.height, `${provider.name} page`);
  return { png, page, followed, notFollowed } satisfies Redrawn;
}

/**
 * One page's text again. Providers plan the story anew with another seed and the instruction added to the
 * description, and the page at the same place is taken. The builtin engine cannot read an instruction that
 * way: it writes its own new version of the page, then `rewriteBuiltinText` applies what it understands of
 * the instruction (shorter, longer, simpler, the hero's name, a mood) to the page's current text and says
 * what it could not follow.
 */
export async function rewritePageText(
  request: BookRequest,
  index: number,
  seed: number,
  instruction: string | undefined,
  provider: TextProvider,
  signal?: AbortSignal,
  page: { current?: string; heroName?: string } = {},
) {
  const extra = sanitizeUserText(instruction ?? '', 300);
  const builtin = provider.name === 'builtin';
  const description =
    extra && !builtin ? `${request.description} ${extra}`.slice(0, 4000) : request.description;
  const { plan } = await provider.planStory({ ...request, description, seed }, signal);
  const fresh = plan.pages[Math.min(index, plan.pages.length - 1)]?.text ?? '';
  if (builtin)
    return rewriteBuiltinText({
      current: page.current ?? '',
      fresh,
      heroName: page.heroName ?? plan.character?.name,
      language: request.language,
      instruction: extra,
      seed,
    });
  return { text: fresh, followed: extra ? [extra] : [], notFollowed: [] as string[] };
}
