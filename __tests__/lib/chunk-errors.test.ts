import { failureFromElement, failureMessage, nextStep, parseChunkError } from '../../src/lib/chunk-errors';
import { routeChangeChecker, scheduleServiceWorkerUpdates, SW_ROUTE_CHECK_MS, SW_UPDATE_INTERVAL_MS } from '../../src/lib/service-worker';

describe('chunk errors', () => {
  it("reads webpack's ChunkLoadError and mini-css-extract's CSS chunk error", () => {
    const error = Object.assign(new Error('Loading chunk 7 failed.\n(missing: http://x/7.js)'), { name: 'ChunkLoadError' });
    expect(parseChunkError(error)).toEqual({ kind: 'script', chunk: '7', reason: 'missing' });
    expect(parseChunkError(new Error('Loading chunk 12 failed.\n(timeout: http://x/12.js)'))?.reason).toBe('timeout');
    expect(parseChunkError(new Error('Loading CSS chunk 3 failed.\n(/3.css)'))).toMatchObject({ kind: 'stylesheet', chunk: '3' });
    expect(parseChunkError(new Error('Something else'))).toBeNull();
  });

  it('recognises our own scripts and stylesheets that failed, not third-party ones', () => {
    expect(failureFromElement({ tagName: 'SCRIPT', src: 'http://localhost/app-1.js' }, 'http://localhost')).toEqual({
      kind: 'script',
      chunk: 'app-1.js',
      reason: 'missing',
    });
    expect(failureFromElement({ tagName: 'SCRIPT', src: 'https://cdn.example/x.js' }, 'http://localhost')).toBeNull();
    expect(failureFromElement({ tagName: 'LINK', rel: 'stylesheet', href: 'http://localhost/s.css' }, 'http://localhost')?.kind).toBe('stylesheet');
    expect(failureFromElement({ tagName: 'IMG' }, 'http://localhost')).toBeNull();
  });

  it('words the message as the spec does and reloads only once', () => {
    expect(failureMessage({ kind: 'script', chunk: '7', reason: 'timeout' })).toBe('Loading chunk 7 failed (timeout).');
    expect(failureMessage({ kind: 'stylesheet', chunk: '3', reason: 'error' })).toBe('Loading CSS chunk 3 failed (error).');
    expect(nextStep(false)).toBe('reload');
    expect(nextStep(true)).toBe('show');
  });
});

describe('service worker updates', () => {
  it('asks for a new worker every hour', () => {
    jest.useFakeTimers();
    const registration = { update: jest.fn(() => Promise.resolve()) };
    const stop = scheduleServiceWorkerUpdates(registration);
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    stop();
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
    expect(SW_UPDATE_INTERVAL_MS).toBe(3_600_000);
    jest.useRealTimers();
  });

  it('asks for a new worker on a route change, at most once per 10 s, and shrugs off a failed check', async () => {
    let time = 0;
    const update = jest.fn(() => Promise.reject(new Error('offline')));
    const check = routeChangeChecker(
      () => Promise.resolve({ update }),
      SW_ROUTE_CHECK_MS,
      () => time,
    );
    check();
    check();
    await Promise.resolve();
    await Promise.resolve();
    expect(update).toHaveBeenCalledTimes(1);
    time = SW_ROUTE_CHECK_MS;
    check();
    await Promise.resolve();
    await Promise.resolve();
    expect(update).toHaveBeenCalledTimes(2);
    // No worker registered (storage refused): nothing to ask.
    expect(() => routeChangeChecker(() => Promise.resolve(undefined))()).not.toThrow();
  });
});
