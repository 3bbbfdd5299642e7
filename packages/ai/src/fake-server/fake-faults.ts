/** What the fake server can be told to do wrong, per kind of call, in order. */
export type FakeKind = 'text' | 'image' | 'moderation' | 'replicate';
export type Fault =
  | { type: 'status'; status: number; retryAfterSeconds?: number }
  /** Never answers (the client's timeout must fire). */
  | { type: 'hang' }
  /** 200 with a body that is not JSON at all. */
  | { type: 'garbage' }
  /** 200 JSON whose content is not the JSON asked for (text) / has no data (others). */
  | { type: 'malformed' }
  /** Text: message.refusal; replicate: failed prediction for safety; image: 400 content policy. */
  | { type: 'refusal' }
  /** Image bytes that are not an image. */
  | { type: 'not-image' };

export class FaultQueue {
  private queues = new Map<FakeKind, Fault[]>();
  add(kind: FakeKind, fault: Fault, times = 1) {
    const q = this.queues.get(kind) ?? [];
    for (let i = 0; i < times; i++) q.push(fault);
    this.queues.set(kind, q);
  }
  next(kind: FakeKind): Fault | undefined {
    return this.queues.get(kind)?.shift();
  }
  clear() {
    this.queues.clear();
  }
}
