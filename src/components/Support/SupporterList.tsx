import * as React from 'react';
import { supporterSummary, type Rank, type Supporter } from '../../lib/sponsors';
import { SmartLink } from '../SmartLink';
import * as styles from './Support.module.css';

/** Bigger gifts, bigger logos. */
export const AVATAR_SIZES: Readonly<Record<Rank, number>> = { latest: 48, platinum: 96, gold: 72, silver: 56, bronze: 48, backer: 40 };

export interface SupporterListProps {
  readonly rank: Rank;
  readonly supporters: readonly Supporter[];
}

/** One rank's supporters: avatars (lazy, sized) or, without one, the name. Loaded as its own chunk. */
export function SupporterList({ rank, supporters }: SupporterListProps) {
  if (!supporters.length) return <p className={styles.empty}>None at the moment.</p>;
  const size = AVATAR_SIZES[rank];
  return (
    <ul className={styles.list}>
      {supporters.map((supporter, index) => (
        <li key={`${supporter.url}-${supporter.name}-${index}`}>
          <SmartLink href={supporter.url} rel="noopener noreferrer nofollow" title={supporterSummary(supporter)} className={styles.supporter}>
            {supporter.avatar ? (
              <img src={supporter.avatar} alt={supporter.name} width={size} height={size} loading="lazy" decoding="async" className={styles.avatar} />
            ) : (
              <span className={styles.name} style={{ minHeight: `${size}px` }}>
                {supporter.name}
              </span>
            )}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
