import { expect, test, toast } from './support/fixtures';
import { pngUpload } from './support/images';

const TIME_ZONE = 'Asia/Jakarta';
test.use({ locale: 'en-US', timezoneId: TIME_ZONE });

/** A datetime-local value in the browser's time zone, `minutes` from now rounded up to the next whole minute. */
function minutesAhead(minutes: number): { value: string; at: number } {
  const at = Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { value: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`, at };
}

test('an editor drafts an Indonesian article, previews it in Indonesian and schedules it; it appears on time', async ({
  admin,
  browser,
}, testInfo) => {
  // The publishing job runs once a minute: the article is due two to three minutes ahead, and then up to a minute.
  test.setTimeout(6 * 60_000);
  const suffix = `${Date.now().toString(36)}-${testInfo.retry}`;
  const article = {
    english: `E2E Sorbitol in sugar-free sweets ${suffix}`,
    title: `E2E Sorbitol dalam permen bebas gula ${suffix}`,
    content: 'Sorbitol menjaga permen tetap lembut tanpa gula.',
  };

  await test.step('the editor writes the article in Indonesian and saves it as a draft', async () => {
    await admin.getByRole('link', { name: 'Manage Articles' }).click();
    await admin.getByRole('button', { name: 'Add Article' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ADD ARTICLE' });
    await dialog.getByLabel('Article Title').fill(article.english);
    await dialog.getByLabel('Description').fill('Sorbitol keeps sweets soft without sugar.');
    await dialog.getByRole('tab', { name: /^Bahasa Indonesia/ }).click();
    await dialog.getByLabel('Article Title').fill(article.title);
    await dialog.getByLabel('Description').fill(article.content);
    await dialog.getByLabel('Article Image').setInputFiles(await pngUpload('sorbitol-sweets.png', '#b84a62'));
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(admin, 'Article added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the preview in Indonesian shows it as visitors will see it, marked noindex', async () => {
    await admin.getByRole('link', { name: `Detail: ${article.english}` }).click();
    await admin.getByRole('button', { name: 'Preview' }).click();
    const [preview] = await Promise.all([
      admin.context().waitForEvent('page'),
      admin.getByRole('menuitem', { name: 'Open in Indonesian' }).click(),
    ]);
    await expect(preview.locator('html')).toHaveAttribute('lang', 'id');
    await expect(preview.getByRole('heading', { name: article.title })).toBeVisible();
    await expect(preview.getByText(article.content)).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await preview.close();
  });

  const due = minutesAhead(2);
  const visitor = await (await browser.newContext({ locale: 'id-ID' })).newPage();
  await test.step('the editor schedules it two minutes ahead; until then visitors do not see it', async () => {
    await admin.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByRole('checkbox', { name: 'Schedule for later' }).check();
    await dialog.getByLabel(/^Publish time/).fill(due.value);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(toast(admin, 'Article updated successfully')).toBeVisible();
    await expect(admin.getByRole('main').getByText(/^Scheduled · /)).toBeVisible();

    await visitor.goto('/artikel');
    await expect(visitor.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(visitor.getByRole('main').getByRole('article', { name: article.title })).toHaveCount(0);
  });

  await test.step('it is on the public list within a minute of its time', async () => {
    await expect
      .poll(
        async () => {
          await visitor.goto('/artikel');
          return visitor.getByRole('main').getByRole('article', { name: article.title }).count();
        },
        { timeout: due.at - Date.now() + 90_000, intervals: [10_000] },
      )
      .toBe(1);
    expect(Date.now()).toBeGreaterThanOrEqual(due.at);
    await visitor.context().close();
  });
});
