import { fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { StaticContent } from '../../src/components/StaticContent';

jest.mock('gatsby', () => ({ ...jest.requireActual<object>('../../__mocks__/gatsby'), navigate: jest.fn() }));

const HTML = [
  '<p><a href="/guides/caching/#hashes">Caching</a>',
  '<a href="https://github.com/webpack/webpack" target="_blank" rel="noopener noreferrer">GitHub</a>',
  '<a href="/branding/logo.svg">Logo</a>',
  '<a href="#section">Here</a></p>',
].join(' ');

describe('StaticContent', () => {
  beforeEach(() => jest.mocked(navigate).mockClear());

  it('shows the HTML as given and follows links to other pages without a reload', () => {
    render(<StaticContent html={HTML} />);
    const link = screen.getByRole('link', { name: 'Caching' });
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/guides/caching/#hashes');
  });

  it('leaves new-tab, modified, file and same-page clicks to the browser', () => {
    render(<StaticContent html={HTML} />);
    fireEvent.click(screen.getByRole('link', { name: 'GitHub' }));
    fireEvent.click(screen.getByRole('link', { name: 'Caching' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Logo' }));
    fireEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
