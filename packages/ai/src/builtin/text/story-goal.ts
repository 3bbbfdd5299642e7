import type { IdeaFacts } from '../idea/read-idea';
import { frJoin, type Place, type Setting } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { bedMonsterArc } from './goal-bed-monster';
import { routineArc } from './goal-bedtime-routine';
import { befriendArc } from './goal-befriend';
import { bodyArc } from './goal-body';
import { braveArc, learnArc } from './goal-brave';
import { campArc } from './goal-camp';
import { caterpillarArc } from './goal-caterpillar';
import { choresArc } from './goal-chores';
import { christmasArc } from './goal-christmas';
import { clinicArc } from './goal-clinic';
import { cloudRainArc, cloudRains } from './goal-cloud-rain';
import { coldArc } from './goal-cold';
import { dayWithArc } from './goal-day-with';
import { defendArc } from './goal-defend';
import { detectiveArc } from './goal-detective';
import { easterArc } from './goal-easter';
import { fableArc, isFable } from './goal-fable';
import { festivalArc } from './goal-festival';
import { fishArc } from './goal-fish';
import { goodnightArc } from './goal-goodnight';
import { growArc } from './goal-grow';
import { halloweenArc } from './goal-halloween';
import { helpArc } from './goal-help';
import { hibernateArc } from './goal-hibernate';
import { honeyArc } from './goal-honey';
import { illArc } from './goal-ill';
import { learnsToSwim, swimLearnArc } from './goal-learn-swim';
import { magicalGirlArc } from './goal-magical-girl';
import { memoriesArc } from './goal-memories';
import { moonRoundArc, moonSaysGoodnight } from './goal-moon-round';
import { moveArc } from './goal-move';
import { partyArc } from './goal-party';
import { friendPartyArc } from './goal-party-friend';
import { partyUnderSea, seaPartyArc } from './goal-party-sea';
import { petArc } from './goal-pet';
import { picnicArc } from './goal-picnic';
import { portalArc } from './goal-portal';
import { quarrelArc } from './goal-quarrel';
import { rainbowArc } from './goal-rainbow';
import { REACH_ARRIVALS, REACH_PROBLEMS, REACH_SIGHTS, REACH_WAY } from './goal-reach';
import { roadTrip } from './goal-reach-route';
import { recoverArc } from './goal-recover';
import { refuseArc } from './goal-refuse';
import { rescueVehicleArc } from './goal-rescue-vehicle';
import { reuniteArc } from './goal-reunite';
import { roamArc } from './goal-roam';
import { rocketTrip, rocketTripArc } from './goal-rocket-trip';
import { santaLostReindeer, santaReindeerArc } from './goal-santa-reindeer';
import { seaArc } from './goal-sea';
import { seasideArc } from './goal-seaside';
import { siblingArc } from './goal-sibling';
import { snowDayArc } from './goal-snow-day';
import { spaceArc } from './goal-space';
import { starDarkArc, starFearsDark } from './goal-star-dark';
import { strayArc } from './goal-stray';
import { superheroArc } from './goal-superhero';
import { taleArc } from './goal-tale';
import { taskArc } from './goal-task';
import { toothArc } from './goal-tooth';
import { visitArc } from './goal-visit';
import { waitArc } from './goal-wait';
import { wonderArc } from './goal-wonder';
import { capitalise } from './story-context';
import type { L } from './theme-types';

export type { GoalArc, GoalDrawn } from './goal-arc';

/** Words of a quest: a search, clues, the key object. A story with another goal prints none of them. */
const QUEST =
  /\{a?object\}|search|look(?:ing|ed)? for|look together|clue|place to try|recherch|cherch|indice|endroit à essayer/i;
export const speaksOfQuest = (t: L) => QUEST.test(t.en) || QUEST.test(t.fr);

/** Far places are reached through themselves (space, the deep sea); a beach is reached from home. */
const FAR = new Set(['space', 'sea']);

/**
 * The setting the story starts in: a journey to a whole setting ("goes to the beach") starts at
 * home, not already there.
 */
export function homeSetting(facts: IdeaFacts): Setting | undefined {
  // A visit starts at home and goes home at the end: nobody lives at the zoo.
  if (facts.goal?.kind === 'visit') return undefined;
  // A child's rocket trip to the moon starts from home, not the space station (goal-rocket-trip.ts).
  if (rocketTrip(facts)) return undefined;
  const d = facts.goal?.kind === 'reach' ? facts.goal.destination : undefined;
  if (d?.whole && !FAR.has(d.setting.id) && d.setting.id === facts.setting?.id) return undefined;
  return facts.setting;
}

/** The arc of the idea's goal, or undefined for a quest (the engine's own arc). */
export function goalArc(
  facts: IdeaFacts,
  places: Place[],
  home?: Place,
  bedtime = false,
  pages = 12,
  /** The hero's name as printed (a theme's own hero when the idea names none): a big sister or brother. */
  name = '',
): GoalArc | undefined {
  // "Santa loses his reindeer": his own search at the North Pole, before any other reading (goal-santa-reindeer.ts).
  if (santaLostReindeer(facts)) return santaReindeerArc(facts);
  // "A little star who is afraid of the dark": hiding, friends of the night, shining at the turn (goal-star-dark.ts).
  if (starFearsDark(facts)) return starDarkArc(bedtime);
  // "A sleepy moon says goodnight to the children of the world": the moon's round of the world (goal-moon-round.ts).
  if (moonSaysGoodnight(facts)) return moonRoundArc(pages, bedtime);
  // "A kind monster under the bed": the noise, the signs it is kind, its paw in the storm (goal-bed-monster.ts).
  if (facts.goal?.kind === 'bed-monster') return bedMonsterArc(bedtime);
  // "learns to swim", « a peur de l’eau »: the pool, the armbands, the helper letting go (goal-learn-swim.ts).
  if (learnsToSwim(facts)) return swimLearnArc(facts);
  // "Grandpa tells stories about when he was a boy": one memory a page, a keepsake, bed (goal-memories.ts).
  if (facts.goal?.kind === 'memories') return memoriesArc(facts.goal, bedtime);
  // "afraid of the dark", "can't fall asleep", "learns to ride her bike" (goal-brave.ts).
  if (facts.goal?.kind === 'brave') return braveArc(facts.goal, facts, places, home);
  if (facts.goal?.kind === 'learn') return learnArc(facts.goal, facts, places);
  // "finds a lost puppy and helps it home": found in trouble, cared for, reunited (goal-help.ts).
  if (facts.goal?.kind === 'help')
    // "A brave little mouse helps a lion": the fable, the net gnawed open (goal-fable.ts).
    return isFable(facts.goal, facts) ? fableArc(facts.goal, facts) : helpArc(facts.goal, facts, places);
  // "saves the city from a giant robot": warned, tried, stopped without harm at the turn (goal-defend.ts).
  if (facts.goal?.kind === 'defend') return defendArc(facts.goal, facts, places);
  // "A little cloud who wants to rain on the desert": the journey, the water gathered, the rain (goal-cloud-rain.ts).
  if (cloudRains(facts)) return cloudRainArc(facts);
  // "wakes up the farm animals", « construit une cabane »: the deed done at the turn (goal-task.ts).
  if (facts.goal?.kind === 'task') return taskArc(facts.goal, facts, places);
  // "makes a new friend", "looks for his mum": friends at the turn, or found again (goal-befriend.ts, goal-reunite.ts).
  if (facts.goal?.kind === 'befriend') return befriendArc(facts.goal, facts, places);
  if (facts.goal?.kind === 'reunite') return reuniteArc(facts.goal, facts, places, home);
  // "wait for Santa on Christmas Eve": getting ready, staying awake, Santa at the turn (goal-wait.ts).
  if (facts.goal?.kind === 'wait') return waitArc(facts.goal);
  // "says goodnight to everything in the garden": one goodnight a page, the moon, then bed (goal-goodnight.ts).
  if (facts.goal?.kind === 'goodnight') return goodnightArc(facts.goal, facts, places, home, pages);
  // "A baby elephant goes to bed": the bath, teeth, a story, a kiss, asleep (goal-bedtime-routine.ts).
  if (facts.goal?.kind === 'routine') return routineArc(facts.lessonNamed);
  // "does not want to share": the refusal, what it costs, another way, the turn (goal-refuse.ts).
  if (facts.goal?.kind === 'refuse') return refuseArc(facts.goal, facts.lessonNamed, facts.heroKind);
  // "Mia's birthday party": getting ready, mishaps, candles and a wish at the turn (goal-party.ts).
  // "plans a surprise party for his friend": in secret, everyone hidden, "Surprise!" (goal-party-friend.ts).
  if (facts.goal?.kind === 'party')
    // Under the sea: the shell palace, the reef, bubbles for balloons (goal-party-sea.ts).
    return facts.goal.forFriend
      ? friendPartyArc(facts.goal, facts, pages)
      : partyUnderSea(facts)
        ? seaPartyArc(facts.goal)
        : partyArc(facts.goal);
  // "goes camping with his dad": the tent, the fire, the night, the stars (goal-camp.ts).
  if (facts.goal?.kind === 'camp') return campArc(facts, bedtime);
  // "partent en pique-nique": the basket, the blanket, the ducks, the rain, the cake (goal-picnic.ts).
  if (facts.goal?.kind === 'picnic') return picnicArc(facts, pages, name);
  // A repair in orbit, a trip to the Moon, Mars or the planets (goal-space.ts).
  if (facts.goal?.kind.startsWith('space-')) return spaceArc(facts, pages);
  // "A family trip to the beach": the drive, the sandcastle, the waves, the tide, the sunset (goal-seaside.ts).
  if (facts.goal?.kind === 'seaside') return seasideArc(facts, pages, name);
  // "goes fishing with her grandpa": casts, mishaps, patience, the big fish let go (goal-fish.ts).
  if (facts.goal?.kind === 'fish') return fishArc(facts, places, home);
  // "Two best friends have a fight and make up": angry words, apart, sorry, together again (goal-quarrel.ts).
  if (facts.goal?.kind === 'quarrel') return quarrelArc(facts, places, home, bedtime, name);
  // "A bear sleeps in a cave all winter": autumn's feasts, the den, the snow, spring (goal-hibernate.ts).
  if (facts.goal?.kind === 'hibernate') return hibernateArc(facts);
  // "The new baby sister": waiting, the baby home, the big one's place, the first smile (goal-sibling.ts).
  if (facts.goal?.kind === 'sibling') return siblingArc(facts.goal, facts, name, bedtime);
  // "loses her voice": missed, sensed on the way, back at the turn (goal-recover.ts).
  if (facts.goal?.kind === 'recover') return recoverArc(facts.goal, places);
  // « passe une journée avec son papa boulanger »: the job's places, helping, the big moment (goal-day-with.ts).
  if (facts.goal?.kind === 'day-with') return dayWithArc(facts.goal);
  // "A wolf pack in the snowy forest": a gentle day of the pack through its place (goal-roam.ts).
  if (facts.goal?.kind === 'roam') return roamArc(facts.goal, facts, places);
  // "visits the zoo and feeds the giraffes": the zoo's spots, the giraffes fed at the turn (goal-visit.ts).
  if (facts.goal?.kind === 'visit') return visitArc(facts.goal);
  // "The day it rained candy": sweets caught, shared, too many, a feast when they stop (goal-wonder.ts).
  if (facts.goal?.kind === 'wonder') return wonderArc(facts.goal, places);
  // "Mia moves to a new house": boxes, the van, the drive, homesick, the girl next door (goal-move.ts).
  if (facts.goal?.kind === 'move') return moveArc(facts, pages, name);
  // "The boy who wanted a dog", "Our new puppy": earned at the shelter, or home from page one (goal-pet.ts).
  if (facts.goal?.kind === 'pet') return petArc(facts.goal, facts, pages, name);
  // « Le jour où il a neigé »: out in the snow, the snowman, the sled, cocoa (goal-snow-day.ts).
  if (facts.goal?.kind === 'snowday') return snowDayArc(facts);
  // "A giraffe with a sore throat": the vet, soup, in bed, a get-well card, better (goal-ill.ts).
  if (facts.goal?.kind === 'ill') return illArc(facts.goal, facts, places);
  // "A little penguin who is always cold": tries, a friend knitting, the scarf at the turn (goal-cold.ts).
  if (facts.goal?.kind === 'cold') return coldArc(facts, places);
  // "A bear wanders into the village": feared, only hungry and lost, fed and walked home (goal-stray.ts).
  if (facts.goal?.kind === 'stray') return strayArc(facts, places);
  // "A hungry caterpillar … becomes a butterfly": eats, cocoon, wings (goal-caterpillar.ts).
  if (facts.goal?.kind === 'metamorphosis') return caterpillarArc(facts);
  // The hero's own body: legs, a horn, wings, a wish to be different (goal-body.ts); the sea's own
  // stories: the whale's song, the turtle's journey, the snow up north, the clean-up (goal-sea.ts).
  const body = bodyArc(facts, places, pages) ?? seaArc(facts, bedtime);
  if (body) return body;
  // "Little Red Riding Hood", « Les trois petits cochons »: the tale retold, in its order (goal-tale.ts).
  if (facts.goal?.kind === 'tale') return taleArc(facts.goal, bedtime);
  // "finds a secret door to a magic land": home, through, the land helped, back home (goal-portal.ts).
  if (facts.goal?.kind === 'portal') return portalArc(facts, facts.goal.through, pages, name);
  // "A unicorn who loves rainbows": the rainbows' colours gathered and shared with a grey village (goal-rainbow.ts).
  if (facts.goal?.kind === 'rainbow') return rainbowArc(facts, pages);
  // "A bear who loves honey": a bee followed, honey taken, flowers planted back, a pot given (goal-honey.ts).
  if (facts.goal?.kind === 'honey') return honeyArc(facts, pages);
  // "goes to the dentist for the first time": the waiting room, the big chair, a sticker (goal-clinic.ts).
  if (facts.goal?.kind === 'clinic') return clinicArc(facts.goal, facts);
  // "loses her first tooth": the wobble, the apple, the pillow, the visit at night, a coin (goal-tooth.ts).
  if (facts.goal?.kind === 'tooth') return toothArc(facts.goal, facts, bedtime, pages);
  // "A superhero kid saves the city": cape and mask, small rescues, the bridge held together (goal-superhero.ts).
  if (facts.goal?.kind === 'superhero') return superheroArc(facts, name);
  // "A magical girl saves her school": the cat, the pendant, sparkles, her light wins (goal-magical-girl.ts).
  if (facts.goal?.kind === 'magical-girl') return magicalGirlArc();
  // "grows the biggest carrot", « plante une graine »: the seed, the sprout, the crow, the storm, the giant carrot (goal-grow.ts).
  if (facts.goal?.kind === 'grow') return growArc(facts.goal, facts, pages);
  // "A little fire truck saves the day": the station, one call a page, the barn fire together (goal-rescue-vehicle.ts).
  if (facts.goal?.kind === 'vehicle-rescue') return rescueVehicleArc(facts.goal, facts, pages);
  // "A little tractor who helps on the farm": one real chore a page, the hay in before the storm (goal-chores.ts).
  if (facts.goal?.kind === 'chores') return choresArc(facts.goal, facts);
  // "Halloween night trick or treating": costumes, door to door, the spooky house (goal-halloween.ts).
  if (facts.goal?.kind === 'trick-or-treat') return halloweenArc(facts.goal, facts);
  // "The Easter bunny lost his eggs", "An Easter egg hunt": eggs found one by one (goal-easter.ts).
  if (facts.goal?.kind === 'egg-hunt') return easterArc(facts.goal, facts);
  // "Santa’s reindeer gets sick", "A little elf who helps Santa make toys", « Noël chez mamie » (goal-christmas.ts).
  if (facts.goal?.kind === 'christmas') return christmasArc(facts.goal, facts);
  // "Our first Hanukkah with Grandma", "Priya celebrates Diwali": the festival's own nights (goal-festival.ts).
  if (facts.goal?.kind === 'festival') return festivalArc(facts.goal, facts);
  // "Who stole the cookies?": the hat and the magnifying glass, clues, suspects, the culprit (goal-detective.ts).
  if (facts.goal?.kind === 'detective') return detectiveArc(facts.goal, facts);
  if (facts.goal?.kind !== 'reach') return undefined;
  const d = facts.goal.destination;
  const arrival = d.place;
  // A far setting is reached by the road, through the countryside (goal-reach-route.ts).
  const onTheWay =
    roadTrip(d, homeSetting(facts)?.id) ??
    places.filter((p) => p.fr !== arrival.fr && (p.pic ?? p.en) !== arrival.pic);
  const arc: GoalArc = {
    problems: REACH_PROBLEMS,
    turns: REACH_ARRIVALS,
    episodes: { search: REACH_WAY, clue: REACH_SIGHTS },
    arrival,
    places: onTheWay.length ? onTheWay : places,
    slots: (lang) => ({
      dest: d.the[lang],
      Dest: capitalise(d.the[lang]),
      toDest: d.to[lang],
      atDest: arrival.at[lang],
      fromDest: frJoin('de', d.the.fr).replace(/^de ([aeiouéèh])/i, 'd’$1'),
    }),
    turnAction: 'arrives at last and jumps for joy',
  };
  // A child builds a rocket in the garden and flies through space to it (goal-rocket-trip.ts).
  return rocketTrip(facts) ? rocketTripArc(arc, d.setting.places) : arc;
}
