import { CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { CategoryListSchema, type Category } from '@gear/contract/catalogue-search';
import { ProductListSchema, ProductSchema } from '@gear/contract/product';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, bearer, openAsAdmin } from '../admin.ts';
import { axeFindings } from '../axe.ts';
import { pngFile } from '../files.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 20 for the owner, through nginx and the mock: /admin/categories (add with the web
 * address made from the name, rename keeping the address, reorder with the keyboard, delete only
 * when empty) and the product form's Category and Specifications, each checked on the public
 * pages. Only categories and products created here are changed, under names no other spec uses;
 * the seeded categories keep their order (each test restores it and removes what it made, also
 * when it fails), so the public specs and the admin specs running beside it see the seed.
 */

const CATEGORIES_PATH = '/admin/categories';
const PRODUCTS_PATH = '/admin/sub-category';

async function categoriesOf(request: APIRequestContext): Promise<Category[]> {
  const answer = await request.get('/backend/api/categories');
  expect(answer.status()).toBe(200);
  return CategoryListSchema.parse(await answer.json());
}

async function productNamed(request: APIRequestContext, title: string) {
  const answer = await request.get('/backend/api/subcategories');
  expect(answer.status()).toBe(200);
  const listed = ProductListSchema.parse(await answer.json()).find(
    (product) => product.title === title,
  );
  expect(listed, `"${title}" is in the API list`).toBeDefined();
  const detail = await request.get(`/backend/api/subcategories/${String(listed!.id)}`);
  expect(detail.status()).toBe(200);
  return ProductSchema.parse(await detail.json());
}

/**
 * Removes what a test made (its products, then its categories) and puts the seeded categories
 * back in the order they had: whatever the test reached before it ended.
 */
async function cleanUp(
  request: APIRequestContext,
  token: string,
  { order, titles, names }: { order: Category[]; titles: string[]; names: string[] },
) {
  const products = ProductListSchema.parse(
    await (await request.get('/backend/api/subcategories')).json(),
  );
  for (const product of products.filter((item) => titles.includes(item.title ?? ''))) {
    await request.delete(`/backend/api/subcategories/${String(product.id)}`, {
      headers: bearer(token),
    });
  }
  for (const category of (await categoriesOf(request)).filter((item) =>
    names.includes(item.name),
  )) {
    await request.delete(`/backend/api/categories/${String(category.id)}`, {
      headers: bearer(token),
    });
  }
  // The seeded categories in their order; any other (another spec's) after them, as it was.
  const now = await categoriesOf(request);
  const idOf = (category: Category) => String(category.id);
  const seeded = order.map(idOf);
  const wanted = [
    ...order.filter((category) => now.some((item) => idOf(item) === idOf(category))),
    ...now.filter((category) => !seeded.includes(idOf(category))),
  ];
  if (wanted.map(idOf).join() !== now.map(idOf).join()) {
    const restored = await request.put('/backend/api/categories/order', {
      headers: bearer(token),
      data: { ids: wanted.map((category) => category.id) },
    });
    expect(restored.ok(), 'the seeded order is restored').toBe(true);
  }
}

// ---- locators ----

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const categoriesTable = (page: Page) => page.getByRole('table', { name: 'Existing Categories' });
const categoryNames = (page: Page) => categoriesTable(page).getByRole('rowheader');
const categoryRow = (page: Page, name: string) =>
  categoriesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const addressField = (page: Page) => page.getByRole('textbox', { name: /^Web address/ });
const moveButton = (page: Page, name: string, direction: 'up' | 'down') =>
  page.getByRole('button', { name: `Move ${name} ${direction}`, exact: true });
const deleteCategoryButton = (page: Page, name: string) =>
  categoryRow(page, name).getByRole('button', { name: /^Delete/ });
const productsTable = (page: Page) => page.getByRole('table', { name: 'Existing Products' });
const productRow = (page: Page, title: string) =>
  productsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
const specRow = (page: Page, position: number) =>
  page.getByRole('group', { name: `Specification ${String(position)}`, exact: true });
const specTable = (page: Page) =>
  page.getByRole('region', { name: 'Specifications' }).getByRole('table');
const publicChips = (page: Page) => page.getByRole('navigation', { name: 'Product categories' });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Please confirm' });

async function expectToast(page: Page, message: string) {
  await expect(page.locator('.Toastify').getByText(message, { exact: true }).first()).toBeVisible();
}

/**
 * The move was saved: the polite announcement is made once the server answered the new order
 * (the table shows it at once, before the answer).
 */
async function expectMoveSaved(page: Page, name: string, position: number, total: number) {
  await expect(
    page.getByText(`${name} moved to position ${String(position)} of ${String(total)}.`, {
      exact: true,
    }),
  ).toBeAttached();
}

/** Types one specification into the row at `position` (1-based), added with 'Add specification'. */
async function addSpec(
  page: Page,
  position: number,
  spec: { name: string; value: string; unit?: string },
) {
  await page.getByRole('button', { name: 'Add specification' }).click();
  const row = specRow(page, position);
  const name = row.getByRole('combobox', { name: 'Name', exact: true });
  await expect(name).toBeFocused();
  await name.fill(spec.name);
  await row.getByRole('textbox', { name: 'Value', exact: true }).fill(spec.value);
  if (spec.unit !== undefined) {
    // A suggested name fills its unit ('Module' → mm).
    await expect(row.getByRole('combobox', { name: 'Unit', exact: true })).toHaveValue(spec.unit);
  }
}

/** Adds a category through the form; its web address follows the name. */
async function addCategory(page: Page, name: string, slug: string) {
  await expect(page.getByRole('heading', { name: 'Add New Category' })).toBeVisible();
  await nameField(page).fill(name);
  await expect(addressField(page)).toHaveValue(slug);
  await expect(page.getByText(`/product?category=${slug}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expectToast(page, CATALOGUE_MESSAGES.categoryAdded);
  await expect(categoryRow(page, name)).toHaveCount(1);
  await expect(
    categoryRow(page, name).getByRole('link', { name: new RegExp(`^/product\\?category=${slug}`) }),
  ).toHaveAttribute('href', `/product?category=${slug}`);
}

/** Nothing is wider than the window (the table scrolls inside its own frame). */
async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('admin categories', () => {
  test('at 1280px: add, rename and reorder a category; a product with specifications in it is public; delete when empty', async ({
    page,
    request,
    harness,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const stamp = String(Date.now());
    const name = `E2E Hypoid Gears ${stamp}`;
    const renamed = `E2E Hypoid Gear Sets ${stamp}`;
    const slug = `e2e-hypoid-gears-${stamp}`;
    const title = `E2E Hypoid Pinion ${stamp}`;
    const token = await adminToken(request, harness);
    const seeded = await categoriesOf(request);
    const seededNames = seeded.map((category) => category.name);

    try {
      await test.step('the sidebar opens Categories; a category is added', async () => {
        await openAsAdmin(page, request, harness, '/admin/dashboard');
        await sidebar(page).getByRole('link', { name: 'Categories', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${CATEGORIES_PATH}$`));
        await expect(
          page.getByRole('heading', { level: 1, name: 'Manage Categories' }),
        ).toBeVisible();
        await expect(categoryNames(page)).toHaveText(seededNames);
        await addCategory(page, name, slug);
        await expect(categoryNames(page)).toHaveText([...seededNames, name]);
      });

      await test.step('renamed, it keeps its web address', async () => {
        await categoryRow(page, name)
          .getByRole('button', { name: `Edit category ${name}` })
          .click();
        await expect(page.getByRole('heading', { name: 'Edit Category' })).toBeVisible();
        await expect(nameField(page)).toHaveValue(name);
        await expect(nameField(page)).toBeFocused();
        await nameField(page).fill(renamed);
        await expect(addressField(page)).toHaveValue(slug);
        await page.getByRole('button', { name: 'Update Category' }).click();
        await expectToast(page, CATALOGUE_MESSAGES.categoryUpdated);
        await expect(page.getByRole('heading', { name: 'Add New Category' })).toBeVisible();
        await expect(categoryRow(page, name)).toHaveCount(0);
        await expect(
          categoryRow(page, renamed).getByRole('link', { name: /^\/product\?category=/ }),
        ).toHaveAttribute('href', `/product?category=${slug}`);
      });

      await test.step('moved up, the order is saved; moved down, it is last again', async () => {
        const last = seededNames.at(-1)!;
        const total = seededNames.length + 1;
        await moveButton(page, renamed, 'up').click();
        const movedUp = [...seededNames.slice(0, -1), renamed, last];
        await expect(categoryNames(page)).toHaveText(movedUp);
        await expect(moveButton(page, renamed, 'up')).toBeFocused();
        await expectMoveSaved(page, renamed, total - 1, total);
        await expectToast(page, CATALOGUE_MESSAGES.categoriesReordered);
        await page.reload();
        await expect(categoryNames(page)).toHaveText(movedUp);
        expect((await categoriesOf(request)).map((category) => category.name)).toEqual(movedUp);

        await moveButton(page, renamed, 'down').click();
        await expect(categoryNames(page)).toHaveText([...seededNames, renamed]);
        // At the end 'down' is disabled: the focus stays on a move button of the same row.
        await expect(moveButton(page, renamed, 'down')).toBeDisabled();
        await expect(moveButton(page, renamed, 'up')).toBeFocused();
        await expectMoveSaved(page, renamed, total, total);
        await page.reload();
        await expect(categoryNames(page)).toHaveText([...seededNames, renamed]);
      });

      await test.step('a product in it with three specifications', async () => {
        await sidebar(page).getByRole('link', { name: 'Product', exact: true }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Manage all Products' }),
        ).toBeVisible();
        await page.getByLabel('Product Title').fill(title);
        await page.getByLabel('Main Image (Required)').setInputFiles(pngFile('hypoid.png'));
        await page.getByRole('textbox', { name: 'Description' }).click();
        await page.keyboard.type('Hypoid pinion, lapped in pairs with its crown wheel.');
        const category = page.getByRole('combobox', { name: 'Category', exact: true });
        await expect(category.getByRole('option')).toHaveText([
          'No category',
          ...seededNames,
          renamed,
        ]);
        await category.selectOption({ label: renamed });
        await addSpec(page, 1, { name: 'Module', value: '2.5', unit: 'mm' });
        await addSpec(page, 2, { name: 'Material', value: 'EN-19, EN-8', unit: '' });
        await addSpec(page, 3, { name: 'Number of teeth', value: '40', unit: '' });
        await page.getByRole('button', { name: 'Add Product' }).click();
        await expectToast(page, 'Subcategory added successfully!');
        await expect(page.getByLabel('Product Title')).toHaveValue('');

        const stored = await productNamed(request, title);
        expect(stored.specs).toEqual([
          { name: 'Module', value: 2.5, unit: 'mm' },
          { name: 'Material', value: 'EN-19, EN-8', unit: '' },
          { name: 'Number of teeth', value: 40, unit: '' },
        ]);
        expect(stored.category).toMatchObject({ name: renamed, slug });

        const row = productRow(page, title);
        await expect(row.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
        const filter = page.getByRole('combobox', { name: 'Filter by category' });
        await filter.selectOption({ label: renamed });
        await expect(productsTable(page).getByRole('rowheader')).toHaveText([title]);
        // Other admin specs add and remove their own products meanwhile: the total is theirs too.
        await expect(page.getByText(/^Showing 1 of \d+ products$/)).toBeVisible();
        await filter.selectOption({ label: seededNames[0]! });
        await expect(productRow(page, title)).toHaveCount(0);
        await filter.selectOption({ label: 'All categories' });
        await expect(productRow(page, title)).toHaveCount(1);
      });

      await test.step('while the product is in it the category cannot be deleted', async () => {
        await sidebar(page).getByRole('link', { name: 'Categories', exact: true }).click();
        const row = categoryRow(page, renamed);
        await expect(row.getByRole('cell').nth(1)).toHaveText('1');
        const remove = deleteCategoryButton(page, renamed);
        await expect(remove).toBeDisabled();
        await expect(remove).toHaveAccessibleDescription(
          CATALOGUE_MESSAGES.categoryNotEmpty(renamed, 1),
        );
        await expect(row.getByText(CATALOGUE_MESSAGES.categoryNotEmpty(renamed, 1))).toBeVisible();
      });

      const product = await productNamed(request, title);
      const productPath = `/product/${String(product.id)}`;
      await test.step('public: the specifications, the category link and the category page', async () => {
        await page.goto(productPath);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(specTable(page).getByRole('rowheader')).toHaveText([
          'Module',
          'Material',
          'Number of teeth',
        ]);
        await expect(specTable(page).getByRole('cell')).toHaveText(['2.5 mm', 'EN-19, EN-8', '40']);
        const link = page.getByRole('link', { name: `Category: ${renamed}` });
        await expect(link).toHaveAttribute('href', `/product?category=${slug}`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/product\\?category=${slug}$`));
        const list = page.getByRole('list', { name: 'Products' });
        await expect(list.getByRole('heading', { level: 2 })).toHaveText([title]);
        await expect(
          publicChips(page).getByRole('link', { name: `${renamed} (1)`, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(
          page.getByText(CATALOGUE_MESSAGES.resultCount(1), { exact: true }),
        ).toBeVisible();
      });

      await test.step('edit: one row removed, another moved up', async () => {
        await page.goto(PRODUCTS_PATH);
        await productRow(page, title)
          .getByRole('button', { name: `Edit product ${title}` })
          .click();
        await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(
          String(product.category_id),
        );
        await expect(
          specRow(page, 1).getByRole('textbox', { name: 'Value', exact: true }),
        ).toHaveValue('2.5');
        await page.getByRole('button', { name: 'Remove Number of teeth', exact: true }).click();
        await expect(specRow(page, 3)).toHaveCount(0);
        await moveButton(page, 'Material', 'up').click();
        await expect(moveButton(page, 'Material', 'up')).toBeDisabled();
        await expect(moveButton(page, 'Material', 'down')).toBeFocused();
        await expect(
          specRow(page, 1).getByRole('combobox', { name: 'Name', exact: true }),
        ).toHaveValue('Material');
        await page.getByRole('button', { name: 'Update Product' }).click();
        await expectToast(page, 'Subcategory updated successfully!');
        expect((await productNamed(request, title)).specs).toEqual([
          { name: 'Material', value: 'EN-19, EN-8', unit: '' },
          { name: 'Module', value: 2.5, unit: 'mm' },
        ]);

        await page.goto(productPath);
        await expect(specTable(page).getByRole('rowheader')).toHaveText(['Material', 'Module']);
        await expect(specTable(page).getByRole('cell')).toHaveText(['EN-19, EN-8', '2.5 mm']);
      });

      await test.step('the product deleted, the empty category is deleted and leaves the site', async () => {
        await page.goto(PRODUCTS_PATH);
        await productRow(page, title)
          .getByRole('button', { name: `Delete product ${title}` })
          .click();
        await confirmDialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
        await expectToast(page, 'Subcategory deleted successfully!');
        await expect(productRow(page, title)).toHaveCount(0);

        await sidebar(page).getByRole('link', { name: 'Categories', exact: true }).click();
        await expect(categoryRow(page, renamed).getByRole('cell').nth(1)).toHaveText('0');
        await deleteCategoryButton(page, renamed).click();
        await expect(confirmDialog(page)).toContainText(
          CATALOGUE_MESSAGES.categoryDeleteConfirm(renamed),
        );
        await confirmDialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
        await expectToast(page, CATALOGUE_MESSAGES.categoryDeleted);
        await expect(categoryRow(page, renamed)).toHaveCount(0);
        await expect(categoryNames(page)).toHaveText(seededNames);

        await page.goto('/product');
        await expect(publicChips(page).getByRole('link').first()).toBeVisible();
        await expect(publicChips(page).getByRole('link', { name: new RegExp(stamp) })).toHaveCount(
          0,
        );
        const gone = await page.goto(`/product?category=${slug}`);
        expect(gone?.status()).toBe(404);
        await expect(
          page.getByText(CATALOGUE_MESSAGES.unknownCategory, { exact: true }),
        ).toBeVisible();
      });
    } finally {
      await cleanUp(request, token, { order: seeded, titles: [title], names: [name, renamed] });
    }
    expect((await categoriesOf(request)).map((category) => category.name)).toEqual(seededNames);
  });

  test('at 375px: a category is added, moved with the keyboard, deleted while empty', async ({
    page,
    request,
    harness,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const stamp = String(Date.now());
    const name = `E2E Racks ${stamp}`;
    const slug = `e2e-racks-${stamp}`;
    const token = await adminToken(request, harness);
    const seeded = await categoriesOf(request);
    const seededNames = seeded.map((category) => category.name);

    try {
      await openAsAdmin(page, request, harness, '/admin/dashboard');
      await sidebar(page).getByRole('link', { name: 'Categories', exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Manage Categories' }),
      ).toBeVisible();
      await expect(categoryNames(page)).toHaveText(seededNames);
      await addCategory(page, name, slug);
      // An empty category may be deleted.
      await expect(deleteCategoryButton(page, name)).toBeEnabled();
      expect(await pageOverflow(page), 'nothing wider than the phone').toBeLessThanOrEqual(0);

      await test.step('Enter on Move up moves it and keeps the focus on its move button', async () => {
        const up = moveButton(page, name, 'up');
        await up.focus();
        await page.keyboard.press('Enter');
        const movedUp = [...seededNames.slice(0, -1), name, seededNames.at(-1)!];
        await expect(categoryNames(page)).toHaveText(movedUp);
        await expect(up).toBeFocused();
        await expectMoveSaved(page, name, movedUp.length - 1, movedUp.length);
        await expectToast(page, CATALOGUE_MESSAGES.categoriesReordered);

        await page.reload();
        await expect(categoryNames(page)).toHaveText(movedUp);

        // Tab from 'up' reaches 'down' of the same row.
        await moveButton(page, name, 'up').focus();
        await page.keyboard.press('Tab');
        await expect(moveButton(page, name, 'down')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(categoryNames(page)).toHaveText([...seededNames, name]);
        await expect(moveButton(page, name, 'up')).toBeFocused();
        await expectMoveSaved(page, name, movedUp.length, movedUp.length);
        expect((await categoriesOf(request)).map((category) => category.name)).toEqual([
          ...seededNames,
          name,
        ]);
      });

      await test.step('no moderate, serious or critical axe violations', async () => {
        // Once the notice has gone: half-way through its slide it is half transparent, which axe
        // reads as too little contrast (a moment no one reads it in).
        await expect(
          page.locator('.Toastify').getByText(CATALOGUE_MESSAGES.categoriesReordered),
        ).toHaveCount(0);
        expect(await axeFindings(page)).toEqual([]);
      });

      await test.step('deleted, it leaves the public chips', async () => {
        await page.goto('/product');
        await expect(
          publicChips(page).getByRole('link', { name: `${name} (0)`, exact: true }),
        ).toBeAttached();
        await page.goto(CATEGORIES_PATH);
        await deleteCategoryButton(page, name).click();
        await confirmDialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
        await expectToast(page, CATALOGUE_MESSAGES.categoryDeleted);
        await expect(categoryRow(page, name)).toHaveCount(0);
        // The table's heading takes the focus from the removed button.
        await expect(page.getByRole('heading', { name: 'Existing Categories' })).toBeFocused();

        await page.goto('/product');
        await expect(publicChips(page).getByRole('link').first()).toBeVisible();
        await expect(publicChips(page).getByRole('link', { name: new RegExp(stamp) })).toHaveCount(
          0,
        );
      });
    } finally {
      await cleanUp(request, token, { order: seeded, titles: [], names: [name] });
    }
    expect((await categoriesOf(request)).map((category) => category.name)).toEqual(seededNames);
  });
});
