import * as React from 'react';
import { SmartLink } from '../SmartLink';
import * as styles from './GitHubUser.module.css';

/** A GitHub user: lazy, sized avatar (fetched at twice the size for sharp screens) and handle, linking to the profile. */
export function GitHubUser({ handle, size }: { readonly handle: string; readonly size: number }) {
  return (
    <SmartLink href={`https://github.com/${handle}`} className={styles.user}>
      <img
        src={`https://github.com/${handle}.png?size=${size * 2}`}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={styles.avatar}
      />
      {handle}
    </SmartLink>
  );
}
