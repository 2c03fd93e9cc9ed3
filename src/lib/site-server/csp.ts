import crypto from 'node:crypto';
import { Parser } from 'htmlparser2';

/** Build-time settings that open the policy to another origin: each only when it is configured. */
export interface PolicySources {
  /** GATSBY_GTAG_ID: Google Analytics (gtag.js) loads and reports. */
  readonly gtagId?: string | undefined;
  /** GATSBY_CHAT_SCRIPT_URL: the chat client, loaded on the first click of the Chat button. */
  readonly chatScriptUrl?: string | undefined;
  /** GATSBY_VOTE_API_URL: another vote service than the site's own. */
  readonly voteApiUrl?: string | undefined;
  /** Algolia search is configured (GATSBY_ALGOLIA_*): the box queries Algolia's hosts. */
  readonly algolia?: boolean;
}

// Script types browsers run; data blocks (application/json, application/ld+json) are not subject to script-src.
const EXECUTED = /^(?:|text\/javascript|application\/javascript|module)$/i;

/**
 * `'sha256-…'` of each inline script of a page that a browser would run, in order of first appearance. Parsed as a
 * browser parses it: a `<script>` inside an attribute (a code block's data-source) or in text is no script, and a
 * pattern match that took it for one swallowed the real script after it, which the policy then blocked.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let script: { text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && attributes.src === undefined && EXECUTED.test(attributes.type ?? '')) script = { text: '' };
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name !== 'script' || !script) return;
        hashes.add(`'sha256-${crypto.createHash('sha256').update(script.text, 'utf8').digest('base64')}'`);
        script = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return [...hashes];
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null; // A relative URL (the site's own /api/votes): 'self' covers it.
  }
};

/**
 * The Content-Security-Policy of a page: its own files and the inline scripts it was built with (by hash), nothing
 * from elsewhere unless a build setting asks for it. Styles may be inline (Gatsby inlines the CSS of each page and
 * React writes style attributes); images may come from any https host (contributors' GitHub avatars, README
 * badges). Nobody may frame the site but itself.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], sources: PolicySources): string {
  const gtag = sources.gtagId ? ['https://www.googletagmanager.com'] : [];
  const analytics = sources.gtagId ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] : [];
  const chat = [originOf(sources.chatScriptUrl)].filter((origin): origin is string => origin !== null);
  const votes = [originOf(sources.voteApiUrl)].filter((origin): origin is string => origin !== null);
  const algolia = sources.algolia ? ['https://*.algolia.net', 'https://*.algolianet.com'] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...gtag, ...chat],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...analytics, ...chat, ...votes, ...algolia],
    ['frame-src', "'self'", ...chat],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/** The service worker's script, gatsby-plugin-offline's, at the root of public/. */
export const SERVICE_WORKER_SCRIPT = 'sw.js';

/**
 * Whether the site's policy goes with a file of public/ (its path, `concepts/index.html`): with every one but the
 * service worker's script. A policy only acts on documents and workers, and a worker's is the one its script came
 * with: the page's `connect-src 'self'` would stop the worker from fetching the images of other hosts it caches
 * (avatars, badges). Everything else may have it, so a CDN sets it with the rules it needs for Cache-Control.
 */
export function policyApplies(file: string): boolean {
  return file !== SERVICE_WORKER_SCRIPT;
}
