import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { VoteApp } from '../../src/components/VoteApp';
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

  it('says voting is unavailable when the service answers 503, keeps the choice and sends it again on request', async () => {
    let calls = 0;
    const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
      calls += 1;
      if (init?.method !== 'POST') return answer(200, { counts: { 'built-in-css': 4 }, mine: [] });
      return calls === 2 ? answer(503, { error: 'Voting is unavailable right now' }) : answer(200, { counts: { 'built-in-css': 5 }, mine: ['built-in-css'] });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<VoteApp topics={TOPICS} development={false} apiUrl="/api/votes" />);
    expect(await screen.findByText('4 votes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Voting is unavailable right now.');
    expect(screen.getByText('4 votes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw vote for Built-in CSS' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_VOTES_KEY)).toBe('["built-in-css"]');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 votes')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(fetchMock.mock.calls[2]?.[1]?.body as string)).toEqual({ topic: 'built-in-css', change: 1 });
  });

  it("shows the service's reason when it refuses a vote, and counts stay as last known", async () => {
    global.fetch = jest.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? answer(429, { error: 'Too many votes in a minute; wait and try again.' })
        : answer(200, { counts: { 'built-in-css': 2 }, mine: [] }),
    ) as unknown as typeof fetch;
    render(<VoteApp topics={TOPICS} development={false} apiUrl="/api/votes" />);
    expect(await screen.findByText('2 votes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many votes in a minute');
    expect(screen.getByText('2 votes')).toBeInTheDocument();
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
