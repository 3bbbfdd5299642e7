/**
 * Moving house: "Mia moves to a new house", « Hugo déménage dans une nouvelle ville » — the boxes,
 * goodbyes to the old room and the friends, the moving van, the long drive, the new empty room, the
 * special toy unpacked, homesick at night, then a new neighbour at the door and the new house home
 * (text/goal-move.ts). Before, « déménager dans une nouvelle ville » was a deed whose « moitié du
 * travail était faite » at the market and the library.
 */
export type MoveGoal = {
  kind: 'move';
  /** The move said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

const MOVE = [
  /\b(?:moves?|moving|moved) (?:to a new|into a new|house|home|away|to another)\b|\bmoving (?:day|van)\b|\bnew house\b/i,
  /(?<!\p{L})(?:déménag\p{L}*|nouvelle maison)(?!\p{L})/iu,
];
const TASK = { en: 'move to a new house', fr: 'déménager dans une nouvelle maison' };

/** The move the idea describes, if any. */
export function readMove(description: string): MoveGoal | undefined {
  return MOVE.some((re) => re.test(description)) ? { kind: 'move', task: TASK } : undefined;
}
