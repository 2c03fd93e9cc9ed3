const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "March 31, 2024": the date's day in UTC, as en-US `Intl.DateTimeFormat` writes it with a long month.
 * Written out because creating that formatter in the browser takes 10–45 ms (its locale data), one task
 * that a phone's slower CPU stretched over 50 ms on every doc page.
 */
export function utcDay(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
