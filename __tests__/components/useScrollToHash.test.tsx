import { render } from '@testing-library/react';
import * as React from 'react';
import { useScrollToHash } from '../../src/templates/useScrollToHash';

function Page({ hash, content }: { hash: string; content: string }) {
  useScrollToHash(hash, content);
  return <h2 id="usage">Usage</h2>;
}

describe('useScrollToHash', () => {
  const scrollTo = jest.fn();
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    window.scrollTo = scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollTo.mockClear();
    scrollIntoView.mockClear();
  });
  afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

  it('leaves the page where the reader has scrolled while React hydrates it', () => {
    const { rerender } = render(<Page hash="" content="served" />);
    expect(scrollTo).not.toHaveBeenCalled();
    // Content fetched later (the offline app shell) does scroll.
    rerender(<Page hash="" content="ready" />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the fragment after a client-side navigation, and to the top without one', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    const { rerender } = render(<Page hash="#usage" content="ready" />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.documentElement.classList.contains('fragment-jump')).toBe(true);
    rerender(<Page hash="" content="other" />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.documentElement.classList.contains('fragment-jump')).toBe(false);
  });

  it('ignores an unknown fragment and one that is not valid percent-encoding, without an error', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    render(<Page hash="#%E0%A4%A" content="ready" />);
    render(<Page hash="#nothing-here" content="ready" />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
