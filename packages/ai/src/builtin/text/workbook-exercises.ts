import type { WorkbookTopic } from '@bookloom/core';
import { alt, type ExerciseInput, gapAt, LETTERS, lines, type Made, SHAPES } from './workbook-exercise-kit';
import { NUMBER_EXERCISES } from './workbook-exercises-numbers';

export type { ExerciseInput, Made } from './workbook-exercise-kit';

/** Each workbook topic's exercise page: the number ones (workbook-exercises-numbers.ts), the clock, shapes and letters. */
export const EXERCISES: Record<WorkbookTopic, (x: ExerciseInput) => Made> = {
  ...NUMBER_EXERCISES,
  time({ n, name, lang, int, level }) {
    const hour = int(1, 12);
    const half = level > 1 && n % 2 === 0;
    const next = (hour % 12) + 1;
    const en = half ? `half past ${hour}` : `${hour} o’clock`;
    const frTime = half
      ? `${hour} heure${hour > 1 ? 's' : ''} et demie`
      : `${hour} heure${hour > 1 ? 's' : ''}`;
    return {
      answer:
        lang === 'en'
          ? `${en}: short hand ${half ? `between ${hour} and ${next}` : `on ${hour}`}, long hand on ${half ? 6 : 12}`
          : `${frTime} : petite aiguille ${half ? `entre le ${hour} et le ${next}` : `sur le ${hour}`}, grande aiguille sur le ${half ? 6 : 12}`,
      page: {
        heading: lang === 'en' ? 'What time is it?' : 'Quelle heure est-il ?',
        text: lines(
          lang,
          `Exercise ${n}: draw the hands on the clock face to show ${en}.`,
          `Exercice ${n} : dessine les aiguilles sur le cadran pour montrer ${frTime}.`,
        ),
        scene: `an empty clock face with no hands, ${name} holding a pencil`,
        alt: alt(
          lang,
          `an empty clock face to draw the hands on, next to ${name}.`,
          `un cadran vide où dessiner les aiguilles, à côté de ${name}.`,
        ),
        layout: 'image-top',
        hints: { kind: 'shapes', shape: 'circle', concept: 'clock', subjects: [] },
      },
    };
  },

  shape({ n, name, lang }) {
    const s = SHAPES[(n - 1) % SHAPES.length];
    return {
      answer: lang === 'en' ? `${s.en}, ${s.sides} sides` : `${s.fr}, ${s.sides} côtés`,
      page: {
        heading: lang === 'en' ? 'Name the shape' : 'Nomme la forme',
        text: lines(
          lang,
          `Exercise ${n}: what is this shape called, and how many sides does it have? ____`,
          `Exercice ${n} : comment s’appelle cette forme, et combien a-t-elle de côtés ? ____`,
        ),
        scene: `a big ${s.en} shape next to ${name}`,
        alt: alt(
          lang,
          `a big shape to name, next to ${name}.`,
          `une grande forme à nommer, à côté de ${name}.`,
        ),
        layout: 'image-top',
        hints: { kind: 'shapes', shape: s.shape, concept: s.shape, subjects: [] },
      },
    };
  },

  spell({ n, thing, name, lang }) {
    const w = thing.one[lang];
    const k = gapAt(w);
    const gapped = `${w.slice(0, k)}_${w.slice(k + 1)}`;
    return {
      answer: w,
      page: {
        heading: lang === 'en' ? 'The missing letter' : 'La lettre qui manque',
        text: lines(
          lang,
          `Exercise ${n}: look at the picture and write the missing letter: ${gapped}`,
          `Exercice ${n} : regarde l’image et écris la lettre qui manque : ${gapped}`,
        ),
        scene: `one ${thing.one.en}, ${name} pointing at it`,
        alt: alt(lang, `a picture of the word “${w}”.`, `l’image du mot « ${w} ».`),
        layout: 'image-top',
        hints: {
          kind: 'numbers',
          count: 1,
          hideCount: true,
          object: thing.subject,
          subjects: [thing.subject],
        },
      },
    };
  },

  trace({ n, name, lang }) {
    const letter = LETTERS[((n - 1) * 7) % 26];
    return {
      page: {
        heading: lang === 'en' ? `Trace the letter ${letter}` : `Trace la lettre ${letter}`,
        text:
          lang === 'en'
            ? `Exercise ${n}: say the sound of ${letter}, then write ${letter} and ${letter.toLowerCase()} three times: ____ ____ ____`
            : `Exercice ${n} : dis le son du ${letter}, puis écris ${letter} et ${letter.toLowerCase()} trois fois : ____ ____ ____`,
        scene: `a big outlined letter ${letter} to trace, ${name} holding a pencil`,
        alt: alt(
          lang,
          `the letter ${letter} to trace, and a pencil.`,
          `la lettre ${letter} à tracer, et un crayon.`,
        ),
        layout: 'image-top',
        hints: { kind: 'alphabet', letters: [letter], subjects: ['pencil'] },
      },
    };
  },
};
