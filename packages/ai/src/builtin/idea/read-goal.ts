import type { Language } from '@bookloom/core';
import { type Destination, destination, destinationOf, elided } from './goal-destination';
import type { OwnStoryGoal } from './goal-kinds-own';
import { type BedMonsterGoal, readBedMonster } from './read-goal-bed-monster';
import { type BefriendGoal, readBefriend, readLonely } from './read-goal-befriend';
import type { BraveGoal, LearnGoal } from './read-goal-brave';
import { type CampGoal, readCamp } from './read-goal-camp';
import type { MetamorphosisGoal } from './read-goal-caterpillar';
import type { ChoresGoal } from './read-goal-chores';
import type { ChristmasGoal } from './read-goal-christmas';
import type { SeaGoal } from './read-goal-clean-sea';
import type { ClinicGoal } from './read-goal-clinic';
import { readCompanionFriend } from './read-goal-creature-friend';
import type { DayWithGoal } from './read-goal-day-with';
import { type DefendGoal, readDefend } from './read-goal-defend';
import type { DetectiveGoal } from './read-goal-detective';
import type { FestivalGoal } from './read-goal-festival';
import { type FishGoal, readFish } from './read-goal-fish';
import { type GoodnightGoal, readGoodnight } from './read-goal-goodnight';
import type { GrowGoal } from './read-goal-grow';
import { readGuard } from './read-goal-guard';
import { type HelpGoal, readHelp } from './read-goal-help';
import { type HibernateGoal, readHibernate } from './read-goal-hibernate';
import type { EggHuntGoal, TrickOrTreatGoal } from './read-goal-holiday';
import type { IllGoal } from './read-goal-ill';
import type { BodyGoal } from './read-goal-legs';
import type { HoneyGoal, RainbowGoal } from './read-goal-loves';
import type { MemoriesGoal } from './read-goal-memories';
import { type MoveGoal, readMove } from './read-goal-move';
import type { PartyGoal } from './read-goal-party';
import { type PetGoal, readPet } from './read-goal-pet';
import { type PicnicGoal, readPicnic } from './read-goal-picnic';
import type { PortalGoal } from './read-goal-portal';
import { type QuarrelGoal, readQuarrel } from './read-goal-quarrel';
import type { RecoverGoal } from './read-goal-recover';
import { type RefuseGoal, readRefuse } from './read-goal-refuse';
import type { RescueVehicleGoal } from './read-goal-rescue-vehicle';
import { type ReuniteGoal, readLostHero, readReunite } from './read-goal-reunite';
import type { RoamGoal } from './read-goal-roam';
import { type RoutineGoal, readRoutine } from './read-goal-routine';
import { readSeaside, type SeasideGoal } from './read-goal-seaside';
import { readSibling, type SiblingGoal } from './read-goal-sibling';
import type { SnowDayGoal } from './read-goal-snow-day';
import { readBraveOrStorm } from './read-goal-storm';
import type { SuperheroGoal } from './read-goal-superhero';
import type { TaleGoal } from './read-goal-tale';
import type { TaskGoal } from './read-goal-task';
import type { ToothGoal } from './read-goal-tooth';
import type { VisitGoal } from './read-goal-visit';
import type { WaitGoal } from './read-goal-wait';
import { readWish } from './read-goal-wish';
import type { WonderGoal } from './read-goal-wonder';
import { ridden } from './ridden-vehicle';
import type { Token } from './tokens';

export type { Destination } from './goal-destination';

/**
 * What the story is about, as the idea says it. A quest for an object is the engine's oldest arc
 * ("find the kite"); an idea that goes somewhere ("walks to the old lighthouse", « part jusqu'au
 * phare ») is a journey with an arrival, not a search for a stock object the idea never named.
 */
export type IdeaGoal =
  | { kind: 'reach'; destination: Destination }
  | HelpGoal
  | DefendGoal
  | BraveGoal
  | LearnGoal
  | TaskGoal
  | BefriendGoal
  | ReuniteGoal
  | WaitGoal
  | WonderGoal
  | SnowDayGoal
  | IllGoal
  | SuperheroGoal
  | RescueVehicleGoal
  | ChoresGoal
  | GrowGoal
  | MemoriesGoal
  | PortalGoal
  | RainbowGoal
  | HoneyGoal
  | DetectiveGoal
  | MetamorphosisGoal
  | BodyGoal
  | OwnStoryGoal
  | SeaGoal
  | TaleGoal
  | ClinicGoal
  | ToothGoal
  | TrickOrTreatGoal
  | EggHuntGoal
  | ChristmasGoal
  | FestivalGoal
  | GoodnightGoal
  | PartyGoal
  | RecoverGoal
  | DayWithGoal
  | RoamGoal
  | VisitGoal
  | RefuseGoal
  | CampGoal
  | PicnicGoal
  | SeasideGoal
  | HibernateGoal
  | SiblingGoal
  | MoveGoal
  | PetGoal
  | BedMonsterGoal
  | RoutineGoal
  | FishGoal
  | QuarrelGoal;

// Going somewhere; "visit" and « rend visite » take their destination without "to"/« à », and so
// does wanting to see a place (« voulait voir la mer », "wants to see the lighthouse").
const MOVE: Record<Language, RegExp> = {
  en: /^(go|goes|going|went|walk|walks|walking|walked|travel|travels|travelling|traveling|journey|journeys|trip|sail|sails|sailing|fly|flies|flying|climb|climbs|climbing|hike|hikes|ride|rides|riding|visit|visits|visiting|head|heads|heading|run|runs|race|races|swim|swims|set|sets|return|returns|reach|reaches|pilot|pilots|piloting|steer|steers|drive|drives|driving|row|rows|rowing|see)$/,
  fr: /^(va|vont|aller|allait|part|partent|partir|partait|marche|marchent|voyage|voyagent|voyager|grimpe|grimpent|grimper|escalade|monte|montent|vole|volent|navigue|naviguent|nage|nagent|court|courent|visite|visitent|visiter|rejoint|rejoindre|atteindre|atteint|rend|rendent|retourne|retournent|pilote|pilotent|piloter|conduit|conduisent|rame|rament|voir)$/,
};
// "explores the moon", « explore la planète rouge »: a journey to a far spot in space (not "the job was done").
const EXPLORE = /^(explore|explores|exploring|explorent|explorer)$/;
// Between the verb and the place: "to the old", "all the way up to", « jusqu’au vieux », « vers la ».
const GLUE = new Set(
  "to up off out all the way a an his her their its our my into towards toward across over at for on à au aux la le les l' jusqu'à jusqu'au jusqu'aux jusque vers sur en dans un une son sa ses leur visite de du des d'".split(
    ' ',
  ),
);
const SKIP_WORDS = 7;

// "with his grandfather", « avec son papa »: the company, skipped on the way to the place.
const WITH = /^(with|avec)$/;
// "to the top of the mountain", « au bord de la mer »: the part of a place, then the place.
const PART = /^(top|edge|end|foot|bottom|side|other|bord|haut|sommet|pied|bout)$/;

/** The journey the idea names, if any: a moving verb, then a place the engine knows. */
export function readGoal(tokens: Token[], lang: Language, description = ''): IdeaGoal | undefined {
  // "does not want to share", « ne veut pas aller au lit »: the refusal, before any reader of "wants to".
  const refuse = readRefuse(description);
  if (refuse) return refuse;
  // "A kind monster under the bed": the noise, the tickle, the friend at the turn (read-goal-bed-monster.ts).
  const bedMonster = readBedMonster(description);
  if (bedMonster) return bedMonster;
  // "Two best friends have a fight and make up": the quarrel, apart, sorry (read-goal-quarrel.ts).
  const quarrel = readQuarrel(description);
  if (quarrel) return quarrel;
  // "saves the city from a giant robot": a threat named after "from"/« contre », before helping
  // (whose verbs, save and « sauve », it shares); "saves a kitten stuck in a tree" names none.
  // "protects her village", no threat said: one picked for the place (read-goal-guard.ts).
  const defend = readDefend(tokens, lang) ?? readGuard(tokens);
  if (defend) return defend;
  // "helps a lost puppy find its way home": helping someone outranks the way anywhere.
  const help = readHelp(tokens, lang);
  if (help) return help;
  // "The new baby sister", « devient grande sœur »: a baby comes home (read-goal-sibling.ts).
  const sibling = readSibling(description);
  if (sibling) return sibling;
  // "Mia moves to a new house", "The boy who wanted a dog", "Our new puppy" (read-goal-move.ts, read-goal-pet.ts).
  const home = readMove(description) ?? readPet(description) ?? readCompanionFriend(description);
  if (home) return home;
  // "makes a new friend", "looks for his mum": a friend or a relative is no stock object to find.
  const other = readBefriend(tokens, lang) ?? readReunite(tokens, lang) ?? readLostHero(description, lang);
  if (other) return other;
  // "goes camping with his dad in the mountains": a night in a tent, not a journey (read-goal-camp.ts).
  const camp = readCamp(description);
  if (camp) return camp;
  // "partent en pique-nique": the basket, the blanket, the ducks, the shower (read-goal-picnic.ts).
  const picnic = readPicnic(description);
  if (picnic) return picnic;
  // "go fishing with her grandpa": casts, an old boot, patience, the big fish (read-goal-fish.ts).
  const fish = readFish(description);
  if (fish) return fish;
  // "A bear sleeps in a cave all winter": autumn, the den, the snow, spring (read-goal-hibernate.ts).
  const winter = readHibernate(description);
  if (winter) return winter;
  // "can't fall asleep, so he goes to ask the moon": the feeling is the story, the way is an episode.
  const brave = readBraveOrStorm(description, lang);
  if (brave) return brave;
  // "says goodnight to everything in the garden": a round of goodnights, not a deed (read-goal-goodnight.ts);
  // after a fear or a sleepless night ("can't sleep after Mum says goodnight" is that night).
  const goodnight = readGoodnight(description);
  if (goodnight) return goodnight;
  // "A baby elephant goes to bed", « va se coucher »: bath, teeth, a story, asleep (read-goal-routine.ts);
  // after a goodnight round ("says goodnight to the farm before going to bed" is the round).
  const routine = readRoutine(description);
  if (routine) return routine;
  // "wants to be braver", "dreams of becoming a firefighter" (read-goal-wish.ts).
  const wish = readWish(description, lang);
  if (wish) return wish;
  // "A family trip to the beach", « les vacances à la mer »: the day by the sea (read-goal-seaside.ts).
  const seaside = readSeaside(description);
  if (seaside) return seaside;
  for (let i = 0; i < tokens.length; i++) {
    const explores = EXPLORE.test(tokens[i].norm);
    if (!MOVE[lang].test(tokens[i].norm) && !explores) continue;
    const adjectives: string[] = [];
    for (let j = i + 1; j < Math.min(tokens.length, i + 1 + SKIP_WORDS); j++) {
      const t = tokens[j];
      if (GLUE.has(t.norm) || PART.test(t.norm) || /^of$/.test(t.norm)) continue;
      if (WITH.test(t.norm)) {
        // The company: its determiner and one or two nouns ("with his big brother").
        while (
          j + 1 < tokens.length &&
          !MOVE[lang].test(tokens[j + 1].norm) &&
          !GLUE_AFTER_COMPANY.test(tokens[j + 1].norm)
        )
          j++;
        continue;
      }
      if (t.tags.has('Adjective') && !t.tags.has('Noun')) {
        adjectives.push(t.norm);
        continue;
      }
      // "flies her rocket to the moon", « pilote sa fusée jusqu'à la lune »: the way there, not the place.
      if (ridden(t.norm, tokens[j + 1]?.norm)) {
        adjectives.length = 0;
        continue;
      }
      // "goes to bed", "goes home": no article, no place to draw ("bed" is not the flower beds).
      const before = tokens[j - 1 - adjectives.length]?.norm ?? '';
      // « la fête foraine »: a two-word setting before its first word alone (« fête » is a party).
      const two = tokens[j + 1] ? destinationOf(`${t.norm} ${tokens[j + 1].norm}`, lang) : undefined;
      // "flies into space": space alone takes no article.
      const found =
        DETERMINED.test(before) || (t.norm === 'space' && /^(to|into)$/.test(before))
          ? two?.whole || two?.named
            ? two
            : destinationOf(t.norm, lang)
          : elided(t.text, description, lang);
      if (!found) break;
      // Exploring a whole setting is a day in it (read-goal-roam.ts); only a far spot is a journey.
      if (explores && (found.whole || found.setting.id !== 'space')) break;
      return { kind: 'reach', destination: destination(found, lang === 'en' ? adjectives : []) };
    }
  }
  // "A lonely little whale sings": with nothing else to do, a lonely hero makes a friend.
  return readLonely(description);
}

const DETERMINED =
  /^(the|a|an|his|her|their|its|our|my|au|aux|la|le|les|l'|jusqu'au|jusqu'aux|du|des|un|une|sa|son|ses|leur)$/;
// Where the company ends and the way resumes: "to", « jusqu'au », « vers ».
const GLUE_AFTER_COMPANY =
  /^(to|towards|toward|into|up|across|à|au|aux|jusqu'à|jusqu'au|jusqu'aux|vers|sur|dans)$/;
