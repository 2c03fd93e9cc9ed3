/**
 * @jest-environment node
 *
 * The vote topics are content: a topic that names a webpack option states what that option does now.
 * Whether an option is on by default is taken from the defaults the installed webpack applies, and a
 * release in the ledger newer than the one the topics were last checked against that touches a named
 * option fails here until the topic is rewritten and TOPICS_CHECKED_AGAINST moves on.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import webpack from 'webpack';
import { REPO_ROOT } from './support/workspace';

/** The webpack release the topics' descriptions were last checked against. */
const TOPICS_CHECKED_AGAINST = '5.113.0';

interface Topic {
  readonly id: string;
  readonly description: string;
}
interface LedgerRelease {
  readonly version: string;
  readonly [section: string]: unknown;
}

const topics = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'content/data/vote-topics.json'), 'utf8')) as Topic[];
const { releases } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'content/data/webpack-releases.json'), 'utf8')) as { releases: LedgerRelease[] };

/** Each topic with the `experiments.*` options it names. */
const named = topics.map((topic) => ({ topic, options: [...new Set([...topic.description.matchAll(/\bexperiments\.(\w+)/g)].map((match) => match[1] ?? ''))] })).filter(({ options }) => options.length > 0);

test('topics name options', () => {
  expect(named.map(({ topic }) => topic.id)).toEqual(expect.arrayContaining(['built-in-css', 'built-in-typescript', 'html-entry-points']));
});

test('a topic says an option is on by default exactly when webpack turns it on in both modes', () => {
  const experiments = (mode: 'production' | 'development') => webpack({ mode, context: REPO_ROOT, entry: './x.js' }).options.experiments as Record<string, unknown>;
  const production = experiments('production');
  const development = experiments('development');
  const isOn = (value: unknown) => value === true || value === 'auto';
  const wrong = named.flatMap(({ topic, options }) =>
    options
      .filter((option) => (isOn(production[option]) && isOn(development[option])) !== /\bon by default\b/.test(topic.description))
      .map((option) => `${topic.id}: experiments.${option} defaults to ${JSON.stringify(production[option])} (production) and ${JSON.stringify(development[option])} (development)`),
  );
  expect(wrong).toEqual([]);
});

test(`no ledger release after ${TOPICS_CHECKED_AGAINST} touches an option a topic names`, () => {
  expect(releases.map((release) => release.version)).toContain(TOPICS_CHECKED_AGAINST);
  const stale = releases
    .filter((release) => semver.gt(release.version, TOPICS_CHECKED_AGAINST))
    .flatMap((release) => {
      const text = JSON.stringify(release);
      return named.flatMap(({ topic, options }) =>
        options.filter((option) => new RegExp(`experiments\\.${option}\\b`).test(text)).map((option) => `${topic.id}: webpack ${release.version} changed experiments.${option}; rewrite the topic, then move TOPICS_CHECKED_AGAINST`),
      );
    });
  expect(stale).toEqual([]);
});
