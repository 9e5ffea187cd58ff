import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MIB } from '@gear/contract/limits';
import type { Product } from '@gear/contract/product';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { type FetchMock, json, type MockAnswer, mockFetch, urlOf } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ProductsAdminPage } from './products-admin-page';

// Quill is tested on its own (rich-text-editor.test.tsx); here a textarea takes its place.
vi.mock('./rich-text-editor', () => import('../test/rich-text-editor.stand-in'));

const LIST = 'GET /backend/api/subcategories';
const ADD = 'POST /backend/api/subcategories';
const UPDATE = 'PATCH /backend/api/subcategories/1';
const DELETE = 'DELETE /backend/api/subcategories/1';

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
  description: '<p><strong>Hardened</strong> steel</p><ol><li data-list="bullet">Precise</li></ol>',
  product_image: '/uploads/spur.png',
  ...emptySubs,
  sub_image1: '/uploads/spur-1.png',
  sub_image2: '/uploads/spur-2.png',
};
const AXLE: Product = {
  id: 2,
  title: 'Axle Shaft',
  description: '<p>Long shaft</p>',
  product_image: '/uploads/axle.png',
  ...emptySubs,
};

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function renderManager(answers: Record<string, MockAnswer>) {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch({ [LIST]: json([SPUR, AXLE]), ...answers });
  let goToLogin = () => {};
  setUnauthorizedHandler(() => {
    goToLogin();
  });
  const view = renderPage(
    <>
      <ProductsAdminPage />
      <AdminToaster />
    </>,
    { path: '/admin/sub-category', stubs: ['/admin'] },
  );
  goToLogin = () => {
    void view.router.navigate('/admin', { replace: true });
  };
  return { ...view, fetchMock };
}

/** The FormData sent by the call `key` ("POST /backend/api/subcategories"). */
function sentForm(fetchMock: FetchMock, key: string): FormData {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}` === key,
  );
  const body = call?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`No multipart ${key} was sent`);
  return body;
}

const calls = (fetchMock: FetchMock, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}` === key)
    .length;

const table = () => screen.getByRole('table', { name: 'Existing Products' });
const titleInput = () => screen.getByRole('textbox', { name: 'Product Title' });
const descriptionInput = () => screen.getByRole('textbox', { name: 'Description' });
const mainImageInput = () => screen.getByLabelText(/^Main Image/);
const subImageInput = (slot: number) => screen.getByLabelText(new RegExp(`^Sub Image ${slot}`));

async function fillAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(titleInput(), 'Helical Gear');
  await user.upload(mainImageInput(), png('main.png'));
  await user.upload(subImageInput(1), png('sub-1.png'));
  await user.upload(subImageInput(2), png('sub-2.png'));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Description' }), {
    target: { value: '<p><strong>Strong</strong> teeth</p>' },
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  setUnauthorizedHandler(null);
  act(() => {
    toast.dismiss();
  });
});

describe('ProductsAdminPage: list', () => {
  it("shows 'Loading subcategories...', then the rows with formatted descriptions", async () => {
    const { fetchMock } = renderManager({});
    expect(screen.getByRole('heading', { level: 1, name: 'Manage all Products' })).toBeVisible();
    expect(screen.getByText('Loading subcategories...')).toBeInTheDocument();

    const rows = within(
      await screen.findByRole('table', { name: 'Existing Products' }),
    ).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Title', 'Description', 'Sub Images', 'Actions']);
    const spur = rows[1]!;
    expect(within(spur).getByRole('rowheader')).toHaveTextContent('Spur Gear');
    expect(within(spur).getByText('Hardened').tagName).toBe('STRONG');
    expect(within(spur).getByRole('img', { name: 'Spur Gear' })).toHaveAttribute(
      'src',
      '/backend/uploads/spur.png',
    );
    const subs = within(spur).getByRole('list', { name: 'Sub images of Spur Gear' });
    expect(within(subs).getAllByRole('img')).toHaveLength(2);
    expect(within(rows[2]!).getByText('No sub images')).toBeInTheDocument();
    expect(within(spur).getByRole('button', { name: 'Edit product Spur Gear' })).toBeEnabled();
    expect(within(spur).getByRole('button', { name: 'Delete product Spur Gear' })).toBeEnabled();
    expect(screen.queryByText('Loading subcategories...')).not.toBeInTheDocument();

    // The admin list is an admin call: the token goes with it.
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it("shows 'No subcategories found.' for an empty list", async () => {
    renderManager({ [LIST]: json([]) });
    expect(await screen.findByText('No subcategories found.')).toBeInTheDocument();
  });

  it('shows the fetch failure in place of the table and as a notice', async () => {
    renderManager({ [LIST]: json({ success: false, error: 'Database exploded' }, 500) });
    // Once where the table would be, once as a notice.
    await waitFor(() => {
      expect(screen.getAllByText('Failed to fetch subcategories. Please try again.')).toHaveLength(
        2,
      );
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Database exploded')).not.toBeInTheDocument();
  });

  it('uses the same message when the server cannot be reached', async () => {
    renderManager({ [LIST]: new TypeError('Failed to fetch') });
    await waitFor(() => {
      expect(screen.getAllByText('Failed to fetch subcategories. Please try again.')).toHaveLength(
        2,
      );
    });
    expect(screen.queryByText(/Backend server is down/)).not.toBeInTheDocument();
  });

  it('a 401 removes the token and goes back to /admin without a notice', async () => {
    renderManager({ [LIST]: json({ success: false, error: 'Unauthorized' }, 401) });
    expect(await screen.findByRole('heading', { name: 'Stub /admin' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });
});

describe('ProductsAdminPage: validation', () => {
  it('shows every required message and focuses the title first', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({});
    await screen.findByRole('table');
    await screen.findByRole('textbox', { name: 'Description' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Please provide a subcategory title.')).toBeInTheDocument();
    expect(screen.getByText('Please upload a main image for the subcategory.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a description.')).toBeInTheDocument();
    expect(titleInput()).toHaveFocus();
    expect(titleInput()).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, ADD)).toBe(0);
  });

  it('focuses the main image, then the description, as the earlier fields are fixed', async () => {
    const user = userEvent.setup();
    renderManager({});
    await screen.findByRole('table');
    await user.type(titleInput(), 'Bevel Gear');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText('Please upload a main image for the subcategory.'),
    ).toBeVisible();
    expect(mainImageInput()).toHaveFocus();
    expect(screen.queryByText('Please provide a subcategory title.')).not.toBeInTheDocument();

    await user.upload(mainImageInput(), png('main.png'));
    expect(screen.queryByText('Please upload a main image for the subcategory.')).toBeNull();
    // An emptied editor still sends markup: it counts as empty.
    fireEvent.change(descriptionInput(), { target: { value: '<p><br></p>' } });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Please provide a description.')).toBeVisible();
    expect(descriptionInput()).toHaveFocus();
    expect(descriptionInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects a main image of the wrong type and a sub image over 10 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderManager({});
    await screen.findByRole('table');
    await user.upload(mainImageInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Only JPEG, JPG, PNG, and GIF files are allowed!'),
    ).toBeVisible();
    expect((mainImageInput() as HTMLInputElement).value).toBe('');

    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 10 * MIB + 1 });
    await user.upload(subImageInput(4), big);
    expect(await screen.findByText('File size must be less than 10MB!')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Preview of sub image 4' })).toBeNull();
  });
});

describe('ProductsAdminPage: add', () => {
  it('sends the multipart form, shows the server message, resets and reloads', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({
      [ADD]: json({ success: true, message: 'Product stored!' }, 201),
    });
    await screen.findByRole('table');
    expect(screen.getByLabelText('Main Image (Required)')).toBe(mainImageInput());
    await fillAddForm(user);
    expect(screen.getByRole('img', { name: 'Preview of sub image 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product stored!')).toBeInTheDocument();
    const form = sentForm(fetchMock, ADD);
    expect(form.get('title')).toBe('Helical Gear');
    expect(form.get('description')).toBe('<p><strong>Strong</strong> teeth</p>');
    expect((form.get('image') as File).name).toBe('main.png');
    expect((form.get('subimg1') as File).name).toBe('sub-1.png');
    expect((form.get('subimg2') as File).name).toBe('sub-2.png');
    expect(form.has('subimg3')).toBe(false);
    expect([...form.keys()].some((key) => key.startsWith('existingSubimg'))).toBe(false);
    const headers = new Headers(
      fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.headers,
    );
    expect(headers.get('Authorization')).toBe('Bearer admin-token');

    await waitFor(() => {
      expect(calls(fetchMock, LIST)).toBe(2);
    });
    expect(titleInput()).toHaveValue('');
    expect(descriptionInput()).toHaveValue('');
    expect(screen.queryByRole('img', { name: /Preview of/ })).toBeNull();
  });

  it("falls back to 'Subcategory added successfully!'", async () => {
    const user = userEvent.setup();
    renderManager({ [ADD]: json({ success: true }, 201) });
    await screen.findByRole('table');
    await fillAddForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Subcategory added successfully!')).toBeInTheDocument();
  });

  it("shows the server's error on failure and keeps the form", async () => {
    const user = userEvent.setup();
    renderManager({ [ADD]: json({ success: false, error: 'Title already taken' }, 400) });
    await screen.findByRole('table');
    await fillAddForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Title already taken')).toBeInTheDocument();
    expect(titleInput()).toHaveValue('Helical Gear');
  });

  it.each([
    ['an error without a message', json({}, 500)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])("shows 'Error saving subcategory. Please try again.' for %s", async (_case, answer) => {
    const user = userEvent.setup();
    renderManager({ [ADD]: answer });
    await screen.findByRole('table');
    await fillAddForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText('Error saving subcategory. Please try again.'),
    ).toBeInTheDocument();
  });

  it("disables the controls and reads 'Processing...' while saving", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = renderManager({
      [ADD]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByRole('table');
    await fillAddForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const submit = await screen.findByRole('button', { name: 'Processing...' });
    expect(submit).toBeDisabled();
    expect(titleInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit product Spur Gear' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete product Spur Gear' })).toBeDisabled();
    fireEvent.submit(submit.closest('form')!);
    expect(calls(fetchMock, ADD)).toBe(1);

    answer(json({ success: true }, 201));
    expect(await screen.findByRole('button', { name: 'Add Product' })).toBeEnabled();
  });

  it('a 401 on save removes the token and goes back to /admin', async () => {
    const user = userEvent.setup();
    renderManager({ [ADD]: json({ success: false, error: 'Invalid token' }, 401) });
    await screen.findByRole('table');
    await fillAddForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('heading', { name: 'Stub /admin' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Invalid token')).not.toBeInTheDocument();
  });
});

describe('ProductsAdminPage: edit', () => {
  async function startEdit(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Edit product Spur Gear' }));
    await screen.findByRole('heading', { name: 'Edit Product' });
  }

  it('fills the form from the row and switches to update mode', async () => {
    const user = userEvent.setup();
    renderManager({});
    await startEdit(user);

    expect(titleInput()).toHaveValue('Spur Gear');
    expect(titleInput()).toHaveFocus();
    expect(descriptionInput()).toHaveValue(SPUR.description);
    expect(screen.getByLabelText('Main Image (Optional)')).toBe(mainImageInput());
    expect(screen.getByRole('img', { name: 'Current image of main image' })).toHaveAttribute(
      'src',
      '/backend/uploads/spur.png',
    );
    expect(screen.getByRole('img', { name: 'Current image of sub image 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current image of sub image 2' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Current image of sub image 3' })).toBeNull();
    const update = screen.getByRole('button', { name: 'Update Product' });
    expect(update.className).toMatch(/success/);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
  });

  it('sends kept sub images as existingSubimgN, not removed ones, and new files as subimgN', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({ [UPDATE]: json({ success: true }) });
    await startEdit(user);

    await user.clear(titleInput());
    await user.type(titleInput(), 'Spur Gear XL');
    await user.click(screen.getByRole('button', { name: 'Remove current sub image 1' }));
    expect(screen.queryByRole('img', { name: 'Current image of sub image 1' })).toBeNull();
    expect(screen.getByText('The current image will be removed on save.')).toBeVisible();
    await user.upload(subImageInput(3), png('new-3.png'));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Subcategory updated successfully!')).toBeInTheDocument();
    const form = sentForm(fetchMock, UPDATE);
    expect(form.get('title')).toBe('Spur Gear XL');
    expect(form.get('description')).toBe(SPUR.description);
    expect(form.has('image')).toBe(false);
    expect(form.has('existingSubimg1')).toBe(false);
    expect(form.get('existingSubimg2')).toBe('/uploads/spur-2.png');
    expect((form.get('subimg3') as File).name).toBe('new-3.png');
    expect(form.has('subimg1')).toBe(false);

    // Back to add mode, and the list reloads.
    expect(await screen.findByRole('heading', { name: 'Add New Product' })).toBeVisible();
    expect(titleInput()).toHaveValue('');
    await waitFor(() => {
      expect(calls(fetchMock, LIST)).toBe(2);
    });
  });

  it('a removed sub image can be kept again; a new file replaces the current one', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({ [UPDATE]: json({ success: true, message: 'Saved.' }) });
    await startEdit(user);
    await user.click(screen.getByRole('button', { name: 'Remove current sub image 1' }));
    await user.click(screen.getByRole('button', { name: 'Keep current sub image 1' }));
    expect(screen.getByRole('img', { name: 'Current image of sub image 1' })).toBeVisible();
    await user.upload(subImageInput(2), png('replacement.png'));
    await user.upload(mainImageInput(), png('new-main.png'));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const form = sentForm(fetchMock, UPDATE);
    expect(form.get('existingSubimg1')).toBe('/uploads/spur-1.png');
    expect(form.has('existingSubimg2')).toBe(false);
    expect((form.get('subimg2') as File).name).toBe('replacement.png');
    expect((form.get('image') as File).name).toBe('new-main.png');
  });

  it('does not need a main image when editing', async () => {
    const user = userEvent.setup();
    renderManager({ [UPDATE]: json({ success: true }) });
    await startEdit(user);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Subcategory updated successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Please upload a main image for the subcategory.')).toBeNull();
  });

  it('saves a stored title over our limit unchanged, with a new image; a changed one is refused (issue 14)', async () => {
    const user = userEvent.setup();
    const longTitle = `Helical Gear ${'x'.repeat(229)}`;
    const { fetchMock } = renderManager({
      [LIST]: json([{ ...SPUR, title: longTitle }]),
      [UPDATE]: json({ success: true }),
    });
    await user.click(await screen.findByRole('button', { name: `Edit product ${longTitle}` }));
    await user.upload(mainImageInput(), png('new-main.png'));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Subcategory updated successfully!')).toBeInTheDocument();
    const form = sentForm(fetchMock, UPDATE);
    expect(form.get('title')).toBe(longTitle);
    expect((form.get('image') as File).name).toBe('new-main.png');

    await user.click(await screen.findByRole('button', { name: `Edit product ${longTitle}` }));
    await user.type(titleInput(), '!');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Title must be at most 200 characters.')).toBeVisible();
    expect(calls(fetchMock, UPDATE)).toBe(1);
  });

  it("shows the server's error or 'Error saving subcategory. Please try again.' on failure", async () => {
    const user = userEvent.setup();
    renderManager({ [UPDATE]: json({ success: false, error: 'Subcategory not found' }, 404) });
    await startEdit(user);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Subcategory not found')).toBeInTheDocument();
    // Still editing.
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeEnabled();
  });

  it('Cancel returns to add mode with empty fields', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({});
    await startEdit(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { name: 'Add New Product' })).toBeVisible();
    expect(titleInput()).toHaveValue('');
    expect(descriptionInput()).toHaveValue('');
    expect(screen.getByLabelText('Main Image (Required)')).toBe(mainImageInput());
    expect(screen.queryByRole('img', { name: /Current image/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeInTheDocument();
    expect(calls(fetchMock, UPDATE)).toBe(0);
    await waitFor(() => {
      expect(calls(fetchMock, LIST)).toBe(2);
    });
  });
});

describe('ProductsAdminPage: delete', () => {
  it('asks first; Cancel keeps the row and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({ [DELETE]: json({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Delete product Spur Gear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this subcategory?');
    // The dialog's own Cancel button (the X is labelled Cancel too).
    await user.click(within(dialog).getByText('Cancel', { selector: 'button' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls(fetchMock, DELETE)).toBe(0);
    expect(within(table()).getByText('Spur Gear')).toBeInTheDocument();
  });

  it('removes the row locally after the server confirms', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = renderManager({
      [DELETE]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete product Spur Gear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const deleting = await screen.findByRole('button', { name: 'Deleting...' });
    expect(deleting).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();
    answer(json({ success: true, message: 'Subcategory deleted successfully!' }));

    expect(await screen.findByText('Subcategory deleted successfully!')).toBeInTheDocument();
    expect(within(table()).queryByText('Spur Gear')).toBeNull();
    expect(within(table()).getByText('Axle Shaft')).toBeInTheDocument();
    // Removed locally: no second list request.
    expect(calls(fetchMock, LIST)).toBe(1);
    const headers = new Headers(
      fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[1]?.headers,
    );
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it("falls back to 'Subcategory deleted successfully!'", async () => {
    const user = userEvent.setup();
    renderManager({ [DELETE]: json({}) });
    await user.click(await screen.findByRole('button', { name: 'Delete product Spur Gear' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Subcategory deleted successfully!')).toBeInTheDocument();
  });

  it.each([
    [
      "the server's error",
      json({ success: false, error: 'Locked by an order' }, 409),
      'Locked by an order',
    ],
    ['an error without a message', json({}, 500), 'Error deleting subcategory. Please try again.'],
    [
      'a network failure',
      new TypeError('Failed to fetch'),
      'Error deleting subcategory. Please try again.',
    ],
  ])('shows %s when the delete fails and keeps the row', async (_case, answer, message) => {
    const user = userEvent.setup();
    renderManager({ [DELETE]: answer });
    await user.click(await screen.findByRole('button', { name: 'Delete product Spur Gear' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(table()).getByText('Spur Gear')).toBeInTheDocument();
  });

  it('deleting the product being edited returns the form to add mode', async () => {
    const user = userEvent.setup();
    renderManager({ [DELETE]: json({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Edit product Spur Gear' }));
    await screen.findByRole('heading', { name: 'Edit Product' });
    await user.click(screen.getByRole('button', { name: 'Delete product Spur Gear' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { name: 'Add New Product' })).toBeVisible();
    expect(titleInput()).toHaveValue('');
  });
});
