// Sorting in code keeps the order the same on every database, whatever its collation.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Alphabetical, ignoring case and accents, with numbers in numeric order ('E 2' before 'E 10'). */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

export const byName = <T extends { id: number; name: string }>(a: T, b: T): number =>
  compareNames(a.name, b.name) || a.id - b.id;
