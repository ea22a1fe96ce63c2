/** An API path with its query, as the page requests it and the server preloads it. */
export function requestPath(path: string, params: Record<string, string | number>): string {
  const entries = Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]);
  const query = new URLSearchParams(entries).toString();
  return query ? `${path}?${query}` : path;
}
