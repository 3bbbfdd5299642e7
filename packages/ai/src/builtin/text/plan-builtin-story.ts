import { categoryById } from '@bookloom/core';
import { parseBookRequest } from '../../book-request';
import { AiError, type BookRequest, type PagePlan, type StoryPlan } from '../../types';
import { friendAsNamed } from '../idea/friend-named';
import { knightAsNamed } from '../idea/girl-knight';
import { kindHome } from '../idea/kind-home';
import { isVehicle } from '../idea/kind-variants';
import { KINDS } from '../idea/kinds';
import { readMetamorphosis } from '../idea/read-goal-caterpillar';
import { readChores } from '../idea/read-goal-chores';
import { christmasCast, readChristmas } from '../idea/read-goal-christmas';
import { readClinic } from '../idea/read-goal-clinic';
import { readCold } from '../idea/read-goal-cold';
import { readEggHunt, readTrickOrTreat } from '../idea/read-goal-holiday';
import { readParty } from '../idea/read-goal-party';
import { hostOfFriendParty, readFriendParty } from '../idea/read-goal-party-friend';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readStray } from '../idea/read-goal-stray';
import { readSuperhero } from '../idea/read-goal-superhero';
import { readTale } from '../idea/read-goal-tale';
import { readWait } from '../idea/read-goal-wait';
import { readWonder } from '../idea/read-goal-wonder';
import { readIdea } from '../idea/read-idea';
import { seaHome } from '../idea/sea-home';
import { SETTINGS } from '../idea/settings';
import { siblingsOfHeroKind } from '../idea/sibling-kind';
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
import { writeStoryPages } from './story-pages';
import { themeFor } from './themes';
import { ocean } from './themes-animals';
import { vehiclePhrases } from './vehicle-phrases';
import { writeWorkbookPages } from './workbook-pages';

const SNOW = SETTINGS.find((s) => s.id === 'snow');
const everydayType = (type: BookRequest['type']) => themeFor(type, '').id === 'everyday';

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
  const read = friendAsNamed(
    hostOfFriendParty(
      knightAsNamed(siblingsOfHeroKind(readIdea(req.title, req.description, req.language))),
      req.description,
    ),
    req.description,
    req.language,
  );
  // "wait for Santa": the wait is the story, not a search for a stock present (read-goal-wait.ts).
  // A goal the idea names besides ("… and help a lost reindeer") keeps its own arc.
  // (Here rather than in read-idea.ts, which is past its size.)
  // Santa's sick reindeer, the elf in Santa's workshop, Christmas at grandma's (read-goal-christmas.ts):
  // read before the wait, which would take "Christmas Eve" for waiting for Santa. No rng is drawn.
  const xmasRead = !read.goal || read.goal.kind === 'task' ? readChristmas(req.description) : undefined;
  // Santa's sick reindeer is Santa's story: told so when the idea heads with Santa, the reindeer or nobody.
  const xmas =
    (xmasRead?.story === 'reindeer' && read.heroKind && !['santa', 'deer'].includes(read.heroKind.id)) ||
    // "waits for Santa at Grandma's" keeps the wait's own arc (goal-wait.ts).
    // "Grandma and Lily bake cookies for Christmas" keeps its deed (goal-task.ts).
    (xmasRead?.story === 'grandma' && (read.goal || readWait(req.description)))
      ? undefined
      : xmasRead;
  const wait = read.goal || xmas ? undefined : readWait(req.description);
  // A birthday is the story, not a deed the idea names around it ("gets ready for her party").
  const party =
    wait || xmas || (read.goal && read.goal.kind !== 'task')
      ? undefined
      : // ("a surprise birthday party for his friend Max" is Max's, not the hero's own.)
        (readFriendParty(req.description) ?? readParty(req.description, read.heroName));
  // "The day it rained candy" is a wonder that happens, not a task "to rain candy" (read-goal-wonder.ts);
  // "a little penguin who is always cold" gets warm, at the snowy place (read-goal-cold.ts).
  const free = !wait && !xmas && (!read.goal || read.goal.kind === 'task');
  const wonder = free ? readWonder(req.description) : undefined;
  const cold = free ? readCold(req.description) : undefined;
  // "A bear wanders into the village": feared, fed and walked home (read-goal-stray.ts).
  const stray = free ? readStray(req.description, read.heroKind?.id) : undefined;
  // "A hungry caterpillar eats and eats and becomes a butterfly" (read-goal-caterpillar.ts).
  const change = free ? readMetamorphosis(req.description, read.heroKind?.id) : undefined;
  // "goes to the dentist", « a peur d’aller chez le médecin »: a first visit (read-goal-clinic.ts).
  const clinic = free || read.goal?.kind === 'brave' ? readClinic(req.description) : undefined;
  // "A superhero kid saves the city": small rescues, the storm, the bridge (read-goal-superhero.ts).
  const superhero = free ? readSuperhero(req.description) : undefined;
  // "A boy helps his grandpa on the farm": the farm's real chores, one a page (read-goal-chores.ts).
  const chores = free ? readChores(req.description, read.setting?.id) : undefined;
  // "Halloween night trick or treating", "The Easter bunny lost his eggs": the holiday itself, not
  // a quest for the theme's broom or one egg (read-goal-holiday.ts). A Halloween idea with a thing of
  // its own ("a witch loses her broom on Halloween night") keeps its quest.
  const holiday = free
    ? ((read.object ? undefined : readTrickOrTreat(req.description)) ??
      (!read.object || read.object.word.id === 'egg' ? readEggHunt(req.description) : undefined))
    : undefined;
  // "Little Red Riding Hood", « Les trois petits cochons »: the tale retold (read-goal-tale.ts),
  // whatever deed the idea says besides; its own cast (no grandmother at her side from page 1).
  const tale = readTale(req.description);
  const event =
    tale ??
    xmas ??
    wait ??
    holiday ??
    wonder ??
    cold ??
    stray ??
    change ??
    clinic ??
    superhero ??
    chores ??
    party;
  // A friend's surprise party: the friend comes at the turn, not beside the hero from page 1.
  const guest = party?.forFriend?.name;
  const companions = tale ? [] : guest ? read.companions.filter((c) => c.name !== guest) : read.companions;
  const heroName = tale?.heroName?.[req.language] ?? read.heroName;
  const heroKind = tale ? KINDS.find((k) => k.id === tale.heroKind) : read.heroKind;
  // A lost voice, a day with Dad at work, a pack roaming its forest (read-goal-plain.ts).
  // A sea creature lives under the sea (sea-home.ts), a fox in the forest, a knight at the castle (kind-home.ts).
  const facts = kindHome(
    seaHome(
      xmas
        ? {
            ...christmasCast(read, xmas, req.description, req.language),
            // "Rudolph gets sick": the reindeer heading the idea keeps its name in Santa's story.
            goal:
              read.heroKind?.id === 'deer' && read.heroName
                ? { ...xmas, deer: xmas.deer ?? read.heroName }
                : xmas,
            object: undefined,
          }
        : event
          ? {
              ...read,
              heroName,
              heroKind,
              companions,
              goal: event,
              object: undefined,
              setting: read.setting ?? (cold && SNOW),
            }
          : withPlainGoal(read, req.description, req.language),
    ),
    req.type === 'bedtime-books',
    // A zoo, farm or dinosaur book keeps its own world; a coloring book its own.
    everydayType(req.type),
  );
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
