import * as React from 'react';
import { SmartLink } from '../SmartLink';
import * as styles from './PackageNote.module.css';

export interface PackageNoteProps {
  readonly packageName: string;
  readonly version: string;
  readonly license: string | null;
  readonly source: string | null;
  readonly repo: string | null;
}

/** Says where a README page comes from: maintained upstream, which version, under which license. */
export function PackageNote({ packageName, version, license, source, repo }: PackageNoteProps) {
  return (
    <div className={styles.note} role="note">
      This page shows the README of <strong>{packageName}</strong> version <strong>{version}</strong>
      {license ? `, published under the ${license} license` : ''}. It is maintained upstream
      {repo ? (
        <>
          {' '}
          in <SmartLink href={repo}>its repository</SmartLink>
        </>
      ) : null}
      {source ? (
        <>
          ; <SmartLink href={source}>view the package on npm</SmartLink>
        </>
      ) : null}
      .
    </div>
  );
}
