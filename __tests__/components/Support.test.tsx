import { act, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { Support } from '../../src/components/Support';
import { RANK_TITLES, RANKS, SPONSORS_JSON, splitByRank } from '../../src/lib/sponsors';

const DATA = splitByRank({
  note: 'Sample data: fictional names.',
  members: [
    {
      name: 'Sample Sponsor A',
      slug: 'a',
      website: 'https://example.com/',
      avatar: null,
      tier: null,
      totalAmount: 70000,
      monthlyAmount: 0,
      createdAt: '2024-01-01',
    },
  ],
});

afterEach(() => jest.restoreAllMocks());

describe('Support', () => {
  it('renders the headings in rank order and fetches the lists only once the section is in view', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => DATA }) as Response);
    global.fetch = fetchMock;
    let top = 5000;
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100 }) as DOMRect);
    jest.useFakeTimers();
    render(<Support />);
    expect(screen.getByRole('heading', { level: 2, name: 'Support the Team' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(RANKS.map((rank) => RANK_TITLES[rank]));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sponsor lists…');
    act(() => jest.advanceTimersByTime(900));
    expect(fetchMock).not.toHaveBeenCalled();
    top = 100;
    act(() => jest.advanceTimersByTime(300));
    jest.useRealTimers();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(SPONSORS_JSON));
    expect(await screen.findAllByRole('link', { name: 'Sample Sponsor A' })).toHaveLength(2); // latest and platinum
    expect(screen.getByRole('note')).toHaveTextContent('Sample data: fictional names.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
