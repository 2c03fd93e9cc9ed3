/** One person credited on a page: from git history, frontmatter or a package's package.json. */
export interface Contributor {
  readonly name: string;
  /** GitHub user name, when known for certain (noreply address, frontmatter, github.com URL). */
  readonly handle: string | null;
  /** Profile or homepage link; null shows the name as plain text. */
  readonly url: string | null;
  /** Remote avatar image; null means the page draws an initials avatar itself. */
  readonly avatarUrl: string | null;
  /** Commits touching the file (co-authored ones included); 0 when the credit is not from git history. */
  readonly commits: number;
}

export interface LastUpdated {
  /** ISO 8601 committer date of the newest commit touching the file. */
  readonly date: string;
  /** Author of that commit, after .mailmap. */
  readonly name: string;
}

export interface FileHistory {
  /** Most commits first. */
  readonly contributors: readonly Contributor[];
  readonly lastUpdated: LastUpdated;
}

/** "Name <email>" split up; email is lowercase-insensitive for matching but kept as written. */
export interface Contact {
  readonly name: string;
  readonly email: string | null;
}
