/**
 * A fixed budget of events per key in a sliding window (the last `windowMs`), kept in memory: enough
 * to stop one reader or one address flooding a server. `now` is injected so tests need no waiting.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an event for the key; null when allowed, else the seconds until the next one is. */
  take(key: string): number | null {
    const time = this.now();
    const recent = (this.events.get(key) ?? []).filter((at) => at > time - this.windowMs);
    if (recent.length >= this.limit) {
      this.events.set(key, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? time) + this.windowMs - time) / 1000));
    }
    recent.push(time);
    this.events.set(key, recent);
    if (this.events.size > 50_000) this.prune(time);
    return null;
  }

  private prune(time: number): void {
    for (const [key, times] of this.events) if (!times.some((at) => at > time - this.windowMs)) this.events.delete(key);
  }
}

/** A positive whole number from an environment variable, or the default. */
export function limitFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
