import { type BookDocument, BookDocumentError, parseBookDocument } from '@bookloom/core';
import { parseBookRequest } from './book-request';
import { sniffImage, toPagePng } from './http/image-bytes';
import {
  COVER_FILE,
  coverPixels,
  coverPrompt,
  isLineArt,
  pageArtPixels,
  pageFileName,
  pagePrompt,
} from './image-prompt';
import { checkContent } from './moderation/check-content';
import { sanitizeUserText } from './moderation/prompt-safety';
import { runBounded } from './run-bounded';
import { checkStoryPlan } from './story-plan-schema';
import {
  AiError,
  type BookRequest,
  type GeneratedBook,
  type ImageProvider,
  type ImageRequest,
  type ModerationProvider,
  type StoryPlan,
  type TextProvider,
  type Usage,
} from './types';

export type Providers = { text: TextProvider; image: ImageProvider; moderation?: ModerationProvider };
export type Progress = {
  done: number;
  total: number;
  stage: 'checking' | 'planning' | 'illustrating' | 'done';
};
export type GenerateOptions = {
  /** Image calls in flight at once (default 4). */
  concurrency?: number;
  onProgress?: (p: Progress) => void;
  signal?: AbortSignal;
  /** Images already made by an interrupted run (file name → PNG): those pages are not redrawn. */
  existingImages?: ReadonlyMap<string, Uint8Array>;
  /** The plan of an interrupted run: reused so resumed pages match (a model would write anew). */
  plan?: StoryPlan;
  /** Called once the plan is checked, before any image is paid for (a job persists it here). */
  onPlan?: (plan: StoryPlan) => void | Promise<void>;
  /**
   * Called with each newly made image once resampled (file name → PNG), outside the call's
   * concurrency slot; a job stores it here so a crash does not pay for it again. Awaited before
   * generateBook returns.
   */
  onImage?: (name: string, png: Uint8Array) => Promise<void>;
  /** PNG of the chosen character's reference picture: sent with every picture to providers that take one. */
  characterReference?: Uint8Array;
};

/**
 * Request → checked content → story plan → one image per page (page 1 first when the provider
 * takes a reference, the rest in parallel) and the cover → a validated Book document v1 with its
 * image bytes. Any failure throws a typed AiError; a half-made book is never returned.
 */
export async function generateBook(
  input: BookRequest,
  providers: Providers,
  opts: GenerateOptions = {},
): Promise<GeneratedBook> {
  const req = parseBookRequest(input);
  const { signal } = opts;
  const usage: Usage[] = [];
  const report = (p: Progress) => opts.onProgress?.(p);
  report({ done: 0, total: 1, stage: 'checking' });
  if (providers.moderation) await checkContent(providers.moderation, req, signal);
  report({ done: 0, total: 1, stage: 'planning' });
  let plan: StoryPlan;
  if (opts.plan) plan = checkStoryPlan(opts.plan, 'resumed plan');
  else {
    const planned = await providers.text.planStory(req, signal);
    usage.push(planned.usage);
    plan = checkStoryPlan(planned.plan, providers.text.name);
  }
  plan = withStoredCharacter(plan, req);
  await opts.onPlan?.(plan);
  const images = await illustrate(req, plan, providers.image, opts, usage);
  report({ done: plan.pages.length + 1, total: plan.pages.length + 1, stage: 'done' });
  return { document: toDocument(req, plan), images, usage, plan };
}

/**
 * Page images run in a pool of `concurrency` provider calls; the cover is its own step beside the
 * pool (one more call), as the spec treats it. Resampling to 300 DPI happens after a call returns,
 * outside its slot, so the next call starts at once.
 */
async function illustrate(
  req: BookRequest,
  plan: StoryPlan,
  provider: ImageProvider,
  opts: GenerateOptions,
  usage: Usage[],
) {
  const total = plan.pages.length + 1;
  const images = new Map<string, Uint8Array>();
  const finishing: Promise<void>[] = [];
  const seed = req.seed ?? 0;
  const call = async (name: string, r: ImageRequest, signal: AbortSignal) => {
    const existing = opts.existingImages?.get(name);
    if (existing && sniffImage(existing) === 'png') {
      images.set(name, existing);
      opts.onProgress?.({ done: images.size, total, stage: 'illustrating' });
      return;
    }
    const out = await provider.generate(r, signal);
    usage.push(out.usage);
    const done = toPagePng(out.png, r.width, r.height, `${provider.name} ${name}`).then(async (png) => {
      await opts.onImage?.(name, png);
      images.set(name, png);
      opts.onProgress?.({ done: images.size, total, stage: 'illustrating' });
    });
    done.catch(() => {}); // awaited below; this only silences the unhandled-rejection warning
    finishing.push(done);
  };
  const pageTask = (i: number) => (signal: AbortSignal) => {
    const p = plan.pages[i];
    const reference = !provider.supportsReference
      ? undefined
      : (opts.characterReference ?? (i > 0 ? images.get(pageFileName(0)) : undefined));
    const r: ImageRequest = {
      prompt: pagePrompt(plan.character, p),
      ...pageArtPixels({ trim: req.trim, bleed: req.bleed, pages: plan.pages.length }, p),
      lineArt: isLineArt(p.layout),
      quality: req.quality,
      page: p,
      character: plan.character,
      bookType: req.type,
      seed: seed + i + 1,
      referenceImage: reference,
    };
    return call(pageFileName(i), r, signal);
  };
  const coverTask = (signal: AbortSignal) => {
    const r: ImageRequest = {
      prompt: coverPrompt(plan.character, plan.coverScene),
      ...coverPixels(req.trim),
      cover: { title: plan.title, scene: plan.coverScene, ...coverFamily(plan) },
      quality: req.quality,
      character: plan.character,
      bookType: req.type,
      seed,
      referenceImage: provider.supportsReference ? opts.characterReference : undefined,
    };
    return call(COVER_FILE, r, signal);
  };
  opts.onProgress?.({ done: 0, total, stage: 'illustrating' });
  const limit = Math.max(1, opts.concurrency ?? 4);
  const pages = plan.pages.map((_, i) => pageTask(i));
  const ctrl = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, ctrl.signal]) : ctrl.signal;
  const cover = coverTask(signal).catch((e) => {
    ctrl.abort(e);
    throw e;
  });
  cover.catch(() => {});
  // With a reference-taking provider page 1 must be finished before the others start.
  if (provider.supportsReference) {
    await runBounded([pages.shift()!], 1, signal);
    await Promise.all(finishing);
  }
  const pool = runBounded(pages, limit, signal).catch((e) => {
    ctrl.abort(e);
    throw e;
  });
  await Promise.all([cover, pool]);
  await Promise.all(finishing);
  return images;
}

/**
 * A book made with a stored character draws that character's bible (figure, colours, accessory,
 * prompt prefix), whatever the planner designed; a resumed plan already carries it.
 */
function withStoredCharacter(plan: StoryPlan, req: BookRequest): StoryPlan {
  const bible = req.character?.bible;
  return bible ? { ...plan, character: { ...bible, name: req.character?.name ?? bible.name } } : plan;
}

function toDocument(req: BookRequest, plan: StoryPlan): BookDocument {
  const lineArtBook = plan.pages.every((p) => isLineArt(p.layout));
  try {
    return parseBookDocument({
      version: 1,
      title: plan.title,
      ...(plan.subtitle ? { subtitle: plan.subtitle } : {}),
      author: req.author,
      language: req.language,
      type: req.type,
      trim: req.trim,
      bleed: req.bleed,
      paper: lineArtBook ? 'white' : 'premium-color',
      description: sanitizeUserText(req.description, 4000),
      cover: { image: COVER_FILE, ...(plan.backText ? { backText: plan.backText.slice(0, 2000) } : {}) },
      pages: plan.pages.map((p, i) => ({
        text: p.text,
        ...(p.heading ? { heading: p.heading } : {}),
        image: pageFileName(i),
        alt: (p.alt ?? p.scene).slice(0, 1000),
        layout: p.layout,
      })),
    });
  } catch (e) {
    if (e instanceof BookDocumentError) throw new AiError('malformed_response', e.message, false);
    throw e;
  }
}

/** The builtin plan's home place family (its opening page's), for the cover's world. */
const coverFamily = (plan: StoryPlan) => {
  const family = plan.pages[0]?.hints?.family;
  return typeof family === 'string' ? { family } : {};
};
