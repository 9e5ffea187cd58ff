import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@gear/contract/catalogue-search';
import type { Product } from '@gear/contract/product';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { callsTo, type FetchMock, json, type MockAnswer, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ProductsAdminPage } from './products-admin-page';

// Quill is tested on its own (rich-text-editor.test.tsx); here a textarea takes its place.
vi.mock('./rich-text-editor', () => import('../test/rich-text-editor.stand-in'));

/*
 * Issue 20 in the product manager: with a backend that keeps categories, the form has Category
 * and Specifications and sends category_id and specs; the table a Category column and filter.
 * Without (404), the manager is SPEC's and sends neither field.
 */

const LIST = 'GET /backend/api/subcategories';
const CATEGORIES = 'GET /backend/api/categories';
const ADD = 'POST /backend/api/subcategories';
const UPDATE = 'PATCH /backend/api/subcategories/1';

const SPUR_GEARS: Category = { id: 1, name: 'Spur Gears', slug: 'spur-gears', product_count: 1 };
const SHAFTS: Category = { id: 2, name: 'Shafts', slug: 'shafts', product_count: 1 };

const emptySubs = {
  sub_image1: null,
  sub_image2: null,
  sub_image3: null,
  sub_image4: null,
  sub_image5: null,
  sub_image6: null,
};
const SPUR: Product = {
  id: 1,
  title: 'Spur Gear',
  description: '<p>Hardened steel</p>',
  product_image: '/uploads/spur.png',
  ...emptySubs,
  category_id: 1,
  specs: [
    { name: 'Module', value: { min: 1, max: 12 }, unit: 'mm' },
    { name: 'Material', value: 'EN-19, EN-8', unit: '' },
  ],
};
const AXLE: Product = {
  id: 2,
  title: 'Axle Shaft',
  description: '<p>Long shaft</p>',
  product_image: '/uploads/axle.png',
  ...emptySubs,
  category_id: 2,
  specs: [],
};
const BUSH: Product = {
  id: 3,
  title: 'Bush',
  description: '<p>Bronze</p>',
  product_image: '/uploads/bush.png',
  ...emptySubs,
  category_id: null,
};

function renderManager(answers: Record<string, MockAnswer>) {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch({
    [LIST]: json([SPUR, AXLE, BUSH]),
    [CATEGORIES]: json([SPUR_GEARS, SHAFTS]),
    ...answers,
  });
  renderPage(
    <>
      <ProductsAdminPage />
      <AdminToaster />
    </>,
    { path: '/admin/sub-category' },
  );
  return fetchMock;
}

/** The FormData sent by the first call to `key`. */
function sentForm(fetchMock: FetchMock, key: string): FormData {
  const body = callsTo(fetchMock, key)[0]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`No multipart ${key} was sent`);
  return body;
}

/** The `specs` field of a sent form, read back. */
function specsOf(form: FormData): unknown {
  const specs = form.get('specs');
  if (typeof specs !== 'string') throw new Error('No specs were sent');
  return JSON.parse(specs);
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const titleInput = () => screen.getByRole('textbox', { name: 'Product Title' });
const categorySelect = () => screen.getByRole('combobox', { name: 'Category' });
const addSpec = () => screen.getByRole('button', { name: 'Add specification' });
const row = (number: number) => screen.getByRole('group', { name: `Specification ${number}` });
const rowInput = (number: number, label: 'Name' | 'Value' | 'Unit') =>
  within(row(number)).getByLabelText(label);

/** Types text the way a datalist pick or a paste does: the whole value in one input event. */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, titleInput(), 'Helical Gear');
  await user.upload(screen.getByLabelText(/^Main Image/), png('main.png'));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Description' }), {
    target: { value: '<p>Teeth</p>' },
  });
}

/** Adds a row and types into it (the unit only when given). */
async function typeRow(
  user: ReturnType<typeof userEvent.setup>,
  number: number,
  name: string,
  value: string,
  unit?: string,
) {
  await user.click(addSpec());
  expect(rowInput(number, 'Name')).toHaveFocus();
  if (name) await enter(user, rowInput(number, 'Name'), name);
  if (value) await enter(user, rowInput(number, 'Value'), value);
  if (unit !== undefined) {
    await user.clear(rowInput(number, 'Unit'));
    if (unit) await enter(user, rowInput(number, 'Unit'), unit);
  }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('product form with categories', () => {
  it('offers the contract suggestions; a suggested name fills an empty unit only', async () => {
    const user = userEvent.setup();
    renderManager({});
    await screen.findByRole('table', { name: 'Existing Products' });
    expect(
      within(categorySelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No category', 'Spur Gears', 'Shafts']);
    expect(
      screen.getByText(/2\.5 is a number, 1-12 a range, and commas list alternatives/),
    ).toBeVisible();

    await typeRow(user, 1, 'Module', '');
    expect(rowInput(1, 'Unit')).toHaveValue('mm');
    const names = document.getElementById(rowInput(1, 'Name').getAttribute('list') ?? '');
    expect(names?.querySelector('option[value="Pressure angle"]')).not.toBeNull();
    const units = document.getElementById(rowInput(1, 'Unit').getAttribute('list') ?? '');
    expect(units?.querySelector('option[value="N·m"]')).not.toBeNull();
    await typeRow(user, 2, 'Material', '');
    expect(rowInput(2, 'Unit')).toHaveValue('');
    // A unit already typed is kept.
    await typeRow(user, 3, '', '', 'in');
    await enter(user, rowInput(3, 'Name'), 'Bore');
    expect(rowInput(3, 'Unit')).toHaveValue('in');
  });

  it('sends the category and the rows parsed like the server: numbers, ranges, text', async () => {
    const user = userEvent.setup();
    const fetchMock = renderManager({ [ADD]: json({ success: true }, 201) });
    await screen.findByRole('table', { name: 'Existing Products' });
    await fillRequired(user);
    await user.selectOptions(categorySelect(), 'Shafts');
    await typeRow(user, 1, 'Module', '2.5');
    await typeRow(user, 2, 'Face width', '1-12');
    await typeRow(user, 3, 'Material', 'EN-19');
    // An empty row is dropped.
    await user.click(addSpec());

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Subcategory added successfully!')).toBeInTheDocument();
    const form = sentForm(fetchMock, ADD);
    expect(form.get('category_id')).toBe('2');
    expect(specsOf(form)).toEqual([
      { name: 'Module', value: 2.5, unit: 'mm' },
      { name: 'Face width', value: { min: 1, max: 12 }, unit: 'mm' },
      { name: 'Material', value: 'EN-19', unit: '' },
    ]);
  });

  it("sends '' for no category and [] for no rows", async () => {
    const user = userEvent.setup();
    const fetchMock = renderManager({ [ADD]: json({ success: true }, 201) });
    await screen.findByRole('table', { name: 'Existing Products' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Subcategory added successfully!');
    const form = sentForm(fetchMock, ADD);
    expect(form.get('category_id')).toBe('');
    expect(form.get('specs')).toBe('[]');
  });

  it('moves and removes rows by name, keeping the focus where the owner works', async () => {
    const user = userEvent.setup();
    const fetchMock = renderManager({ [ADD]: json({ success: true }, 201) });
    await screen.findByRole('table', { name: 'Existing Products' });
    await fillRequired(user);
    await typeRow(user, 1, 'Module', '2');
    await typeRow(user, 2, 'Number of teeth', '24');
    await typeRow(user, 3, 'Material', 'EN-8');

    expect(screen.getByRole('button', { name: 'Move Module up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Material up' }));
    expect(rowInput(2, 'Name')).toHaveValue('Material');
    expect(rowInput(3, 'Name')).toHaveValue('Number of teeth');
    expect(screen.getByRole('button', { name: 'Move Material up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(rowInput(1, 'Name')).toHaveValue('Material');
    // At the top its 'up' is disabled: its 'down' takes the focus.
    expect(screen.getByRole('button', { name: 'Move Material down' })).toHaveFocus();

    // Removing a row gives the next row's name the focus; removing the last, the Add button.
    await user.click(screen.getByRole('button', { name: 'Remove Module' }));
    expect(rowInput(2, 'Name')).toHaveValue('Number of teeth');
    expect(rowInput(2, 'Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Number of teeth' }));
    expect(addSpec()).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Specification 2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Subcategory added successfully!');
    expect(specsOf(sentForm(fetchMock, ADD))).toEqual([
      { name: 'Material', value: 'EN-8', unit: '' },
    ]);
  });

  it('shows each problem at its row and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = renderManager({});
    await screen.findByRole('table', { name: 'Existing Products' });
    await fillRequired(user);
    await typeRow(user, 1, 'Module', '2');
    await typeRow(user, 2, 'Hardness', '');
    await user.click(addSpec()); // empty: dropped, and no error
    await typeRow(user, 4, '', 'EN-19');
    await typeRow(user, 5, ' module ', '3');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await within(row(2)).findByText('Each specification needs a value.')).toBeVisible();
    expect(within(row(4)).getByText('Each specification needs a name.')).toBeVisible();
    expect(
      within(row(5)).getByText('"module" is listed twice; give each specification once.'),
    ).toBeVisible();
    expect(within(row(1)).queryByRole('paragraph')).not.toBeInTheDocument();
    expect(within(row(3)).queryByText(/Each specification/)).not.toBeInTheDocument();
    expect(rowInput(2, 'Value')).toHaveAttribute('aria-invalid', 'true');
    expect(rowInput(2, 'Value')).toHaveFocus();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);

    // Fixed as typed (validation then follows every change).
    await enter(user, rowInput(2, 'Value'), '58-62');
    await waitFor(() => {
      expect(within(row(2)).queryByText('Each specification needs a value.')).toBeNull();
    });
  });

  it('fills the form from the product when editing and sends the rows back', async () => {
    const user = userEvent.setup();
    const fetchMock = renderManager({ [UPDATE]: json({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Edit product Spur Gear' }));
    await screen.findByRole('heading', { name: 'Edit Product' });
    expect(categorySelect()).toHaveValue('1');
    expect(rowInput(1, 'Name')).toHaveValue('Module');
    expect(rowInput(1, 'Value')).toHaveValue('1-12');
    expect(rowInput(1, 'Unit')).toHaveValue('mm');
    expect(rowInput(2, 'Value')).toHaveValue('EN-19, EN-8');

    await user.selectOptions(categorySelect(), 'No category');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Subcategory updated successfully!');
    const form = sentForm(fetchMock, UPDATE);
    expect(form.get('category_id')).toBe('');
    expect(specsOf(form)).toEqual(SPUR.specs);
  });

  it('allows at most the contract number of rows, and says why Add is disabled', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 40 }, (_, index) => ({
      name: `Property ${String(index + 1)}`,
      value: index,
      unit: '',
    }));
    renderManager({ [LIST]: json([{ ...SPUR, specs: many }]) });
    await user.click(await screen.findByRole('button', { name: 'Edit product Spur Gear' }));
    await screen.findByRole('heading', { name: 'Edit Product' });
    // (A text query: role queries over 40 rows are slow in jsdom.)
    const add = screen.getByText('Add specification', { selector: 'button' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('At most 40 specifications.');
  });

  it("shows the server's refusal when it still refuses", async () => {
    const user = userEvent.setup();
    renderManager({
      [UPDATE]: json({ success: false, error: 'Choose a category from the list.' }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit product Spur Gear' }));
    await user.click(await screen.findByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Choose a category from the list.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  });

  it('says so in the form when the categories fail to load, offers a retry, and sends neither field', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = renderManager({
      [CATEGORIES]: () => (fail ? json({}, 500) : json([SPUR_GEARS, SHAFTS])),
      [ADD]: json({ success: true }, 201),
    });
    expect(
      await screen.findByText('Failed to load the categories. Please try again.'),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Subcategory added successfully!');
    const form = sentForm(fetchMock, ADD);
    expect(form.has('category_id')).toBe(false);
    expect(form.has('specs')).toBe(false);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Category' })).toBeVisible();
  });
});

describe('product form against a backend without categories (404)', () => {
  it('shows neither field nor the filter, and sends neither field', async () => {
    const user = userEvent.setup();
    const fetchMock = renderManager({
      [CATEGORIES]: json({ error: 'Not found' }, 404),
      [ADD]: json({ success: true }, 201),
    });
    const table = await screen.findByRole('table', { name: 'Existing Products' });
    await waitFor(() => {
      expect(callsTo(fetchMock, CATEGORIES)).toHaveLength(1);
    });
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Specifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add specification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filter by category' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Category' })).toBeNull();
    expect(screen.queryByText(/Failed to load the categories/)).not.toBeInTheDocument();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Subcategory added successfully!');
    const form = sentForm(fetchMock, ADD);
    expect([...form.keys()]).toEqual(['title', 'description', 'image']);
  });
});

describe('products table with categories', () => {
  it('shows each product’s category and filters by it, with the count', async () => {
    const user = userEvent.setup();
    renderManager({});
    const table = await screen.findByRole('table', { name: 'Existing Products' });
    await screen.findByRole('combobox', { name: 'Filter by category' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Title', 'Category', 'Description', 'Sub Images', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((tableRow) => within(tableRow).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Spur Gears',
      'Shafts',
      '—No category',
    ]);
    expect(screen.getByText('Showing 3 of 3 products')).toBeVisible();

    const filter = screen.getByRole('combobox', { name: 'Filter by category' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Spur Gears', 'Shafts', 'No category']);

    await user.selectOptions(filter, 'Shafts');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Axle Shaft']);
    expect(screen.getByText('Showing 1 of 3 products')).toBeVisible();

    await user.selectOptions(filter, 'No category');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bush']);

    await user.selectOptions(filter, 'All categories');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
  });

  it('says when no product is in the chosen category', async () => {
    const user = userEvent.setup();
    renderManager({ [LIST]: json([AXLE]) });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Filter by category' }),
      'Spur Gears',
    );
    expect(screen.getByText('No products match these filters.')).toBeVisible();
    expect(screen.getByText('Showing 0 of 1 product')).toBeVisible();
  });
});
