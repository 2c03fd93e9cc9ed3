import * as React from 'react';
import { storageWorks } from '../../lib/notification';
import { readLocalVotes, toggleVote, voteLabel, writeLocalVotes, type VoteTopic } from '../../lib/vote';
import { fetchVoteCounts, sendVote } from './voteService';
import * as styles from './VoteApp.module.css';

export interface VoteAppProps {
  readonly topics: readonly VoteTopic[];
  /** Off on the site. On, the app never contacts the vote service, so work on it cannot cast real votes. */
  readonly development: boolean;
  /** Address of the vote service; null keeps every vote in this browser only. */
  readonly apiUrl: string | null;
}

/**
 * The vote application: topics with their counts, and one vote per topic for this browser, kept in
 * localStorage. Rendered in the browser only (the vote page loads it lazily).
 */
export function VoteApp({ topics, development, apiUrl }: VoteAppProps) {
  const service = development ? null : apiUrl;
  const [votes, setVotes] = React.useState<Set<string>>(() => readLocalVotes(window.localStorage));
  const [canStore] = React.useState(() => storageWorks(window.localStorage));
  const [counts, setCounts] = React.useState<Record<string, number> | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const [serviceError, setServiceError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!service) return;
    fetchVoteCounts(service)
      .then(setCounts)
      .catch((error: Error) => setServiceError(`The vote service could not be reached (${error.message}). Counts show your own votes only.`));
  }, [service]);

  const countOf = (id: string) => (counts ? (counts[id] ?? 0) : Number(votes.has(id)));

  const toggle = (topic: VoteTopic) => {
    const next = toggleVote(votes, topic.id);
    if (!writeLocalVotes(window.localStorage, next)) return;
    setVotes(next);
    const cast = next.has(topic.id);
    setAnnouncement(cast ? `You voted for ${topic.title}.` : `You withdrew your vote for ${topic.title}.`);
    if (service) {
      sendVote(service, topic.id, cast ? 1 : -1)
        .then((updated) => {
          setCounts(updated);
          setServiceError(null);
        })
        .catch((error: Error) => setServiceError(`Your vote is saved in this browser, but the vote service did not take it (${error.message}).`));
    }
  };

  return (
    <div data-vote-app="">
      <p className={styles.notice} role="note">
        {service
          ? 'Votes are sent to this site’s vote service. This browser also remembers which topics you voted for, so you can withdraw a vote later.'
          : 'Votes are kept in this browser only: no vote service is configured for this site yet, so your votes are not sent anywhere and nobody else sees them. The counts below are your own.'}
      </p>
      {!canStore && <p className={styles.error}>This browser does not let the page save anything, so voting is switched off.</p>}
      {serviceError && <p className={styles.error}>{serviceError}</p>}
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
                <button type="button" className={voted ? styles.withdraw : styles.vote} disabled={!canStore} onClick={() => toggle(topic)}>
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
