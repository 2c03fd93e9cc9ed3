import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { StarterKitsTable } from '../../src/components/StarterKitsTable';
import { STARTER_KITS_JSON } from '../../src/lib/starter-kits';

const KITS = [
  { name: 'alpha', url: 'https://github.com/ann/alpha', maintainer: 'ann', tags: ['webpack 4', 'babel'] },
  { name: 'beta', url: 'https://github.com/bob/beta', maintainer: 'bob', tags: ['webpack 3'] },
];

function answer(body: unknown, ok = true) {
  let release: () => void = () => undefined;
  const pending = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = jest.fn(() => pending.then(() => ({ ok, status: ok ? 200 : 500, json: async () => body }) as Response));
  global.fetch = fetchMock;
  return { fetchMock, release };
}

afterEach(() => jest.restoreAllMocks());

describe('StarterKitsTable', () => {
  it('shows the column headers and a loading row, then the kits from the static file', async () => {
    const { fetchMock, release } = answer(KITS);
    render(<StarterKitsTable />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Project Name', 'Maintainer', 'Tags']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading starter kits…');
    expect(fetchMock).toHaveBeenCalledWith(STARTER_KITS_JSON);
    release();
    expect(await screen.findByRole('link', { name: 'alpha' })).toHaveAttribute('href', 'https://github.com/ann/alpha');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'ann' })).toHaveAttribute('href', 'https://github.com/ann');
    expect(
      within(rows[0])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['webpack 4', 'babel']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    const { release } = answer(null, false);
    render(<StarterKitsTable />);
    release();
    expect(await screen.findByText('The starter kits could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
