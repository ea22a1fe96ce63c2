import { expect, test, toast } from './support/fixtures';
import { pngUpload } from './support/images';

test.use({ locale: 'en-US' });

test('an admin publishes an article that visitors see first everywhere, then deletes it from the list', async ({
  admin,
  visitor,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}-${testInfo.retry}`;
  const article = {
    title: `E2E Choosing a Sweetener for Sugar-Free Syrups ${suffix}`,
    author: 'Dewi Lestari',
    content: [
      'Sucralose keeps its sweetness through pasteurisation.',
      'Acesulfame potassium rounds off the aftertaste.',
      '',
      'Ask our technical team for a blend trial.',
    ].join('\n'),
  };
  let detailPath = '';

  await test.step('the admin publishes the article with an image', async () => {
    await admin.getByRole('link', { name: 'Manage Articles' }).click();
    await expect(admin).toHaveURL(/\/admin\/artikel$/);

    await admin.getByRole('button', { name: 'Add Article' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ADD ARTICLE' });
    await dialog.getByLabel('Article Title').fill(article.title);
    await dialog.getByLabel('Author').fill(article.author);
    await dialog.getByLabel('Description').fill(article.content);
    await dialog.getByLabel('Article Image').setInputFiles(await pngUpload('sweetener-syrups.png', '#3d7a3a'));
    await dialog.getByRole('button', { name: 'Save draft' }).click();

    await expect(toast(admin, 'Article added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const table = admin.getByRole('table', { name: 'Manage Articles' });
    await expect(table.getByRole('row').nth(1)).toContainText(article.title);
    await expect(table.getByRole('row').nth(1)).toContainText('Draft');
  });

  await test.step('visitors do not see the draft until the admin publishes it', async () => {
    await visitor.goto('/artikel');
    await expect(visitor.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(visitor.getByRole('main').getByRole('article', { name: article.title })).toHaveCount(0);

    await admin.getByRole('link', { name: `Detail: ${article.title}` }).click();
    await admin.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(admin, 'Article updated successfully')).toBeVisible();
    await expect(admin.getByRole('main').getByText('Published', { exact: true })).toBeVisible();
    await admin.getByRole('link', { name: 'Manage Articles' }).click();
  });

  await test.step("it is the first of the home page's ARTICLES", async () => {
    await visitor.goto('/');
    const section = visitor.getByRole('region', { name: 'ARTICLES' });
    await expect(section.getByRole('article').first()).toContainText(article.title);
  });

  await test.step('it is the first on /artikel', async () => {
    await visitor.goto('/artikel');
    const first = visitor.getByRole('main').getByRole('article').first();
    await expect(first).toHaveAccessibleName(article.title);
    await expect(first).toContainText('Sucralose keeps its sweetness');
  });

  await test.step("it is among What's New on /terbaru", async () => {
    await visitor.goto('/terbaru');
    const card = visitor.getByRole('main').getByRole('article', { name: article.title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      /\/artikel\/detail_artikel\/\d+$/,
    );
  });

  await test.step('its page shows the title, the author and the content with its line breaks', async () => {
    await visitor.goto('/artikel');
    await visitor.getByRole('link', { name: article.title }).click();
    await expect(visitor).toHaveURL(/\/artikel\/detail_artikel\/\d+$/);
    detailPath = new URL(visitor.url()).pathname;

    const main = visitor.getByRole('main');
    await expect(main.getByRole('heading', { name: article.title })).toBeVisible();
    await expect(main.getByText(`By ${article.author}`)).toBeVisible();
    await expect(main.getByText(/^Published on /)).toBeVisible();
    await expect(main.getByRole('img', { name: article.title })).toBeVisible();
    const content = main.getByText('Sucralose keeps its sweetness through pasteurisation.');
    await expect(content).toBeVisible();
    // innerText follows the rendering: the line breaks are only there if the page shows them.
    expect(await content.innerText()).toBe(article.content);
  });

  await test.step('the admin rewrites it, compares the two versions and restores the first from the history', async () => {
    await admin.getByRole('link', { name: `Detail: ${article.title}` }).click();
    await admin.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByLabel('Content').fill('A shorter text that nobody liked.');
    await dialog.getByRole('button', { name: 'Publish changes' }).click();
    await expect(toast(admin, 'Article updated successfully')).toBeVisible();
    await expect(admin.getByText('A shorter text that nobody liked.')).toBeVisible();

    const history = admin.getByRole('region', { name: 'Recent changes' });
    await history.getByRole('checkbox', { name: 'Compare' }).nth(0).check();
    await history.getByRole('checkbox', { name: 'Compare' }).nth(1).check();
    await history.getByRole('button', { name: 'Compare selected' }).click();
    const comparison = admin.getByRole('dialog', { name: 'Compare versions' });
    const changed = comparison.getByRole('row').filter({ hasText: 'A shorter text that nobody liked.' });
    await expect(changed).toContainText('Sucralose keeps its sweetness');
    await comparison.getByRole('button', { name: 'Close' }).click();

    await history.getByRole('button', { name: 'Restore' }).first().click();
    await admin.getByRole('button', { name: "Yes, I'm sure" }).click();
    await expect(toast(admin, 'Earlier version restored.')).toBeVisible();
    await expect(admin.getByText('Sucralose keeps its sweetness through pasteurisation.')).toBeVisible();
    await visitor.goto(detailPath);
    await expect(visitor.getByText('Sucralose keeps its sweetness through pasteurisation.')).toBeVisible();
    await admin.getByRole('link', { name: 'Back to articles' }).click();
  });

  await test.step('the admin deletes it from the list', async () => {
    await admin.getByRole('button', { name: `Delete: ${article.title}` }).click();
    await expect(admin.getByRole('dialog')).toContainText('Are you sure you want to delete this artikel?');
    await admin.getByRole('button', { name: "Yes, I'm sure" }).click();

    await expect(toast(admin, 'Article deleted successfully')).toBeVisible();
    const table = admin.getByRole('table', { name: 'Manage Articles' });
    await expect(table.getByRole('link', { name: /^Detail: / }).first()).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: article.title })).toHaveCount(0);
  });

  await test.step('it is gone from /artikel and its page', async () => {
    await visitor.goto('/artikel');
    await expect(visitor.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(visitor.getByRole('main').getByRole('article', { name: article.title })).toHaveCount(0);

    await visitor.goto(detailPath);
    await expect(visitor.getByText('No article found.')).toBeVisible();
  });
});
