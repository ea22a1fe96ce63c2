import { expect, type Page } from '@playwright/test';
import { ADMIN } from './env';

export async function signIn(page: Page, password: string = ADMIN.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await expect(page.getByRole('button', { name: `Hi, ${ADMIN.username}!` })).toBeVisible();
}
