import { assertUnique, DataError, fieldReader, recordList } from './data-file';
import { GITHUB_HANDLE } from './frontmatter';

/** A project of the webpack ecosystem, listed on /organization/. */
export interface EcosystemProject {
  /** owner/name on GitHub. */
  readonly repo: string;
  /** Package name on npm. */
  readonly npm: string;
  readonly description: string;
  /** GitHub handle of the maintainer; null when the project is looking for one. */
  readonly maintainer: string | null;
}

const REPO = /^[\w.-]+\/[\w.-]+$/;
const NPM_NAME = /^(@[a-z\d][\w.-]*\/)?[a-z\d][\w.-]*$/;

export function parseProjectsFile(file: string, data: unknown): EcosystemProject[] {
  if (!Array.isArray(data)) throw new DataError(file, '', 'must be a list of projects');
  const projects = recordList(file, 'projects', data).map((record, index): EcosystemProject => {
    const field = fieldReader(file, `projects[${index}]`, record);
    return {
      repo: field.matching('repo', REPO, 'a GitHub owner/name') as string,
      npm: field.matching('npm', NPM_NAME, 'an npm package name') as string,
      description: field.string('description'),
      maintainer: field.matching('maintainer', GITHUB_HANDLE, 'a GitHub user name, or empty', true),
    };
  });
  assertUnique(file, 'projects', projects, (project) => project.repo.toLowerCase());
  return projects;
}

/** Where a project without a maintainer sends volunteers. */
export const MAINTAINER_NEEDED_URL = 'https://github.com/webpack/webpack/issues/2734';

export interface Badge {
  readonly src: string;
  readonly alt: string;
  /** Reserved box, so the card does not move when the image arrives. */
  readonly width: number;
}

export interface BadgeGroup {
  readonly title: string;
  readonly badges: readonly Badge[];
}

export const BADGE_HEIGHT = 20;
const SHIELDS = 'https://img.shields.io';
export const ACTIVITY_BRANCH = 'main';
export const ACTIVITY_WINDOWS = [
  { label: '6m', period: '6 months ago', text: 'the last 6 months' },
  { label: '3m', period: '3 months ago', text: 'the last 3 months' },
  { label: '1m', period: '1 month ago', text: 'the last month' },
  { label: '1w', period: '1 week ago', text: 'the last week' },
] as const;

const shield = (path: string, label: string) => `${SHIELDS}/${path}?label=${encodeURIComponent(label)}&style=flat`;

/** The badge images of a project card, loaded by the reader's browser from the badge service. */
export function projectBadges({ repo, npm }: EcosystemProject): BadgeGroup[] {
  return [
    {
      title: 'Downloads and Stars',
      badges: [
        { src: shield(`npm/dm/${npm}`, 'npm'), alt: `Monthly npm downloads of ${npm}`, width: 120 },
        { src: shield(`github/stars/${repo}`, 'stars'), alt: `GitHub stars of ${repo}`, width: 90 },
      ],
    },
    {
      title: 'Activity',
      badges: ACTIVITY_WINDOWS.map((window) => ({
        src: shield(`github/commits-since/${repo}/${encodeURIComponent(`${ACTIVITY_BRANCH}@{${window.period}}`)}`, window.label),
        alt: `Commits to ${ACTIVITY_BRANCH} in ${window.text}`,
        width: 64,
      })),
    },
    {
      title: 'Issues and PRs',
      badges: [
        { src: shield(`github/issues-raw/${repo}`, 'issues'), alt: `Open issues of ${repo}`, width: 80 },
        { src: shield(`github/issues-pr-raw/${repo}`, 'PRs'), alt: `Open pull requests of ${repo}`, width: 70 },
      ],
    },
  ];
}
