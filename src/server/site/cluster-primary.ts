import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of `npm run serve -- --workers N`: N server processes share its port (Node's cluster hands each new
 * connection to one of them). SIGHUP restarts them one at a time onto whatever build and code are on disk now: a
 * new worker is started and listening before an old one is stopped (SIGTERM, graceful-stop.ts), so the port always
 * has a process answering and no request is dropped. A new worker that fails to start ends the restart, and the
 * workers still running keep serving the build they have. SIGTERM or SIGINT stops every worker gracefully, then
 * the primary.
 */
export function runPrimary(workers: number, log: (line: string) => void): Promise<void> {
  /** Every worker forked and not yet exited, listening or still starting. */
  const forked = new Set<Worker>();
  const running = new Set<Worker>();
  const retiring = new Set<Worker>();
  let stopping = false;

  const exited = (worker: Worker) => new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve())));
  const stop = (worker: Worker) => {
    retiring.add(worker);
    worker.process.kill('SIGTERM');
    return exited(worker);
  };
  /** A new worker, once it listens; null when it exits first (a broken build, a port taken). */
  const start = async (): Promise<Worker | null> => {
    const worker = cluster.fork();
    forked.add(worker);
    let listened = false;
    const listening = await new Promise<boolean>((resolve) => {
      worker.once('listening', () => {
        listened = true;
        resolve(true);
      });
      worker.once('exit', (code, signal) => {
        forked.delete(worker);
        running.delete(worker);
        resolve(false);
        if (stopping || retiring.delete(worker) || !listened) return;
        // A crash: the others keep serving while a replacement starts.
        log(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another.`);
        void start();
      });
    });
    if (listening) running.add(worker);
    return listening ? worker : null;
  };
  const restart = async () => {
    for (const old of [...running]) {
      if (stopping) return;
      if (!(await start())) {
        if (!stopping) log('A new worker failed to start (see its error above): the running workers keep serving their build.');
        return;
      }
      await stop(old);
    }
    log(`Restarted ${running.size} workers onto the build on disk.`);
  };
  const startAll = async () => {
    for (let i = 0; i < workers; i++) if (!(await start())) throw new Error('A worker failed to start (see its error above).');
  };

  // One change at a time: a restart asked for while the workers start or restart waits for that to end.
  let busy: Promise<unknown> = startAll();
  process.on('SIGHUP', () => {
    busy = busy.then(restart, restart);
  });
  const stopAll = () => {
    stopping = true;
    return Promise.all([...forked].map(stop));
  };
  const shutDown = () => {
    if (!stopping) void stopAll().then(() => process.exit(0));
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
  return busy.then(
    () => undefined,
    async (error: unknown) => {
      await stopAll();
      throw error;
    },
  );
}
