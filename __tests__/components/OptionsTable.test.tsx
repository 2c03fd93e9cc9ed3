import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { OptionsTable } from '../../src/components/OptionsTable/OptionsTable';

jest.mock('gatsby', () => jest.requireActual<object>('../../__mocks__/gatsby'));

const rows = [
  { name: 'url', type: 'boolean | object', description: 'Handles url().', link: '#url' },
  { name: 'import', type: 'boolean', description: 'Handles @import.', link: 'https://example.com/import' },
];

describe('OptionsTable', () => {
  it('names what each "more" link is about, and points README headings at this page', () => {
    render(<OptionsTable rows={rows} source="css-loader/dist/options.json" />);
    expect(screen.getByRole('link', { name: 'More about url' })).toHaveAttribute('href', '#url');
    expect(screen.getByRole('link', { name: 'More about import' })).toHaveAttribute('href', 'https://example.com/import');
  });

  it('prefixes a heading link on a printable page, where the README ids are prefixed too', () => {
    render(<OptionsTable rows={rows} source="css-loader/dist/options.json" idPrefix="loaders-css-loader" />);
    expect(screen.getByRole('link', { name: 'More about url' })).toHaveAttribute('href', '#loaders-css-loader__url');
  });
});
