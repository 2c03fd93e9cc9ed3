/**
 * Example builds run in child processes, so several can run at once while Jest only waits:
 * each job's steps (build, then its checks) run in order, a few jobs side by side.
 */
export interface Step {
  /** Unique across all jobs: the test that reports this step's outcome looks it up by name. */
  readonly name: string;
  readonly run: () => Promise<void>;
  /** When it fails, the later steps of its job are not run (checks of a build that failed would only add noise). */
  readonly required?: boolean;
}

/** Starts the jobs and returns, for every step, a promise of its error (null when it passed); it never rejects. */
export function startJobs(jobs: readonly (readonly Step[])[], concurrency: number): Map<string, Promise<Error | null>> {
  const outcomes = new Map<string, Promise<Error | null>>();
  const resolvers = new Map<string, (error: Error | null) => void>();
  for (const step of jobs.flat()) {
    if (outcomes.has(step.name)) throw new Error(`two steps are named "${step.name}"`);
    outcomes.set(step.name, new Promise((resolve) => resolvers.set(step.name, resolve)));
  }
  const queue = [...jobs];
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      let blocker: string | null = null;
      for (const step of job) {
        let outcome: Error | null = blocker ? new Error(`not run: "${blocker}" failed`) : null;
        if (!blocker) {
          try {
            await step.run();
          } catch (error) {
            outcome = error instanceof Error ? error : new Error(String(error));
            if (step.required) blocker = step.name;
          }
        }
        resolvers.get(step.name)?.(outcome);
      }
    }
  };
  for (let i = 0; i < Math.min(concurrency, jobs.length); i++) void worker();
  return outcomes;
}
