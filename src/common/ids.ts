/** The largest id the API accepts (a PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/**
 * An entity's id as a URL writes it (a route's `:id`, a catalogue filter's value): a positive integer in its one
 * spelling, without sign or leading zero, at most MAX_ID; anything else names no entity. The routes, their data,
 * the filters and the server's page heads all read ids with it, so one URL shows one page on both sides.
 */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}
