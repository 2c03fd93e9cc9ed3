import { asObject, asString } from './json';

/** What the box says when a hosted search fails (§8), and what it logs to the console. */
export interface SearchFailure {
  /** Shown in the box. */
  readonly message: string;
  /** Logged, with the service's own message. */
  readonly detail: string;
}

export const SEARCH_ERROR_MESSAGES = {
  unreachable: 'Cannot connect to the search service',
  timeout: 'Request timed out before getting a response',
  unparsable: 'Could not parse the incoming response as JSON, see err.more for details',
  unknown: 'Unknown error occured',
} as const;

/** "host: 503 Service Unavailable" for each host the client tried. */
function attempts(stackTrace: unknown): { timedOut: boolean; lines: string[] } {
  const frames = Array.isArray(stackTrace) ? stackTrace.map(asObject) : [];
  const responses = frames.map((frame) => asObject(frame.response));
  const lines = frames.map((frame, i) => {
    const { status, content, isTimedOut } = responses[i];
    const host = asString(asObject(frame.host).url) ?? '?';
    return `${host}: ${isTimedOut ? 'timed out' : `status ${String(status)}`} ${(asString(content) ?? '').slice(0, 200)}`.trim();
  });
  return { timedOut: responses.length > 0 && responses.every((response) => response.isTimedOut === true), lines };
}

/** Sorts an error of the Algolia client into the spec's kinds; never throws. */
export function describeSearchError(error: unknown): SearchFailure {
  const { name, message, status, stackTrace } = asObject(error);
  const serviceMessage = typeof message === 'string' ? message : String(error);
  if ((name === 'ApiError' || name === 'DetailedApiError') && typeof status === 'number' && status >= 400 && status < 500) {
    return { message: serviceMessage, detail: `Search failed with status ${status}: ${serviceMessage}` };
  }
  if (name === 'RetryError') {
    const { timedOut, lines } = attempts(stackTrace);
    const text = timedOut ? SEARCH_ERROR_MESSAGES.timeout : SEARCH_ERROR_MESSAGES.unreachable;
    return { message: text, detail: `${text}. ${serviceMessage}\n  ${lines.join('\n  ')}` };
  }
  if (name === 'DeserializationError') {
    const content = (asString(asObject(asObject(error).response).content) ?? '').slice(0, 200);
    return {
      message: SEARCH_ERROR_MESSAGES.unparsable.replace(/, see err\.more.*$/, ''),
      detail: `${SEARCH_ERROR_MESSAGES.unparsable}: ${serviceMessage}\n  response: ${content}`,
    };
  }
  return { message: SEARCH_ERROR_MESSAGES.unknown, detail: `${SEARCH_ERROR_MESSAGES.unknown}: ${serviceMessage}` };
}
