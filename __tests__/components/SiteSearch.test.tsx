import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { SiteSearch } from '../../src/components/SiteSearch';

jest.mock('gatsby', () => jest.requireActual<object>('../../__mocks__/gatsby'));

// The box would read the search config and the index; here it never gets that far.
jest.mock('../../src/components/SearchBox/load-provider', () => ({ loadProvider: () => new Promise(() => undefined) }));

const box = () => screen.getByRole('combobox', { name: 'Search the documentation' });

describe('SiteSearch', () => {
  it('serves a preview of the box, then hands over what was typed and the focus when the box loads', async () => {
    const { container } = render(<SiteSearch />);
    const preview = box();
    expect(preview).toHaveAttribute('placeholder', 'Search this site...');
    expect(preview).toHaveAttribute('aria-expanded', 'false');
    act(() => preview.focus());
    fireEvent.change(preview, { target: { value: 'publicPath' } });
    await waitFor(() => expect(box()).not.toBe(preview));
    expect(box()).toHaveValue('publicPath');
    expect(box()).toHaveFocus();
    expect(container.querySelectorAll('input')).toHaveLength(1);
  });

  it('takes the focus in the same task as it replaces the preview, so keys typed meanwhile are not lost', async () => {
    render(<SiteSearch />);
    const preview = box();
    act(() => preview.focus());
    // A key is a task of its own: it lands wherever the focus is when the swap's task ends. A mutation
    // observer runs right at that end, before any other task could.
    const focusedAtSwap = await new Promise<Element | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (preview.isConnected) return;
        observer.disconnect();
        resolve(document.activeElement);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    expect(focusedAtSwap).toBe(box());
  });

  it('opens the dropdown variant with its own focused input when the search icon is pressed', async () => {
    render(<SiteSearch />);
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dropdownInput = await screen.findByPlaceholderText('Search the docs');
    expect(dropdownInput).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads the box when the reader only points at it, without taking the focus', async () => {
    render(<SiteSearch />);
    const preview = box();
    fireEvent.pointerEnter(preview);
    await waitFor(() => expect(box()).not.toBe(preview));
    expect(box()).not.toHaveFocus();
  });
});
