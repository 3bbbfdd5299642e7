import type { BookDocument, BookType, Language, PageLayout, TrimSize } from '@bookloom/core';

/**
 * Contracts shared by every provider of packages/ai. Implementations: builtin (offline), openai
 * (OpenAI-compatible, honours OPENAI_BASE_URL), replicate (images only).
 */

export type BookRequest = {
  title: string;
  subtitle?: string;
  author: string;
  type: BookType;
  description: string;
  pages: number;
  language: Language;
  trim: TrimSize;
  bleed: boolean;
  quality: 'standard' | 'high';
  /** Optional seed character chosen by the user. */
  character?: {
    name: string;
    description?: string;
    appearance?: string;
    imageUrl?: string;
    /** A stored character's bible: replaces the planner's, so every picture shows that character. */
    bible?: CharacterBible;
  };
  /** Reproducibility: the same seed and request give the same book. */
  seed?: number;
};

export type CharacterBible = {
  name: string;
  /** One-sentence look: species/figure, clothes, accessory. */
  look: string;
  palette: string[];
  styleTags: string[];
  /** Prepended to every image prompt so the figure stays the same. */
  promptPrefix: string;
  /** Builtin engine: which figure/emoji and accessory to draw (opaque to other providers). */
  figure?: Record<string, string | number>;
};

export type PagePlan = {
  text: string;
  heading?: string;
  /** What the picture shows; becomes the image prompt (after the bible's prefix). */
  scene: string;
  layout: PageLayout;
  /** Alt text in the book's language (what the picture shows); `scene` is used when absent. */
  alt?: string;
  /** Builtin-only structured hints (puzzle spec, count of objects, letter…). */
  hints?: Record<string, unknown>;
};

/**
 * What the builtin text planner puts in `PagePlan.hints` (all optional; a picture engine uses what
 * it understands and draws `scene` otherwise). Icon names are fluent-emoji-flat names.
 */
export type BuiltinPageHints = {
  kind?:
    | 'story'
    | 'alphabet'
    | 'numbers'
    | 'coloring'
    | 'journal'
    | 'poem'
    | 'comic'
    | 'shapes'
    | 'learning'
    | 'compare'
    | 'maze'
    | 'word-search'
    | 'dot-to-dot'
    | 'answer-key';
  /** Icons of the things to show. */
  subjects?: string[];
  /** Subjects drawn in a colour the idea gives them, icon → hex ("a red kite"); line art stays line art. */
  tints?: Record<string, string>;
  /** numbers: draw exactly `count` of icon `object`; compare: two groups of `counts`. */
  count?: number;
  /** numbers: no numeral on the picture (a workbook asks the child to write it: no giveaway). */
  hideCount?: boolean;
  object?: string;
  counts?: [number, number];
  /** alphabet: the letters (and words in the book language) on the page. */
  letters?: string[];
  words?: string[];
  /** story: beat of the arc, English place name, day or night. */
  beat?: 'opening' | 'problem' | 'journey' | 'helper' | 'turn' | 'ending';
  place?: string;
  mood?: 'day' | 'night';
  /** comic: three panels; `line` is a speech bubble to typeset (null: no bubble). */
  panels?: { scene: string; speaker: string | null; line: string | null }[];
  /** journal: ruled writing lines to draw under the prompt. */
  lines?: number;
  /** shapes: the shape to draw big; learning: the idea (a colour name draws a splash of it). */
  shape?: string;
  concept?: string;
};

export type StoryPlan = {
  title: string;
  subtitle?: string;
  character: CharacterBible;
  pages: PagePlan[];
  coverScene: string;
  backText?: string;
};

export type Usage = {
  provider: string;
  model: string;
  inputTokens?: number;
  outputTokens?: number;
  images?: number;
  costUsd?: number;
  ms: number;
};

export interface TextProvider {
  readonly name: string;
  planStory(req: BookRequest, signal?: AbortSignal): Promise<{ plan: StoryPlan; usage: Usage }>;
}

export type ImageRequest = {
  prompt: string;
  /** Target pixel size (300 DPI at the placed size for print). */
  width: number;
  height: number;
  /** Line art on white (coloring and activity pages). */
  lineArt?: boolean;
  /** The book's quality: 'high' asks a provider for its best rendering (issue 14). */
  quality?: 'standard' | 'high';
  /** PNG bytes of a reference picture (first page) for providers that support it. */
  referenceImage?: Uint8Array;
  /** Builtin-only: the structured page/cover plan, so it can draw without parsing prose. */
  page?: PagePlan;
  /** `family`: the story's home place family (sea, space, nature…), so the cover shows where the book is. */
  cover?: { title: string; scene: string; family?: string };
  character?: CharacterBible;
  bookType?: BookType;
  seed?: number;
};

export interface ImageProvider {
  readonly name: string;
  readonly supportsReference: boolean;
  generate(req: ImageRequest, signal?: AbortSignal): Promise<{ png: Uint8Array; usage: Usage }>;
}

export type ModerationResult = { approved: boolean; reason?: string };
export interface ModerationProvider {
  readonly name: string;
  check(text: string, signal?: AbortSignal): Promise<ModerationResult>;
}

/** Typed failure of any provider call. `retryable` drives job retries upstream. */
export class AiError extends Error {
  constructor(
    public readonly code:
      | 'rate_limited'
      | 'provider_unavailable'
      | 'timeout'
      | 'bad_request'
      | 'unauthorized'
      | 'refused'
      | 'malformed_response'
      | 'not_an_image'
      | 'invalid_input'
      | 'content_rejected',
    message: string,
    public readonly retryable: boolean,
    public readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

export type GeneratedBook = {
  document: BookDocument;
  images: Map<string, Uint8Array>;
  usage: Usage[];
  /** The plan the book was made from (keep it to resume or re-illustrate). */
  plan?: StoryPlan;
};
