/** @jest-environment node */
import { startJobs, type Step } from './support/jobs';

const step = (name: string, log: string[], fail = false, required = false): Step => ({
  name,
  required,
  run: async () => {
    log.push(name);
    if (fail) throw new Error(`${name} broke`);
  },
});

describe('example jobs', () => {
  it('runs each job’s steps in order and reports every outcome', async () => {
    const log: string[] = [];
    const outcomes = startJobs([[step('a1', log), step('a2', log, true), step('a3', log)], [step('b1', log)]], 2);
    const results = await Promise.all([...outcomes.entries()].map(async ([name, outcome]) => [name, (await outcome)?.message ?? null]));
    expect(results).toEqual([
      ['a1', null],
      ['a2', 'a2 broke'],
      ['a3', null],
      ['b1', null],
    ]);
    expect(log.filter((name) => name.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
  });

  it('skips the rest of a job after a required step fails', async () => {
    const log: string[] = [];
    const outcomes = startJobs([[step('build', log, true, true), step('check', log)]], 1);
    expect((await outcomes.get('check'))?.message).toBe('not run: "build" failed');
    expect(log).toEqual(['build']);
  });

  it('refuses two steps with one name', () => {
    expect(() => startJobs([[step('x', [])], [step('x', [])]], 1)).toThrow('two steps are named "x"');
  });
});
