import { expectNoSeriousViolationsNarrowAndWide } from './support/axe';
import { waitForInvitationPath } from './support/outbox';
import { expect, test, toast } from './support/fixtures';

test.use({ locale: 'en-US' });

test('an administrator invites a recruiter, who joins and sees the applications only; the activity log shows both', async ({
  admin: page,
  visitor,
  outbox,
}, testInfo) => {
  // An invitation, a mail awaited, a second browser signing in and four screens checked twice for accessibility.
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

  await test.step('Rina signs in and sees the careers and the inbox’s applications, not the quotes or the users', async () => {
    await visitor.getByRole('link', { name: 'Sign in' }).click();
    await visitor.getByLabel('Username').fill(username);
    await visitor.getByLabel(/^Password/).fill(password);
    await visitor.getByRole('button', { name: 'Login' }).click();
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

  await test.step('the activity screen shows the invitation and the sign-in', async () => {
    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: username });
    await expect(rows.filter({ hasText: 'Invited' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Signed in' })).toHaveCount(1);
  });

  await test.step('the Users and Activity screens have no serious accessibility problem at 360 and 1440 px', async () => {
    await expectNoSeriousViolationsNarrowAndWide(page, '/admin/users');
    await expectNoSeriousViolationsNarrowAndWide(page, '/admin/activity');
    await expectNoSeriousViolationsNarrowAndWide(visitor, '/admin/users');
  });
});
