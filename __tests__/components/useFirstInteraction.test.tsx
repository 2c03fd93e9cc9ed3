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
});
