import { expect, test } from '../fixtures.ts';

interface Titled {
  title?: string | null;
}

/** The hero's rendering of a slide title (SPEC §2 Home 1): 'service…' becomes the fixed title. */
function heroHeading(title: string): string {
  const trimmed = title.trim();
  return /^service/i.test(trimmed) ? 'Service for Industries' : trimmed.split(/\s+/).join(' ');
}

function titlesOf(body: unknown): string[] {
  expect(Array.isArray(body), 'the API answers a list').toBe(true);
  return (body as Titled[]).map((item) => item.title?.trim() ?? '').filter((title) => title !== '');
}

test('the home page shows the slides and the products the backend serves', async ({
  page,
  request,
}) => {
  // Read the data through the same nginx /backend prefix the page uses.
  const slideTitles = titlesOf(await (await request.get('/backend/sliders/getSliders')).json());
  const productTitles = titlesOf(
    await (await request.get('/backend/api/subcategories')).json(),
  ).slice(0, 8);
  expect(slideTitles.length, 'the backend has slides').toBeGreaterThan(0);
  expect(productTitles.length, 'the backend has products').toBeGreaterThan(0);

  await page.goto('/');

  // One slide is shown at a time; pick each with its dot and check its title.
  for (const [index, title] of slideTitles.entries()) {
    if (slideTitles.length > 1) {
      await page.getByRole('button', { name: `Go to slide ${index + 1}`, exact: true }).click();
    }
    await expect(
      page.getByRole('heading', { level: 2, name: heroHeading(title), exact: true }),
    ).toBeVisible();
  }

  // The product gallery shows the first 8 products by title.
  for (const title of productTitles) {
    await expect(
      page.getByRole('heading', { level: 3, name: title, exact: true }).first(),
    ).toBeVisible();
  }
});
