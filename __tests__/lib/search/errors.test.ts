import { describeSearchError, SEARCH_ERROR_MESSAGES } from '../../../src/lib/search/errors';

const named = (name: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(typeof fields.message === 'string' ? fields.message : name), { name, ...fields });
const frame = (url: string, response: Record<string, unknown>) => ({ host: { url }, response });

describe('describeSearchError', () => {
  it('shows the server message of a 4xx answer', () => {
    const failure = describeSearchError(named('ApiError', { message: 'Invalid Application-ID or API key', status: 403 }));
    expect(failure.message).toBe('Invalid Application-ID or API key');
    expect(failure.detail).toMatch(/status 403: Invalid Application-ID/);
  });

  it('says "Cannot connect" after every host failed, listing what each answered', () => {
    const error = named('RetryError', {
      message: 'Unreachable hosts',
      stackTrace: [
        frame('a.example', { status: 503, content: '{"message":"down"}', isTimedOut: false }),
        frame('b.example', { status: 0, content: 'Network request failed', isTimedOut: false }),
      ],
    });
    const failure = describeSearchError(error);
    expect(failure.message).toBe(SEARCH_ERROR_MESSAGES.unreachable);
    expect(failure.detail).toMatch(/a\.example: status 503 \{"message":"down"\}/);
    expect(failure.detail).toMatch(/b\.example: status 0 Network request failed/);
  });

  it('names a timeout when every attempt timed out', () => {
    const error = named('RetryError', { stackTrace: [frame('a', { status: 0, content: 'Socket timeout', isTimedOut: true })] });
    expect(describeSearchError(error).message).toBe('Request timed out before getting a response');
  });

  it('reports an unparsable answer', () => {
    const failure = describeSearchError(named('DeserializationError', { message: 'Unexpected token <', response: { content: '<html>' } }));
    expect(failure.message).toBe('Could not parse the incoming response as JSON');
    expect(failure.detail).toMatch(/see err\.more for details: Unexpected token </);
  });

  it('falls back to the unknown kind for anything else', () => {
    expect(describeSearchError('boom')).toEqual({ message: 'Unknown error occured', detail: 'Unknown error occured: boom' });
  });
});
