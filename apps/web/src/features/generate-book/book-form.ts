import {
  BOOK_TYPES,
  type BookType,
  DEFAULT_TRIM,
  PAGE_LIMITS,
  type Quality,
  TRIM_SIZES,
  type TrimSize,
} from '@bookloom/core';

/** Field limits of POST /api/generate (docs/api/books.md). */
export const MAX = { title: 120, subtitle: 160, author: 80, description: 2000 } as const;

export type BookForm = {
  title: string;
  subtitle: string;
  author: string;
  type: BookType | '';
  description: string;
  pages: number;
  quality: Quality;
  trimSize: TrimSize;
  includeBleed: boolean;
  savePrompt: boolean;
};

export type FieldName = 'title' | 'subtitle' | 'author' | 'type' | 'description' | 'pages';
/** Error keys (translated by the page) per field; an absent field is valid. */
export type FormErrors = Partial<Record<FieldName, { key: string; values?: Record<string, number> }>>;

export const emptyForm = (author = ''): BookForm => ({
  title: '',
  subtitle: '',
  author,
  type: '',
  description: '',
  pages: PAGE_LIMITS.default,
  quality: 'standard',
  trimSize: DEFAULT_TRIM,
  includeBleed: true,
  savePrompt: false,
});

export function validate(f: BookForm): FormErrors {
  const e: FormErrors = {};
  const text = (name: 'title' | 'author' | 'description' | 'subtitle', requiredKey?: string) => {
    const v = f[name].trim();
    if (!v && requiredKey) e[name] = { key: requiredKey };
    else if (v.length > MAX[name]) e[name] = { key: 'generateBook.tooLong', values: { max: MAX[name] } };
  };
  text('title', 'generateBook.titleRequired');
  text('subtitle');
  text('author', 'generateBook.authorRequired');
  text('description', 'generateBook.descriptionRequired');
  if (!f.type) e.type = { key: 'generateBook.typeRequired' };
  if (!Number.isInteger(f.pages) || f.pages < PAGE_LIMITS.min || f.pages > PAGE_LIMITS.max)
    e.pages = { key: 'generateBook.pagesRange', values: { min: PAGE_LIMITS.min, max: PAGE_LIMITS.max } };
  return e;
}

/** The POST /api/generate body (trimmed text; empty subtitle left out). */
export function toRequest(
  f: BookForm,
  extra: { language: 'en' | 'fr'; coverTemplateId?: string; characterId?: string },
) {
  return {
    title: f.title.trim(),
    ...(f.subtitle.trim() ? { subtitle: f.subtitle.trim() } : {}),
    author: f.author.trim(),
    type: f.type,
    description: f.description.trim(),
    pages: f.pages,
    quality: f.quality,
    trimSize: f.trimSize,
    includeBleed: f.includeBleed,
    savePrompt: f.savePrompt,
    language: extra.language,
    ...(extra.coverTemplateId ? { coverTemplateId: extra.coverTemplateId } : {}),
    ...(extra.characterId ? { characterId: extra.characterId } : {}),
  };
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined => list.find((x) => x === v);

/** A saved story prompt (prompt history `promptData`) over the current form; unknown values are ignored. */
export function fromPrompt(current: BookForm, title: string, data: Record<string, unknown>): BookForm {
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  const pages = typeof data.pages === 'number' ? data.pages : current.pages;
  return {
    ...current,
    title,
    subtitle: str(data.subtitle, ''),
    author: str(data.author, current.author),
    type: oneOf(BOOK_TYPES, data.type) ?? current.type,
    description: str(data.description, current.description),
    pages: Math.min(PAGE_LIMITS.max, Math.max(PAGE_LIMITS.min, Math.round(pages))),
    quality: data.quality === 'high' ? 'high' : 'standard',
    trimSize: oneOf(TRIM_SIZES, data.trimSize) ?? current.trimSize,
    includeBleed: typeof data.includeBleed === 'boolean' ? data.includeBleed : current.includeBleed,
  };
}
