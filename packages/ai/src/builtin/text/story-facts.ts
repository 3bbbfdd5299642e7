import type { BookRequest } from '../../types';
import { christmasCast } from '../idea/christmas-cast';
import { christmasOf } from '../idea/christmas-of';
import { friendAsNamed } from '../idea/friend-named';
import { knightAsNamed } from '../idea/girl-knight';
import { kindHome } from '../idea/kind-home';
import { KINDS } from '../idea/kinds';
import { learnsWithKind } from '../idea/learn-with-kind';
import { memoriesCast } from '../idea/memories-cast';
import { ninjaGirl } from '../idea/ninja-girl';
import { readBody } from '../idea/read-goal-body';
import { readMetamorphosis } from '../idea/read-goal-caterpillar';
import { readChores } from '../idea/read-goal-chores';
import { readClinic } from '../idea/read-goal-clinic';
import { readCold } from '../idea/read-goal-cold';
import { readDetective } from '../idea/read-goal-detective';
import { readFestival } from '../idea/read-goal-festival';
import { readGrandparents } from '../idea/read-goal-grand-stay';
import { readGrow, readLovesFood } from '../idea/read-goal-grow';
import { readEggHunt, readTrickOrTreat } from '../idea/read-goal-holiday';
import { readIll } from '../idea/read-goal-ill';
import { readLovesHoney, readLovesRainbows } from '../idea/read-goal-loves';
import { readMagicalGirl } from '../idea/read-goal-magical-girl';
import { familyWord, hostOfFriendParty, readAnyParty } from '../idea/read-goal-party-friend';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readPortal } from '../idea/read-goal-portal';
import { readRescueVehicle } from '../idea/read-goal-rescue-vehicle';
import { readBedtimeBook } from '../idea/read-goal-routine';
import { readSeaLife } from '../idea/read-goal-sea-life';
import { readSnowDay } from '../idea/read-goal-snow-day';
import { readSpace } from '../idea/read-goal-space-trip';
import { readSport } from '../idea/read-goal-sport';
import { readStray } from '../idea/read-goal-stray';
import { readSuperhero } from '../idea/read-goal-superhero';
import { readTale } from '../idea/read-goal-tale';
import { readTooth, withoutToothVisitor } from '../idea/read-goal-tooth';
import { readWait } from '../idea/read-goal-wait';
import { readWonder } from '../idea/read-goal-wonder';
import { readIdea } from '../idea/read-idea';
import { seaHome } from '../idea/sea-home';
import { siblingsOfHeroKind } from '../idea/sibling-kind';
import { eventCast, eventPlace } from './event-cast';
import { stormless } from './goal-storm-facts';
import { themeFor } from './themes';

const everydayType = (type: BookRequest['type']) => themeFor(type, '').id === 'everyday';

/**
 * What the idea says, read for the story: the idea's facts (read-idea.ts), then the story the idea
 * is when it names no quest of its own — a fairy tale, Christmas, a wait, a holiday, a wonder… —
 * and the hero's home by its kind. No rng is drawn here: reading an idea never reshuffles a book.
 */
export function readStoryFacts(req: BookRequest) {
  // "The tooth fairy visits Mia": the hero is read without the night visitor (read-goal-tooth.ts).
  const toothRead = readTooth(req.description);
  const heroOf = (text: string) => (toothRead ? withoutToothVisitor(text) : text);
  const read = learnsWithKind(
    friendAsNamed(
      hostOfFriendParty(
        ninjaGirl(
          knightAsNamed(
            siblingsOfHeroKind(readIdea(heroOf(req.title), heroOf(req.description), req.language)),
          ),
          req.description,
        ),
        req.description,
      ),
      req.description,
      req.language,
    ),
    req.type,
    req.description,
  );
  // "wait for Santa": the wait is the story, not a search for a stock present (read-goal-wait.ts).
  // A goal the idea names besides ("… and help a lost reindeer") keeps its own arc.
  // (Here rather than in read-idea.ts, which is past its size.) Christmas: christmas-of.ts.
  // "Grandpa tells stories about when he was a boy": the grandchild listens, one memory a page
  // (read-goal-memories.ts), whatever goal the idea's words seem to say besides (« être petit »).
  const memories = readTale(req.description) ? undefined : readGrandparents(req.description);
  // "Our first Hanukkah with Grandma", "Priya celebrates Diwali": the festival itself (read-goal-festival.ts).
  const festival =
    !memories && (!read.goal || read.goal.kind === 'task') ? readFestival(req.description) : undefined;
  const xmas = memories || festival ? undefined : christmasOf(read, req.description);
  const wait = read.goal || xmas || festival || memories ? undefined : readWait(req.description);
  // A birthday is the story, not a deed the idea names around it ("gets ready for her party").
  const party =
    wait || xmas || festival || memories || (read.goal && read.goal.kind !== 'task')
      ? undefined
      : // ("a surprise birthday party for his friend Max" is Max's, not the hero's own.)
        readAnyParty(req.description, read.heroName);
  // "The day it rained candy" is a wonder that happens, not a task "to rain candy" (read-goal-wonder.ts);
  // "a little penguin who is always cold" gets warm, at the snowy place (read-goal-cold.ts).
  const free = !wait && !xmas && !festival && !memories && (!read.goal || read.goal.kind === 'task');
  const wonder = free ? readWonder(req.description) : undefined;
  const cold = free ? readCold(req.description) : undefined;
  // « Le jour où il a neigé », 'A snow day': the snowman, the sled, cocoa (read-goal-snow-day.ts).
  const snowday = free ? readSnowDay(req.description) : undefined;
  // "An astronaut cat fixes the space station" (read-goal-space-repair.ts), "Mia visits Mars" (read-goal-space-trip.ts).
  const repair = readSpace(req.description, free, read.goal?.kind);
  // "A giraffe with a sore throat", « Léa a la varicelle »: the doctor, soup, bed, better (read-goal-ill.ts).
  const ill = free ? readIll(req.description) : undefined;
  // "A bear wanders into the village": feared, fed and walked home (read-goal-stray.ts).
  const stray = free ? readStray(req.description, read.heroKind?.id) : undefined;
  // "A hungry caterpillar eats and eats and becomes a butterfly" (read-goal-caterpillar.ts).
  const change = free ? readMetamorphosis(req.description, read.heroKind?.id) : undefined;
  // "goes to the dentist", « a peur d’aller chez le médecin »: a first visit (read-goal-clinic.ts).
  const clinic = free || read.goal?.kind === 'brave' ? readClinic(req.description) : undefined;
  // "loses her first tooth", « la petite souris »: the wobble, the gap, the pillow, a coin (read-goal-tooth.ts).
  // Whatever deed the idea says around it ("the tooth fairy visits Mia", "is scared it will hurt").
  const tooth = wait || xmas || festival ? undefined : toothRead;
  // "A superhero kid saves the city": small rescues, the storm, the bridge (read-goal-superhero.ts).
  const superhero = free ? readSuperhero(req.description) : undefined;
  // "A magical girl saves her school": the cat, the pendant, the transformation (read-goal-magical-girl.ts).
  const magical = free ? readMagicalGirl(req.description) : undefined;
  // "grows the biggest carrot", « plante une graine »: one plant from seed to the turn (read-goal-grow.ts);
  // before chores ("helps Grandma grow a pumpkin" is the pumpkin's story).
  const grow = free ? readGrow(req.description) : undefined;
  // "A boy helps his grandpa on the farm": the farm's real chores, one a page (read-goal-chores.ts).
  const chores = free ? readChores(req.description, read.setting?.id) : undefined;
  // "A little fire truck saves the day": the station, the calls, the barn fire (read-goal-rescue-vehicle.ts).
  const rescuer = free
    ? readRescueVehicle(req.description, read.heroKind, Boolean(read.goal || read.object), read.setting?.id)
    : undefined;
  // "finds a secret door to a magic land": home, through, the land helped, back home (read-goal-portal.ts).
  const portal = free ? readPortal(req.description) : undefined;
  // "A cat and a mouse become detectives", « Qui a mangé le gâteau de mamie ? »: a case (read-goal-detective.ts).
  const detective = free ? readDetective(req.description) : undefined;
  // "A unicorn who loves rainbows": a colour from each rainbow, shared with a grey village; "A bear who
  // loves honey": the bees followed, helped, and the honey shared (read-goal-loves.ts).
  const rainbow = free ? (readLovesRainbows(req.description) ?? readLovesHoney(req.description)) : undefined;
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
  // "A bunny who loves carrots" and nothing else: grown (or baked: cookies), read last (read-goal-grow.ts).
  const food = free && !read.goal ? readLovesFood(req.description) : undefined;
  // A mermaid's legs, a unicorn's lost horn, a wish to be different ("A bunny who wants to be bigger",
  // "The cow who wanted to fly": a wished skill): read-goal-body.ts.
  const wished = free || (read.goal?.kind === 'learn' && Boolean(read.goal.wished));
  const body = tale ? undefined : readBody(req.description, read.heroKind, wished);
  // A whale's song, « Une baleine qui chante », a sea turtle's journey (read-goal-sea-life.ts).
  const blocked =
    wait || xmas || festival || memories || (read.goal && !['task', 'reach'].includes(read.goal.kind));
  const sea = tale ? undefined : readSeaLife(req.description, read.heroKind?.id, free, !blocked);
  // "A girl who loves basketball wins the big game": the match of that sport on its court (read-goal-sport.ts).
  const task = read.goal?.kind === 'task' ? read.goal.task : undefined;
  const sport = free ? readSport(req.description, task, read.setting?.id, req.type) : undefined;
  // "Goodnight little bear" as a bedtime book, nothing else said: the routine (read-goal-routine.ts).
  const bedtime =
    free && !read.goal && req.type === 'bedtime-books'
      ? readBedtimeBook(req.description, read.object?.word.id)
      : undefined;
  const event =
    tale ??
    body ??
    sea ??
    festival ??
    xmas ??
    wait ??
    holiday ??
    wonder ??
    cold ??
    snowday ??
    repair ??
    ill ??
    stray ??
    change ??
    clinic ??
    tooth ??
    superhero ??
    magical ??
    grow ??
    chores ??
    rescuer ??
    portal ??
    rainbow ??
    detective ??
    party ??
    food ??
    sport ??
    bedtime;
  // A friend's surprise party: the friend comes at the turn, not beside the hero from page 1.
  const guest = party?.forFriend?.name;
  const family = party?.forFriend?.relative;
  const companions = tale
    ? []
    : read.companions.filter((c) => (!guest || c.name !== guest) && (!family || c.kind.id !== family));
  // "Captain Broccoli": the title is part of the superhero's name (read-goal-superhero.ts).
  const titled = event === superhero ? superhero?.named : undefined;
  // "Grandpa’s surprise birthday party": Grandpa is who it is for, not the hero's name.
  const named = family && read.heroName && familyWord(read.heroName) ? undefined : read.heroName;
  const heroName = tale?.heroName?.[req.language] ?? titled ?? named;
  const heroKind = tale ? KINDS.find((k) => k.id === tale.heroKind) : read.heroKind;
  // A lost voice, a day with Dad at work, a pack roaming its forest (read-goal-plain.ts).
  // A sea creature lives under the sea (sea-home.ts), a fox in the forest, a knight at the castle (kind-home.ts).
  const facts = kindHome(
    seaHome(
      memories
        ? { ...memoriesCast(read, memories), goal: memories, object: undefined }
        : xmas
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
                ...eventPlace(event, read, {
                  hockey: event === sport && sport?.sport === 'hockey',
                  cold: Boolean(cold),
                  snowday: Boolean(snowday),
                }),
                ...eventCast(read, heroKind, {
                  family,
                  atGrandma: festival?.atGrandma,
                  grandmaOwns: detective?.grandmaOwns,
                }),
              }
            : stormless(withPlainGoal(read, req.description, req.language)),
    ),
    req.type === 'bedtime-books',
    // A zoo, farm or dinosaur book keeps its own world; a coloring book its own.
    everydayType(req.type),
  );
  return { read, facts };
}
