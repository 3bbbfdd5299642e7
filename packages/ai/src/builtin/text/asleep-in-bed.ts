import type { Place } from '../idea/settings';
import type { Light } from './story-light';

/**
 * A bedtime book's end in a bedroom (“Mia was fast asleep”, the last page's “Good night”) was drawn
 * with the hero standing by the bed beside a "zzz". Where the turn says the hero falls asleep, or the
 * book ends at its sleepiest light, in a bedroom, the page is asleep (StoryHints.asleep): drawn lying
 * in the bed, eyes shut (pictures/bed-sleep.ts). Not the next morning's jump out of bed.
 */
const ASLEEP =
  /\b(?:fast|sound|fell|was)\s+asleep\b|\bdormait\b|\bs[’']endormit\b|\bendormie?\b|\bclosed both eyes\b|\bferma les yeux\b/i;
const AWAKE =
  /\bmorning\b|\bmatin\b|\bwoke\b|réveill|jumped out of bed|sauta du lit|\bnot\b.{0,20}\basleep|pas à (?:s[’']endormir|dormir)/i;
const BEDROOM = /\bbedroom\b/;

export function asleepInBed(beat: string, light: Light, place: Place, text: string): boolean {
  if (!BEDROOM.test(place.pic ?? place.en) || /nursery/.test(place.pic ?? place.en)) return false;
  if (light !== 'night' && light !== 'sleep') return false;
  if (AWAKE.test(text)) return false;
  if (beat === 'ending') return light === 'sleep';
  return beat === 'turn' && ASLEEP.test(text);
}
