import type { Weather } from '../text/page-sky';
import type { Light } from '../text/story-light';
import { asleepAtEnd } from './bat-roost';
import type { Environment } from './environment';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';
import { trail } from './scene-foreground';

/** What of the scene the beat's touch reads (scene.ts passes its SceneSpec). */
type Touched = {
  beat?: string;
  env: Environment;
  mood: Light;
  hero: { id: string };
  place?: string;
  weather?: Weather;
  /** The hero sleeps on this page (StoryHints.asleep). */
  asleep?: boolean;
  rng: Rng;
};

const NO_WEATHER = new Set<Environment>(['underwater', 'space']);

/** The beat's touch by the hero: a question mark, sparkles at the turn, confetti or a sleeper's "zzz" at the end. */
export function beatTouch(c: Canvas, p: Painter, s: Touched, x: number, headY: number, feet: number) {
  switch (s.beat) {
    case 'problem':
      // "Uh-oh" is a question mark by the hero. A little rain cloud only where the page's own sky
      // rains: over a starry night or a clear sky it contradicts the picture (and the sea and space have no weather).
      return (s.weather === 'rain' || s.weather === 'storm') && !NO_WEATHER.has(s.env)
        ? p.icon('cloud-with-rain', x + (x < c.w / 2 ? 140 : -140), Math.max(80, headY - 40), 120)
        : p.icon('red-question-mark', x + (x < c.w / 2 ? 120 : -120), Math.max(70, headY - 10), 90);
    case 'turn':
      // Fallen asleep at the turn (the last star before sleep): a soft "zzz", not a burst of sparkles.
      if (s.asleep) return p.icon('zzz', x + (x < c.w / 2 ? 110 : -110), headY + 20, 110);
      return p.icon('sparkles', x + (x < c.w / 2 ? 120 : -120), headY + 30, 110);
    case 'ending': {
      // A bedtime book ends asleep, and so does a bat roosting in its cave or a hero the last page puts
      // to bed (a snow day's dream): a soft "zzz", not a party.
      if (s.asleep || asleepAtEnd(s)) return p.icon('zzz', x + (x < c.w / 2 ? 110 : -110), headY + 20, 110);
      if (p.lineArt) return p.icon('party-popper', x + (x < c.w / 2 ? 150 : -150), headY + 40, 120);
      const colours = ['#ff6b6b', '#ffd93d', '#6bcB77', '#4d96ff', '#c77dff'];
      let out = '';
      for (let i = 0; i < 40; i++)
        out += `<rect x="${s.rng.int(0, c.w)}" y="${s.rng.int(0, Math.round(c.h * 0.6))}" width="12" height="7" rx="2" fill="${s.rng.pick(colours)}" transform="rotate(${s.rng.int(0, 180)} ${r(c.w / 2)} ${r(c.h / 3)})"/>`;
      return out;
    }
    case 'journey':
      return trail(c, p, x, feet);
    default:
      return '';
  }
}
