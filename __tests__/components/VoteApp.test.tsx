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
    expect(screen.getByRole('note')).toHaveTextContent(/sent to this site’s vote service/);
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    expect(await screen.findByText('8 votes')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ topic: 'built-in-css', change: 1 });
  });

  it('never contacts the vote service with the development flag on', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<VoteApp topics={TOPICS} development apiUrl="https://votes.example/api" />);
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Built-in CSS' }));
    await waitFor(() => expect(screen.getByText('1 vote')).toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
