import { UNDERWATER } from './underwater';

/**
 * A family's day or holiday at the seaside is its own arc, not a journey (issue 14): "A family trip
 * to the beach for summer holidays" walked from "the snowy village of Glimmerbrook" through a dark
 * wood and met "a cheerful snowman"; now the car packed, "Are we there yet?", the first sight of the
 * sea, the sandcastle, the waves, the rock pools, an ice cream, the tide taking the castle, a bigger
 * one built together and the sunset (text/goal-seaside.ts). Going to the beach with no holiday, day or
 * family said ("Zoé va à la plage avec sa mamie") stays a journey; a search there stays a quest.
 */
export type SeasideGoal = {
  kind: 'seaside';
  /** The day said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const SHORE =
  /(?<!\p{L})(?:beach|seaside|seashore|(?:the|la) sea|(?:la |à la |la petite )?plage|(?:la |à la )mer|bord de (?:la )?mer)(?!\p{L})/iu;
const OUTING =
  /(?<!\p{L})(?:holidays?|vacations?|trip|day out|a day|family|families|mum and dad|mom and dad|parents|summer|vacances|journée|séjour|excursion|famille|(?:l[’']|en |cet |d[’'])été|papa et maman|maman et papa|ses parents)(?!\p{L})/iu;
// "looks for a shell at the beach on holiday": the shell's quest; « a perdu son seau »: a search.
const QUEST =
  /\b(?:looks? for|looking for|search\p{L}*|finds?|lost|loses)\b|(?<!\p{L})(?:cherche\p{L}*|perd\p{L}*|retrouve\p{L}*)(?!\p{L})/iu;

const RAINY = /\brain(?:y|ing)?\b|(?<!\p{L})(?:pluie|pluvieu\p{L}*)(?!\p{L})/iu;

/** The seaside day or holiday the idea names (a sentence with the shore and an outing), if any. */
export function readSeaside(description: string): SeasideGoal | undefined {
  // "Poems about a rainy day at the seaside": the rain on the shore, not a sunny family day out.
  if (UNDERWATER.test(description) || QUEST.test(description) || RAINY.test(description)) return undefined;
  const said = description.split(/[.!?]/).some((s) => SHORE.test(s) && OUTING.test(s));
  return said
    ? {
        kind: 'seaside',
        task: { en: 'spend a day at the seaside', fr: 'passer une journée au bord de la mer' },
      }
    : undefined;
}
