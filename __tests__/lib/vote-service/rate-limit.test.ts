import { RateLimiter } from '../../../src/lib/vote-service/rate-limit';

test('allows `limit` events per key in any window, and says when the next one is allowed', () => {
  let now = 0;
  const limiter = new RateLimiter(3, 60_000, () => now);
  expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([null, null, null, 60]);
  expect(limiter.take('b')).toBeNull();
  now = 30_000;
  expect(limiter.take('a')).toBe(30);
  now = 60_001;
  // The window slides: the three events at 0 have left it.
  expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([null, null, null, 60]);
});

test('keeps the sliding window exact through compaction, with a large budget', () => {
  let now = 0;
  const limiter = new RateLimiter(1000, 1000, () => now);
  let allowed = 0;
  for (let i = 0; i < 20_000; i++) {
    now = i; // One event per millisecond: 1000 in any window of 1000 ms.
    if (limiter.take('flood') === null) allowed++;
  }
  expect(allowed).toBe(20_000);
  expect(limiter.take('flood')).toBe(1);
});
