import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { GeneratedTable } from '../../src/components/GeneratedTable';

const TABLE = {
  id: 'all-flags',
  title: 'All flags',
  intro: 'Generated from webpack.',
  columns: ['Flag', 'Type', 'Description', 'Sets'],
  groups: [
    {
      id: 'cache',
      title: 'cache',
      rows: [
        ['--cache-max-memory-generations', 'number', 'Number of generations.', 'cache.maxMemoryGenerations'],
        ['--no-cache', '', 'Negative cache.', ''],
      ],
    },
  ],
};

describe('GeneratedTable', () => {
  it('is a table: a header row for screen readers, then one row of cells per entry', () => {
    render(<GeneratedTable table={TABLE} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(TABLE.columns);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(TABLE.groups[0].rows[0]);
  });

  it('labels the cells shown below the name with their column, except the prose', () => {
    render(<GeneratedTable table={TABLE} />);
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((td) => td.dataset.label ?? null)).toEqual([null, null, null, 'Sets']);
  });

  it('lets long names wrap only between their parts', () => {
    render(<GeneratedTable table={TABLE} />);
    const sets = within(screen.getAllByRole('row')[1]).getAllByRole('cell')[3];
    expect(sets.innerHTML).toBe('cache<wbr>.maxMemoryGenerations');
    const type = within(screen.getAllByRole('row')[2]).getAllByRole('cell')[1];
    expect(type).toBeEmptyDOMElement();
  });

  it('gives each row the id of its name (as webpack.js.org did for hooks), once per name, prefixed on printable pages', () => {
    const hooks = {
      ...TABLE,
      id: 'all-hooks',
      groups: [
        {
          id: 'a',
          title: 'A',
          rows: [
            ['buildModule', 'SyncHook', 'module'],
            ['--entry (repeatable)', 'string', ''],
          ],
        },
        { id: 'b', title: 'B', rows: [['buildModule', 'SyncHook', 'module']] },
      ],
    };
    const { container, rerender } = render(<GeneratedTable table={hooks} />);
    expect(Array.from(container.querySelectorAll('tbody tr'), (row) => row.id)).toEqual(['buildmodule', '--entry', '']);
    rerender(<GeneratedTable table={hooks} idPrefix="api-compilation-hooks" />);
    expect(container.querySelector('tbody tr')?.id).toBe('api-compilation-hooks__buildmodule');
  });
});
