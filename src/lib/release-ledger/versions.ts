/** Plain x.y.z versions, the only shape webpack's releases and the ledger use (no pre-releases). */
export const VERSION = /^\d+\.\d+\.\d+$/;

/** Negative when a is older than b, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (left[i] !== right[i]) return left[i] - right[i];
  }
  return 0;
}
