import { expect, test, toast } from './support/fixtures';
import { pngUpload } from './support/images';

test.use({ locale: 'en-US' });

test('an admin adds a category and a product that a visitor finds by typing, opens and zooms; deleted, both come back from the trash', async ({
  admin,
  visitor,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}-${testInfo.retry}`;
  // The admin category list is alphabetical, five a page: 'A ' sorts before every demo category, so it is on page 1.
  const category = {
    name: `A E2E Texturising Blends ${suffix}`,
    description: 'Ready-made texturiser blends for dairy desserts.',
  };
  const product = {
    name: `E2E Polyglycerol Ester ${suffix}`,
    description: 'Aerating emulsifier for sponge cakes.\nPacked in 20 kg cartons.',
  };

  await test.step('the admin adds the category with an image', async () => {
    await admin.getByRole('link', { name: 'Manage Categories' }).click();
    await expect(admin).toHaveURL(/\/admin\/kategori$/);

    await admin.getByRole('button', { name: 'Add Category' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ADD CATEGORY' });
    await dialog.getByLabel('Category Name').fill(category.name);
    await dialog.getByLabel('Description').fill(category.description);
    await dialog.getByLabel('Category Image').setInputFiles(await pngUpload('texturisers.png', '#0b5d6b'));
    await expect(dialog.getByText('texturisers.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish' }).click();

    await expect(toast(admin, 'Category added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const table = admin.getByRole('table', { name: 'Manage Categories' });
    await expect(table.getByRole('row').filter({ hasText: category.name })).toHaveCount(1);
  });

  await test.step('the admin adds a product with an image in it', async () => {
    await admin.getByRole('link', { name: 'Manage Products' }).click();
    await expect(admin).toHaveURL(/\/admin\/produk$/);

    await admin.getByRole('button', { name: 'Add Product' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ADD PRODUCT' });
    await dialog.getByLabel('Product Name').fill(product.name);
    await dialog.getByRole('combobox', { name: /Product Category/ }).click();
    await admin.getByRole('option', { name: category.name }).click();
    await dialog.getByLabel('Description').fill(product.description);
    await dialog.getByLabel('Product Image').setInputFiles(await pngUpload('polyglycerol-ester.png', '#c7832a'));
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();

    await expect(toast(admin, 'Product added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = admin
      .getByRole('table', { name: 'Manage Products' })
      .getByRole('row')
      .filter({ hasText: product.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(category.name);
  });

  await test.step('a visitor types part of its name into the search and sees only that category', async () => {
    await visitor.goto('/produk_kategori');
    await expect(visitor.getByRole('main').getByRole('article').first()).toBeVisible();
    const search = visitor.getByPlaceholder('Search categories or products...');
    const typed = `glycerol ester ${suffix}`;
    // Key by key with a pause, as a person types: letters once got lost while the results re-rendered.
    await search.pressSequentially(typed, { delay: 60 });
    await expect(search).toHaveValue(typed);

    const cards = visitor.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveAccessibleName(category.name);
    await expect(cards.getByRole('link', { name: product.name })).toBeVisible();
  });

  await test.step('the visitor opens the product and sees its name, description and image', async () => {
    await visitor.getByRole('link', { name: product.name }).click();
    await expect(visitor).toHaveURL(/\/produk_kategori\/produk\/detail_produk\/\d+$/);
    await expect(visitor.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(visitor.getByText('Aerating emulsifier for sponge cakes.')).toBeVisible();
    const image = visitor.getByRole('main').getByRole('img', { name: product.name });
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('the visitor zooms the image and Escape closes the zoom', async () => {
    const zoom = visitor.getByRole('dialog', { name: product.name });
    await expect(zoom).toBeHidden();
    await visitor.getByRole('main').getByRole('img', { name: product.name }).first().click();
    await expect(zoom).toBeVisible();
    await expect(zoom.getByRole('button', { name: 'Close zoomed image' })).toBeVisible();

    await visitor.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
  });

  await test.step('the admin deletes the product, then the category', async () => {
    await admin.getByRole('link', { name: `Detail: ${product.name}` }).click();
    await expect(admin).toHaveURL(/\/admin\/produk\/detail\/\d+$/);
    await expect(admin.getByRole('heading', { name: product.name })).toBeVisible();
    await admin.getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByRole('dialog')).toContainText('Are you sure you want to delete this Product?');
    await admin.getByRole('button', { name: "Yes, I'm sure" }).click();
    await expect(admin).toHaveURL(/\/admin\/produk$/);
    await expect(toast(admin, 'Product deleted successfully')).toBeVisible();
    const products = admin.getByRole('table', { name: 'Manage Products' });
    await expect(products.getByRole('link', { name: /^Detail: / }).first()).toBeVisible();
    await expect(products.getByRole('row').filter({ hasText: product.name })).toHaveCount(0);

    await admin.getByRole('link', { name: 'Manage Categories' }).click();
    await admin.getByRole('button', { name: `Delete: ${category.name}` }).click();
    await expect(admin.getByRole('dialog')).toContainText('Are you sure you want to delete this Category?');
    await admin.getByRole('button', { name: "Yes, I'm sure" }).click();
    await expect(toast(admin, 'Category deleted successfully')).toBeVisible();
    const categories = admin.getByRole('table', { name: 'Manage Categories' });
    await expect(categories.getByRole('button', { name: /^Edit: / }).first()).toBeVisible();
    await expect(categories.getByRole('row').filter({ hasText: category.name })).toHaveCount(0);
  });

  await test.step('the visitor no longer finds either', async () => {
    await visitor.goto(`/produk_kategori?q=${encodeURIComponent(suffix)}`);
    await expect(visitor.getByText('No results found')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Clear Search' })).toBeVisible();
  });

  await test.step('the admin restores the product from the trash, its category with it', async () => {
    await admin.getByRole('link', { name: 'Trash' }).click();
    await expect(admin).toHaveURL(/\/admin\/trash/);
    await admin.getByRole('button', { name: `Restore: ${product.name}` }).click();
    const both = admin.getByRole('dialog').filter({ hasText: 'is in the trash too' });
    await both.getByRole('button', { name: 'Restore both' }).click();
    await expect(toast(admin, `${product.name} restored.`)).toBeVisible();
    await expect(admin.getByRole('button', { name: `Restore: ${product.name}` })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: `Restore: ${category.name}` })).toHaveCount(0);

    await visitor.goto(`/produk_kategori?q=${encodeURIComponent(suffix)}`);
    await expect(visitor.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible();
  });
});
