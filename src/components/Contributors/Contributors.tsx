import * as React from 'react';
import type { Contributor } from '../../lib/git-history/types';
import { InitialsAvatar } from './InitialsAvatar';
import { useSeenOnce } from './useSeenOnce';
import * as styles from './Contributors.module.css';

export const AVATAR_SIZE = 90;
export const VISIBILITY_CHECK_MS = 300;

/** What the page query gives for each person (GraphQL DocContributor). */
export type ContributorData = Pick<Contributor, 'name' | 'handle' | 'url' | 'avatarUrl'>;

function Avatar({ person, seen }: { readonly person: ContributorData; readonly seen: boolean }) {
  if (!person.avatarUrl) return <InitialsAvatar name={person.name} size={AVATAR_SIZE} className={styles.avatar} />;
  // Remote avatars wait until the block is in view; twice the size for sharp screens.
  if (!seen) return <span className={styles.avatar} aria-hidden="true" />;
  return <img src={`${person.avatarUrl}?size=${AVATAR_SIZE * 2}`} width={AVATAR_SIZE} height={AVATAR_SIZE} alt="" className={styles.avatar} />;
}

/** A page's contributors: GitHub users link to their profile with their avatar; others show their name and drawn initials. */
export function Contributors({ contributors }: { readonly contributors: readonly ContributorData[] }) {
  const ref = React.useRef<HTMLElement>(null);
  const seen = useSeenOnce(ref, VISIBILITY_CHECK_MS);
  if (!contributors.length) return null;
  return (
    <section ref={ref} aria-labelledby="page-contributors" className={styles.block} data-print="hide">
      <h2 id="page-contributors">Contributors</h2>
      <ul className={styles.list}>
        {contributors.map((person) => {
          const content = (
            <>
              <Avatar person={person} seen={seen} />
              <span className={person.url ? styles.handle : styles.name}>{person.name}</span>
            </>
          );
          return (
            <li key={person.handle ?? `name:${person.name}`}>
              {person.url ? (
                <a href={person.url} target="_blank" rel="noopener noreferrer" className={styles.person}>
                  {content}
                </a>
              ) : (
                <span className={styles.person}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
