import { screen, within } from '@testing-library/react';
import { passwordHandlers } from '../helpers/passwordHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

async function openChangePassword() {
  server.use(...passwordHandlers());
  storeSession();
  const view = renderRoute('/admin/changepw');
  await screen.findByRole('heading', { name: 'Confirm Password Change', level: 1 });
  return view;
}

const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((position) => (box(position) as HTMLInputElement).value).join('');

describe('OTP boxes', () => {
  it('are six boxes in a group named "OTP code", each labelled with its position', async () => {
    await openChangePassword();

    const group = screen.getByRole('group', { name: 'OTP code' });
    const boxes = within(group).getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    boxes.forEach((input, index) => expect(input).toHaveAccessibleName(`Digit ${index + 1} of 6`));
    expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('share the width of their row instead of having a fixed width, so they fit a 360 px phone', async () => {
    await openChangePassword();

    const group = screen.getByRole('group', { name: 'OTP code' });
    expect(getComputedStyle(group).width).toBe('100%');
    for (const input of within(group).getAllByRole('textbox')) {
      const boxStyle = getComputedStyle(input.parentElement as HTMLElement);
      expect(boxStyle.flexGrow).toBe('1');
      expect(boxStyle.minWidth).toBe('0');
      expect(boxStyle.width).not.toMatch(/^\d+px$/);
    }
  });

  it('take digits only', async () => {
    const { user } = await openChangePassword();

    await user.type(box(1), 'a');
    await user.type(box(1), '-');
    await user.type(box(1), ' ');

    expect(values()).toBe('');
    expect(box(1)).toHaveFocus();
  });

  it('move to the next box as each digit is typed', async () => {
    const { user } = await openChangePassword();
    await user.click(box(1));

    await user.keyboard('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('8x29');

    expect(values()).toBe('4829');
    expect(box(5)).toHaveFocus();
  });

  it('replace the digit of a box typed over', async () => {
    const { user } = await openChangePassword();
    await user.click(box(1));
    await user.keyboard('123');

    await user.click(box(2));
    await user.keyboard('7');

    expect(values()).toBe('173');
    expect(box(3)).toHaveFocus();
  });

  it('spread a pasted code over all six boxes', async () => {
    const { user } = await openChangePassword();
    await user.click(box(1));

    await user.paste('482913');

    expect(values()).toBe('482913');
    expect(box(6)).toHaveFocus();
  });

  it('fill all six from the first box even when a whole code is pasted into a later box', async () => {
    const { user } = await openChangePassword();
    await user.click(box(4));

    await user.paste(' 482 913 ');

    expect(values()).toBe('482913');
  });

  it('ignore a paste that is not digits', async () => {
    const { user } = await openChangePassword();
    await user.click(box(1));

    await user.paste('48a913');

    expect(values()).toBe('');
  });

  it('go back on Backspace in an empty box, clearing the digit before', async () => {
    const { user } = await openChangePassword();
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('12');

    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toBe('1');
  });

  it('move with the arrow keys', async () => {
    const { user } = await openChangePassword();
    await user.click(box(3));

    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
  });
});
