import { categoryById } from '@bookloom/core';
import { parseBookRequest } from '../../book-request';
import { AiError, type BookRequest, type PagePlan, type StoryPlan } from '../../types';
import { isVehicle } from '../idea/kind-variants';
import { loadPictures } from '../pictures-contract';
import { writeAlphabetPages } from './alphabet-pages';
import { makeCharacter } from './character';
import { arcColoringScenes } from './coloring-arc';
import { writeColoringPages } from './coloring-pages';
import { writeComicPages } from './comic-pages';
import { ownWorld } from './comic-world';
import { companionPhrase, NIGHT_WORDS } from './companion';
import { writeConceptPages } from './concept-pages';
import { ideaSentence } from './idea-sentence';
import { writeJournalPages } from './journal-pages';
import { writeNumberPages } from './numbers-pages';
import { writePoetryPages } from './poetry-pages';
import { hashText, seededRandom } from './seeded-random';
import { splitSentences } from './sentences';
import type { StoryContext } from './story-context';
import { readStoryFacts } from './story-facts';
import { writeStoryPages } from './story-pages';
import { themeFor } from './themes';
import { ocean } from './themes-animals';
import { vehiclePhrases } from './vehicle-phrases';
import { writeWorkbookPages } from './workbook-pages';

/** Seed from the request itself, so different requests give different books and the same one repeats. */
export const requestSeed = (req: BookRequest) =>
  req.seed ??
  hashText(
    [req.type, req.language, req.title, req.description, req.pages, req.character?.name ?? ''].join('\u0001'),
  );

/** The offline story planner: every one of the 25 book types, in English and French. */
export async function planBuiltinStory(input: BookRequest): Promise<StoryPlan> {
  const req = parseBookRequest(input);
  const seed = requestSeed(req);
  const rng = seededRandom(seed);
  const pictures = await loadPictures();
  const { read, facts } = readStoryFacts(req);
  // A day out (the aquarium, the museum, the fair, the zoo) starts from an everyday home: "sees a sea
  // turtle" makes no ocean book where Mia lives under the sea, nor "the dinosaurs" a fern valley.
  // A party at home is no holiday: « prépare la fête de son amie » makes no snowy village.
  // A story arc's coloring book ('The new baby sister') is set where its story book is, not in the
  // coloring books' fairyland: no fairy with a wand and a crown by the baby's cot (coloring-arc.ts).
  const arcColoring = req.type === 'coloring' && Boolean(arcColoringScenes(facts));
  const described = themeFor(
    arcColoring ? 'story-book' : req.type,
    facts.goal?.kind === 'visit'
      ? ''
      : facts.goal?.kind === 'party'
        ? req.description.replace(/fête/gi, '')
        : req.description,
    ownWorld(facts),
  );
  // A sea creature placed under the sea (sea-home.ts) meets the ocean's own helpers, not a grandmother.
  const theme =
    facts.setting?.id === 'sea' && !read.setting && described.id === 'everyday' ? ocean : described;
  const hero = makeCharacter(req, seed, theme, rng, pictures, facts, arcColoring);
  const ctx: StoryContext = {
    req,
    lang: req.language,
    name: hero.name,
    hero,
    theme,
    idea: ideaSentence(req.description, req.language),
    trouble: theme.trouble[req.language],
    facts,
    rng,
  };
  const written = writePages(ctx, pictures?.planPuzzlePages);
  // A fire truck hero rolls and honks where the templates breathe and tiptoe (vehicle-phrases.ts).
  const vehicle = isVehicle(facts.heroKind) ? facts.heroKind?.id : undefined;
  // 'High' quality: the picture engine draws every page with more scene detail and props.
  const pages: PagePlan[] = written.map((p) => ({
    ...p,
    ...(vehicle && p.text ? { text: vehiclePhrases(p.text, hero.name, req.language, vehicle) } : {}),
    // Alt text in the book's language for every page (story pages describe their picture themselves).
    alt: p.alt ?? fallbackAlt(p, req.language),
    ...(req.quality === 'high' ? { hints: { ...p.hints, detail: 'high' } } : {}),
  }));
  // A bedtime book, or one set at night, has a night cover too (space covers are dark already).
  // The story's companion (a boy and his cat) is on the cover too.
  const companion = pages.find((p) => typeof p.hints?.companion === 'string')?.hints?.companion;
  const friend = companionPhrase(typeof companion === 'string' ? companion : undefined);
  const night =
    req.type === 'bedtime-books' || (theme.id !== 'space' && NIGHT_WORDS.test(req.description))
      ? ', at night under the moon and stars'
      : '';
  const category = categoryById(req.type)?.name[req.language] ?? req.type;
  const by =
    req.language === 'en'
      ? `${category}, a book by ${req.author}.`
      : `${category}, un livre ${/^[aeiouyàâéèêîôû]/i.test(req.author) ? 'd’' : 'de '}${req.author}.`;
  return {
    title: req.title,
    subtitle: req.subtitle,
    character: hero,
    pages,
    coverScene: `${hero.name}, ${hero.look}, smiling ${facts.setting ? facts.setting.at : `in ${theme.setting.en}`}${friend}${night}, a cover illustration with calm open space at the top for the title`,
    backText: [ctx.idea, by].filter(Boolean).join(' '),
  };
}

/** A page's alt text from what it prints: counting, letters and puzzle pages draw what their text says. */
function fallbackAlt(p: PagePlan, lang: BookRequest['language']): string {
  let first = '';
  for (const x of splitSentences(p.text.replace(/\n+/g, ' ')))
    if (!first || first.length + x.length < 280) first = first ? `${first} ${x}` : x;
  const what = [p.heading, first].filter(Boolean).join(' — ').replace(/_+/g, '…').slice(0, 300);
  return `${lang === 'fr' ? 'Illustration' : 'Picture'}: ${what || (lang === 'fr' ? 'une page à dessiner' : 'a page to draw on')}`.replace(
    /^Illustration:/,
    'Illustration :',
  );
}

function writePages(
  ctx: StoryContext,
  planPuzzles?: (req: BookRequest, seed: number) => PagePlan[],
): PagePlan[] {
  switch (ctx.req.type) {
    case 'alphabet':
      return writeAlphabetPages(ctx);
    case 'numbers':
      return writeNumberPages(ctx);
    case 'coloring':
      return writeColoringPages(ctx);
    case 'journal':
      return writeJournalPages(ctx);
    case 'poetry-rhymes':
      return writePoetryPages(ctx);
    case 'comic-books':
      return writeComicPages(ctx);
    case 'shapes':
      return writeConceptPages(ctx, 'shapes');
    case 'learning-books':
      return writeConceptPages(ctx, 'learning');
    case 'educational-workbooks':
      return writeWorkbookPages(ctx);
    case 'activity-books':
      if (!planPuzzles)
        throw new AiError(
          'provider_unavailable',
          'activity-books need the builtin picture engine (planPuzzlePages), which is not installed',
          false,
        );
      // The puzzles star the hero the idea names ("Help Kiko…"), not a theme's stock hero.
      return planPuzzles(
        { ...ctx.req, character: { ...ctx.req.character, name: ctx.name } },
        requestSeed(ctx.req),
      );
    default:
      return writeStoryPages(ctx);
  }
}
