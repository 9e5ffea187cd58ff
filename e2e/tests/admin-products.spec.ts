import { MIB } from '@gear/contract/limits';
import { ProductListSchema, ProductSchema } from '@gear/contract/product';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminToken, bearer, openAsAdmin } from '../admin.ts';
import { onDisk, pngFile, sizedFile, textFile } from '../files.ts';
import { expect, test } from '../fixtures.ts';
import { axeFindings } from '../axe.ts';

/**
 * SPEC §2 /admin/sub-category, §4 Product admin form, §5 Product, §8 Products, through nginx and
 * the mock. Only products created here are changed (other admin specs run side by side).
 */

const ADMIN_PATH = '/admin/sub-category';

async function listProducts(request: APIRequestContext) {
  const answer = await request.get('/backend/api/subcategories');
  expect(answer.status()).toBe(200);
  return ProductListSchema.parse(await answer.json());
}

async function productByTitle(request: APIRequestContext, title: string) {
  const products = await listProducts(request);
  const index = products.findIndex((product) => product.title === title);
  expect(index, `"${title}" is in the API list`).toBeGreaterThanOrEqual(0);
  return { product: products[index]!, index };
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'Description' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Description formatting' });
const productsTable = (page: Page) => page.getByRole('table', { name: 'Existing Products' });
const rowOf = (page: Page, title: string) =>
  productsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

/** Selects the last `count` characters typed in the editor. */
async function selectBack(page: Page, count: number) {
  for (let step = 0; step < count; step += 1) await page.keyboard.press('Shift+ArrowLeft');
}

/** Links `text` (typed at the caret) to `href` through the snow theme's link tooltip. */
async function typeLink(page: Page, text: string, href: string) {
  await page.keyboard.type(text);
  await selectBack(page, text.length);
  await toolbar(page).getByRole('button', { name: 'Link' }).click();
  const address = page.getByRole('textbox', { name: 'Link address' });
  await expect(address).toBeVisible();
  await address.fill(href);
  await address.press('Enter');
  // Continue after the link, without its format.
  await editor(page).press('End');
}

/** Elements sticking out of their card (the table scrolls inside its own frame instead). */
async function overflowingElements(page: Page) {
  const found: string[] = [];
  for (const card of await page.locator('main section').all()) {
    found.push(
      ...(await card.evaluate((section) => {
        const limit = section.getBoundingClientRect().right + 1;
        return Array.from(section.querySelectorAll('*'))
          .filter((element) => element.getBoundingClientRect().right > limit)
          .filter((element) => getComputedStyle(element).visibility !== 'hidden')
          .filter((element) => !element.closest('[class*="tableWrap"]'))
          .map((element) => `${element.tagName}.${element.className}`);
      })),
    );
  }
  return found;
}

/** With E2E_SCREENSHOTS=<dir>, saves the form card for a human look. */
async function snapshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir)
    await page
      .locator('main section')
      .first()
      .screenshot({ path: `${dir}/${name}.png` });
}

async function expectToast(page: Page, message: string) {
  await expect(page.locator('.Toastify').getByText(message, { exact: true }).first()).toBeVisible();
}

async function confirmDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Are you sure you want to delete this subcategory?');
  return dialog;
}

test.describe('admin products', () => {
  test('add with rich text and sub images, show it publicly, edit it, delete it', async ({
    page,
    request,
    harness,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now();
    const title = `E2E Helical Gear ${stamp}`;
    const renamed = `E2E Helical Gear XL ${stamp}`;

    await openAsAdmin(page, request, harness, ADMIN_PATH);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage all Products' }),
    ).toBeVisible();
    await expect(productsTable(page)).toBeVisible();
    await expect(editor(page)).toBeVisible();

    await test.step('required fields, wrong type and oversize main image', async () => {
      await page.getByRole('button', { name: 'Add Product' }).click();
      await expect(page.getByText('Please provide a subcategory title.')).toBeVisible();
      await expect(page.getByText('Please upload a main image for the subcategory.')).toBeVisible();
      await expect(page.getByText('Please provide a description.')).toBeVisible();
      await expect(page.getByLabel('Product Title')).toBeFocused();

      const main = page.getByLabel('Main Image (Required)');
      await main.setInputFiles(textFile('notes.txt'));
      await expect(page.getByText('Only JPEG, JPG, PNG, and GIF files are allowed!')).toBeVisible();
      await expect(main).toHaveValue('');
      await main.setInputFiles(onDisk(sizedFile('huge.png', 'image/png', 10 * MIB + 1)));
      await expect(page.getByText('File size must be less than 10MB!')).toBeVisible();
      await expect(main).toHaveValue('');
    });

    await test.step('add a product with the toolbar', async () => {
      await page.getByLabel('Product Title').fill(title);
      await page.getByLabel('Main Image (Required)').setInputFiles(pngFile('main.png'));
      await expect(page.getByRole('img', { name: 'Preview of main image' })).toBeVisible();
      await page
        .getByLabel('Sub Image 1 (Optional)')
        .setInputFiles(pngFile('sub-1.png', { rgb: [30, 90, 200] }));
      await page
        .getByLabel('Sub Image 2 (Optional)')
        .setInputFiles(pngFile('sub-2.png', { rgb: [40, 160, 70] }));
      await expect(page.getByRole('img', { name: 'Preview of sub image 2' })).toBeVisible();

      await editor(page).click();
      await page.keyboard.type('Precision ');
      await toolbar(page).getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('hardened teeth');
      await toolbar(page).getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type(' for tractors. See ');
      await typeLink(page, 'Catalogue', 'https://example.com/catalogue');
      await page.keyboard.type(' or ');
      await typeLink(page, 'Unsafe', 'javascript:alert(1)');
      await page.keyboard.press('Enter');
      await toolbar(page).getByRole('button', { name: 'Bullet list' }).click();
      await page.keyboard.type('Induction hardened');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Ground finish');

      const area = editor(page);
      await expect(area.locator('strong')).toHaveText('hardened teeth');
      await expect(area.locator('li[data-list="bullet"]')).toHaveText([
        'Induction hardened',
        'Ground finish',
      ]);
      await expect(area.getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
        'href',
        'https://example.com/catalogue',
      );
      // SPEC §5: any other protocol becomes a blank address in the editor already.
      await expect(area.getByRole('link', { name: 'Unsafe' })).toHaveAttribute(
        'href',
        'about:blank',
      );

      await page.getByRole('button', { name: 'Add Product' }).click();
      await expectToast(page, 'Subcategory added successfully!');
      await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
      await expect(page.getByLabel('Product Title')).toHaveValue('');

      const row = rowOf(page, title);
      await expect(row).toHaveCount(1);
      await expect(row.locator('strong')).toHaveText('hardened teeth');
      await expect(row.locator('li[data-list="bullet"]')).toHaveText([
        'Induction hardened',
        'Ground finish',
      ]);
      await expect(row.getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
        'href',
        'https://example.com/catalogue',
      );
      await expect(
        row.getByRole('list', { name: `Sub images of ${title}` }).getByRole('img'),
      ).toHaveCount(2);
    });

    const { product, index } = await productByTitle(request, title);
    await test.step('the stored description is safe', () => {
      expect(product.description).toContain('<strong>hardened teeth</strong>');
      expect(product.description).not.toMatch(/javascript:/i);
      expect(product.sub_image1).toBeTruthy();
      expect(product.sub_image2).toBeTruthy();
      expect(product.sub_image3 ?? null).toBeNull();
    });

    await test.step('the product is public: list, detail and (if among the first 8) home', async () => {
      await page.goto('/product');
      await expect(
        page.getByRole('list', { name: 'Products' }).getByRole('link', { name: title }),
      ).toBeVisible();

      await page.goto(`/product/${String(product.id)}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const article = page.getByRole('article');
      await expect(article.locator('strong', { hasText: 'hardened teeth' })).toBeVisible();
      await expect(article.getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
        'href',
        'https://example.com/catalogue',
      );
      // The unsafe link kept its text but no address.
      await expect(article.getByText('Unsafe', { exact: true })).toBeVisible();
      await expect(article.getByRole('link', { name: 'Unsafe' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Gallery Images (2)' })).toBeVisible();
      await expect(page.getByRole('img', { name: `${title}, gallery view 1` })).toBeVisible();
      await expect(page.getByRole('img', { name: `${title}, gallery view 2` })).toBeVisible();

      // The home gallery shows the first 8 of the API list; new products are appended.
      await page.goto('/');
      const homeProducts = page.getByRole('region', { name: 'Our Product Gallery' });
      await expect(homeProducts.getByRole('listitem').first()).toBeVisible();
      const homeTile = homeProducts.getByRole('link', { name: title });
      if (index < 8) await expect(homeTile).toBeVisible();
      else await expect(homeTile).toHaveCount(0);
    });

    await test.step('edit: change the title and remove one sub image', async () => {
      await page.goto(ADMIN_PATH);
      await rowOf(page, title)
        .getByRole('button', { name: `Edit product ${title}` })
        .click();
      await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
      await expect(page.getByLabel('Product Title')).toHaveValue(title);
      await expect(page.getByLabel('Main Image (Optional)')).toBeVisible();
      await expect(editor(page).locator('strong')).toHaveText('hardened teeth');
      await expect(page.getByRole('img', { name: 'Current image of sub image 1' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Current image of sub image 2' })).toBeVisible();

      await page.getByLabel('Product Title').fill(renamed);
      await page.getByRole('button', { name: 'Remove current sub image 1' }).click();
      const update = page.getByRole('button', { name: 'Update Product' });
      await update.click();
      await expectToast(page, 'Subcategory updated successfully!');
      await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
      await expect(rowOf(page, renamed)).toHaveCount(1);
      await expect(rowOf(page, title)).toHaveCount(0);
      await expect(
        rowOf(page, renamed)
          .getByRole('list', { name: `Sub images of ${renamed}` })
          .getByRole('img'),
      ).toHaveCount(1);

      await page.goto(`/product/${String(product.id)}`);
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Gallery Images (1)' })).toBeVisible();
      await expect(page.getByRole('article').locator('strong')).toHaveText('hardened teeth');
    });

    await test.step('delete: Cancel keeps it, Delete removes it everywhere', async () => {
      await page.goto(ADMIN_PATH);
      const row = rowOf(page, renamed);
      await row.getByRole('button', { name: `Delete product ${renamed}` }).click();
      let dialog = await confirmDialog(page);
      await dialog.getByText('Cancel', { exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(1);

      await row.getByRole('button', { name: `Delete product ${renamed}` }).click();
      dialog = await confirmDialog(page);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Subcategory deleted successfully!');
      await expect(rowOf(page, renamed)).toHaveCount(0);

      const answer = await request.get(`/backend/api/subcategories/${String(product.id)}`);
      expect(answer.status()).toBe(404);
      await page.goto('/product');
      const list = page.getByRole('list', { name: 'Products' });
      await expect(list.getByRole('link').first()).toBeVisible();
      await expect(list.getByRole('link', { name: renamed })).toHaveCount(0);
    });
  });

  test('an invalid token on save or delete sends the owner back to /admin', async ({
    page,
    request,
    harness,
  }) => {
    test.setTimeout(90_000);
    const title = `E2E Token Gear ${Date.now()}`;
    const token = await adminToken(request, harness);
    const created = await request.post('/backend/api/subcategories', {
      headers: bearer(token),
      multipart: {
        title,
        description: '<p>Made for the token test.</p>',
        image: pngFile('token-main.png'),
      },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data?: unknown };
    const product = ProductSchema.parse(data);

    try {
      const spoil = () =>
        page.evaluate(() => {
          window.localStorage.setItem('token', 'garbage.token.value');
        });
      const expectBackAtLogin = async () => {
        await expect(page).toHaveURL(/\/admin\/?$/);
        await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
        expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      };

      // A save with a spoiled token.
      await openAsAdmin(page, request, harness, ADMIN_PATH);
      await rowOf(page, title)
        .getByRole('button', { name: `Edit product ${title}` })
        .click();
      await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
      await page.getByLabel('Product Title').fill(`${title} changed`);
      await spoil();
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectBackAtLogin();

      // A delete with a spoiled token.
      await openAsAdmin(page, request, harness, ADMIN_PATH);
      await rowOf(page, title)
        .getByRole('button', { name: `Delete product ${title}` })
        .click();
      const dialog = await confirmDialog(page);
      await spoil();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectBackAtLogin();

      // Nothing changed on the server.
      const stored = ProductSchema.parse(
        await (await request.get(`/backend/api/subcategories/${String(product.id)}`)).json(),
      );
      expect(stored.title).toBe(title);
    } finally {
      await request.delete(`/backend/api/subcategories/${String(product.id)}`, {
        headers: bearer(token),
      });
    }
  });

  for (const width of [375, 1280] as const) {
    test(`the manager fits ${width}px and has no moderate, serious or critical axe violations`, async ({
      page,
      request,
      harness,
    }) => {
      // Two axe scans and two layout sweeps of the editor page: over 30 s on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await openAsAdmin(page, request, harness, ADMIN_PATH);
      await expect(productsTable(page).getByRole('row').nth(1)).toBeVisible();
      await expect(editor(page)).toBeVisible();
      await snapshot(page, `add-${width}`);
      // Tab leaves the editor for the next control (no keyboard trap): the Category select, which
      // follows the description on a backend with categories (issue 20).
      await editor(page).click();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toBeFocused();
      await expect(editor(page)).toHaveText('');
      expect(await axeFindings(page)).toEqual([]);
      expect(await overflowingElements(page)).toEqual([]);

      // Edit mode (current images shown), with the heading picker open.
      const first = (await listProducts(request))[0]!;
      await rowOf(page, first.title ?? '')
        .getByRole('button', { name: /^Edit product/ })
        .click();
      await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Current image of main image' })).toBeVisible();
      await toolbar(page).getByRole('button', { name: 'Text style' }).click();
      await snapshot(page, `edit-${width}`);
      expect(await axeFindings(page)).toEqual([]);
      expect(await overflowingElements(page)).toEqual([]);
    });
  }
});
