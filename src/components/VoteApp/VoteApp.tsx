import * as React from 'react';
import { storageWorks } from '../../lib/notification';
import { readLocalVotes, toggleVote, voteLabel, writeLocalVotes, type VoteAnswer, type VoteTopic } from '../../lib/vote';
import { fetchVoteCounts, sendVote, VoteServiceError, VoteServiceMissingError } from './voteService';
import * as styles from './VoteApp.module.css';

export interface VoteAppProps {
  readonly topics: readonly VoteTopic[];
  /** Off on the site. On, the app never contacts the vote service, so work on it cannot cast real votes. */
  readonly development: boolean;
  /** Address of the vote service; null keeps every vote in this browser only. */
  readonly apiUrl: string | null;
}

/** Shown whenever the service cannot take a vote now; the reader's choice is kept to send again. */
export const UNAVAILABLE_TEXT = 'Voting is unavailable right now. Your choice is kept in this browser; try again in a moment.';

/** Where votes go: the service, this browser only (none configured, or none answering here), or not known yet. */
type Mode = 'checking' | 'service' | 'local';

interface Pending {
  readonly topic: VoteTopic;
  readonly change: 1 | -1;
}

/**
 * The vote application: topics with their counts, and one vote per topic for this reader. With a vote
 * service, counts and the reader's votes come from it; without one (no service configured, or a static
 * host without the site's functions), votes stay in this browser and the page says so. The reader's
 * choices are also kept in localStorage, so a vote the service could not take can be sent again.
 * Rendered in the browser only (the vote page loads it lazily).
 */
export function VoteApp({ topics, development, apiUrl }: VoteAppProps) {
  const service = development ? null : apiUrl;
  const [mode, setMode] = React.useState<Mode>(service ? 'checking' : 'local');
  const [votes, setVotes] = React.useState<Set<string>>(() => readLocalVotes(window.localStorage));
  const [canStore] = React.useState(() => storageWorks(window.localStorage));
  const [counts, setCounts] = React.useState<Record<string, number> | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const [serviceError, setServiceError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState<Pending | null>(null);

  const accept = React.useCallback((answer: VoteAnswer) => {
    setCounts(answer.counts);
    setServiceError(null);
    if (answer.mine) {
      const mine = new Set(answer.mine);
      writeLocalVotes(window.localStorage, mine);
      setVotes(mine);
    }
  }, []);

  const fail = React.useCallback((error: unknown) => {
    if (error instanceof VoteServiceMissingError) {
      setMode('local');
      setCounts(null);
      return;
    }
    setServiceError(error instanceof VoteServiceError && error.status !== 503 ? `The vote service did not take the vote: ${error.message}` : UNAVAILABLE_TEXT);
  }, []);

  React.useEffect(() => {
    if (!service) return;
    fetchVoteCounts(service)
      .then((answer) => {
        setMode('service');
        accept(answer);
      })
      .catch((error: unknown) => {
        if (!(error instanceof VoteServiceMissingError)) setMode('service');
        fail(error);
      });
  }, [service, accept, fail]);

  const send = (change: Pending) => {
    if (!service || mode !== 'service') return;
    sendVote(service, change.topic.id, change.change)
      .then((answer) => {
        setPending(null);
        accept(answer);
      })
      .catch((error: unknown) => {
        setPending(change);
        fail(error);
      });
  };

  const countOf = (id: string) => (counts ? (counts[id] ?? 0) : Number(votes.has(id)));

  const toggle = (topic: VoteTopic) => {
    const next = toggleVote(votes, topic.id);
    if (!writeLocalVotes(window.localStorage, next)) return;
    setVotes(next);
    const cast = next.has(topic.id);
    setAnnouncement(cast ? `You voted for ${topic.title}.` : `You withdrew your vote for ${topic.title}.`);
    send({ topic, change: cast ? 1 : -1 });
  };

  const notice =
    mode === 'service'
      ? 'Votes are counted by this site’s vote service, one per reader and topic. You can withdraw a vote at any time.'
      : mode === 'checking'
        ? 'Connecting to the vote service…'
        : service
          ? 'Votes are kept in this browser only: this copy of the site runs without its vote service, so your votes are not sent anywhere and nobody else sees them. The counts below are your own.'
          : 'Votes are kept in this browser only: no vote service is configured for this site yet, so your votes are not sent anywhere and nobody else sees them. The counts below are your own.';

  return (
    <div data-vote-app="" data-vote-mode={mode}>
      <p className={styles.notice} role="note">
        {notice}
      </p>
      {!canStore && <p className={styles.error}>This browser does not let the page save anything, so voting is switched off.</p>}
      {serviceError && (
        <p className={styles.error} role="alert">
          {serviceError}
          {pending && (
            <>
              {' '}
              <button type="button" className={styles.retry} onClick={() => send(pending)}>
                Try again
              </button>
            </>
          )}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ol className={styles.topics}>
        {topics.map((topic) => {
          const voted = votes.has(topic.id);
          return (
            <li key={topic.id} className={voted ? `${styles.topic} ${styles.voted}` : styles.topic}>
              <div className={styles.text}>
                <h2 className={styles.title}>{topic.title}</h2>
                <p className={styles.description}>{topic.description}</p>
              </div>
              <div className={styles.tally}>
                <span className={styles.count}>{voteLabel(countOf(topic.id))}</span>
                <button
                  type="button"
                  className={voted ? styles.withdraw : styles.vote}
                  disabled={!canStore || mode === 'checking'}
                  onClick={() => toggle(topic)}
                >
                  {voted ? 'Withdraw vote' : 'Vote'}
                  <span className="visually-hidden"> for {topic.title}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
