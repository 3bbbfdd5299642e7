import type { Place } from '../idea/settings';

/**
 * A page's sentence pattern: its text with the place's words taken out. "By the big tank, Charlie
 * read the little sign out loud" and "At the touch pool, Charlie read the little sign out loud" are
 * two sentences but one pattern: a reader hears the same line twice. A template that names a new
 * thing each time (goodnight, snail; goodnight, frog: the stop `meets` it) gives a new pattern each time.
 */
export function patternOf(text: string, place: Place): string {
  const words = [place.at.en, place.at.fr, ...(place.meets ? [] : [place.en, place.fr])]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  let out = text.toLowerCase();
  for (const w of words) out = out.split(w.toLowerCase()).join('§');
  return out;
}
