import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { PageLinks } from '../../src/components/PageLinks/PageLinks';

afterEach(() => jest.restoreAllMocks());

function setup(response: Response | Error) {
  global.fetch = jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const writeText = jest.fn(async () => undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  render(<PageLinks repo={null} editUrl="https://github.com/webpack/docs/edit/main/content/x.mdx" markdownHref="/concepts/index.md" />);
  return { writeText };
}

test('copies the page markdown and says so', async () => {
  const { writeText } = setup({ ok: true, status: 200, text: async () => '# Concepts\n' } as Response);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy as Markdown' })));
  expect(global.fetch).toHaveBeenCalledWith('/concepts/index.md');
  expect(writeText).toHaveBeenCalledWith('# Concepts\n');
  expect(screen.getByRole('status')).toHaveTextContent('Copied');
});

test('says when the markdown could not be copied', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { writeText } = setup({ ok: false, status: 404, text: async () => '' } as Response);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy as Markdown' })));
  expect(writeText).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
});
