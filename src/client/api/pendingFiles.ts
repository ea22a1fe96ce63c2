/**
 * Files chosen in upload fields wait here, outside the store, under an id that mutations carry instead of
 * the File itself: the Redux state (mutation arguments included) stays serialisable for QA snapshots.
 */
const files = new Map<string, File>();
let counter = 0;

export function holdFile(file: File): string {
  counter += 1;
  const id = `file-${counter}`;
  files.set(id, file);
  return id;
}

/** The held file, released from the registry; undefined when the id is absent or unknown. */
export function takeFile(id: string | undefined): File | undefined {
  if (!id) return undefined;
  const file = files.get(id);
  files.delete(id);
  return file;
}
