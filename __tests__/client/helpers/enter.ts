import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a field the way a visitor pasting it would: a click to focus it, then one input of the whole text
 * at the caret. Typing key by key re-renders the form once per character, which under jsdom costs a second or more
 * per field; tests about typing itself (counters, search as you type, keys such as Enter) keep `user.type`.
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Replaces what a field holds with `text` (nothing when empty), as `enter` puts it in. */
export async function replace(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.paste(text);
}
