import { utcDay } from '../../../src/lib/dates/utc-day';

describe('utcDay', () => {
  it('writes the day in UTC with a long month name', () => {
    expect(utcDay(new Date('2024-04-01T01:30:00+02:00'))).toBe('March 31, 2024');
    expect(utcDay(new Date('2026-01-05T00:00:00Z'))).toBe('January 5, 2026');
  });

  it('matches the en-US formatter it replaces on every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2023, month, 28, 23, 59));
      expect(utcDay(date)).toBe(intl.format(date));
    }
  });
});
