import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { SearchBox, type SearchProvider } from '../../src/components/SearchBox';
import { plainText, type SearchHit, type SearchPage, type SearchRequest } from '../../src/lib/search/hit';

jest.mock('gatsby', () => ({ ...jest.requireActual<object>('../../__mocks__/gatsby'), navigate: jest.fn() }));

const hit = (id: string, category: string, url: string | null, title: string): SearchHit => ({
  id,
  url,
  category,
  levels: [
    { level: 'lvl0', text: plainText(category) },
    { level: 'lvl1', text: [{ text: title, match: true }] },
  ],
  snippet: [
    { text: 'Set ', match: false },
    { text: 'output', match: true },
  ],
});

const HITS = [
  hit('1', 'Configuration', '/configuration/output/#outputfilename', 'output.filename'),
  hit('2', 'Guides', '/guides/caching/', 'Caching'),
  hit('3', 'Configuration', '/configuration/output/', 'Output'),
  hit('4', 'Guides', null, 'Lost record'),
];

function fakeProvider(
  answer: (request: SearchRequest) => SearchPage | Error = (request) => ({
    hits: request.query === 'zzz' ? [] : HITS.slice(0, request.hitsPerPage === 5 ? 3 : 4).filter((h) => !request.facet || h.category === request.facet),
    total: request.query === 'zzz' ? 0 : 4,
    facets:
      request.query === 'zzz'
        ? []
        : [
            { value: 'Configuration', count: 2 },
            { value: 'Guides', count: 2 },
          ],
  }),
) {
  const search = jest.fn(async (request: SearchRequest) => {
    const result = answer(request);
    if (result instanceof Error) throw result;
    return result;
  });
  const provider: SearchProvider = { credit: { name: 'MiniSearch', url: 'https://github.com/lucaong/minisearch' }, search };
  const getProvider = jest.fn(async () => provider);
  return { search, getProvider };
}

function setup(provider = fakeProvider(), props: { onDone?: () => void } = {}) {
  render(
    <div>
      <SearchBox id="t" placeholder="Search this site..." getProvider={provider.getProvider} {...props} />
      <button type="button">outside</button>
    </div>,
  );
  return { input: screen.getByRole('combobox', { name: 'Search the documentation' }), ...provider };
}

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
  });
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

// jsdom lays nothing out, so it has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => jest.mocked(navigate).mockClear());

describe('SearchBox', () => {
  it('is a labelled combobox with the top bar placeholder, loading nothing before it is used', () => {
    const { input, getProvider } = setup();
    expect(input).toHaveAttribute('placeholder', 'Search this site...');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', 't-listbox');
    expect(getProvider).not.toHaveBeenCalled();
  });

  it('loads the provider on first focus', async () => {
    const { input, getProvider } = setup();
    await act(async () => fireEvent.focus(input));
    expect(getProvider).toHaveBeenCalledWith(input);
  });

  it('lists hits grouped by section with title, path and highlighted snippet, the first preselected', async () => {
    const { input, search } = setup();
    await type(input, 'output');
    expect(search).toHaveBeenLastCalledWith({ query: 'output', hitsPerPage: 5, facet: null, minPages: 3 });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Configuration', 'Guides']);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.querySelector('span')?.textContent ?? o.textContent)).toEqual(['output.filename', 'Output', 'Caching', 'See all 4 results']);
    expect(options[0]).toHaveTextContent('Configuration');
    expect(options[0].querySelector('mark')).toHaveTextContent('output');
    expect(activeOption(input)).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'MiniSearch' })).toHaveAttribute('href', 'https://github.com/lucaong/minisearch');
    expect(screen.getByRole('status')).toHaveTextContent('3 of 4 results');
  });

  it('moves with Up and Down, resting on the input past either end, and Enter opens the hit', async () => {
    const { input } = setup();
    await type(input, 'output');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)).toHaveTextContent('Output');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption(input)).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption(input)).toHaveTextContent('See all 4 results');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/configuration/output/#outputfilename');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses the highlighted hit with Tab, but lets Shift+Tab leave', async () => {
    const { input } = setup();
    await type(input, 'output');
    fireEvent.keyDown(input, { key: 'Tab', shiftKey: true });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(navigate).toHaveBeenCalledWith('/guides/caching/');
  });

  it('opens a hit on click: each hit is a link to its page, which a modified click leaves to the browser', async () => {
    const { input } = setup();
    await type(input, 'output');
    const link = screen.getByRole('option', { name: /Caching/ });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/guides/caching/');
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/guides/caching/');
  });

  it('goes to the results page on Enter when no hit is highlighted', async () => {
    const { input } = setup();
    await type(input, 'output cache');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption(input)).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/search/?q=output%20cache');
  });

  it('closes and resets on Escape', async () => {
    const onDone = jest.fn();
    const { input } = setup(fakeProvider(), { onDone });
    await type(input, 'output');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onDone).toHaveBeenCalled();
  });

  it('hides the results on a click outside and shows them again on a click in the input', async () => {
    const { input } = setup();
    await type(input, 'output');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'outside' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing was found, quoting the query', async () => {
    const { input } = setup();
    await type(input, 'zzz');
    expect(screen.getByText('No results found for "zzz"', { selector: 'p:not([role])' })).toBeVisible();
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('leads "See all" to the results page for the query, a shareable address', async () => {
    const { input } = setup();
    await type(input, 'output & more');
    const seeAll = screen.getByRole('option', { name: 'See all 4 results' });
    expect(seeAll).toHaveAttribute('href', '/search/?q=output%20%26%20more');
    fireEvent.click(seeAll);
    expect(navigate).toHaveBeenCalledWith('/search/?q=output%20%26%20more');
  });

  it('filters by section, "All departments" being the include-all choice', async () => {
    const { input, search } = setup();
    await type(input, 'output');
    const select = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All departments (4)', 'Configuration (2)', 'Guides (2)']);
    await act(async () => fireEvent.change(select, { target: { value: 'Guides' } }));
    expect(search).toHaveBeenLastCalledWith({ query: 'output', hitsPerPage: 5, facet: 'Guides', minPages: 3 });
  });

  it('lists a hit without URL as disabled, without a link, and does nothing when it is chosen', async () => {
    const { input } = setup(fakeProvider(() => ({ hits: HITS, total: 4, facets: [] })));
    await type(input, 'output');
    const lost = screen.getByRole('option', { name: /Lost record/ });
    expect(lost).toHaveAttribute('aria-disabled', 'true');
    expect(lost.tagName).toBe('DIV');
    expect(lost).not.toHaveAttribute('href');
    fireEvent.click(lost);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a failure in the box and logs it with the service message', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = fakeProvider(() => Object.assign(new Error('Invalid Application-ID or API key'), { name: 'ApiError', status: 403 }));
    const { input } = setup(failing);
    await type(input, 'output');
    expect(screen.getByText('Invalid Application-ID or API key', { selector: 'p:not([role])' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('status 403: Invalid Application-ID or API key'));
    error.mockRestore();
  });

  it('says so when the index cannot be loaded, and asks again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getProvider = jest.fn().mockRejectedValue(new Error('offline'));
    render(<SearchBox id="t" placeholder="Search the docs" getProvider={getProvider} autoFocus />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveFocus();
    await type(input, 'output');
    expect(screen.getByText(/could not be loaded/, { selector: 'p:not([role])' })).toBeVisible();
    error.mockRestore();
  });
});
