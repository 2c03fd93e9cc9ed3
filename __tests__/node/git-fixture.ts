import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Identity {
  readonly name: string;
  readonly email: string;
}

// Keeps the machine's own git configuration (signing, hooks, identity) out of the fixture.
const isolated = (home: string): NodeJS.ProcessEnv => ({
  ...process.env,
  HOME: home,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: path.join(home, 'gitconfig'),
});

/** A throw-away git repository whose commits have explicit authors, committers and dates. */
export class FixtureRepo {
  readonly dir: string;
  private readonly home: string;

  constructor() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
    this.home = root;
    this.dir = path.join(root, 'repo');
    fs.mkdirSync(this.dir);
    this.git(['init', '-q', '-b', 'main']);
  }

  git(args: readonly string[], env: NodeJS.ProcessEnv = {}, cwd = this.dir): string {
    return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8', env: { ...isolated(this.home), ...env } });
  }

  write(file: string, text: string): void {
    fs.mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
    fs.writeFileSync(path.join(this.dir, file), text);
  }

  /** Stages everything and commits as `author` at `date` (also the committer date). */
  commit(author: Identity, date: string, message: string): void {
    this.git(['add', '-A']);
    this.git(['commit', '-q', '-m', message], {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: 'Fixture Committer',
      GIT_COMMITTER_EMAIL: 'committer@example.com',
      GIT_COMMITTER_DATE: date,
    });
  }

  /** `git clone --depth 1` of this repository, beside it. */
  shallowClone(): string {
    const target = path.join(this.home, 'shallow');
    this.git(['clone', '-q', '--depth', '1', `file://${this.dir}`, target], {}, this.home);
    return target;
  }

  remove(): void {
    fs.rmSync(this.home, { recursive: true, force: true });
  }
}
