import * as React from 'react';
import { EXTERNAL } from '../../lib/site-links';
import { SmartLink } from '../SmartLink';
import { openChat, type ChatOutcome } from './chatClient';
import * as styles from './ChatLauncher.module.css';

type Status = 'idle' | 'loading' | ChatOutcome;

const MESSAGES: Partial<Record<Status, string>> = {
  loading: 'Loading the chat…',
  unconfigured: 'Chat is not configured on this site.',
  'load-failed': 'The chat could not be loaded. Check your connection and try again.',
  'no-client': 'The chat script loaded but did not start a chat window.',
};

/** The chat button of content pages: loads the configured chat client on first click and opens it. */
export function ChatLauncher({ scriptUrl }: { readonly scriptUrl: string | null }) {
  const [status, setStatus] = React.useState<Status>('idle');
  const message = MESSAGES[status];
  const showCommunityLink = status === 'unconfigured' || status === 'load-failed' || status === 'no-client';

  const launch = async () => {
    setStatus('loading');
    setStatus(await openChat(scriptUrl));
  };

  return (
    <div className={styles.launcher} data-print="hide">
      <div className={message ? styles.panel : 'visually-hidden'}>
        <p role="status" className={styles.message}>
          {message}
        </p>
        {showCommunityLink && (
          <>
            <p className={styles.message}>
              Questions are welcome in the <SmartLink href={EXTERNAL.chat}>webpack community chat room</SmartLink>.
            </p>
            <button type="button" className={styles.close} onClick={() => setStatus('idle')} aria-label="Close this message">
              ×
            </button>
          </>
        )}
      </div>
      <button type="button" className={styles.button} onClick={() => void launch()} aria-busy={status === 'loading'}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.label}>Chat</span>
      </button>
    </div>
  );
}
