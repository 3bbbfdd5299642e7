import type { Language } from '@bookloom/core';
import type { GoalArc } from './goal-arc';

type Said = { en: string; fr: string };
/** What a lesson's pages draw: the sport's own thing, the teacher and the medal (goal-task-ski.ts, goal-task-gym.ts). */
export type LessonDrawn = {
  /** Drawn beside the hero from the problem on (the skis), when the sport has one. */
  thing?: { icon: string } & Said;
  teacher: { re: RegExp; icon: string } & Said;
};

const MEDAL = /\bmedal|médaille/i;

/**
 * The hero's lesson as each page draws it: the thing at the hero's side, the teacher where the page names
 * them, the medal where it is given; the alt says each (a page of "the instructor showed the snowplough"
 * drew the hero alone before).
 */
export function lessonDrawn(d: LessonDrawn): NonNullable<GoalArc['drawn']> {
  return (beat, lang: Language, _kind, text = '') => {
    if (beat === 'opening') return undefined;
    const subjects: string[] = [];
    const said: string[] = [];
    const add = (icon: string, words: Said) => {
      subjects.push(icon);
      said.push(words[lang]);
    };
    if (d.thing) add(d.thing.icon, d.thing);
    if (d.teacher.re.test(text)) add(d.teacher.icon, d.teacher);
    if (MEDAL.test(text) && beat !== 'problem') add('sports-medal', { en: 'a medal', fr: 'une médaille' });
    return { subjects, said, found: true };
  };
}
