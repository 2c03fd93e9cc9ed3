/** The events of one key, oldest first; those before `start` have left the window. */
interface Events {
  times: number[];
  start: number;
}

/**
 * A fixed budget of events per key in a sliding window (the last `windowMs`), kept in memory: enough
 * to stop one reader or one address flooding a server. `now` is injected so tests need no waiting.
 * Each event costs O(1) amortized: expired events are skipped from the front (times only grow), and the list is
 * compacted once half of it has expired, so a large budget does not make every request scan it.
 */
export class RateLimiter {
  private readonly events = new Map<string, Events>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an event for the key; null when allowed, else the seconds until the next one is. */
  take(key: string): number | null {
    const time = this.now();
    const events = this.events.get(key) ?? { times: [], start: 0 };
    const { times } = events;
    while (events.start < times.length && times[events.start] <= time - this.windowMs) events.start++;
    if (events.start > 64 && events.start * 2 > times.length) {
      times.splice(0, events.start);
      events.start = 0;
    }
    this.events.set(key, events);
    if (times.length - events.start >= this.limit) {
      return Math.max(1, Math.ceil(((times[events.start] ?? time) + this.windowMs - time) / 1000));
    }
    times.push(time);
    if (this.events.size > 50_000) this.prune(time);
    return null;
  }

  private prune(time: number): void {
    for (const [key, { times }] of this.events) if (!((times[times.length - 1] ?? 0) > time - this.windowMs)) this.events.delete(key);
  }
}

/** A positive whole number from an environment variable, or the default. */
export function limitFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
