import type { PageEdit } from '@bookloom/db';

/** Whose book a batch writes to: a batch never mixes books or users. */
export type BatchTarget = { userId: string; bookId: string };
/** A batch's outcome: one answer shared by its written edits, and which pages were written. */
export type BatchOutcome<T> = { answer: T; written: Set<number> };
export type RunBatch<T> = (target: BatchTarget, edits: PageEdit[]) => Promise<BatchOutcome<T> | undefined>;

type Waiter<T> = {
  edit: PageEdit;
  resolve: (answer: T | undefined) => void;
  reject: (error: unknown) => void;
};
type Queue<T> = { target: BatchTarget; waiting: Waiter<T>[] };

/**
 * How many event-loop turns a batch waits at most for edits announced (request received, body still being read)
 * but not yet submitted (decision 0034). On PGlite a statement blocks the event loop: an edit that misses a batch
 * waits for that whole statement and pays for one of its own, so waiting a few turns for the bodies being read
 * makes fewer, larger batches. On Postgres the statement runs elsewhere and the next batch follows at once:
 * measured, waiting there only added latency, so it is 0.
 */
export const WAIT_TURNS = { pglite: 8, postgres: 0 } as const;

/**
 * Group commit of page edits, per book (decision 0032d). An edit of a book with no batch in flight starts one
 * at the next turn of the event loop, with the edits of that book received by then; edits arriving while a
 * batch of that book is in flight wait and all go in the next batch, one statement for all of them. So 32 tabs
 * typing in one book cost a few statements, not 32 queued ones, and an edit alone waits for nothing.
 *
 * A batch holds at most one edit per page: a second edit of the same page (another tab) waits for the next
 * batch, where its compare-and-swap sees the first one's version and fails, so it is answered 409 as before.
 * Each edit resolves with the batch's answer when its page was written, with undefined when it was not
 * (stale, unknown page or book: the caller's precise slow path answers it); a failed statement rejects every
 * edit of its batch. In this process only: other processes' edits meet these at the rows (CAS and row locks).
 */
export class PageEditBatches<T> {
  private readonly queues = new Map<string, Queue<T>>();
  /** Edits announced per book whose bodies are still being read. */
  private readonly announced = new Map<string, number>();

  constructor(
    private readonly run: RunBatch<T>,
    private readonly waitTurns: number = WAIT_TURNS.pglite,
  ) {}

  /**
   * Says an edit of this book is on its way (its request is being read): the book's next batch waits a few
   * event-loop turns for it. Call the returned function once the edit is submitted or abandoned.
   */
  announce(target: BatchTarget): () => void {
    const key = keyOf(target);
    this.announced.set(key, (this.announced.get(key) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.announced.get(key) ?? 1) - 1;
      if (left > 0) this.announced.set(key, left);
      else this.announced.delete(key);
    };
  }

  submit(target: BatchTarget, edit: PageEdit): Promise<T | undefined> {
    return new Promise((resolve, reject) => {
      const key = keyOf(target);
      const queue = this.queues.get(key);
      if (queue) {
        queue.waiting.push({ edit, resolve, reject });
        return;
      }
      const fresh: Queue<T> = { target, waiting: [{ edit, resolve, reject }] };
      this.queues.set(key, fresh);
      // After the requests already received are read: PGlite runs a statement without yielding to the event
      // loop, so edits that arrived meanwhile reach here only after it; starting at once would make every batch
      // one edit. One turn of the event loop, not a timer: an edit alone is not kept waiting.
      setImmediate(() => void this.drain(key, fresh));
    });
  }

  private async drain(key: string, queue: Queue<T>) {
    while (queue.waiting.length > 0) {
      for (let turn = 0; turn < this.waitTurns && this.announced.has(key); turn++)
        await new Promise((r) => setImmediate(r));
      const batch: Waiter<T>[] = [];
      const later: Waiter<T>[] = [];
      const pages = new Set<number>();
      for (const w of queue.waiting) {
        if (pages.has(w.edit.pageId)) later.push(w);
        else {
          pages.add(w.edit.pageId);
          batch.push(w);
        }
      }
      queue.waiting = later;
      try {
        const done = await this.run(
          queue.target,
          batch.map((w) => w.edit),
        );
        for (const w of batch) w.resolve(done?.written.has(w.edit.pageId) ? done.answer : undefined);
      } catch (e) {
        for (const w of batch) w.reject(e);
      }
    }
    this.queues.delete(key);
  }
}

const keyOf = (target: BatchTarget) => `${target.userId}\n${target.bookId}`;
