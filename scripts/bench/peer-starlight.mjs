// The peer bench:develop compares with: a Starlight site (Astro's docs theme) holding the same MDX page, started
// cold and warm with `astro dev` and edited the same way. Installed once from the npm registry into .bench/, at the
// versions issue 36's comparison used, so every run compares with the same peer.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EDITED_FILE, EDITED_PAGE, firstPage, timeEdits } from './develop-edits.mjs';

const DIR = path.resolve('.bench/peer-starlight');
const DEPENDENCIES = { '@astrojs/starlight': '0.37.7', astro: '5.18.2' };

const FILES = {
  'package.json': JSON.stringify({ name: 'peer-starlight', private: true, type: 'module', dependencies: DEPENDENCIES }, null, 2),
  'astro.config.mjs': [
    "import { defineConfig } from 'astro/config';",
    "import starlight from '@astrojs/starlight';",
    "export default defineConfig({ integrations: [starlight({ title: 'webpack' })], telemetry: false });",
  ].join('\n'),
  'src/content.config.ts': [
    "import { defineCollection } from 'astro:content';",
    "import { docsLoader } from '@astrojs/starlight/loaders';",
    "import { docsSchema } from '@astrojs/starlight/schema';",
    'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
  ].join('\n'),
};

/** The peer project, installed when its dependencies are missing or at other versions. */
function preparePeer(repo) {
  fs.mkdirSync(DIR, { recursive: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(DIR, file), `${text}\n`);
  }
  const installed = (name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(DIR, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      return null;
    }
  };
  if (Object.entries(DEPENDENCIES).some(([name, version]) => installed(name) !== version)) {
    console.log(
      `installing ${Object.entries(DEPENDENCIES)
        .map(([name, version]) => `${name}@${version}`)
        .join(', ')} into ${DIR}`,
    );
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DIR, stdio: 'inherit' });
  }
  // Our page's MDX uses no component of ours, so Starlight renders the same text; its frontmatter keys that
  // Starlight does not know are dropped by its schema.
  const page = path.join(DIR, 'src/content/docs', EDITED_PAGE, 'index.mdx');
  fs.mkdirSync(path.dirname(page), { recursive: true });
  fs.copyFileSync(path.join(repo, EDITED_FILE), page);
  return page;
}

function startAstro(port) {
  const started = performance.now();
  const child = spawn('npx', ['astro', 'dev', '--port', String(port)], {
    cwd: DIR,
    detached: true,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, ready: firstPage(`http://localhost:${port}${EDITED_PAGE}`, child, started) };
}

const stop = async (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

/** Cold start (Astro's and Vite's caches removed), warm start, then the edits; the same shape as our results. */
export async function benchStarlight({ repo, port, edits, browser }) {
  const file = preparePeer(repo);
  const results = { cold: null, warm: null, edits: {} };
  for (const cache of ['.astro', 'node_modules/.vite', 'node_modules/.astro']) fs.rmSync(path.join(DIR, cache), { recursive: true, force: true });
  let { child, ready } = startAstro(port);
  try {
    results.cold = await ready;
    console.log(`Starlight cold start: ${results.cold.toFixed(1)} s to ${EDITED_PAGE}`);
    await stop(child);
    ({ child, ready } = startAstro(port));
    results.warm = await ready;
    console.log(`Starlight warm start: ${results.warm.toFixed(1)} s to ${EDITED_PAGE}`);
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}${EDITED_PAGE}`);
    await page.waitForLoadState('load');
    results.edits = await timeEdits(page, file, edits, 'Starlight');
    await page.close();
  } finally {
    await stop(child);
  }
  return results;
}
