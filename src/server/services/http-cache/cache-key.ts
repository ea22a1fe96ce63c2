/**
 * The key of a cacheable answer: the route, its validated path parameters and only the query parameters its schema
 * declares, in a stable order and with their coerced values, and the language it answers in. Parameters a route does not declare cannot change its
 * answer, so `?cb=1`, `?cb=2`… share one entry instead of each filling the cache; `?page=01` and `?page=1` too.
 */
export function cacheKeyOf(
  route: string,
  params: unknown,
  query: unknown,
  declaredQuery: readonly string[],
  language: string,
): string {
  const sorted = (value: unknown, keys: readonly string[]) => {
    const record = (value ?? {}) as Record<string, unknown>;
    return keys
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => [key, record[key]]);
  };
  const paramKeys = Object.keys((params ?? {}) as object);
  return JSON.stringify([route, language, sorted(params, paramKeys), sorted(query, declaredQuery)]);
}

/** The query parameter names a route's querystring schema declares (none when it has no schema). */
export function declaredQueryOf(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}
