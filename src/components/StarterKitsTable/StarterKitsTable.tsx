import * as React from 'react';
import { useFetchJson } from '../../hooks/useFetchJson';
import { useIsClient } from '../../hooks/useIsClient';
import { isStarterKitList, STARTER_KITS_JSON, type StarterKit } from '../../lib/starter-kits';
import { GitHubUser } from '../GitHubUser';
import { SmartLink } from '../SmartLink';
import * as styles from './StarterKitsTable.module.css';

export const MAINTAINER_AVATAR_SIZE = 24;

function KitRow({ kit }: { readonly kit: StarterKit }) {
  return (
    <tr>
      <td>
        <SmartLink href={kit.url}>{kit.name}</SmartLink>
      </td>
      <td>
        <GitHubUser handle={kit.maintainer} size={MAINTAINER_AVATAR_SIZE} />
      </td>
      <td>
        <ul className={styles.tags} aria-label={`Tags of ${kit.name}`}>
          {kit.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** The starter kits table; its rows are fetched in the browser, with a loading row meanwhile. */
export function StarterKitsTable() {
  const isClient = useIsClient();
  const [kits, retry] = useFetchJson(STARTER_KITS_JSON, isClient, isStarterKitList);
  return (
    // Focusable so keyboard readers can scroll the table sideways on narrow screens.
    <div className={styles.wrap} role="region" aria-label="Starter kits" tabIndex={0}>
      <table className={styles.table} aria-busy={kits.status === 'idle' || kits.status === 'loading'}>
        <caption className="visually-hidden">Starter kits built with webpack</caption>
        <thead>
          <tr>
            <th scope="col">Project Name</th>
            <th scope="col">Maintainer</th>
            <th scope="col">Tags</th>
          </tr>
        </thead>
        <tbody>
          {kits.status === 'loaded' ? (
            kits.data.map((kit) => <KitRow key={kit.url} kit={kit} />)
          ) : (
            <tr>
              <td colSpan={3} className={styles.message}>
                <span role="status">{kits.status === 'error' ? 'The starter kits could not be loaded.' : 'Loading starter kits…'}</span>
                {kits.status === 'error' && (
                  <button type="button" className={styles.retry} onClick={retry}>
                    Try again
                  </button>
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
