import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousViolationsNarrowAndWide } from './support/axe';
import { waitForInvitationPath } from './support/outbox';
import { expect, test, toast } from './support/fixtures';

test.use({ locale: 'en-US' });

/** The code an authenticator app shows for the key of the setup dialog, `steps` steps of 30 s from now. */
const authenticatorCode = (manualKey: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(manualKey.replace(/\s/g, '')) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('an administrator invites a recruiter, who joins, signs in with two steps and sees the applications only; the activity log shows it', async ({
  admin: page,
  visitor,
  outbox,
}, testInfo) => {
  // An invitation, a mail awaited, a second browser signing in and five screens checked twice for accessibility.
  test.slow();
  const username = `rina.${Date.now().toString(36)}${testInfo.retry}`;
  const email = `${username}@example.com`;
  const password = `Perekrut#${testInfo.retry}-Aditif2026`;

  await test.step('the administrator invites Rina as a recruiter from the Users screen', async () => {
    const before = await outbox.files();
    await page.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Rina Putri');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Recruiter' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Invited');

    const link = await waitForInvitationPath(email, before);

    await visitor.goto(link);
    await expect(visitor.getByText(`Welcome, Rina Putri — your username is ${username}.`)).toBeVisible();
    await visitor.getByRole('textbox', { name: 'New Password', exact: true }).fill(password);
    await visitor.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(password);
    await visitor.getByRole('button', { name: 'Set password' }).click();
    await expect(visitor.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  });

  const signIn = async () => {
    await visitor.getByLabel('Username').fill(username);
    await visitor.getByLabel(/^Password/).fill(password);
    await visitor.getByRole('button', { name: 'Login' }).click();
  };
  let manualKey = '';

  await test.step('Rina signs in and turns two-step sign-in on from her profile', async () => {
    await visitor.getByRole('link', { name: 'Sign in' }).click();
    await signIn();
    await expect(visitor).toHaveURL(/\/admin(\/|$)/);
    await visitor.goto('/admin/profile');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Set up' }).click();
    const dialog = visitor.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    manualKey = (await dialog.locator('code').innerText()).trim();
    await dialog.getByRole('textbox', { name: '6-digit code' }).fill(authenticatorCode(manualKey));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await expect(visitor.getByText('Two-step sign-in is on.')).toBeVisible();
    await expectNoSeriousViolationsNarrowAndWide(visitor, '/admin/profile');
  });

  await test.step('Rina signs in again with her password and a code, and sees the applications, not the quotes or the users', async () => {
    await visitor.goto('/logout');
    await expect(visitor).toHaveURL(/\/login/);
    await signIn();
    // The setup spent this step's code: the app's next one is typed, as a person would wait for it.
    await visitor.getByRole('textbox', { name: 'Code' }).fill(authenticatorCode(manualKey, 1));
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect(visitor).toHaveURL(/\/admin(\/|$)/);
    const sidebar = visitor.getByRole('navigation', { name: 'Admin navigation' }).first();
    await expect(sidebar.getByRole('link', { name: 'Inbox' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Manage Careers' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Manage Products' })).toHaveCount(0);

    await sidebar.getByRole('link', { name: 'Inbox' }).click();
    await visitor.getByRole('combobox', { name: 'Type' }).click();
    await expect(visitor.getByRole('option', { name: 'Job application' })).toBeVisible();
    await expect(visitor.getByRole('option', { name: 'Quote request' })).toHaveCount(0);
    await visitor.keyboard.press('Escape');

    await visitor.goto('/admin/users');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Access not allowed' })).toBeVisible();
  });

  await test.step('the activity screen shows the invitation, the two-step setup and both sign-ins', async () => {
    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    // Filtered by action through the address, as the screen keeps its filters: each on one page.
    const rowsOf = async (action: string) => {
      await page.goto(`/admin/activity?action=${action}`);
      return page.getByRole('row').filter({ hasText: username });
    };
    await expect(await rowsOf('invite')).toHaveCount(1);
    await expect((await rowsOf('two_step_enable')).filter({ hasText: 'Two-step sign-in turned on' })).toHaveCount(1);
    await expect((await rowsOf('sign_in')).filter({ hasText: 'Signed in' })).toHaveCount(2);
  });

  await test.step('the Users, Activity and Trash screens have no serious accessibility problem at 360 and 1440 px', async () => {
    await expectNoSeriousViolationsNarrowAndWide(page, '/admin/users');
    await expectNoSeriousViolationsNarrowAndWide(page, '/admin/activity');
    await expectNoSeriousViolationsNarrowAndWide(page, '/admin/trash');
    await expectNoSeriousViolationsNarrowAndWide(visitor, '/admin/users');
  });
});
