import { act, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Prerendered } from '../../src/components/Prerendered';

const requested: string[] = [];
let answer: { ok: boolean; text: string } = { ok: true, text: '' };
beforeEach(() => {
  requested.length = 0;
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    return { ok: answer.ok, status: answer.ok ? 200 : 503, text: async () => answer.text } as Response;
  }) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('keeps the HTML it was served with: no hydration of its children, nothing fetched', async () => {
  const container = document.createElement('div');
  container.innerHTML = '<div data-prerendered=""><article><h2>Served text</h2></article></div>';
  document.body.append(container);
  await act(async () => {
    hydrateRoot(
      container,
      <Prerendered>
        <article>
          <h2>Text only the build had</h2>
        </article>
      </Prerendered>,
    );
  });
  expect(container.textContent).toBe('Served text');
  expect(requested).toEqual([]);
  container.remove();
});

test("fills itself from the page's HTML when it arrived without it, then says so", async () => {
  answer = { ok: true, text: '<html><body><main><div data-prerendered=""><article><h2>Fetched</h2><pre>code</pre></article></div></main></body></html>' };
  const onContent = jest.fn();
  const { container } = render(<Prerendered onContent={onContent}>{null}</Prerendered>);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  await waitFor(() => expect(onContent).toHaveBeenCalledTimes(1));
  expect(container.querySelector('[data-prerendered] h2')?.textContent).toBe('Fetched');
  expect(requested).toEqual([window.location.pathname]);
  expect(screen.queryByRole('status')).toBeNull();
});

test('a failed load says what happened and offers to load the page again', async () => {
  answer = { ok: false, text: '' };
  render(<Prerendered>{null}</Prerendered>);
  expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection and load it again.');
  expect(screen.getByRole('link', { name: 'load it again' })).toHaveAttribute('href', window.location.href);
});
