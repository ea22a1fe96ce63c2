import { screen, waitFor } from '@testing-library/react';
import { validCredentials } from '../helpers/handlers';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { emulatePhoneViewport } from '../helpers/viewport';

async function signInAndFindToast() {
  const { user } = renderRoute('/login', { language: 'id' });
  await screen.findByRole('heading', { name: 'Masuk' });
  await enter(user, screen.getByLabelText(/^Username/), validCredentials.username);
  await enter(user, screen.getByLabelText(/^Password/), validCredentials.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const toast = await screen.findByText('Login berhasil!');
  const container = toast.closest('.notistack-SnackbarContainer');
  if (!(container instanceof HTMLElement)) throw new Error('the toast is not in a notistack container');
  return { user, toast, placement: getComputedStyle(container) };
}

describe('the sign-in toast', () => {
  let restoreViewport: (() => void) | undefined;
  afterEach(() => restoreViewport?.());

  it('sits at the bottom of a phone, leaving the top bar and its menu free, and closes at once', async () => {
    restoreViewport = emulatePhoneViewport();
    const { user, placement } = await signInAndFindToast();

    expect(placement.bottom).not.toBe('');
    expect(placement.top).toBe('');

    await user.click(screen.getByRole('button', { name: 'Tutup notifikasi' }));
    await waitFor(() => expect(screen.queryByText('Login berhasil!')).not.toBeInTheDocument());
  });

  it('stays at the top right on a wider screen', async () => {
    const { placement } = await signInAndFindToast();

    expect(placement.top).not.toBe('');
    expect(placement.right).not.toBe('');
    expect(placement.bottom).toBe('');
  });
});
