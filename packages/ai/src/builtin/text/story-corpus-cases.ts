import type { Case } from './story-corpus-case';
import { ANIMAL_THEME_CASES } from './story-corpus-cases-animals';
import { CONCEPT_CASES } from './story-corpus-cases-concepts';
import { REVIEW_CASES } from './story-corpus-cases-review';
import { STORY_CASES } from './story-corpus-cases-stories';
import { WORLD_THEME_CASES } from './story-corpus-cases-worlds';

export type { Case } from './story-corpus-case';

/**
 * Issue 14's corpus: described books in en and fr across the story types, each with the facts the builtin
 * engine must find and print (story-corpus.test.ts asserts them), gathered from one file per book family.
 */
export const CASES: Case[] = [
  ...STORY_CASES,
  ...ANIMAL_THEME_CASES,
  ...WORLD_THEME_CASES,
  ...CONCEPT_CASES,
  ...REVIEW_CASES,
];
