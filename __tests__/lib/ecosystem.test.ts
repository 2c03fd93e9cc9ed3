import fs from 'node:fs';
import path from 'node:path';
import { ACTIVITY_WINDOWS, BADGE_HEIGHT, parseProjectsFile, projectBadges } from '../../src/lib/ecosystem';

const FILE = 'content/data/ecosystem-projects.json';
const projects = parseProjectsFile(FILE, JSON.parse(fs.readFileSync(path.resolve(FILE), 'utf8')));

describe('ecosystem projects', () => {
  it('holds the 41 projects of the Organization page, each with its own description', () => {
    expect(projects).toHaveLength(41);
    for (const name of ['webpack/webpack', 'webpack/webpack-dev-server', 'webpack/tapable', 'webpack-contrib/karma-webpack', 'shama/webpack-stream']) {
      expect(projects.map((p) => p.repo)).toContain(name);
    }
    expect(new Set(projects.map((p) => p.description)).size).toBe(41);
  });

  it('leaves the maintainer empty unless a handle is named', () => {
    const withoutMaintainer = projects.filter((p) => p.maintainer === null);
    expect(withoutMaintainer.length).toBeGreaterThan(0);
    expect(projects.find((p) => p.repo === 'webpack/webpack')?.maintainer).toBe('sokra');
  });

  it('names the file and the field of a mistake', () => {
    expect(() => parseProjectsFile(FILE, [{ repo: 'webpack', npm: 'webpack', description: 'x', maintainer: '' }])).toThrow(
      'content/data/ecosystem-projects.json: projects[0].repo must be a GitHub owner/name (got "webpack")',
    );
    expect(() => parseProjectsFile(FILE, [{ repo: 'a/b', npm: 'b', description: 'x', maintainer: 'not a handle' }])).toThrow(
      'projects[0].maintainer must be a GitHub user name, or empty',
    );
    expect(() => parseProjectsFile(FILE, { projects: [] })).toThrow('must be a list of projects');
    const one = { repo: 'a/b', npm: 'b', description: 'x', maintainer: '' };
    expect(() => parseProjectsFile(FILE, [one, { ...one, repo: 'A/B' }])).toThrow('projects[1] repeats "a/b"');
  });

  it('builds the badge groups of a card from the badge service', () => {
    const groups = projectBadges({ repo: 'webpack/tapable', npm: 'tapable', description: 'x', maintainer: null });
    expect(groups.map((g) => g.title)).toEqual(['Downloads and Stars', 'Activity', 'Issues and PRs']);
    const [downloads, stars] = groups[0].badges;
    expect(downloads.src).toBe('https://img.shields.io/npm/dm/tapable?label=npm&style=flat');
    expect(stars.src).toBe('https://img.shields.io/github/stars/webpack/tapable?label=stars&style=flat');
    expect(groups[1].badges.map((b) => b.src)).toEqual(
      ACTIVITY_WINDOWS.map(
        (w) => `https://img.shields.io/github/commits-since/webpack/tapable/${encodeURIComponent(`main@{${w.period}}`)}?label=${w.label}&style=flat`,
      ),
    );
    expect(groups[1].badges[0].src).toContain('main%40%7B6%20months%20ago%7D');
    expect(groups[2].badges.map((b) => b.src)).toEqual([
      'https://img.shields.io/github/issues-raw/webpack/tapable?label=issues&style=flat',
      'https://img.shields.io/github/issues-pr-raw/webpack/tapable?label=PRs&style=flat',
    ]);
    for (const badge of groups.flatMap((g) => g.badges)) {
      expect(badge.alt).not.toBe('');
      expect(badge.width).toBeGreaterThan(0);
    }
    expect(BADGE_HEIGHT).toBe(20);
  });
});
