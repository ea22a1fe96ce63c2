import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { enter } from './enter';

const publishTime = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Publish time/);

/**
 * Sends a new item's form scheduled at `time` (local, as typed in the field): ticking 'Schedule for later' takes
 * 'Publish' away, and 'Schedule' without a time is refused under the field with nothing sent (`sent` lists what the
 * mock server received). Answers the time as the form sends it.
 */
export async function scheduleNewItem(
  user: UserEvent,
  dialog: HTMLElement,
  { time, sent }: { time: string; sent: () => readonly unknown[] },
): Promise<string> {
  await user.click(within(dialog).getByRole('checkbox', { name: 'Schedule for later' }));
  expect(within(dialog).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  expect(publishTime(dialog)).toHaveAccessibleDescription('This field is required.');
  expect(sent()).toEqual([]);

  await enter(user, publishTime(dialog), time);
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  return new Date(time).toISOString();
}

/**
 * Sends a new item's form scheduled at a time gone by: the toast says `failed`, and the server's refusal stands under
 * the field of the dialog, which stays open. Answers the time as the form sent it.
 */
export async function schedulePastTime(user: UserEvent, dialog: HTMLElement, failed: string): Promise<string> {
  const time = '2020-01-02T09:30';
  await user.click(within(dialog).getByRole('checkbox', { name: 'Schedule for later' }));
  await enter(user, publishTime(dialog), time);
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

  expect(await screen.findByText(failed)).toBeInTheDocument();
  expect(publishTime(dialog)).toHaveAccessibleDescription('Choose today or a later date.');
  expect(publishTime(dialog)).toHaveAttribute('aria-invalid', 'true');
  return new Date(time).toISOString();
}
