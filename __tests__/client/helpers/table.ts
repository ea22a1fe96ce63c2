import { screen, within } from '@testing-library/react';

/** The 'No.' column of an admin table, as the user reads it. */
export function rowNumbers(tableName: string): string[] {
  const rows = within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

/** The body row that mentions `text`. */
export function rowWith(tableName: string, text: string): HTMLElement {
  const rows = within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1);
  const row = rows.find((candidate) => within(candidate).queryByText(text));
  if (!row) throw new Error(`No row shows '${text}'`);
  return row;
}
