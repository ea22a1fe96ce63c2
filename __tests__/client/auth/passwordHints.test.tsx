import { act, screen } from '@testing-library/react';
import { HINT_CLEAR_MS } from '@/common/constants';
import { enter, replace } from '../helpers/enter';
import { passwordHandlers, passwordDb } from '../helpers/passwordHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

const RULE_MESSAGES = {
  tooShort: 'Password terlalu pendek (minimal 8 karakter).',
  noUppercase: 'Gunakan setidaknya satu huruf kapital.',
  noLowercase: 'Gunakan setidaknya satu huruf kecil.',
  noDigit: 'Gunakan setidaknya satu angka.',
  noSymbol: 'Gunakan setidaknya satu simbol (misal: !@#$%^&*).',
};
const STRONG = 'Password Anda kuat.';
const MISMATCH = 'Password tidak cocok.';
const MATCH = 'Password cocok.';

async function openProfilePassword() {
  server.use(...passwordHandlers());
  storeSession();
  const view = renderRoute('/admin/profile/password', { language: 'id' });
  await screen.findByRole('heading', { name: 'Konfirmasi Ganti Password', level: 1 });
  return view;
}

const newPassword = () => screen.getByLabelText(/^Password Baru/);
const confirmPassword = () => screen.getByLabelText(/^Konfirmasi Password/);

afterEach(() => {
  jest.useRealTimers();
  passwordDb.reset();
});

describe('new password strength message (SPEC.md 5)', () => {
  it.each([
    ['Ab1!', RULE_MESSAGES.tooShort],
    ['abc', RULE_MESSAGES.tooShort],
    ['abcdefgh1!', RULE_MESSAGES.noUppercase],
    ['ABCDEFGH1!', RULE_MESSAGES.noLowercase],
    ['Abcdefgh!', RULE_MESSAGES.noDigit],
    ['Abcdefgh1', RULE_MESSAGES.noSymbol],
  ])('reports the first broken rule for %s', async (password, message) => {
    const { user } = await openProfilePassword();

    await enter(user, newPassword(), password);

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(newPassword()).toHaveAccessibleDescription(message);
    for (const other of Object.values(RULE_MESSAGES).filter((text) => text !== message)) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
  });

  it('walks through the rules in order as the user types, then says the password is strong', async () => {
    const { user } = await openProfilePassword();
    const seen: string[] = [];
    const note = () => {
      const current = [...Object.values(RULE_MESSAGES), STRONG].find((text) => screen.queryByText(text));
      if (current && seen[seen.length - 1] !== current) seen.push(current);
    };

    for (const char of 'abcdefghA1!') {
      await user.type(newPassword(), char);
      note();
    }

    expect(seen).toEqual([
      RULE_MESSAGES.tooShort,
      RULE_MESSAGES.noUppercase,
      RULE_MESSAGES.noDigit,
      RULE_MESSAGES.noSymbol,
      STRONG,
    ]);
  });

  it('clears "Password Anda kuat." after 3 seconds, while a problem stays', async () => {
    const { user } = await openProfilePassword();
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });

    await enter(user, newPassword(), 'Abcdefg1!');
    expect(screen.getByText(STRONG)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(HINT_CLEAR_MS - 1));
    expect(screen.getByText(STRONG)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(STRONG)).not.toBeInTheDocument();

    await replace(user, newPassword(), 'abc');
    act(() => jest.advanceTimersByTime(HINT_CLEAR_MS * 2));
    expect(screen.getByText(RULE_MESSAGES.tooShort)).toBeInTheDocument();
  });
});

describe('confirm password match message', () => {
  it('says the passwords differ, then that they match, and clears the match after 3 seconds', async () => {
    const { user } = await openProfilePassword();
    await enter(user, newPassword(), 'Abcdefg1!');
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });

    await enter(user, confirmPassword(), 'Abcdefg1');
    expect(screen.getByText(MISMATCH)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(HINT_CLEAR_MS * 2));
    expect(screen.getByText(MISMATCH)).toBeInTheDocument();

    await user.type(confirmPassword(), '!');
    expect(screen.getByText(MATCH)).toBeInTheDocument();
    expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument();
    expect(confirmPassword()).toHaveAccessibleDescription(MATCH);
    act(() => jest.advanceTimersByTime(HINT_CLEAR_MS));
    expect(screen.queryByText(MATCH)).not.toBeInTheDocument();
  });

  it('rechecks the match when the new password changes afterwards', async () => {
    const { user } = await openProfilePassword();
    await enter(user, newPassword(), 'Abcdefg1!');
    await enter(user, confirmPassword(), 'Abcdefg1!');
    expect(screen.getByText(MATCH)).toBeInTheDocument();

    await user.type(newPassword(), 'x');

    expect(screen.getByText(MISMATCH)).toBeInTheDocument();
  });
});
