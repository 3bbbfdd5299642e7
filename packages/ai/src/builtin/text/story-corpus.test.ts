import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { SETTINGS } from '../idea/settings';
import { planBuiltinStory } from './plan-builtin-story';
import { splitSentences } from './sentences';

/** [type, language, pages, title, description, hero name, kind word printed, object word printed] */
type Case = [BookType, Language, number, string, string, string, string | null, string | null];
const CASES: Case[] = [
  [
    'story-book',
    'en',
    12,
    'The Lost Shell',
    'Zoé and her cat look for a shell at the beach.',
    'Zoé',
    null,
    'shell',
  ],
  [
    'story-book',
    'fr',
    12,
    'Le coquillage',
    'Zoé et son chat cherchent un coquillage sur la plage le soir.',
    'Zoé',
    null,
    'coquillage',
  ],
  [
    'story-book',
    'en',
    24,
    'Max and the Drum',
    'Max the brave tiger cub searches the jungle for his lost red drum and learns to be patient.',
    'Max',
    'tiger',
    'red drum',
  ],
  [
    'story-book',
    'fr',
    24,
    'Le tambour',
    'Max le petit tigre a perdu son tambour rouge dans la jungle.',
    'Max',
    'tigre',
    'tambour rouge',
  ],
  [
    'bedtime-books',
    'en',
    16,
    'Luna Sleeps',
    'A little owl named Luna looks for a fallen star in the forest at night.',
    'Luna',
    'owl',
    'star',
  ],
  [
    'bedtime-books',
    'fr',
    16,
    'Bonne nuit Pablo',
    'Un hibou nommé Pablo cherche une étoile dans la forêt la nuit.',
    'Pablo',
    'hibou',
    'étoile',
  ],
  [
    'dinosaurs',
    'en',
    12,
    'Rex',
    'A dinosaur named Rex loses his egg near the volcano.',
    'Rex',
    'dinosaur',
    'egg',
  ],
  [
    'dinosaurs',
    'fr',
    12,
    'Dino',
    'Un dinosaure nommé Dino cherche son œuf près du volcan.',
    'Dino',
    'dinosaure',
    'œuf',
  ],
  [
    'space',
    'en',
    12,
    'Nova',
    'A robot named Nova looks for a golden key in space.',
    'Nova',
    'robot',
    'golden key',
  ],
  [
    'space',
    'fr',
    12,
    'Nova',
    'Un robot nommé Nova cherche une clé dorée dans l’espace.',
    'Nova',
    'robot',
    'clé dorée',
  ],
  [
    'vehicles',
    'en',
    8,
    'Beep',
    'A boy named Sam and his dog look for a lost key in the city.',
    'Sam',
    'boy',
    'key',
  ],
  [
    'vehicles',
    'fr',
    8,
    'Tut',
    'Un garçon nommé Hugo et son chien cherchent un ballon en ville.',
    'Hugo',
    'garçon',
    'ballon',
  ],
  [
    'ocean-animals',
    'en',
    12,
    'Coral',
    'A seahorse named Coral lost her pearl under the sea.',
    'Coral',
    'seahorse',
    'pearl',
  ],
  [
    'ocean-animals',
    'fr',
    12,
    'Coralie',
    'Un petit hippocampe nommé Coralie a perdu sa perle dorée sous la mer.',
    'Coralie',
    'hippocampe',
    'perle dorée',
  ],
  [
    'farm-animals',
    'en',
    12,
    'Daisy',
    'A cow named Daisy looks for her bell on the farm.',
    'Daisy',
    'cow',
    'bell',
  ],
  [
    'farm-animals',
    'fr',
    12,
    'Marguerite',
    'Une vache nommée Marguerite cherche sa cloche à la ferme.',
    'Marguerite',
    'vache',
    'cloche',
  ],
  [
    'zoo-animals',
    'en',
    12,
    'Ella',
    'An elephant named Ella and her friend the monkey look for a ball at the zoo.',
    'Ella',
    'elephant',
    'ball',
  ],
  [
    'zoo-animals',
    'fr',
    12,
    'Gigi',
    'Une girafe nommée Gigi cherche un cadeau au zoo avec son ami le singe.',
    'Gigi',
    'girafe',
    'cadeau',
  ],
  [
    'mermaids',
    'en',
    12,
    'Marina',
    'A mermaid named Marina searches the reef for a lost crown.',
    'Marina',
    'mermaid',
    'crown',
  ],
  [
    'mermaids',
    'fr',
    12,
    'Marina',
    'Une sirène nommée Marina cherche une couronne perdue sous la mer.',
    'Marina',
    'sirène',
    'couronne',
  ],
  [
    'jobs',
    'en',
    12,
    'Dr Ada',
    'A doctor named Ada looks for her lost book at school.',
    'Ada',
    'doctor',
    'book',
  ],
  [
    'jobs',
    'fr',
    12,
    'Docteur Léa',
    'Une docteur nommée Léa cherche son livre à l’école.',
    'Léa',
    'docteur',
    'livre',
  ],
  ['sports', 'en', 12, 'Tom', 'A boy named Tom wants to win a trophy in the park.', 'Tom', 'boy', 'trophy'],
  [
    'sports',
    'fr',
    12,
    'Inès',
    'Une petite fille nommée Inès veut gagner une médaille au parc.',
    'Inès',
    'fille',
    'médaille',
  ],
  [
    'holiday',
    'en',
    12,
    'Noel',
    'A penguin named Pip looks for a present in the snow.',
    'Pip',
    'penguin',
    'present',
  ],
  [
    'holiday',
    'fr',
    12,
    'Noël',
    'Un manchot nommé Pip cherche un cadeau dans la neige.',
    'Pip',
    'manchot',
    'cadeau',
  ],
  [
    'fantasy',
    'en',
    16,
    'Ember',
    'A dragon named Ember looks for a magic wand at the castle and learns to share.',
    'Ember',
    'dragon',
    'magic wand',
  ],
  [
    'fantasy',
    'fr',
    16,
    'Flamme',
    'Un dragon nommé Flamme cherche une baguette magique au château.',
    'Flamme',
    'dragon',
    'baguette magique',
  ],
  [
    'anime',
    'en',
    12,
    'Kiko',
    'A fox named Kiko and his friend the owl look for a lantern in the forest in the evening.',
    'Kiko',
    'fox',
    'lantern',
  ],
  [
    'anime',
    'fr',
    12,
    'Kiko',
    'Un renard nommé Kiko et son ami le hibou cherchent une lanterne dans la forêt le soir.',
    'Kiko',
    'renard',
    'lanterne',
  ],
  [
    'hyper-realistic',
    'en',
    12,
    'Raja',
    'Raja, a tiger, searches the jungle for a lost feather.',
    'Raja',
    'tiger',
    'feather',
  ],
  [
    'hyper-realistic',
    'fr',
    12,
    'Raja',
    'Raja, un tigre, cherche une plume perdue dans la jungle.',
    'Raja',
    'tigre',
    'plume',
  ],
  [
    'story-book',
    'en',
    50,
    'Leo',
    'A boy named Leo, his dog Biscuit and the dinosaurs look for a treasure map in the forest.',
    'Leo',
    'boy',
    'map',
  ],
  [
    'story-book',
    'fr',
    50,
    'Léon',
    'Léon le renard et son ami le hibou cherchent l’œuf perdu dans la forêt.',
    'Léon',
    'renard',
    'œuf',
  ],
  [
    'bedtime-books',
    'en',
    50,
    'Bun',
    'A bunny named Bun looks for her teddy bear in the park.',
    'Bun',
    'rabbit',
    'teddy bear',
  ],
  // A home setting has four places: the clue pages once always fell on the same one and repeated.
  [
    'bedtime-books',
    'en',
    50,
    'Goodnight Little Bear',
    'A little bear named Teddy is afraid of the dark and learns to love the stars.',
    'Teddy',
    'bear',
    'star',
  ],
  [
    'bedtime-books',
    'fr',
    50,
    'Bonne nuit petit ours',
    'Un petit ours nommé Teddy a peur du noir et apprend à aimer les étoiles.',
    'Teddy',
    'ours',
    'étoile',
  ],
  ['story-book', 'en', 4, 'Kit', 'A kitten named Kit finds a kite on the farm.', 'Kit', 'cat', 'kite'],
  [
    'story-book',
    'fr',
    4,
    'Mimi',
    'Une souris nommée Mimi trouve une pomme à la ferme.',
    'Mimi',
    'souris',
    'pomme',
  ],
  [
    'story-book',
    'en',
    8,
    'Pan',
    'A panda named Bao looks for a bicycle in the mountains.',
    'Bao',
    'panda',
    'bicycle',
  ],
  [
    'story-book',
    'fr',
    8,
    'Koa',
    'Un koala nommé Koa cherche un parapluie à la montagne.',
    'Koa',
    'koala',
    'parapluie',
  ],
  [
    'story-book',
    'en',
    8,
    'Hop',
    'A frog named Hop looks for a golden crown in the jungle.',
    'Hop',
    'frog',
    'golden crown',
  ],
];

const plain = (s: string) => s.toLowerCase();
const sentences = splitSentences;

describe('story corpus (issue 14): the story follows the idea', () => {
  it.each(CASES)(
    '%s %s %i pages: %s',
    async (type, language, pages, title, description, name, kind, object) => {
      const plan = await planBuiltinStory({
        title,
        author: 'Ann',
        type,
        description,
        pages,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
      });
      const text = plan.pages.map((p) => p.text).join(' ');
      expect(plan.pages).toHaveLength(pages);
      expect(plan.character.name).toBe(name);
      expect(text).toContain(name);
      if (kind) expect(plain(text)).toContain(kind);
      if (object) expect(plain(text)).toContain(object);
      // Never pasted: no sentence of the description is printed.
      expect(text).not.toContain(description.replace(/\.$/, ''));
      // No sentence twice.
      const all = plan.pages.flatMap((p) => sentences(p.text));
      expect(new Set(all).size).toBe(all.length);
      // French contractions and agreement the templates once got wrong.
      if (language === 'fr') expect(text).not.toMatch(/(^|\s)[àÀ] les |\bAu haut de\b|\bce fut les\b/);
      // Every sentence starts with a capital (or an opening quote).
      for (const x of all) expect(x).toMatch(/^[\p{Lu}“«]/u);
      // The picture plan: the key object is drawn on the pages that name it, the setting is the place.
      const facts = readIdea(title, description, language);
      // The lesson the idea names is printed.
      if (facts.lessonNamed) expect(text).toContain(facts.lesson[language]);
      const icon = facts.object?.word.icon;
      if (icon)
        expect(
          plan.pages.some((p) => ((p.hints?.subjects as string[] | undefined) ?? []).includes(icon)),
        ).toBe(true);
      const setting = facts.setting && SETTINGS.find((s) => s.id === facts.setting?.id);
      if (setting) for (const p of plan.pages) expect(String(p.hints?.place)).not.toBe('');
      // Alt text: in the book's language, naming the hero.
      for (const p of plan.pages) {
        expect(p.alt).toContain(name);
        if (language === 'fr') expect(p.alt).not.toMatch(/\b(with|at the|in the)\b/);
        else expect(p.alt).not.toMatch(/\b(avec|dans la|à la)\b/);
      }
      // Compositions vary: at least 4 in any 12 pages.
      const comps = plan.pages.map((p) => p.hints?.composition);
      for (let i = 0; i + 12 <= comps.length; i++)
        expect(new Set(comps.slice(i, i + 12)).size).toBeGreaterThanOrEqual(4);
      if (pages >= 50) {
        // Distinct sentence patterns: sentences with the names, places and objects taken out.
        const slotWords = [
          name,
          ...(setting?.places.flatMap((x) => [x.en, x.fr]) ?? []),
          object ?? '',
        ].filter(Boolean);
        const pattern = (s: string) => slotWords.reduce((acc, w) => acc.split(w).join('_'), s);
        expect(new Set(all.map(pattern)).size).toBeGreaterThanOrEqual(40);
      }
    },
  );
});

const OTHER_TYPES: BookType[] = [
  'alphabet',
  'numbers',
  'coloring',
  'journal',
  'poetry-rhymes',
  'comic-books',
  'shapes',
  'learning-books',
  'educational-workbooks',
  'activity-books',
];

describe('story corpus: the other ten types never paste the idea', () => {
  it.each(OTHER_TYPES.flatMap((t) => (['en', 'fr'] as const).map((l) => [t, l] as const)))(
    '%s %s',
    async (type, language) => {
      const description =
        language === 'en'
          ? 'A fox named Kiko looks for a red kite at the beach.'
          : 'Un renard nommé Kiko cherche un cerf-volant rouge à la plage.';
      const plan = await planBuiltinStory({
        title: 'Kiko',
        author: 'Ann',
        type,
        description,
        pages: 12,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
      });
      expect(plan.pages.map((p) => p.text).join(' ')).not.toContain(description.replace(/\.$/, ''));
      // Every page has an alt text in the book's language.
      for (const p of plan.pages)
        expect(p.alt).toMatch(
          language === 'fr'
            ? /^(Illustration :|Dessin à colorier :|Kiko|Les réponses)/
            : /^(Picture:|Line art to color:|Kiko|The answers)/,
        );
    },
  );
});

describe('coloring and poetry keep their promise', () => {
  it('coloring: no caption twice in 50 pages, and the key object is drawn exactly where a caption names it', async () => {
    for (const language of ['en', 'fr'] as const) {
      const description =
        language === 'en'
          ? 'A fox named Kiko looks for a red kite at the beach.'
          : 'Un renard nommé Kiko cherche un cerf-volant rouge à la plage.';
      const plan = await planBuiltinStory({
        title: 'Kiko',
        author: 'A',
        type: 'coloring',
        description,
        pages: 50,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
      });
      const texts = plan.pages.map((p) => p.text);
      expect(new Set(texts).size).toBe(50);
      for (const p of plan.pages) {
        const drawn = ((p.hints?.subjects as string[] | undefined) ?? []).includes('kite');
        expect(/kite|cerf-volant/.test(p.text)).toBe(drawn);
      }
    }
  });

  it('poetry: no couplet twice in a 50-page book', async () => {
    const plan = await planBuiltinStory({
      title: 'Rimes',
      author: 'A',
      type: 'poetry-rhymes',
      description: 'Une souris nommée Mimi à la ferme.',
      pages: 50,
      language: 'fr',
      trim: '8x8',
      bleed: false,
      quality: 'standard',
    });
    const couplets = plan.pages.flatMap((p) => p.text.split('\n\n'));
    expect(new Set(couplets).size).toBe(couplets.length);
  });
});

describe('no sentence twice in 50 pages', () => {
  const types: BookType[] = ['coloring', 'journal', 'numbers', 'poetry-rhymes', 'comic-books'];
  it.each(types.flatMap((t) => (['en', 'fr'] as const).map((l) => [t, l] as const)))(
    '%s %s',
    async (type, language) => {
      const description =
        language === 'en'
          ? 'A fox named Kiko looks for a red kite at the beach.'
          : 'Un renard nommé Kiko cherche un cerf-volant rouge à la plage.';
      const plan = await planBuiltinStory({
        title: 'Kiko',
        author: 'A',
        type,
        description,
        pages: 50,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
      });
      const all = plan.pages.flatMap((p) => splitSentences(p.text));
      expect(all.length - new Set(all).size).toBe(0);
    },
  );
});
