import { screen, waitFor, within } from '@testing-library/react';
import { RECOVERY_CODE_COUNT } from '@/common/api/profile';
import { catchDownloads } from '../helpers/downloads';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { storeSession } from '../helpers/session';
import { APP_CODE, profileDb, QR_SVG, SETUP, sampleProfile, useProfileApi } from './profileHandlers';

type User = ReturnType<typeof renderRoute>['user'];

async function openProfile(language: 'en' | 'id' = 'en') {
  storeSession('admin');
  const view = renderRoute('/admin/profile', { language });
  // A file's first render is slow on busy shared cores: the page, then its account, each in their own wait.
  await screen.findByRole('heading', { name: language === 'en' ? 'Profile' : 'Profil', level: 1 });
  await screen.findByRole('region', { name: language === 'en' ? 'Two-step sign-in' : 'Verifikasi dua langkah' });
  return view;
}

const twoStep = () => screen.getByRole('region', { name: 'Two-step sign-in' });
const listedCodes = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Your recovery codes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function startSetup(user: User) {
  await user.click(within(twoStep()).getByRole('button', { name: 'Set up' }));
  return screen.findByRole('dialog', { name: 'SET UP TWO-STEP SIGN-IN' });
}

describe('the profile: two-step sign-in set up', () => {
  useProfileApi();

  it('shows the QR code and the key to type in, refuses a wrong code in words, then shows ten recovery codes', async () => {
    const { user } = await openProfile();
    expect(within(twoStep()).getByText('Off')).toBeInTheDocument();

    const dialog = await startSetup(user);
    const qr = within(dialog).getByRole('img', { name: 'QR code that adds your account to an authenticator app' });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;utf8,' + encodeURIComponent(QR_SVG));
    expect(within(dialog).getByText(SETUP.manualKey)).toBeInTheDocument();
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();

    const code = within(dialog).getByRole('textbox', { name: '6-digit code' });
    await enter(user, code, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription('Enter the 6 digits your app shows.');
    expect(profileDb.requests.codes).toEqual([]);

    await enter(user, code, '56');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'This code is wrong or was already used. Check your authenticator app and try again.',
      ),
    );
    expect(profileDb.profile().twoStep.enabled).toBe(false);

    await user.clear(code);
    await enter(user, code, APP_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText('Step 2 of 2')).toBeInTheDocument();
    expect(listedCodes(dialog)).toEqual(profileDb.recoveryCodes());
    expect(listedCodes(dialog)).toHaveLength(RECOVERY_CODE_COUNT);
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(profileDb.requests.codes).toEqual([
      { path: 'confirm', code: '123456' },
      { path: 'confirm', code: APP_CODE },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(twoStep()).getByText('On')).toBeInTheDocument());
    expect(within(twoStep()).getByText('10 recovery codes left.')).toBeInTheDocument();
  });

  it('keeps the setup’s key and the recovery codes out of the store', async () => {
    const { user, store } = await openProfile();

    const dialog = await startSetup(user);
    await enter(user, within(dialog).getByRole('textbox', { name: '6-digit code' }), APP_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('Step 2 of 2');

    const state = JSON.stringify(store.getState());
    expect(state).not.toContain(SETUP.manualKey);
    expect(state).not.toContain(profileDb.recoveryCodes()[0]);
  });

  it('downloads the recovery codes as a text file', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await openProfile();
      const dialog = await startSetup(user);
      await enter(user, within(dialog).getByRole('textbox', { name: '6-digit code' }), APP_CODE);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await within(dialog).findByText('Step 2 of 2');

      await user.click(within(dialog).getByRole('button', { name: 'Download (.txt)' }));

      expect(downloads.saved.map((file) => file.name)).toEqual(['recovery-codes-admin.txt']);
      const text = await downloads.saved[0]!.text();
      for (const code of profileDb.recoveryCodes()) expect(text).toContain(code);
    } finally {
      downloads.restore();
    }
  });

  it('speaks Indonesian, the wrong code’s message included', async () => {
    const { user } = await openProfile('id');

    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'AKTIFKAN VERIFIKASI DUA LANGKAH' });
    expect(
      within(dialog).getByRole('img', { name: 'Kode QR untuk menambahkan akun Anda ke aplikasi autentikator' }),
    ).toBeInTheDocument();
    const code = within(dialog).getByRole('textbox', { name: 'Kode 6 digit' });
    await enter(user, code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));

    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'Kode ini salah atau sudah pernah dipakai. Periksa aplikasi autentikator Anda lalu coba lagi.',
      ),
    );
  });
});

describe('the profile: two-step sign-in on', () => {
  describe('where the site requires it', () => {
    useProfileApi(() => ({
      account: sampleProfile({ twoStep: { enabled: true, recoveryCodesLeft: 10, required: true } }),
    }));

    it('cannot be turned off, and says why', async () => {
      await openProfile();

      const turnOff = within(twoStep()).getByRole('button', { name: 'Turn off' });
      expect(turnOff).toBeDisabled();
      expect(turnOff).toHaveAccessibleDescription(
        'Your administrator requires two-step sign-in for your account, so it cannot be turned off.',
      );
      expect(within(twoStep()).getByRole('button', { name: 'New recovery codes' })).toBeEnabled();
    });
  });

  describe('where the site does not require it', () => {
    useProfileApi(() => ({
      account: sampleProfile({ twoStep: { enabled: true, recoveryCodesLeft: 10, required: false } }),
    }));

    it('turns off with a recovery code', async () => {
      const { user } = await openProfile();
      const recoveryCode = profileDb.recoveryCodes()[3]!;

      await user.click(within(twoStep()).getByRole('button', { name: 'Turn off' }));
      const dialog = await screen.findByRole('dialog', { name: 'TURN OFF TWO-STEP SIGN-IN' });
      const code = within(dialog).getByRole('textbox', { name: 'Code or recovery code' });
      await enter(user, code, 'wrong-code');
      await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(
          'This code is wrong or was already used. Check your authenticator app and try again.',
        ),
      );

      await user.clear(code);
      await enter(user, code, recoveryCode);
      await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

      expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(within(twoStep()).getByRole('button', { name: 'Set up' })).toBeInTheDocument());
      expect(profileDb.requests.codes.at(-1)).toEqual({ path: 'disable', code: recoveryCode });
    });

    it('makes a new set of recovery codes and shows them once', async () => {
      const { user } = await openProfile();
      const old = profileDb.recoveryCodes();

      await user.click(within(twoStep()).getByRole('button', { name: 'New recovery codes' }));
      const ask = await screen.findByRole('dialog', { name: 'NEW RECOVERY CODES' });
      await enter(user, within(ask).getByRole('textbox', { name: 'Code or recovery code' }), APP_CODE);
      await user.click(within(ask).getByRole('button', { name: 'Make new codes' }));

      const shown = await screen.findByRole('dialog', { name: 'YOUR NEW RECOVERY CODES' });
      expect(listedCodes(shown)).toEqual(profileDb.recoveryCodes());
      expect(listedCodes(shown)).not.toEqual(old);
      await user.click(within(shown).getByRole('button', { name: 'I have saved them' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });
});
