/** Search engines show about 160 characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** `text` on one line, cut at a word boundary to at most `max` characters with '…' when anything was cut. */
export function excerpt(text: string, max: number = DESCRIPTION_LENGTH): string {
  // Code points, so a cut never splits a surrogate pair.
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > cut.length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
