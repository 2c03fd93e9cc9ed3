import { act, fireEvent, renderHook } from '@testing-library/react';
import { useFirstInteraction } from '../../src/hooks/useFirstInteraction';

describe('useFirstInteraction', () => {
  it('stays false while the reader only reads, and turns true at the first scroll, pointer or key', () => {
    for (const fire of [() => fireEvent.scroll(window), () => fireEvent.keyDown(document.body, { key: 'Tab' }), () => fireEvent.pointerMove(document.body)]) {
      const { result, unmount } = renderHook(() => useFirstInteraction());
      expect(result.current).toBe(false);
      act(() => {
        fire();
      });
      expect(result.current).toBe(true);
      unmount();
    }
  });

  it('starts true on a page reached after the reader interacted, but not while hydrating the first one', () => {
    const first = renderHook(() => useFirstInteraction());
    act(() => {
      fireEvent.pointerMove(document.body);
    });
    first.unmount();
    // Still hydrating (the attribute is set by the first client render): the server rendered false.
    expect(renderHook(() => useFirstInteraction()).result.current).toBe(false);
    document.documentElement.setAttribute('data-hydrated', '');
    try {
      expect(renderHook(() => useFirstInteraction()).result.current).toBe(true);
    } finally {
      document.documentElement.removeAttribute('data-hydrated');
    }
  });
});
