import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { ContentStatus } from '../../src/components/ContentBoundary';
import { StaticContent } from '../../src/components/StaticContent';
import { usePageContent } from '../../src/templates/usePageContent';

const CONTENT = { docPage: { html: '<p>Fetched text</p>' } };
let fetchMock: jest.Mock;
let answers: Array<() => Response>;

beforeEach(() => {
  answers = [];
  fetchMock = jest.fn(async () => (answers.shift() ?? (() => ({ ok: true, status: 200, json: async () => CONTENT }) as Response))());
  global.fetch = fetchMock;
  document.documentElement.removeAttribute('data-hydrated');
});

/** The doc template's use of the hook, reduced to the text. */
function Page({ url, title = 'Output' }: { readonly url?: string; readonly title?: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const docPage: { title: string; html?: string } = { title };
  const { data, status, retry } = usePageContent({ docPage }, url, ref);
  return (
    <article>
      <h1>{data.docPage.title}</h1>
      {status === 'loading' || status === 'failed' ? (
        <ContentStatus status={status} retry={retry} />
      ) : (
        <StaticContent ref={ref} html={status === 'served' ? undefined : (data.docPage.html ?? '')} />
      )}
    </article>
  );
}

test('on the page the reader arrived on, the served text is kept and nothing is fetched', async () => {
  const container = document.createElement('div');
  container.innerHTML = '<article><h1>Output</h1><div><p>Served text</p></div></article>';
  document.body.appendChild(container);
  const { hydrateRoot } = await import('react-dom/client');
  // As Gatsby hydrates the page; a mismatch React had to repair would be reported here.
  const repaired: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page url="/page-data/concepts/output/content.json" />, { onRecoverableError: (error) => repaired.push(error) });
  });
  expect(repaired).toEqual([]);
  expect(container.textContent).toContain('Served text');
  expect(fetchMock).not.toHaveBeenCalled();
  container.remove();
});

test('after a client-side navigation, the text is fetched from the content file and shown', async () => {
  document.documentElement.setAttribute('data-hydrated', '');
  render(<Page url="/page-data/guides/a/content.json" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  expect(await screen.findByText('Fetched text')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/page-data/guides/a/content.json');
});

test('a page opened in the offline app shell (served element empty) fetches its text too', async () => {
  render(<Page url="/page-data/guides/b/content.json" />);
  expect(await screen.findByText('Fetched text')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/page-data/guides/b/content.json');
});

test('a failed fetch shows the spec message with a retry that loads the text', async () => {
  document.documentElement.setAttribute('data-hydrated', '');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers.push(() => ({ ok: false, status: 503, json: async () => ({}) }) as Response);
  render(<Page url="/page-data/guides/c/content.json" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading content.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Fetched text')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a page whose data still holds its text (no content file) renders it without fetching', () => {
  document.documentElement.setAttribute('data-hydrated', '');
  function Inline() {
    const ref = React.useRef<HTMLDivElement>(null);
    const { data, status } = usePageContent({ docPage: { title: 'Dev', html: '<p>Inline text</p>' } }, undefined, ref);
    return <StaticContent ref={ref} html={status === 'served' ? undefined : data.docPage.html} />;
  }
  render(<Inline />);
  expect(screen.getByText('Inline text')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('moving to another page starts afresh with that page’s content', async () => {
  document.documentElement.setAttribute('data-hydrated', '');
  const { rerender } = render(<Page url="/page-data/guides/d/content.json" />);
  expect(await screen.findByText('Fetched text')).toBeInTheDocument();
  answers.push(() => ({ ok: true, status: 200, json: async () => ({ docPage: { html: '<p>Other text</p>' } }) }) as Response);
  rerender(<Page url="/page-data/guides/e/content.json" title="Other" />);
  expect(await screen.findByText('Other text')).toBeInTheDocument();
  // Back to the first: already loaded in this tab, shown at once.
  rerender(<Page url="/page-data/guides/d/content.json" />);
  expect(screen.getByText('Fetched text')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
