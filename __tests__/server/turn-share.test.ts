/**
 * @jest-environment node
 *
 * turnShare, which keeps /api/votes from taking whole turns of the event loop: callers go at most a few per turn,
 * in the order they came, and what else is waiting (a page's request, here a file-system answer) runs in between.
 */
import fs from 'node:fs';
import { turnShare } from '../../src/server/site/turn-share';

/** Runs `callers` callers of a share of `perTurn`, each busy for `busyMs`, and says in which turn each went on. */
async function run(perTurn: number, callers: number, busyMs = 0, meanwhile?: (order: string[]) => void) {
  const share = turnShare(perTurn);
  const order: string[] = [];
  let turn = 0;
  // Counts the turns: a check-phase callback of its own, rescheduled each turn while callers wait.
  let counting = true;
  const tick = () => {
    turn++;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  const turns: number[] = [];
  const going = Array.from({ length: callers }, async (_, index) => {
    await share();
    turns[index] = turn;
    order.push(`caller ${index}`);
    const until = Date.now() + busyMs;
    while (Date.now() < until);
  });
  meanwhile?.(order);
  await Promise.all(going);
  counting = false;
  return { turns, order };
}

it('lets at most perTurn callers go in one turn, in the order they came', async () => {
  const { turns, order } = await run(4, 18);
  expect(order).toEqual(Array.from({ length: 18 }, (_, index) => `caller ${index}`));
  const perTurn = new Map<number, number>();
  for (const turn of turns) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
  expect([...perTurn.values()]).toEqual([4, 4, 4, 4, 2]);
  expect(turns).toEqual([...turns].sort((a, b) => a - b));
});

it('lets other work of the process run between turns, not after every caller', async () => {
  // 60 callers of 3 ms each: 180 ms in all. A file-system answer asked for meanwhile comes between two turns.
  const { order } = await run(2, 60, 3, (order) => {
    fs.stat(__filename, () => order.push('stat'));
  });
  expect(order.indexOf('stat')).toBeGreaterThan(-1);
  expect(order.indexOf('stat')).toBeLessThan(30);
});

it('lets every caller go in the turn it came when none wait', async () => {
  const share = turnShare(2);
  expect(share()).toBeNull();
  expect(share()).toBeNull();
  expect(share()).toBeInstanceOf(Promise);
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  expect(share()).toBeNull();
});
