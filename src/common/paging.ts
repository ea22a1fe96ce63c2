/** Page arithmetic shared by the admin tables and the server's list answers. */

export function totalPages(totalData: number, limit: number): number {
  return Math.max(1, Math.ceil(totalData / limit));
}

/** 'Showing X to Y of Z Entries' bounds for a 1-based page. */
export function pageRange(page: number, limit: number, totalData: number): { from: number; to: number } {
  if (totalData === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: Math.min(page * limit, totalData) };
}

/** Row number shown in the 'No.' column: (page-1)*limit + index + 1. */
export function rowNumber(page: number, limit: number, index: number): number {
  return (page - 1) * limit + index + 1;
}

/** The 1-based page a URL asks for (`?page=`, or the parameter named); 1 for anything not a whole number from 1 up. */
export function pageFromQuery(query: URLSearchParams, name = 'page'): number {
  const page = Number(query.get(name));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
