import type { Language } from '@bookloom/core';
import type { RecoverGoal } from '../idea/read-goal-recover';
import type { Place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  RECOVER_BACK,
  RECOVER_PROBLEMS,
  RECOVER_SIGNS,
  RECOVER_SIGNS_OF,
  RECOVER_TRIES,
  RECOVER_TURNS,
} from './goal-recover-words';
import { capitalise } from './story-context';
import { EPISODES } from './story-episodes';
import type { PlacedL } from './story-place-fit';

/** What the turn and the last page draw beside the hero: the voice as music, the colours as a rainbow. */
const ICONS: Record<string, string> = {
  voice: 'musical-notes',
  courage: 'red-heart',
  smile: 'smiling-face',
  laugh: 'face-with-tears-of-joy',
  colours: 'rainbow',
  song: 'musical-note',
  roar: 'speaker-high-volume',
};
const SAID: Record<string, { en: string; fr: string }> = {
  voice: { en: 'music notes', fr: 'des notes de musique' },
  courage: { en: 'a red heart', fr: 'un cœur rouge' },
  smile: { en: 'a smiling face', fr: 'un visage souriant' },
  laugh: { en: 'a laughing face', fr: 'un visage qui rit' },
  colours: { en: 'a rainbow', fr: 'un arc-en-ciel' },
  song: { en: 'a music note', fr: 'une note de musique' },
  roar: { en: 'a loud sound', fr: 'un grand bruit' },
};

/** The hero speaks: “…,” {name} said, {name} whispered, « … », dit {name}. */
const SPEAKS =
  /\{name\} (?:said|whispered|asked|called|shouted|told|sang)|(?:said|whispered|asked|called) \{name\}|(?:dit|demanda|murmura|chuchota|cria|s’écria|chanta|raconta) \{name\}|\{name\} (?:dit|demanda|murmura|chuchota|raconta|chanta)/;

/** « sa voix », « son courage », « son écharpe », « ses couleurs ». */
const frPoss = (fr: string, f: boolean, plural: boolean, who: 'sa' | 'ma') =>
  plural
    ? `${who === 'sa' ? 'ses' : 'mes'} ${fr}`
    : `${f && !/^[aeiouéèh]/i.test(fr) ? who : who === 'sa' ? 'son' : 'mon'} ${fr}`;

/**
 * Getting back a lost part of oneself (idea/read-goal-recover.ts): missed on the problem page, tried
 * for and sensed on the way (the voice's echo in a shell), back at the turn in its own way, drawn there.
 */
export function recoverArc(goal: RecoverGoal, places: Place[]): GoalArc {
  const { thing, poss } = goal;
  const plural = Boolean(thing.plural);
  const back = RECOVER_BACK[thing.id];
  // The thing's own return, said on the turning page before "was back at last".
  const turns: PlacedL[] = RECOVER_TURNS.map((t) => ({
    ...t,
    en: t.en.replace('{back}', back.en),
    fr: t.fr.replace('{back}', back.fr),
  }));
  const icon = ICONS[thing.id];
  // A hero who lost a voice says nothing aloud on the way: no “We can do this,” {name} said.
  const mute = thing.id === 'voice';
  const silent = (pool: PlacedL[]) => pool.filter((t) => !SPEAKS.test(t.en) && !SPEAKS.test(t.fr));
  return {
    problems: RECOVER_PROBLEMS,
    turns,
    episodes: {
      search: RECOVER_TRIES,
      clue: [...RECOVER_SIGNS, ...(RECOVER_SIGNS_OF[thing.id] ?? [])],
      ...(mute
        ? { obstacle: silent(EPISODES.obstacle), pause: silent(EPISODES.pause), meet: silent(EPISODES.meet) }
        : {}),
    },
    places,
    slots: (lang: Language): Record<string, string> =>
      lang === 'en'
        ? {
            thing: `${poss} ${thing.en}`,
            Thing: capitalise(`${poss} ${thing.en}`),
            myThing: `my ${thing.en}`,
            poss,
            was: plural ? 'were' : 'was',
            it: plural ? 'them' : 'it',
          }
        : {
            thing: frPoss(thing.fr, thing.f, plural, 'sa'),
            Thing: capitalise(frPoss(thing.fr, thing.f, plural, 'sa')),
            myThing: frPoss(thing.fr, thing.f, plural, 'ma'),
            etait: plural ? 'étaient' : 'était',
            avait: plural ? 'avaient' : 'avait',
            faillit: plural ? 'faillirent' : 'faillit',
            sembla: plural ? 'semblèrent' : 'sembla',
            elle: plural ? (thing.f ? 'elles' : 'eux') : thing.f ? 'elle' : 'lui',
            revenu: `revenu${thing.f ? 'e' : ''}${plural ? 's' : ''}`,
          },
    turnAction: `gets ${poss} ${thing.en} back and beams with joy`,
    drawn: (beat, lang) =>
      icon && (beat === 'turn' || beat === 'ending')
        ? { subjects: [icon], said: [SAID[thing.id][lang]], found: true }
        : undefined,
  };
}
