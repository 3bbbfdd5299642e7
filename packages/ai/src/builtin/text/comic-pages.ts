import type { PagePlan } from '../../types';
import type { StoryContext } from './story-context';
import { writeStoryPages } from './story-pages';

type Line = { en: string; fr: string };
const LINES: Record<string, [Line, Line]> = {
  opening: [
    { en: 'Hi! I’m {name}!', fr: 'Salut ! Moi, c’est {name} !' },
    { en: 'What a great day!', fr: 'Quelle belle journée !' },
  ],
  problem: [
    { en: 'Oh no!', fr: 'Oh non !' },
    { en: 'What do we do now?', fr: 'Qu’est-ce qu’on fait ?' },
  ],
  journey: [
    { en: 'Look over there!', fr: 'Regarde là-bas !' },
    { en: 'Let’s keep going!', fr: 'Continuons !' },
  ],
  helper: [
    { en: 'Can you help me?', fr: 'Tu peux m’aider ?' },
    { en: 'Of course!', fr: 'Bien sûr !' },
  ],
  turn: [
    { en: 'I’ve got an idea!', fr: 'J’ai une idée !' },
    { en: 'We did it!', fr: 'On a réussi !' },
  ],
  ending: [
    { en: 'Hooray!', fr: 'Hourra !' },
    { en: 'Best day ever!', fr: 'Le plus beau jour !' },
  ],
};

/** The story, cut into three panels per page; speech lines go in hints.panels for bubbles we typeset. */
export function writeComicPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, theme } = ctx;
  return writeStoryPages(ctx).map((page) => {
    const beat = String(page.hints?.beat ?? 'journey');
    const [a, b] = LINES[beat] ?? LINES.journey;
    const other = beat === 'helper' || beat === 'turn' ? theme.helper.en : name;
    const panels = [
      { scene: `${page.scene}, wide shot`, speaker: name, line: a[lang].replace('{name}', name) },
      { scene: `close-up of ${other}`, speaker: other === name ? name : theme.helper[lang], line: b[lang] },
      {
        scene: `${name} reacting, ${beat === 'problem' ? 'surprised' : 'smiling'}`,
        speaker: null,
        line: null,
      },
    ];
    return {
      ...page,
      layout: 'image-full',
      hints: { ...page.hints, kind: 'comic', panels },
    } satisfies PagePlan;
  });
}
