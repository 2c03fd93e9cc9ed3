/** A response that answered 2xx; anything else is an error naming the URL and the status. */
export async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export const fetchJson = async <T>(url: string): Promise<T> => (await (await fetchOk(url)).json()) as T;

export const fetchText = async (url: string): Promise<string> => (await fetchOk(url)).text();
