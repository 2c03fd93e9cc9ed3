import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { CodeCopyButtons } from '../../src/components/CodeCopyButtons';
import * as copyButtons from '../../src/components/CodeCopyButtons/copy-buttons';

const CODE = 'module.exports = {\n  mode: "production",\n};';

function Page({ url = '/concepts/' }: { readonly url?: string }) {
  return (
    <main>
      <div className="gatsby-highlight" data-language="js">
        <pre className="language-js">
          <code className="language-js">{CODE}</code>
        </pre>
      </div>
      <div
        dangerouslySetInnerHTML={{
          __html: '<div class="gatsby-highlight"><pre class="language-bash"><code class="language-bash">npm install</code></pre></div>',
        }}
      />
      <CodeCopyButtons pageUrl={url} />
    </main>
  );
}

const setClipboard = (clipboard: Partial<Clipboard> | undefined) => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

const execCommand = document.execCommand;

afterEach(() => {
  jest.restoreAllMocks();
  setClipboard(undefined);
  document.execCommand = execCommand;
  jest.useRealTimers();
});

describe('CodeCopyButtons', () => {
  it('adds one button to every code block, MDX and README alike', () => {
    render(<Page />);
    expect(screen.getAllByRole('button', { name: 'Copy code' })).toHaveLength(2);
    for (const button of screen.getAllByRole('button', { name: 'Copy code' })) {
      expect(button.closest('.gatsby-highlight')).not.toBeNull();
      expect(button.closest('[data-print="hide"]')).not.toBeNull();
    }
  });

  it("puts each button before its block's code, so the <pre> stays the block's last child", () => {
    render(<Page />);
    for (const button of screen.getAllByRole('button', { name: 'Copy code' })) {
      const block = button.closest('.gatsby-highlight');
      expect(block?.firstElementChild).toBe(button.closest('[data-print="hide"]'));
      expect(block?.lastElementChild?.tagName).toBe('PRE');
    }
  });

  it('copies the code, says "Copied" in a polite live region, and resets', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<Page />);
    const [first] = screen.getAllByRole('button', { name: 'Copy code' });
    first.focus();
    await act(async () => fireEvent.click(first));
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(first).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(first).toHaveAccessibleName('Copy code');
  });

  it('without the Clipboard API, selects the code and tells the reader how to copy it', async () => {
    setClipboard(undefined);
    // A browser that refuses the copy command too.
    document.execCommand = jest.fn().mockReturnValue(false);
    render(<Page />);
    const [, second] = screen.getAllByRole('button', { name: 'Copy code' });
    await act(async () => fireEvent.click(second));
    expect(window.getSelection()?.toString()).toBe('npm install');
    expect(screen.getByRole('status')).toHaveTextContent('Code selected: press Ctrl+C (⌘C on a Mac) to copy');
  });

  it('uses the old copy command when it works', async () => {
    setClipboard(undefined);
    document.execCommand = jest.fn().mockReturnValue(true);
    render(<Page />);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Copy code' })[0]));
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  /** What the first block's button copies through the Clipboard API and through the copy command, once `prepare` changed its code. */
  async function copiedByEitherRoute(prepare: (code: HTMLElement) => void): Promise<[unknown, string]> {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<Page />);
    prepare(document.querySelector('code.language-js') as HTMLElement);
    const [button] = screen.getAllByRole('button', { name: 'Copy code' });
    await act(async () => fireEvent.click(button));

    setClipboard(undefined);
    let copied = '';
    document.execCommand = jest.fn(() => {
      const event = Object.assign(new Event('copy', { cancelable: true }), { clipboardData: { setData: (_type: string, value: string) => (copied = value) } });
      document.dispatchEvent(event);
      return true;
    });
    await act(async () => fireEvent.click(button));
    return [writeText.mock.calls[0]?.[0], copied];
  }

  it('copies what the author wrote when comments were rendered as markdown, by either route', async () => {
    const copied = await copiedByEitherRoute((code) => code.setAttribute('data-source', '// see [output](/concepts/output/)'));
    expect(copied).toEqual(['// see [output](/concepts/output/)', '// see [output](/concepts/output/)']);
  });

  it('copies the code a diff block leads to, by either route', async () => {
    const copied = await copiedByEitherRoute((code) => {
      code.className = 'language-diff';
      code.textContent = ' module.exports = {\n-  mode: "none",\n+  mode: "production",\n };';
    });
    expect(copied).toEqual([CODE, CODE]);
  });

  it('after the page changes, one click copies once and a copy of the old page resets nothing', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const { rerender } = render(<Page />);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Copy code' })[0]));
    act(() => jest.advanceTimersByTime(1000));
    rerender(<Page url="/concepts/output/" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    const [, second] = screen.getAllByRole('button', { name: 'Copy code' });
    await act(async () => fireEvent.click(second));
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenLastCalledWith('npm install');
    // Past the first copy's reset, before the second's.
    act(() => jest.advanceTimersByTime(1500));
    expect(second).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('rescans when the page changes and leaves no buttons behind', () => {
    const { rerender, unmount } = render(<Page />);
    rerender(<Page url="/concepts/output/" />);
    expect(screen.getAllByRole('button', { name: 'Copy code' })).toHaveLength(2);
    unmount();
    expect(document.querySelectorAll('button')).toHaveLength(0);
  });

  it('leaves the page and its code in place when the buttons cannot start', () => {
    jest.spyOn(copyButtons, 'addCopyButtons').mockImplementation(() => {
      throw new Error('no DOM');
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(document.querySelector('code.language-js')).toHaveTextContent('module.exports');
    expect(consoleError).toHaveBeenCalledWith('The copy buttons could not start; the page works without it.', expect.any(Error));
  });
});
