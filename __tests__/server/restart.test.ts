/**
 * @jest-environment node
 *
 * Stopping and restarting the site's server without losing a request: SIGTERM finishes what is in flight (a vote
 * whose body is still arriving included) and then exits; and a rolling restart of `npm run serve -- --workers 2`
 * onto a new build (SIGHUP) while clients read pages and vote without pause fails none of their requests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { exitOf, freePort, startServerProcess, tempFolder, topicIds, UNLIMITED_VOTES, writeSiteRoot } from './fixtures/site-root';

const repo = path.resolve(__dirname, '../..');
const topics = topicIds();
const page = (title: string) => `<!DOCTYPE html><title>${title}</title>${'<p>Text.</p>'.repeat(200)}`;
const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connects; resolves to the socket, what it received so far, and whether it closed. */
function connect(port: number): Promise<net.Socket & { received: string; gone: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = Object.assign(net.connect({ port, host: '127.0.0.1' }), { received: '', gone: false });
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (socket.received += data));
    socket.on('close', () => (socket.gone = true));
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}
const waitFor = async (condition: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await sleep(20);
  return condition();
};
const counts = async (base: string) => ((await (await fetch(`${base}/api/votes`)).json()) as { counts: Record<string, number> }).counts;

describe('SIGTERM', () => {
  it('stops accepting, answers what is in flight or arrives on open connections, and exits 0 with the vote stored', async () => {
    const root = writeSiteRoot(tempFolder('sigterm'), { 'index.html': page('webpack') });
    folders.push(root);
    const env = { ...UNLIMITED_VOTES, DATABASE_URL: '', VOTE_DB_PATH: path.join(root, 'votes.sqlite') };
    const limits = { keepAliveTimeoutMs: 2000 };
    const { child, port } = await startServerProcess(root, { env, limits });
    children.push(child);

    // Two keep-alive connections, idle once answered: one is used again after SIGTERM, one is left alone.
    const [idle, reused] = await Promise.all([connect(port), connect(port)]);
    for (const socket of [idle, reused]) socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await waitFor(() => idle.received.includes('</p>') && reused.received.includes('</p>'), 5000)).toBe(true);
    reused.received = '';
    const body = JSON.stringify({ topic: topics[0], change: 1 });
    const voting = await connect(port);
    voting.write(`POST /api/votes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    await sleep(200);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await sleep(200);
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(child.exitCode).toBeNull();

    reused.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    voting.write(body.slice(5));
    expect(await waitFor(() => voting.gone && reused.gone, 5000)).toBe(true);
    for (const socket of [reused, voting]) {
      expect(socket.received).toMatch(/^HTTP\/1\.1 200 /);
      expect(socket.received).toMatch(/\r\nconnection: close\r\n/i);
    }
    // The connection left idle is closed at the keep-alive timeout, then the process exits.
    expect(await exitOf(child)).toBe(0);
    expect(idle.gone).toBe(true);
    expect(Date.now() - signalled).toBeLessThan(limits.keepAliveTimeoutMs + 3000);

    const again = await startServerProcess(root, { env });
    children.push(again.child);
    expect((await counts(`http://127.0.0.1:${again.port}`))[topics[0]]).toBe(1);
    again.child.kill('SIGTERM');
    expect(await exitOf(again.child)).toBe(0);
  }, 60_000);
});

/** A deployable copy of the project: the server's code and a build whose pages say `title`. */
function release(folder: string, title: string): string {
  for (const part of ['scripts/serve.cjs', 'scripts/require-ts.cjs', 'src/server', 'src/lib'])
    fs.cpSync(path.join(repo, part), path.join(folder, part), { recursive: true });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  return writeSiteRoot(folder, { 'index.html': page(title), 'concepts/index.html': page(`Concepts, ${title}`) });
}
/** Points `link` at `target` in one step (rename), as a deploy switches its `current` folder. */
function pointAt(link: string, target: string): void {
  fs.symlinkSync(target, `${link}.next`, 'dir');
  fs.renameSync(`${link}.next`, link);
}

describe('rolling restart (npm run serve -- --workers 2, then SIGHUP)', () => {
  it('serves the new build afterwards, no request of continuous readers and voters fails meanwhile, and a broken build is not rolled out', async () => {
    const deploy = tempFolder('rolling-restart');
    folders.push(deploy);
    release(path.join(deploy, 'a'), 'build A');
    release(path.join(deploy, 'b'), 'build B');
    const current = path.join(deploy, 'current');
    pointAt(current, path.join(deploy, 'a'));
    const port = await freePort();
    // The votes outlive a release: an absolute VOTE_DB_PATH (or DATABASE_URL), not one inside the release folder.
    const env = { ...process.env, ...UNLIMITED_VOTES, DATABASE_URL: '', VOTE_DB_PATH: path.join(deploy, 'votes.sqlite') };
    const primary = spawn(process.execPath, [path.join(current, 'scripts/serve.cjs'), '--port', String(port), '--host', '127.0.0.1', '--workers', '2'], {
      cwd: current,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(primary);
    let output = '';
    primary.stdout?.on('data', (data: Buffer) => (output += data.toString()));
    expect(await waitFor(() => output.includes('Serving'), 60_000)).toBe(true);
    const base = `http://127.0.0.1:${port}`;

    // Keep-alive, as browsers and proxies connect: a worker that stops answers on its open connections and closes them.
    const agent = new http.Agent({ keepAlive: true });
    const request = (method: string, urlPath: string, body?: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(`${base}${urlPath}`, { method, agent, headers: body ? { 'content-type': 'application/json' } : {} }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const failures: string[] = [];
    const acknowledged: Record<string, number> = {};
    let answered = 0;
    let running = true;
    const reader = async () => {
      while (running)
        await request('GET', '/concepts/').then(
          ({ status }) => (status === 200 ? answered++ : failures.push(`GET ${status}`)),
          (error: Error) => failures.push(`GET ${error.message}`),
        );
    };
    const voter = async (i: number) => {
      for (let n = i; running; n++) {
        // Each vote a new voter's (no cookie): every vote answered 200 adds exactly one to its topic.
        const topic = topics[n % topics.length];
        await request('POST', '/api/votes', JSON.stringify({ topic, change: 1 })).then(
          ({ status }) => {
            if (status !== 200) return failures.push(`POST ${status}`);
            answered++;
            acknowledged[topic] = (acknowledged[topic] ?? 0) + 1;
          },
          (error: Error) => failures.push(`POST ${error.message}`),
        );
      }
    };
    const clients = [...Array.from({ length: 6 }, reader), ...Array.from({ length: 4 }, (_, i) => voter(i))];
    await sleep(500);
    pointAt(current, path.join(deploy, 'b'));
    primary.kill('SIGHUP');
    expect(await waitFor(() => output.includes('Restarted 2 workers'), 90_000)).toBe(true);
    await sleep(500);
    running = false;
    await Promise.all(clients);
    agent.destroy();
    console.log(`Rolling restart: ${answered} requests answered during it, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);

    for (let i = 0; i < 10; i++) expect(await (await fetch(`${base}/concepts/`)).text()).toContain('Concepts, build B');
    const stored = await counts(base);
    for (const topic of topics) expect(stored[topic]).toBe(acknowledged[topic] ?? 0);

    // A broken build (its public/ without pages): the restart stops at its first worker, the others keep serving B.
    release(path.join(deploy, 'c'), 'build C');
    fs.rmSync(path.join(deploy, 'c/public/index.html'));
    pointAt(current, path.join(deploy, 'c'));
    primary.kill('SIGHUP');
    expect(await waitFor(() => output.includes('failed to start'), 60_000)).toBe(true);
    for (let i = 0; i < 4; i++) expect(await (await fetch(`${base}/concepts/`)).text()).toContain('Concepts, build B');

    primary.kill('SIGTERM');
    expect(await exitOf(primary)).toBe(0);
  }, 180_000);
});
