import { PRINTED_STATE_KEY, shouldPrintOnArrival } from '../../src/lib/print-on-arrival';

describe('shouldPrintOnArrival', () => {
  it('prints on a page load by link, address or reload, not on one through the history', () => {
    for (const navigationType of ['navigate', 'reload', undefined]) {
      expect(shouldPrintOnArrival({ served: true, navigationType, historyState: { [PRINTED_STATE_KEY]: true } })).toBe(true);
    }
    expect(shouldPrintOnArrival({ served: true, navigationType: 'back_forward', historyState: null })).toBe(false);
  });

  it('after a client-side navigation, prints unless the history entry was printed already', () => {
    expect(shouldPrintOnArrival({ served: false, navigationType: 'navigate', historyState: { key: '1' } })).toBe(true);
    expect(shouldPrintOnArrival({ served: false, navigationType: 'navigate', historyState: null })).toBe(true);
    expect(shouldPrintOnArrival({ served: false, navigationType: 'navigate', historyState: { key: '1', [PRINTED_STATE_KEY]: true } })).toBe(false);
  });
});
