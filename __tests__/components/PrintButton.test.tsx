import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { PrintButton } from '../../src/components/PrintButton';
import { PRINTED_STATE_KEY } from '../../src/lib/print-on-arrival';
import { usePrintOnArrival } from '../../src/templates/usePrintOnArrival';

function Page({ contentVersion, text }: { readonly contentVersion: number; readonly text: string }) {
  usePrintOnArrival(contentVersion);
  return (
    <main>
      <PrintButton />
      <div data-prerendered="" dangerouslySetInnerHTML={{ __html: text }} />
    </main>
  );
}

let print: jest.Mock;
beforeEach(() => {
  print = jest.fn();
  window.print = print;
  window.history.replaceState(null, '');
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
});
afterEach(() => jest.restoreAllMocks());

// jsdom has no navigation timing: give the page load its type.
const navigationType = (type: string) =>
  Object.defineProperty(performance, 'getEntriesByType', { value: (kind: string) => (kind === 'navigation' ? [{ type }] : []), configurable: true });

describe('printable pages', () => {
  it('open the print dialog once after rendering, and the Print button prints again', () => {
    navigationType('navigate');
    const { rerender } = render(<Page contentVersion={0} text="<article>Docs</article>" />);
    expect(print).toHaveBeenCalledTimes(1);
    rerender(<Page contentVersion={0} text="<article>Docs</article>" />);
    expect(print).toHaveBeenCalledTimes(1);
    expect(window.history.state).toMatchObject({ [PRINTED_STATE_KEY]: true });
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button.closest('[data-print="hide"]')).not.toBeNull();
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(2);
  });

  it('wait for text fetched after a client-side navigation', () => {
    navigationType('navigate');
    const { rerender } = render(<Page contentVersion={0} text="" />);
    expect(print).not.toHaveBeenCalled();
    act(() => rerender(<Page contentVersion={1} text="<article>Docs</article>" />));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('do not print when the reader comes back through the history', () => {
    navigationType('back_forward');
    render(<Page contentVersion={0} text="<article>Docs</article>" />);
    window.history.replaceState({ [PRINTED_STATE_KEY]: true }, '');
    render(<Page contentVersion={1} text="<article>Docs</article>" />);
    expect(print).not.toHaveBeenCalled();
  });
});
