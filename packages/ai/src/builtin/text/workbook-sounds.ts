import type { Language } from '@bookloom/core';
import { frenchContractions } from './story-context';
import type { Made } from './workbook-exercises';
import { OTHER_WORDS, SOUND_WORDS, type SoundWord } from './workbook-sounds-words';

/**
 * The sounds a reading workbook names (« les sons ou et on », 'the sh and ch sounds'), in order, or
 * none: the title must speak of sounds (« son », "phonics"), so « on » and « ou » elsewhere are words.
 */
export function soundsOf(idea: string, lang: Language): string[] {
  if (!/\b(sons?|sounds?|phonics?|phonique|digraphs?|graph[eè]mes?)\b/i.test(idea)) return [];
  const table = SOUND_WORDS[lang];
  const tokens = idea.toLowerCase().split(/[^\p{L}]+/u);
  return [...new Set(tokens.filter((t) => t in table))];
}

const quote = (lang: Language, s: string) => (lang === 'en' ? `“${s}”` : `« ${s} »`);
const at = <T>(list: T[], k: number) => list[k % list.length];
const said = (lang: Language, sounds: string[]) =>
  sounds.map((s) => quote(lang, s)).join(lang === 'en' ? ' or ' : ' ou ');

/** One exercise about the sounds: circle the picture, fill in the word, sort into columns. */
export function soundExercise(n: number, sounds: string[], lang: Language): Made {
  const table = SOUND_WORDS[lang];
  const sound = at(sounds, n - 1);
  const words = table[sound];
  const kind = (n - 1) % 3;
  const ex = lang === 'en' ? `Exercise ${n}:` : `Exercice ${n} :`;
  const round = Math.floor((n - 1) / 3);
  if (kind === 0 || (kind === 2 && sounds.length < 2)) {
    // Circle the picture whose word has the sound: one among two that have none.
    const hit = at(words, round);
    const others = [at(OTHER_WORDS[lang], n), at(OTHER_WORDS[lang], n + 2)];
    const row: SoundWord[] = [others[0], hit, others[1]];
    if (round % 2) row.reverse();
    const names = row.map((w) => w.word).join(', ');
    return {
      answer: hit.word,
      page: {
        heading: lang === 'en' ? `Hear the ${quote(lang, sound)}` : `J’entends ${quote(lang, sound)}`,
        text:
          lang === 'en'
            ? `${ex} say the name of each picture (${names}) and circle the one with ${quote(lang, sound)}.`
            : frenchContractions(
                `${ex} dis le nom de chaque image (${names}) et entoure celle où tu entends ${quote(lang, sound)}.`,
              ),
        scene: `three pictures in a row: ${row.map((w) => w.word).join(', ')}`,
        alt: lang === 'en' ? `Pictures: ${names}.` : `Images : ${names}.`,
        layout: 'image-top',
        hints: { kind: 'story', subjects: row.map((w) => w.icon) },
      },
    };
  }
  if (kind === 1) {
    // Fill in the missing sound: « l__p » → « ou ».
    const w = at(words, round + 1);
    const gapped = w.word.replace(sound, '__');
    return {
      answer: `${w.word} (${sound})`,
      page: {
        heading: lang === 'en' ? 'The missing sound' : 'Le son qui manque',
        text:
          lang === 'en'
            ? `${ex} look at the picture and write ${said(lang, sounds)} to finish the word: ${gapped}`
            : `${ex} regarde l’image et écris ${said(lang, sounds)} pour compléter le mot : ${gapped}`,
        scene: `one ${w.word}, to name`,
        alt: lang === 'en' ? `Picture: ${w.word}.` : `Image : ${w.word}.`,
        layout: 'image-top',
        hints: { kind: 'numbers', count: 1, hideCount: true, object: w.icon, subjects: [w.icon] },
      },
    };
  }
  // Sort the words into one column a sound.
  const columns = sounds.map((s) => [at(table[s], round), at(table[s], round + 2)]);
  const mixed = columns[0].flatMap((w, i) => [w, ...columns.slice(1).map((c) => c[i])]);
  const list = mixed.map((w) => w.word).join(', ');
  const answer = sounds
    .map((s, i) => `${quote(lang, s)} : ${columns[i].map((w) => w.word).join(', ')}`)
    .join(' ; ');
  return {
    answer: lang === 'en' ? answer.replace(/ : /g, ': ').replace(/ ; /g, '; ') : answer,
    page: {
      heading: lang === 'en' ? 'Sort the words' : 'Range les mots',
      text:
        lang === 'en'
          ? `${ex} read the words and write each one in its column, ${sounds.map((s) => quote(lang, s)).join(' or ')}: ${list}.`
          : `${ex} lis les mots et range chacun dans sa colonne, ${said(lang, sounds)} : ${list}.`,
      scene: `pictures of ${list}`,
      alt: lang === 'en' ? `Pictures: ${list}.` : `Images : ${list}.`,
      layout: 'image-top',
      hints: { kind: 'story', subjects: mixed.slice(0, 4).map((w) => w.icon) },
    },
  };
}
