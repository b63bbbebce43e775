/** A stand-in for fetch, as the forms' modules post with it, and what they posted. */

export function mockFetch(implementation: () => Promise<Partial<Response>>) {
  const fetchMock = jest.fn(implementation);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function postedTo(fetchMock: jest.Mock, call = 0): string {
  const [url] = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
  return url;
}

export function postedFields(fetchMock: jest.Mock, call = 0): Record<string, string> {
  const [, init] = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
  return Object.fromEntries(new URLSearchParams(init.body as string));
}
