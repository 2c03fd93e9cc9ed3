import * as React from 'react';
import { useSeenOnce } from './useSeenOnce';
import * as styles from './Contributors.module.css';

export const AVATAR_SIZE = 90;
export const VISIBILITY_CHECK_MS = 300;

/** GitHub avatars of a page's contributors, fetched only once the block has scrolled into view. */
export function Contributors({ contributors }: { readonly contributors: readonly string[] }) {
  const ref = React.useRef<HTMLElement>(null);
  const seen = useSeenOnce(ref, VISIBILITY_CHECK_MS);
  if (!contributors.length) return null;
  return (
    <section ref={ref} aria-labelledby="page-contributors" className={styles.block} data-print="hide">
      <h2 id="page-contributors">Contributors</h2>
      <ul className={styles.list}>
        {contributors.map((handle) => (
          <li key={handle}>
            <a href={`https://github.com/${handle}`} target="_blank" rel="noopener noreferrer" className={styles.person}>
              {seen ? (
                <img
                  src={`https://github.com/${handle}.png?size=${AVATAR_SIZE * 2}`}
                  width={AVATAR_SIZE}
                  height={AVATAR_SIZE}
                  alt=""
                  className={styles.avatar}
                />
              ) : (
                <span className={styles.avatar} aria-hidden="true" />
              )}
              <span className={styles.handle}>{handle}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
