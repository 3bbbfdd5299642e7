import type { BookRequest, PagePlan } from '../../../types';
import { nameFromTitle } from '../../idea/name-from-title';
import { themeFor } from '../../text/themes';
import { designCharacter } from '../character-design';
import { createRng } from '../rng';
import { DOT_SHAPES, generateDots } from './dot-to-dot';
import { generateMaze } from './maze';
import type { AnswerKey, PuzzleHints, PuzzleKind } from './puzzle-types';
import { generateWordSearch } from './word-search';

const KINDS: PuzzleKind[] = ['maze', 'word-search', 'dot-to-dot'];
const KEYS_PER_PAGE = 4;

/** How many puzzles fit in `pages` once their answer-key pages (4 keys each) are added. */
export function puzzleCount(pages: number) {
  let n = pages;
  while (n > 1 && n + Math.ceil(n / KEYS_PER_PAGE) > pages) n--;
  return n;
}

/**
 * An activity book: mazes, word searches and dot-to-dots in rising difficulty, then the answer
 * keys. Every puzzle is generated here (so it is solvable by construction) and drawn from its spec.
 */
export function planPuzzlePages(req: BookRequest, seed: number): PagePlan[] {
  const rng = createRng((seed ^ 0x2f6b1a3) >>> 0);
  const lang = req.language;
  const theme = themeFor(req.type, req.description);
  const hero = req.character?.name?.trim() || nameFromTitle(req.title) || designCharacter(req, seed).name;
  const words = [...theme.words.map((w) => w[lang]), ...theme.things.map((t) => t.one[lang])];
  const goal = theme.things[0];
  const count = puzzleCount(req.pages);
  const pages: PagePlan[] = [];
  const keys: AnswerKey[] = [];
  // Each kind counts its own puzzles ("Maze 3"), so no two pages print the same instruction.
  const perKind: Record<PuzzleKind, number> = { maze: 0, 'word-search': 0, 'dot-to-dot': 0 };
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length];
    const level = Math.min(2, Math.floor((3 * i) / Math.max(1, count)));
    const number = i + 1;
    const hints: PuzzleHints = { kind, number };
    const nth = ++perKind[kind];
    let text: string;
    if (kind === 'maze') {
      const size = 6 + Math.round((10 * i) / Math.max(1, count - 1));
      hints.maze = generateMaze(size, size, rng);
      hints.goal = goal.subject;
      text =
        lang === 'fr'
          ? `Labyrinthe ${nth} : aide ${hero} à trouver le chemin jusqu’à l’arrivée !`
          : `Maze ${nth}: help ${hero} find the way to the ${goal.one.en}!`;
    } else if (kind === 'word-search') {
      const list = rng.shuffle(words).slice(0, 5 + level);
      hints.wordSearch = generateWordSearch(list, 8 + 2 * level, level, rng);
      const found = hints.wordSearch.words.map((w) => w.word).join(', ');
      text =
        lang === 'fr'
          ? `Trouve les ${hints.wordSearch.words.length} mots cachés : ${found}.`
          : `Find the ${hints.wordSearch.words.length} hidden words: ${found}.`;
    } else {
      hints.dots = generateDots(DOT_SHAPES[((i / 3) % DOT_SHAPES.length) | 0] ?? 'star', level, rng);
      const n = hints.dots.points.length;
      text =
        lang === 'fr'
          ? `Points à relier ${nth} : relie les points de 1 à ${n}, et dis ce que tu vois !`
          : `Dot-to-dot ${nth}: join the dots from 1 to ${n}, and say what you see!`;
    }
    keys.push({ number, kind, maze: hints.maze, wordSearch: hints.wordSearch, dots: hints.dots });
    pages.push({
      heading: lang === 'fr' ? `Jeu ${number}` : `Puzzle ${number}`,
      text,
      scene: `Activity page, clean black line art on white: ${kind.replace('-', ' ')} puzzle ${number}`,
      layout: 'activity',
      hints,
    });
  }
  for (let k = 0; k < keys.length; k += KEYS_PER_PAGE) {
    const group = keys.slice(k, k + KEYS_PER_PAGE);
    const range = `${group[0].number}${group.length > 1 ? `–${group[group.length - 1].number}` : ''}`;
    pages.push({
      heading: lang === 'fr' ? 'Solutions' : 'Answers',
      text: lang === 'fr' ? `Solutions des jeux ${range}.` : `Answers to puzzles ${range}.`,
      scene: `Answer key for puzzles ${range}, black line art on white`,
      layout: 'activity',
      hints: { kind: 'answer-key', keys: group } satisfies PuzzleHints,
    });
  }
  return pages;
}
