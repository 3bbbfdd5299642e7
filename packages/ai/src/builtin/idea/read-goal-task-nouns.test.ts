import { describe, expect, it } from 'vitest';
import { readTask } from './read-goal-task';

/**
 * Issue 14: "A majestic wolf pack in the snowy mountains" printed "Ruby was going to pack in the
 * snowy mountains": a bare verb form after one singular doer is a noun the tagger misread.
 */
describe('a noun read as a verb is no deed', () => {
  it.each(['A majestic wolf pack in the snowy mountains', 'A book club in the school library'])(
    '%s',
    (idea) => {
      expect(readTask(idea, 'en')).toBeUndefined();
    },
  );

  it.each([
    ['Two kids build a fort in the garden', 'build a fort in the garden'],
    ['Tom and Mia bake a cake for Mum', 'bake a cake for Mum'],
    ['The twins paint the fence', 'paint the fence'],
    ['Luna repairs her rocket on the moon', 'repair her rocket on the moon'],
    // The tagger reads "cupcakes" as a verb; "sings" last is one.
    ['Ben bakes cookies and cupcakes', 'bake cookies and cupcakes'],
    ['Tom plays and sings', 'play and sing'],
  ])('%s → %s', (idea, task) => {
    expect(readTask(idea, 'en')?.task.en).toBe(task);
  });
});
