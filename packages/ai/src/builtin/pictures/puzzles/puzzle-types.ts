/** Puzzle specs carried in `PagePlan.hints` (plain JSON: stored with the plan, redrawn on resume). */
export type MazeSpec = {
  cols: number;
  rows: number;
  /** Per cell (row-major): walls still standing, bit 1 = north, 2 = east, 4 = south, 8 = west. */
  walls: number[];
  /** Cells from the entrance (top-left) to the exit (bottom-right), as [col, row]. */
  solution: [number, number][];
};

export type PlacedWord = { word: string; row: number; col: number; dr: number; dc: number };
export type WordSearchSpec = { size: number; grid: string[]; words: PlacedWord[] };

export type DotSpec = { shape: string; points: [number, number][] };

export type PuzzleKind = 'maze' | 'word-search' | 'dot-to-dot';
export type AnswerKey = {
  number: number;
  kind: PuzzleKind;
  maze?: MazeSpec;
  wordSearch?: WordSearchSpec;
  dots?: DotSpec;
};

export type PuzzleHints = {
  kind?: PuzzleKind | 'answer-key' | string;
  number?: number;
  maze?: MazeSpec;
  wordSearch?: WordSearchSpec;
  dots?: DotSpec;
  goal?: string;
  keys?: AnswerKey[];
};
