import type { LocalizedText } from './i18n-text';

/** The 25 book types of the spec (document 2, §3). `icon` is a lucide icon name. */
export const BOOK_TYPES = [
  'alphabet', 'anime', 'coloring', 'dinosaurs', 'farm-animals', 'fantasy', 'holiday', 'hyper-realistic',
  'jobs', 'journal', 'mermaids', 'numbers', 'ocean-animals', 'shapes', 'space', 'sports', 'story-book',
  'vehicles', 'zoo-animals', 'educational-workbooks', 'bedtime-books', 'learning-books', 'comic-books',
  'poetry-rhymes', 'activity-books',
] as const;
export type BookType = (typeof BOOK_TYPES)[number];

export type BookCategory = {
  id: BookType;
  name: LocalizedText;
  description: LocalizedText;
  icon: string;
  /** Informational credits shown on category cards (2–6); the charge uses costs.ts. */
  credits: number;
  isPopular?: boolean;
  coverCategory: CoverCategory;
};

export const COVER_CATEGORIES = [
  'Alphabet & Numbers', 'Anime & Manga', 'Animals', 'Coloring Book', 'Dinosaurs', 'Space', 'Vehicles',
  'Fantasy & Magic', 'Seasonal & Holiday', 'Underwater & Mermaids', 'Jobs & Professions', 'Shapes & Patterns',
  'Sports', 'Story Books', 'Hyper Realistic', 'Educational', 'Comic Books', 'user-uploaded',
] as const;
export type CoverCategory = (typeof COVER_CATEGORIES)[number];

const c = (
  id: BookType, en: string, fr: string, den: string, dfr: string, icon: string, credits: number,
  coverCategory: CoverCategory, isPopular?: boolean,
): BookCategory => ({ id, name: { en, fr }, description: { en: den, fr: dfr }, icon, credits, coverCategory, ...(isPopular ? { isPopular } : {}) });

export const BOOK_CATEGORIES: readonly BookCategory[] = [
  c('story-book', 'Story Book', 'Livre d’histoires', 'A classic illustrated story with a beginning, a problem and a happy ending', 'Une histoire illustrée classique, avec un début, un problème et une fin heureuse', 'BookOpen', 5, 'Story Books', true),
  c('bedtime-books', 'Bedtime Book', 'Histoire du soir', 'Calm, cosy stories that wind down to sleep', 'Des histoires douces et apaisantes pour s’endormir', 'Moon', 4, 'Story Books', true),
  c('coloring', 'Coloring Book', 'Livre de coloriage', 'Clean line-art pages ready to colour', 'Des dessins au trait nets, prêts à colorier', 'Palette', 3, 'Coloring Book', true),
  c('activity-books', 'Activity Book', 'Cahier d’activités', 'Mazes, word searches and puzzles with an answer key', 'Labyrinthes, mots mêlés et jeux, avec les solutions', 'Puzzle', 4, 'Shapes & Patterns'),
  c('alphabet', 'Alphabet Book', 'Abécédaire', 'A to Z, a word and a picture for every letter', 'De A à Z, un mot et une image pour chaque lettre', 'ALargeSmall', 3, 'Alphabet & Numbers'),
  c('numbers', 'Numbers Book', 'Livre des nombres', 'Counting from 1 upwards with things to count', 'Compter à partir de 1 avec des objets à dénombrer', 'Hash', 3, 'Alphabet & Numbers'),
  c('learning-books', 'Learning Book', 'Livre d’apprentissage', 'First concepts explained simply', 'Les premières notions expliquées simplement', 'GraduationCap', 4, 'Alphabet & Numbers'),
  c('educational-workbooks', 'Educational Workbook', 'Cahier éducatif', 'Exercises and practice pages', 'Exercices et pages d’entraînement', 'NotebookPen', 4, 'Educational'),
  c('shapes', 'Shapes Book', 'Livre des formes', 'Circles, squares, stars and where to find them', 'Cercles, carrés, étoiles et où les trouver', 'Shapes', 2, 'Shapes & Patterns'),
  c('journal', 'Journal', 'Journal', 'Prompts and lines to write and draw', 'Des idées et des lignes pour écrire et dessiner', 'PenLine', 2, 'Shapes & Patterns'),
  c('poetry-rhymes', 'Poetry & Rhymes', 'Poèmes et comptines', 'Rhyming couplets to read aloud', 'Des vers qui riment, à lire à voix haute', 'Music', 4, 'Story Books'),
  c('comic-books', 'Comic Book', 'Bande dessinée', 'Panels and speech bubbles', 'Des cases et des bulles', 'MessageSquare', 6, 'Comic Books'),
  c('dinosaurs', 'Dinosaurs', 'Dinosaures', 'Prehistoric adventures with friendly giants', 'Aventures préhistoriques avec de gentils géants', 'Bone', 5, 'Dinosaurs', true),
  c('space', 'Space', 'Espace', 'Rockets, planets and stars', 'Fusées, planètes et étoiles', 'Rocket', 5, 'Space'),
  c('vehicles', 'Vehicles', 'Véhicules', 'Cars, trains, diggers and planes', 'Voitures, trains, pelleteuses et avions', 'Car', 4, 'Vehicles'),
  c('ocean-animals', 'Ocean Animals', 'Animaux marins', 'Life under the waves', 'La vie sous les vagues', 'Fish', 4, 'Animals'),
  c('farm-animals', 'Farm Animals', 'Animaux de la ferme', 'Cows, hens, pigs and friends', 'Vaches, poules, cochons et leurs amis', 'Tractor', 4, 'Animals'),
  c('zoo-animals', 'Zoo Animals', 'Animaux du zoo', 'Lions, elephants, giraffes and more', 'Lions, éléphants, girafes et bien d’autres', 'PawPrint', 4, 'Animals'),
  c('mermaids', 'Mermaids', 'Sirènes', 'Underwater kingdoms and mermaid friends', 'Royaumes sous-marins et amies sirènes', 'Waves', 5, 'Underwater & Mermaids'),
  c('fantasy', 'Fantasy', 'Fantastique', 'Dragons, castles and magic', 'Dragons, châteaux et magie', 'Wand', 5, 'Fantasy & Magic'),
  c('holiday', 'Holiday', 'Fêtes', 'Seasonal celebrations', 'Les fêtes de l’année', 'Gift', 4, 'Seasonal & Holiday'),
  c('jobs', 'Jobs', 'Métiers', 'What grown-ups do all day', 'Ce que font les grands toute la journée', 'Briefcase', 4, 'Jobs & Professions'),
  c('sports', 'Sports', 'Sports', 'Games, teams and trying your best', 'Jeux, équipes et faire de son mieux', 'Trophy', 4, 'Sports'),
  c('anime', 'Anime', 'Anime', 'Big-eyed heroes in manga style', 'Des héros aux grands yeux, style manga', 'Sparkles', 6, 'Anime & Manga'),
  c('hyper-realistic', 'Hyper-Realistic', 'Hyperréaliste', 'Lifelike pictures of the real world', 'Des images fidèles au monde réel', 'Camera', 6, 'Hyper Realistic'),
];

export const categoryById = (id: string): BookCategory | undefined => BOOK_CATEGORIES.find((x) => x.id === id);

/** Spec: an unknown type falls back to Alphabet & Numbers. */
export const coverCategoryFor = (type: string): CoverCategory => categoryById(type)?.coverCategory ?? 'Alphabet & Numbers';
