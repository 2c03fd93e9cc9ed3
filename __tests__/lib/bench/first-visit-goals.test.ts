import { firstVisitGoals, type FirstVisitFigures } from '../../../src/lib/bench/first-visit-goals';

const atLimit: FirstVisitFigures = {
  mainThreadMs: 1500,
  mainThreadNoJsMs: 1000,
  tbtMs: 70,
  tbtNoJsMs: 20,
  lcpMs: 1000,
  lcpNoJsMs: 1000,
  jsKB: 90,
};

const met = (figures: FirstVisitFigures) => firstVisitGoals(figures).map((goal) => goal.met);

describe('firstVisitGoals', () => {
  it('meets every goal exactly at its limit', () => {
    expect(met(atLimit)).toEqual([true, true, true]);
  });

  it('misses each goal just past its limit, and only that one', () => {
    expect(met({ ...atLimit, mainThreadMs: 1501 })).toEqual([false, true, true]);
    expect(met({ ...atLimit, tbtMs: 71 })).toEqual([true, false, true]);
    expect(met({ ...atLimit, lcpMs: 1001 })).toEqual([true, true, false]);
  });

  it('compares JavaScript only when an earlier build was measured, ignoring rounding noise', () => {
    expect(firstVisitGoals({ ...atLimit, baselineJsKB: 89.6 }).at(-1)).toMatchObject({ goal: 'JS ≤ the earlier build', met: true });
    expect(firstVisitGoals({ ...atLimit, baselineJsKB: 89 }).at(-1)?.met).toBe(false);
  });

  it('says what was measured', () => {
    expect(firstVisitGoals(atLimit)[0].measured).toBe('1500 / 1000 ms = 1.50×');
  });

  it('counts a page with no measured main thread without scripts as missing the ratio, not as dividing by zero', () => {
    expect(met({ ...atLimit, mainThreadNoJsMs: 0 })[0]).toBe(false);
  });
});
