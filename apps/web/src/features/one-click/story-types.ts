import { BookOpen, type LucideIcon, Palette, Puzzle, Sparkles } from 'lucide-react';

/** The four one-click story types of POST /api/one-click (server maps each to a book type). */
export const STORY_TYPES = ['adventure', 'anime', 'coloring', 'activity'] as const;
export type StoryType = (typeof STORY_TYPES)[number];

export const STORY_ICONS: Record<StoryType, LucideIcon> = {
  adventure: BookOpen,
  anime: Sparkles,
  coloring: Palette,
  activity: Puzzle,
};

/** Keys of the inspiration sentences in the `oneClick.ideas` locale group. */
export const IDEA_KEYS = Array.from({ length: 12 }, (_, i) => `i${i + 1}`);

/** A random idea key other than the current one, so "Get New Idea" always changes the text. */
export function nextIdeaKey(current: string | undefined, random = Math.random): string {
  const pool = IDEA_KEYS.filter((k) => k !== current);
  return pool[Math.floor(random() * pool.length)] ?? IDEA_KEYS[0];
}
