export const MODES = ['development', 'production', 'none'] as const;
export type Mode = (typeof MODES)[number];
export type ModeDefaults = { readonly [mode in Mode]: string | null };

/**
 * How to show an option's defaults: nothing when no mode has one, one value when all modes agree,
 * else one line per mode (null where that mode sets none).
 */
export function summarizeDefaults(defaults: ModeDefaults): { readonly all: string } | { readonly byMode: readonly (readonly [Mode, string | null])[] } | null {
  const values = MODES.map((mode) => defaults[mode]);
  if (values.every((value) => value === null)) return null;
  const [first] = values;
  if (first !== null && values.every((value) => value === first)) return { all: first };
  return { byMode: MODES.map((mode) => [mode, defaults[mode]] as const) };
}
