import type { BookType, Language } from '@bookloom/core';

/** One described book of issue 14's corpus (story-corpus-cases.ts), with the facts the engine must find and print. */
/** [type, language, pages, title, description, hero name, kind word printed, object word printed] */
export type Case = [BookType, Language, number, string, string, string, string | null, string | null];
