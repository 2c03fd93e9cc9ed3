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

/** Shown when the service cannot be reached at all; the page keeps trying. */
export const UNAVAILABLE_TEXT = 'Voting is unavailable right now. The page tries again by itself every few seconds.';
/** Shown beside a topic whose vote could not be sent: it is sent again, without a click, once the service answers. */
export const WAITING_TEXT = 'Not sent yet: the vote service is unavailable. Your choice is sent by itself once it is back.';
/** How often unsent choices (and a failed first load) are tried again. */
export const RETRY_MS = 5000;

/** Where votes go: the service, this browser only (none configured, or none answering here), or not known yet. */
type Mode = 'checking' | 'service' | 'local';

/** A choice on its way to the service: in flight, or waiting for the service to come back. */
interface Pending {
  readonly change: 1 | -1;
  readonly state: 'sending' | 'waiting';
}

/** The service is down or overloaded (worth trying again by itself), rather than refusing this vote. */
const isTransient = (error: unknown) => !(error instanceof VoteServiceError) || error.status === 503 || error.status === 502 || error.status === 504;

/**
 * The vote application: topics with their counts, and one vote per topic for this reader. With a vote service,
 * counts and the reader's votes come from it, and a vote shows as counted only once the service answered (until
 * then its button says it is being sent); a failure shows beside its topic, and a choice the service could not take
 * is sent again by itself when it answers again. Without a service (none configured, or a static host without the
 * site's server), votes stay in this browser and the page says so. Rendered in the browser only.
 */
export function VoteApp({ topics, development, apiUrl }: VoteAppProps) {
  const service = development ? null : apiUrl;
  const [mode, setMode] = React.useState<Mode>(service ? 'checking' : 'local');
  const [votes, setVotes] = React.useState<Set<string>>(() => readLocalVotes(window.localStorage));
  const [canStore] = React.useState(() => storageWorks(window.localStorage));
  const [counts, setCounts] = React.useState<Record<string, number> | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const [loadError, setLoadError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState<Readonly<Record<string, Pending>>>({});
  const [problems, setProblems] = React.useState<Readonly<Record<string, string>>>({});

  const setPendingOf = (id: string, value: Pending | null) =>
    setPending((current) => {
      const { [id]: _dropped, ...rest } = current;
      return value ? { ...rest, [id]: value } : rest;
    });
  const setProblemOf = (id: string, text: string | null) =>
    setProblems((current) => {
      const { [id]: _dropped, ...rest } = current;
      return text ? { ...rest, [id]: text } : rest;
    });

  const accept = React.useCallback((answer: VoteAnswer) => {
    setCounts(answer.counts);
    setLoadError(null);
    if (answer.mine) {
      const mine = new Set(answer.mine);
      writeLocalVotes(window.localStorage, mine);
      setVotes(mine);
    }
  }, []);

  const load = React.useCallback(() => {
    if (!service) return;
    fetchVoteCounts(service)
      .then((answer) => {
        setMode('service');
        accept(answer);
      })
      .catch((error: unknown) => {
        if (error instanceof VoteServiceMissingError) {
          setMode('local');
          return;
        }
        setMode('service');
        setLoadError(isTransient(error) ? UNAVAILABLE_TEXT : `The vote service did not answer: ${(error as Error).message}`);
      });
  }, [service, accept]);
  React.useEffect(load, [load]);

  const send = (topic: VoteTopic, change: 1 | -1) => {
    if (!service) return;
    setPendingOf(topic.id, { change, state: 'sending' });
    sendVote(service, topic.id, change)
      .then((answer) => {
        accept(answer);
        setPendingOf(topic.id, null);
        setProblemOf(topic.id, null);
        setAnnouncement(change === 1 ? `Your vote for ${topic.title} is counted.` : `Your vote for ${topic.title} is withdrawn.`);
      })
      .catch((error: unknown) => {
        if (isTransient(error) && !(error instanceof VoteServiceMissingError)) {
          setPendingOf(topic.id, { change, state: 'waiting' });
          setProblemOf(topic.id, WAITING_TEXT);
          return;
        }
        setPendingOf(topic.id, null);
        setProblemOf(topic.id, `The vote service did not take the vote: ${(error as Error).message}`);
      });
  };

  // Unsent choices (and a first load that failed) are tried again every few seconds and when the browser is back
  // online, until the service answers. The latest state is read through a ref: the timer outlives renders.
  const retry = React.useRef(() => undefined as void);
  React.useEffect(() => {
    retry.current = () => {
      if (loadError) load();
      for (const topic of topics) {
        const waiting = pending[topic.id];
        if (waiting?.state === 'waiting') send(topic, waiting.change);
      }
    };
  });
  const waitingSomething = Boolean(loadError) || Object.values(pending).some((choice) => choice.state === 'waiting');
  React.useEffect(() => {
    if (!waitingSomething) return undefined;
    const again = () => retry.current();
    const timer = window.setInterval(again, RETRY_MS);
    window.addEventListener('online', again);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [waitingSomething]);

  const toggle = (topic: VoteTopic) => {
    const cast = !votes.has(topic.id);
    if (mode === 'service') {
      setAnnouncement(cast ? `Sending your vote for ${topic.title}…` : `Withdrawing your vote for ${topic.title}…`);
      send(topic, cast ? 1 : -1);
      return;
    }
    const next = toggleVote(votes, topic.id);
    if (!writeLocalVotes(window.localStorage, next)) return;
    setVotes(next);
    setAnnouncement(cast ? `You voted for ${topic.title}.` : `You withdrew your vote for ${topic.title}.`);
  };

  // In service mode both the count and the button come from the service's last answer, so they always agree.
  const countOf = (id: string) => (mode === 'service' ? (counts?.[id] ?? 0) : Number(votes.has(id)));

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
      {loadError && (
        <p className={styles.error} role="alert">
          {loadError}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ol className={styles.topics}>
        {topics.map((topic) => {
          const voted = votes.has(topic.id);
          const choice = pending[topic.id];
          const problem = problems[topic.id];
          const problemId = `vote-problem-${topic.id}`;
          return (
            <li key={topic.id} className={voted ? `${styles.topic} ${styles.voted}` : styles.topic} data-vote-topic={topic.id}>
              <div className={styles.text}>
                <h2 className={styles.title}>{topic.title}</h2>
                <p className={styles.description}>{topic.description}</p>
                {problem && (
                  <p className={`${styles.error} ${styles.topicError}`} role="alert" id={problemId}>
                    {problem}
                  </p>
                )}
              </div>
              <div className={styles.tally}>
                <span className={styles.count}>{voteLabel(countOf(topic.id))}</span>
                <button
                  type="button"
                  className={voted ? styles.withdraw : styles.vote}
                  disabled={!canStore || mode === 'checking' || Boolean(choice) || (mode === 'service' && counts === null)}
                  aria-busy={choice ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onClick={() => toggle(topic)}
                >
                  {choice ? (choice.state === 'sending' ? 'Sending…' : 'Waiting to send…') : voted ? 'Withdraw vote' : 'Vote'}
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
