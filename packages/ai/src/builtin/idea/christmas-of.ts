import { readChristmas } from './read-goal-christmas';
import { readWait } from './read-goal-wait';
import type { IdeaFacts } from './read-idea';

/**
 * Santa's sick reindeer, the elf in Santa's workshop, Christmas at grandma's (read-goal-christmas.ts),
 * as the story, when nothing else the idea says comes first (story-facts.ts): read before the wait,
 * which would take "Christmas Eve" for waiting for Santa. No rng is drawn.
 */
export function christmasOf(read: IdeaFacts, description: string) {
  const xmasRead = !read.goal || read.goal.kind === 'task' ? readChristmas(description) : undefined;
  // Santa's sick reindeer is Santa's story: told so when the idea heads with Santa, the reindeer or nobody.
  const elsewhere =
    (xmasRead?.story === 'reindeer' && read.heroKind && !['santa', 'deer'].includes(read.heroKind.id)) ||
    // "waits for Santa at Grandma's" keeps the wait's own arc (goal-wait.ts).
    // "Grandma and Lily bake cookies for Christmas" keeps its deed (goal-task.ts).
    (xmasRead?.story === 'grandma' && (read.goal || readWait(description))) ||
    // Santa's own Christmas Eve when Santa heads the idea; "waits for Santa" is the wait's (goal-wait.ts).
    // ("Santa loses his reindeer" keeps its search: santa-reindeer.test.ts.)
    (xmasRead?.story === 'eve' && (read.heroKind?.id !== 'santa' || (!read.goal && read.object)));
  return elsewhere ? undefined : xmasRead;
}
