/**
 * Opens a built example page in jsdom as a reader opens dist/index.html from disk: scripts run,
 * chunks and stylesheets load from file: URLs, the console is collected; then checks what the
 * guide says the page shows. Runs in its own Node.js process like runner.ts (Jest would compile
 * jsdom's dependencies and fail on them): `node browser.mjs <request.json> <result.json>`.
 */
import fs from 'node:fs';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { LineMatch, PageRequest, PageResult, WirePattern } from './runner-protocol';

interface OpenedPage {
  readonly dom: JSDOM;
  readonly document: Document;
  /** console lines, arguments joined by spaces as a browser console shows them. */
  readonly logs: string[];
  /** Uncaught errors and failed resource loads reported by jsdom. */
  readonly errors: string[];
}

async function openPage(file: string): Promise<OpenedPage> {
  const logs: string[] = [];
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    virtualConsole.on(level, (...args: unknown[]) => logs.push(args.map(String).join(' ')));
  }
  virtualConsole.on('jsdomError', (error: Error) => errors.push(error.message));
  const dom = await JSDOM.fromFile(file, { runScripts: 'dangerously', resources: 'usable', pretendToBeVisual: true, virtualConsole });
  await new Promise<void>((resolve) => {
    if (dom.window.document.readyState === 'complete') resolve();
    else dom.window.addEventListener('load', () => resolve());
  });
  return { dom, document: dom.window.document, logs, errors };
}

/** The text a reader sees, with whitespace collapsed as the browser renders it. */
function visibleText(document: Document): string {
  if (!document.body) return '';
  // jsdom has no layout, so no innerText: drop what a browser never renders as text.
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function lineMatches(line: string | undefined, expected: LineMatch<WirePattern>): boolean {
  if (line === undefined) return false;
  return typeof expected === 'string' ? line === expected : new RegExp(expected.regexp, expected.flags).test(line);
}

/** Problems with the page's current state; empty when it shows everything expected. */
function problemsNow(page: OpenedPage, request: PageRequest, shows: readonly string[], has: readonly string[], initial: boolean): string[] {
  const { check } = request;
  const problems = page.errors.map((error) => `page error: ${error}`);
  const text = visibleText(page.document);
  for (const sentence of shows) if (!text.includes(sentence)) problems.push(`does not show "${sentence}"; it shows: ${text}`);
  for (const selector of has) if (!page.document.querySelector(selector)) problems.push(`nothing matches ${selector}`);
  if (!initial) return problems;
  if (check.title !== undefined && page.document.title !== check.title) problems.push(`the title is "${page.document.title}", not "${check.title}"`);
  const styles = [...page.document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  for (const expected of check.styles ?? []) if (!styles.includes(expected)) problems.push(`no <style> contains ${expected}`);
  const logs = check.logs;
  if (logs && (page.logs.length !== logs.length || !logs.every((line, index) => lineMatches(page.logs[index], line)))) {
    const shown = (lines: readonly unknown[]) => lines.map((line) => (typeof line === 'string' ? line : `/${(line as WirePattern).regexp}/`)).join('\n    ') || '(nothing)';
    problems.push(`the console shows:\n    ${shown(page.logs)}\n  expected:\n    ${shown(logs)}`);
  }
  return problems;
}

/** Chunks load asynchronously after start-up or a click: wait until the page is as expected, or give up. */
async function settle(problems: () => string[], timeout = 10_000): Promise<string[]> {
  const start = Date.now();
  for (;;) {
    const found = problems();
    if (!found.length || Date.now() - start > timeout) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function checkPage(request: PageRequest): Promise<string[]> {
  const page = await openPage(request.file);
  try {
    const { check } = request;
    const problems = await settle(() => problemsNow(page, request, check.shows ?? [], check.has ?? [], true));
    if (problems.length) return problems;
    for (const click of check.clicks ?? []) {
      const button = [...page.document.querySelectorAll('button')].find((element) => element.textContent?.trim() === click.button);
      if (!button) return [`no button labelled "${click.button}"`];
      button.click();
      const after = await settle(() => problemsNow(page, request, click.shows ?? [], click.has ?? [], false));
      if (after.length) return after.map((problem) => `after clicking "${click.button}": ${problem}`);
    }
    return [];
  } finally {
    page.dom.window.close();
  }
}

async function main(): Promise<void> {
  const [requestFile, resultFile] = process.argv.slice(2);
  const request = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as PageRequest;
  const result: PageResult = { problems: await checkPage(request) };
  fs.writeFileSync(resultFile, JSON.stringify(result));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
