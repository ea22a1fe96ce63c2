import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './support/env';
import { expect, signIn, test, toast } from './support/fixtures';

test.use({ locale: 'en-US', visitorPermissions: ['clipboard-read', 'clipboard-write'] });

/** The OTP box at `position` (1 to 6). */
const otpBox = (page: Page, position: number): Locator => page.getByRole('textbox', { name: `Digit ${position} of 6` });

async function expectBoxes(page: Page, digits: string): Promise<void> {
  for (let position = 1; position <= 6; position += 1) {
    await expect(otpBox(page, position)).toHaveValue(digits[position - 1] ?? '');
  }
}

test('a forgotten password is reset with the mailed code, which ends the old sessions', async ({
  admin,
  visitor: page,
  outbox,
  request,
}, testInfo) => {
  // The whole flow, two sign-ins and a mail awaited twice: longer than one page's test on two busy cores.
  test.slow();
  const newPassword = `Reset#${Date.now().toString(36)}-Aditif${testInfo.retry}`;
  let oldToken = '';
  let code = '';

  await test.step('the admin is signed in somewhere with a token', async () => {
    oldToken = (await admin.evaluate(() => window.localStorage.getItem('token'))) ?? '';
    expect(oldToken).not.toBe('');
  });

  await test.step("elsewhere, 'Forgot Password?' mails a code to the admin's address", async () => {
    const before = await outbox.files();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(
      toast(
        page,
        'If an account uses this email, a code was sent to it. Please check your email to reset your password.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/forgetpass$/);
    await expect(page.getByRole('heading', { name: 'Confirm Password Change' })).toBeVisible();
    code = await outbox.resetCode(ADMIN.email, before);
  });

  await test.step('the code can be pasted whole into the first box', async () => {
    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    await otpBox(page, 1).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expectBoxes(page, code);

    // Backspace empties a box, then on an empty one steps back and empties the one before.
    await otpBox(page, 6).focus();
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('Backspace');
    await expectBoxes(page, '');
    await expect(otpBox(page, 1)).toBeFocused();
  });

  await test.step('a strong new password twice and the code typed box by box change the password', async () => {
    await page.getByLabel(/^New Password/).fill(newPassword);
    await expect(page.getByText('Your password is strong.')).toBeVisible();
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await expect(page.getByText('Passwords match.')).toBeVisible();

    await otpBox(page, 1).pressSequentially(code, { delay: 30 });
    await expectBoxes(page, code);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(toast(page, 'Password changed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the new password signs in; the old one and the old token are refused', async () => {
    await signIn(page, newPassword);

    const oldPassword = await request.post('/v1/auth/login', {
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(oldPassword.status()).toBe(401);
    const oldSession = await request.get('/v1/auth/validate-token', {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(oldSession.status()).toBe(401);

    await admin.goto('/admin');
    await expect(admin).toHaveURL(/\/login$/);
  });

  await test.step('the original password is set again on the profile page, for the rest of the suite', async () => {
    await page.goto('/admin/profile/password');
    await page.getByLabel(/^Current Password/).fill(newPassword);
    await page.getByLabel(/^New Password/).fill(ADMIN.password);
    await page.getByLabel(/^Confirm Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Password change successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    const restored = await request.post('/v1/auth/login', {
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(restored.status()).toBe(200);
  });
});
