import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { VoteApp } from '../../src/components/VoteApp';
import { RETRY_MS, WAITING_TEXT } from '../../src/components/VoteApp/VoteApp';
import { LOCAL_VOTES_KEY } from '../../src/lib/vote';

const TOPICS = [
  { id: 'built-in-css', title: 'Built-in CSS', description: 'CSS without loaders.' },
  { id: 'lazy-compilation', title: 'Lazy compilation', description: 'Compile on demand.' },
];

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('VoteApp', () => {
  it('says plainly that votes stay in this browser when no vote service is configured', () => {
    render(<VoteApp topics={TOPICS} development={false} apiUrl={null} />);
    expect(screen.getByRole('note')).toHaveTextContent(/kept in this browser only: no vote service is configured/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Built-in CSS', 'Lazy compilation']);
    expect(screen.getAllByText('0 votes')).toHaveLength(2);
  });

  it('casts and withdraws a vote, kept in localStorage', () => {
    const { unmount } = render(<VoteApp topics={TOPICS} development={false} apiUrl={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    expect(screen.getByText('1 vote')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You voted for Built-in CSS.');
    expect(window.localStorage.getItem(LOCAL_VOTES_KEY)).toBe('["built-in-css"]');
    unmount();
    render(<VoteApp topics={TOPICS} development={false} apiUrl={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw vote for Built-in CSS' }));
    expect(window.localStorage.getItem(LOCAL_VOTES_KEY)).toBe('[]');
    expect(screen.getAllByText('0 votes')).toHaveLength(2);
  });

  it('switches voting off when the browser refuses to store', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    render(<VoteApp topics={TOPICS} development={false} apiUrl={null} />);
    expect(screen.getByRole('button', { name: 'Vote for Built-in CSS' })).toBeDisabled();
    expect(screen.getByText(/does not let the page save anything/)).toBeInTheDocument();
  });

  it('reads and sends counts through a configured vote service', async () => {
    const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
      const counts = init?.method === 'POST' ? { 'built-in-css': 8 } : { 'built-in-css': 7, 'lazy-compilation': 2 };
      return { ok: true, status: 200, json: async () => ({ counts }) } as Response;
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<VoteApp topics={TOPICS} development={false} apiUrl="https://votes.example/api" />);
    expect(await screen.findByText('7 votes')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/counted by this site’s vote service/);
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    expect(await screen.findByText('8 votes')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ topic: 'built-in-css', change: 1 });
  });

  const answer = (status: number, body: unknown, type = 'application/json') =>
    ({ ok: status >= 200 && status < 300, status, headers: new Headers({ 'content-type': type }), json: async () => body }) as Response;

  it("takes the reader's own votes from the service", async () => {
    global.fetch = jest.fn(async () => answer(200, { counts: { 'built-in-css': 3, 'lazy-compilation': 1 }, mine: ['lazy-compilation'] }));
    render(<VoteApp topics={TOPICS} development={false} apiUrl="/api/votes" />);
    expect(await screen.findByRole('button', { name: 'Withdraw vote for Lazy compilation' })).toBeInTheDocument();
    expect(screen.getByText('3 votes')).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_VOTES_KEY)).toBe('["lazy-compilation"]');
  });

  it('keeps votes in this browser, and says why, on a static host without the vote service', async () => {
    global.fetch = jest.fn(async () => answer(404, null, 'text/html'));
    render(<VoteApp topics={TOPICS} development={false} apiUrl="/api/votes" />);
    expect(await screen.findByText(/this copy of the site runs without its vote service/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    expect(screen.getByText('1 vote')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a vote pending until the service answers: no count, button or announcement before', async () => {
    let answerPost: (response: Response) => void = () => undefined;
    global.fetch = jest.fn((_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answerPost = resolve;
          })
        : Promise.resolve(answer(200, { counts: { 'built-in-css': 4 }, mine: [] })),
    ) as unknown as typeof fetch;
    render(<VoteApp topics={TOPICS} development={false} apiUrl="/api/votes" />);
    expect(await screen.findByText('4 votes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    const sending = screen.getByRole('button', { name: 'Sending… for Built-in CSS' });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('4 votes')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your vote for Built-in CSS…');
    answerPost(answer(200, { counts: { 'built-in-css': 5 }, mine: ['built-in-css'] }));
    expect(await screen.findByRole('button', { name: 'Withdraw vote for Built-in CSS' })).toBeEnabled();
    expect(screen.getByText('5 votes')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your vote for Built-in CSS is counted.');
  });

  it('shows a failure beside its topic, and sends the choice again by itself once the service is back', async () => {
    jest.useFakeTimers();
    let down = true;
    const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return answer(200, { counts: { 'built-in-css': 4 }, mine: [] });
      return down ? answer(503, { error: 'Voting is unavailable right now' }) : answer(200, { counts: { 'built-in-css': 5 }, mine: ['built-in-css'] });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<VoteApp topics={TOPICS} development={false} apiUrl="/api/votes" />);
    expect(await screen.findByText('4 votes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(WAITING_TEXT);
    // Beside its topic, not in a banner above the list.
    expect(alert.closest('li')).toHaveAttribute('data-vote-topic', 'built-in-css');
    const waiting = screen.getByRole('button', { name: 'Waiting to send… for Built-in CSS' });
    expect(waiting).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByText('4 votes')).toBeInTheDocument();
    down = false;
    act(() => {
      jest.advanceTimersByTime(RETRY_MS);
    });
    expect(await screen.findByText('5 votes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw vote for Built-in CSS' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(init?.body as string))).toEqual([
      { topic: 'built-in-css', change: 1 },
      { topic: 'built-in-css', change: 1 },
    ]);
    jest.useRealTimers();
  });

  it("shows the service's reason beside the topic when it refuses a vote, and count and button stay as last known", async () => {
    global.fetch = jest.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? answer(429, { error: 'Too many votes in a minute; wait and try again.' })
        : answer(200, { counts: { 'built-in-css': 2 }, mine: [] }),
    ) as unknown as typeof fetch;
    render(<VoteApp topics={TOPICS} development={false} apiUrl="/api/votes" />);
    expect(await screen.findByText('2 votes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many votes in a minute');
    expect(alert.closest('li')).toHaveAttribute('data-vote-topic', 'built-in-css');
    expect(screen.getByText('2 votes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for Built-in CSS' })).toBeEnabled();
  });

  it('never contacts the vote service with the development flag on', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    render(<VoteApp topics={TOPICS} development apiUrl="https://votes.example/api" />);
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    await waitFor(() => expect(screen.getByText('1 vote')).toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
