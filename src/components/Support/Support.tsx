import * as React from 'react';
import { useFetchJson } from '../../hooks/useFetchJson';
import { isSponsorsData, RANK_TITLES, RANKS, rankDescription, SPONSORS_JSON } from '../../lib/sponsors';
import { EXTERNAL } from '../../lib/site-links';
import { IslandBoundary } from '../IslandBoundary';
import { VISIBILITY_CHECK_MS } from '../Contributors/Contributors';
import { useSeenOnce } from '../Contributors/useSeenOnce';
import { SmartLink } from '../SmartLink';
import * as styles from './Support.module.css';

// Its own chunk, requested in the browser only once the lists have data to show.
const SupporterList = React.lazy(() => import('./SupporterList').then((module) => ({ default: module.SupporterList })));

/** A list's place; it shimmers only while the lists are on their way, not for as long as the section is unseen. */
function Loading({ active }: { readonly active: boolean }) {
  return <div className={active ? `${styles.placeholder} ${styles.loading}` : styles.placeholder} aria-hidden="true" />;
}

/** "Support the Team": why to give, and the sponsor lists, fetched once the section scrolls into view. */
export function Support() {
  const ref = React.useRef<HTMLElement>(null);
  const seen = useSeenOnce(ref, VISIBILITY_CHECK_MS);
  const [sponsors, retry] = useFetchJson(SPONSORS_JSON, seen, isSponsorsData);
  return (
    <section ref={ref} className={styles.support} aria-labelledby="support-title">
      <div className={styles.inner}>
        <h2 id="support-title">Support the Team</h2>
        <p>
          webpack is built and maintained by people who give their time: they review pull requests, answer issues, fix bugs and write these pages. Contributions
          of code and documentation keep it moving, and donations pay for the time that volunteering alone cannot cover, from maintenance to new features and
          learning material.
        </p>
        <p>
          <SmartLink href={EXTERNAL.sponsor} className={styles.button}>
            Become a sponsor or backer on Open Collective
          </SmartLink>
        </p>
        <div role="status" className={styles.status}>
          {(sponsors.status === 'idle' || sponsors.status === 'loading') && 'Loading the sponsor lists…'}
          {sponsors.status === 'error' && 'The sponsor lists could not be loaded.'}
        </div>
        {sponsors.status === 'error' && (
          <button type="button" className={styles.retry} onClick={retry}>
            Try again
          </button>
        )}
        {sponsors.status === 'loaded' && sponsors.data.note && (
          <p className={styles.note} role="note">
            {sponsors.data.note}
          </p>
        )}
        {RANKS.map((rank) => (
          <div key={rank} className={styles.rank}>
            <h3>{RANK_TITLES[rank]}</h3>
            <p className={styles.description}>{rankDescription(rank)}</p>
            {sponsors.status === 'loaded' ? (
              <IslandBoundary name={`The ${RANK_TITLES[rank]} list`} fallback={<p className={styles.empty}>This list could not be loaded.</p>}>
                <React.Suspense fallback={<Loading active />}>
                  <SupporterList rank={rank} supporters={sponsors.data.ranks[rank]} />
                </React.Suspense>
              </IslandBoundary>
            ) : (
              sponsors.status !== 'error' && <Loading active={sponsors.status === 'loading'} />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
