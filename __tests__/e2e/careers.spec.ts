import { expect, test, toast } from './support/fixtures';

test.use({ locale: 'en-US' });

test('an admin publishes, unpublishes and deletes a career that visitors see come and go', async ({
  admin,
  visitor,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}-${testInfo.retry}`;
  const career = {
    name: `E2E Quality Assurance Officer ${suffix}`,
    position: 'QA Laboratory Staff',
    description: 'Checks incoming raw materials against their certificates of analysis.\nSemarang branch.',
  };
  let visitorDetailUrl = '';

  await test.step('the admin adds the career', async () => {
    await admin.getByRole('link', { name: 'Manage Careers' }).click();
    await expect(admin).toHaveURL(/\/admin\/karir$/);
    await expect(admin.getByRole('heading', { name: 'Manage Careers' })).toBeVisible();

    await admin.getByRole('button', { name: 'Add Career' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ADD VACANCY' });
    await dialog.getByLabel('Vacancy Name').fill(career.name);
    await dialog.getByLabel('Vacancy Position').fill(career.position);
    await dialog.getByLabel('Description').fill(career.description);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();

    await expect(toast(admin, 'Career added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = admin.getByRole('table', { name: 'Manage Careers' }).getByRole('row').filter({ hasText: career.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(career.position);
    await expect(row).toContainText('Published');
  });

  await test.step('a visitor sees its card on /karir and opens the detail page', async () => {
    await visitor.goto('/karir');
    const card = visitor.getByRole('article').filter({ hasText: career.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(career.position);
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: `Read more: ${career.name}` }).click();

    await expect(visitor).toHaveURL(/\/karir\/detail_karir\/\d+$/);
    visitorDetailUrl = visitor.url();
    await expect(visitor.getByRole('heading', { name: career.name })).toBeVisible();
    await expect(
      visitor.getByText('Checks incoming raw materials against their certificates of analysis.'),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Apply for this position' })).toBeVisible();
  });

  await test.step('the admin unpublishes the career', async () => {
    await admin.getByRole('link', { name: `Detail: ${career.name}` }).click();
    await expect(admin).toHaveURL(/\/admin\/karir\/detail\/\d+$/);
    await expect(admin.getByRole('heading', { name: career.name })).toBeVisible();

    await admin.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Vacancy' });
    await expect(dialog.getByLabel('Vacancy Name')).toHaveValue(career.name);
    await dialog.getByRole('button', { name: 'Unpublish' }).click();

    await expect(toast(admin, 'Data updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('main').getByText('Draft', { exact: true })).toBeVisible();
  });

  await test.step('the visitor no longer finds it', async () => {
    await visitor.goto('/karir');
    await expect(visitor.getByRole('article').first()).toBeVisible();
    await expect(visitor.getByRole('article').filter({ hasText: career.name })).toHaveCount(0);

    await visitor.goto(visitorDetailUrl);
    await expect(visitor.getByText('This vacancy is closed or does not exist.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'See all vacancies' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: career.name })).toHaveCount(0);
  });

  await test.step('the admin deletes it and is told so once', async () => {
    await admin.getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByRole('dialog')).toContainText('Are you sure you want to delete this Career?');
    await admin.getByRole('button', { name: "Yes, I'm sure" }).click();

    await expect(admin).toHaveURL(/\/admin\/karir$/);
    await expect(toast(admin, 'Career deleted successfully')).toHaveCount(1);
    const table = admin.getByRole('table', { name: 'Manage Careers' });
    await expect(table.getByRole('link', { name: /^Detail: / }).first()).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: career.name })).toHaveCount(0);

    await admin.reload();
    await expect(table.getByRole('link', { name: /^Detail: / }).first()).toBeVisible();
    await expect(toast(admin, 'Career deleted successfully')).toHaveCount(0);
  });
});

test.describe('in Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('/karir shows the cards and the navbar in Indonesian', async ({ page }) => {
    await page.goto('/karir');
    await expect(page.getByRole('heading', { level: 1, name: 'KARIER' })).toBeVisible();
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.getByRole('link', { name: /^Selengkapnya: / })).toHaveText('Selengkapnya');

    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    for (const label of ['Karier', 'Produk', 'Galeri', 'Terbaru', 'Artikel', 'Tentang Kami']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Career', exact: true })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});

test('signing out ends on /login and the admin area then sends back to /login', async ({ admin: page }) => {
  // The 'Signed in successfully!' toast covers the account menu for 5 s, so use the keyboard, as a user could.
  await page.getByRole('button', { name: 'Hi, admin!' }).press('Enter');
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  await expect(logout).toHaveAttribute('href', '/logout');
  await logout.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
});
