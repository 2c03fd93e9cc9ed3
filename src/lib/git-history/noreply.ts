import { GITHUB_HANDLE } from '../frontmatter';
import type { Contributor } from './types';

// GitHub's private commit addresses: "123456+handle@…" (since 2017) or "handle@…" (older accounts).
const NOREPLY = /^(?:\d+\+)?([^@+]+)@users\.noreply\.github\.com$/i;

/** The GitHub user name a noreply address stands for; null for any other address (look-alike domains included). */
export function handleFromEmail(email: string | null): string | null {
  const match = email ? NOREPLY.exec(email.trim()) : null;
  return match && GITHUB_HANDLE.test(match[1]) ? match[1] : null;
}

const GITHUB_PROFILE = /^https?:\/\/(?:www\.)?github\.com\/([^/?#]+)\/?(?:[?#].*)?$/i;

/** The user name of a github.com profile URL ("https://github.com/sokra"); null for repositories and other sites. */
export function handleFromUrl(url: string | null): string | null {
  const match = url ? GITHUB_PROFILE.exec(url.trim()) : null;
  return match && GITHUB_HANDLE.test(match[1]) ? match[1] : null;
}

/** A GitHub user's profile link and avatar; the page adds the size it wants to the avatar URL. */
export function githubContributor(handle: string, name: string = handle, commits = 0): Contributor {
  return { name, handle, url: `https://github.com/${handle}`, avatarUrl: `https://github.com/${handle}.png`, commits };
}
