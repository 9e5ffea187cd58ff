import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@gear/contract/catalogue-search';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { callsTo, type FetchMock, json, type MockAnswer, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { CategoriesAdminPage } from './categories-admin-page';

const LIST = 'GET /backend/api/categories';
const ADD = 'POST /backend/api/categories';
const ORDER = 'PUT /backend/api/categories/order';
const UPDATE = 'PATCH /backend/api/categories/1';
const DELETE_WORM = 'DELETE /backend/api/categories/3';

const SPUR: Category = { id: 1, name: 'Spur Gears', slug: 'spur-gears', product_count: 3 };
const HELICAL: Category = { id: 2, name: 'Helical Gears', slug: 'helical-gears', product_count: 1 };
const WORM: Category = { id: 3, name: 'Worm Gears', slug: 'worm-gears', product_count: 0 };

function renderManager(answers: Record<string, MockAnswer>) {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch({ [LIST]: json([SPUR, HELICAL, WORM]), ...answers });
  let goToLogin = () => {};
  setUnauthorizedHandler(() => {
    goToLogin();
  });
  const view = renderPage(
    <>
      <CategoriesAdminPage />
      <AdminToaster />
    </>,
    { path: '/admin/categories', stubs: ['/admin'] },
  );
  goToLogin = () => {
    void view.router.navigate('/admin', { replace: true });
  };
  return { ...view, fetchMock };
}

/** The JSON body of a call to `key` (the first by default). */
function sentJson(fetchMock: FetchMock, key: string, index = 0): unknown {
  const body = callsTo(fetchMock, key)[index]?.[1]?.body;
  if (typeof body !== 'string') throw new Error(`No JSON ${key} was sent`);
  return JSON.parse(body);
}

const table = () => screen.getByRole('table', { name: 'Existing Categories' });
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const slugInput = () => screen.getByRole('textbox', { name: /^Web address/ });

afterEach(() => {
  setUnauthorizedHandler(null);
  act(() => {
    toast.dismiss();
  });
});

describe('CategoriesAdminPage: list', () => {
  it('lists the categories in order with their web address and product count', async () => {
    const { fetchMock } = renderManager({});
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Categories' })).toBeVisible();
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();

    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    expect(rowNames()).toEqual(['Spur Gears', 'Helical Gears', 'Worm Gears']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Web address', 'Products', 'Order', 'Actions']);
    const spur = within(table()).getAllByRole('row')[1]!;
    const link = within(spur).getByRole('link', { name: /\/product\?category=spur-gears/ });
    expect(link).toHaveAttribute('href', '/product?category=spur-gears');
    expect(link).toHaveAttribute('target', '_blank');
    expect(spur).toHaveTextContent('3');
    // The ends cannot move further.
    expect(screen.getByRole('button', { name: 'Move Spur Gears up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Worm Gears down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Helical Gears up' })).toBeEnabled();

    const headers = new Headers(callsTo(fetchMock, LIST)[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it("says 'No categories yet.' for an empty list", async () => {
    renderManager({ [LIST]: json([]) });
    expect(await screen.findByText('No categories yet.')).toBeVisible();
  });

  it('says plainly that a backend without categories (404) does not keep them: no error, no form', async () => {
    renderManager({ [LIST]: json({ error: 'Not found' }, 404) });
    expect(
      await screen.findByText(
        'The connected backend does not keep categories. Products are listed without them, and the product form has no category or specifications.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to load/)).not.toBeInTheDocument();
  });

  it('a failed load (500) is an error with a retry, not "unsupported"', async () => {
    let fail = true;
    const { fetchMock } = renderManager({
      [LIST]: () => (fail ? json({ error: 'Database exploded' }, 500) : json([SPUR])),
    });
    // In place of the list, and as a notice.
    await waitFor(() => {
      expect(screen.getAllByText('Failed to load the categories. Please try again.')).toHaveLength(
        2,
      );
    });
    expect(screen.queryByText(/does not keep categories/)).not.toBeInTheDocument();
    expect(screen.queryByText('Database exploded')).not.toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Spur Gears' })).toBeVisible();
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it('a network failure is the same error state', async () => {
    renderManager({ [LIST]: new TypeError('Failed to fetch') });
    await waitFor(() => {
      expect(screen.getAllByText('Failed to load the categories. Please try again.')).toHaveLength(
        2,
      );
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('a 401 removes the token and goes back to /admin without a notice', async () => {
    renderManager({ [LIST]: json({ error: 'Unauthorized' }, 401) });
    expect(await screen.findByRole('heading', { name: 'Stub /admin' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText(/Failed to load/)).not.toBeInTheDocument();
  });
});

describe('CategoriesAdminPage: add', () => {
  it('fills the web address from the name until the owner types one, then adds and reloads', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({ [ADD]: json({ success: true }, 201) });
    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    expect(screen.getByRole('heading', { name: 'Add New Category' })).toBeVisible();

    await user.type(nameInput(), 'Bevel & Mitre Gears');
    expect(slugInput()).toHaveValue('bevel-and-mitre-gears');
    expect(screen.getByText('/product?category=bevel-and-mitre-gears')).toBeVisible();
    await user.clear(slugInput());
    await user.type(slugInput(), 'bevel-gears');
    await user.type(nameInput(), ' (ground)');
    expect(slugInput()).toHaveValue('bevel-gears');

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category added successfully!')).toBeInTheDocument();
    expect(sentJson(fetchMock, ADD)).toEqual({
      name: 'Bevel & Mitre Gears (ground)',
      slug: 'bevel-gears',
    });
    const headers = new Headers(callsTo(fetchMock, ADD)[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() => {
      expect(callsTo(fetchMock, LIST)).toHaveLength(2);
    });
    // A fresh form, ready for the next one.
    expect(nameInput()).toHaveValue('');
    expect(slugInput()).toHaveValue('');
    expect(nameInput()).toHaveFocus();
  });

  it('an emptied web address follows the name again', async () => {
    const user = userEvent.setup();
    renderManager({});
    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    await user.type(nameInput(), 'Racks');
    await user.type(slugInput(), '-x');
    await user.clear(slugInput());
    await user.type(nameInput(), ' and Pinions');
    expect(slugInput()).toHaveValue('racks-and-pinions');
  });

  it('checks the fields with the contract before sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({});
    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Please enter a category name.')).toBeVisible();
    expect(nameInput()).toHaveFocus();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');

    await user.type(nameInput(), 'Shafts');
    await user.clear(slugInput());
    await user.type(slugInput(), 'Shafts & Co');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(
      await screen.findByText(
        'The web address may use lower-case letters, digits and single hyphens only (e.g. spur-gears).',
      ),
    ).toBeVisible();
    expect(slugInput()).toHaveFocus();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it.each([
    ['name', 'A category with this name already exists.', () => nameInput()],
    ['web address', 'Another category already uses this web address.', () => slugInput()],
  ])("shows the server's refusal of the %s at that field", async (_field, message, input) => {
    const user = userEvent.setup();
    renderManager({ [ADD]: json({ success: false, error: message }, 409) });
    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    await user.type(nameInput(), 'Spur Gears');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const shown = await screen.findByText(message);
    expect(input()).toHaveAccessibleDescription(expect.stringContaining(message) as string);
    expect(input()).toHaveFocus();
    expect(shown.closest('form')).not.toBeNull();
    expect(nameInput()).toHaveValue('Spur Gears');
  });

  it("shows the limit or a failure as a notice: the server's error, else the contract's message", async () => {
    const user = userEvent.setup();
    renderManager({ [ADD]: json({}, 500) });
    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    await user.type(nameInput(), 'Pinions');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Error saving the category. Please try again.')).toBeVisible();
    expect(nameInput()).toHaveValue('Pinions');
  });

  it('a 401 on save removes the token and goes back to /admin', async () => {
    const user = userEvent.setup();
    renderManager({ [ADD]: json({ error: 'Invalid token' }, 401) });
    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    await user.type(nameInput(), 'Pinions');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByRole('heading', { name: 'Stub /admin' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('CategoriesAdminPage: rename', () => {
  it('fills the form, warns about shared links, keeps the address unless changed, and saves', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({ [UPDATE]: json({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Edit category Spur Gears' }));
    expect(await screen.findByRole('heading', { name: 'Edit Category' })).toBeVisible();
    expect(nameInput()).toHaveValue('Spur Gears');
    expect(nameInput()).toHaveFocus();
    expect(slugInput()).toHaveValue('spur-gears');
    expect(slugInput()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Changing it breaks links to this category that were already shared.',
      ) as string,
    );

    await user.clear(nameInput());
    await user.type(nameInput(), 'Spur Gears (straight)');
    expect(slugInput()).toHaveValue('spur-gears');
    await user.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    expect(sentJson(fetchMock, UPDATE)).toEqual({
      name: 'Spur Gears (straight)',
      slug: 'spur-gears',
    });
    expect(await screen.findByRole('heading', { name: 'Add New Category' })).toBeVisible();
  });

  it('Cancel returns to adding', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({});
    await user.click(await screen.findByRole('button', { name: 'Edit category Worm Gears' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Add New Category' })).toBeVisible();
    expect(nameInput()).toHaveValue('');
    expect(nameInput()).toHaveFocus();
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });
});

describe('CategoriesAdminPage: reorder', () => {
  it('moves a category, PUTs every id in the new order, keeps the focus and announces the position', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({ [ORDER]: json([SPUR, WORM, HELICAL]) });
    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    const down = screen.getByRole('button', { name: 'Move Helical Gears down' });
    down.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Category order saved.')).toBeInTheDocument();
    expect(sentJson(fetchMock, ORDER)).toEqual({ ids: [1, 3, 2] });
    expect(rowNames()).toEqual(['Spur Gears', 'Worm Gears', 'Helical Gears']);
    expect(screen.getByText('Helical Gears moved to position 3 of 3.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // Now last: its 'down' is disabled, so its 'up' has the focus.
    expect(screen.getByRole('button', { name: 'Move Helical Gears down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Helical Gears up' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(callsTo(fetchMock, ORDER)).toHaveLength(2);
    });
    expect(sentJson(fetchMock, ORDER, 1)).toEqual({ ids: [1, 2, 3] });
  });

  it('a middle category keeps the focus on the button it used', async () => {
    const user = userEvent.setup();
    renderManager({ [ORDER]: json([HELICAL, SPUR, WORM]) });
    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    await user.click(screen.getByRole('button', { name: 'Move Helical Gears up' }));
    expect(rowNames()).toEqual(['Helical Gears', 'Spur Gears', 'Worm Gears']);
    expect(await screen.findByText('Helical Gears moved to position 1 of 3.')).toBeInTheDocument();
    // At the top: up is disabled, down has the focus.
    expect(screen.getByRole('button', { name: 'Move Helical Gears down' })).toHaveFocus();
  });

  it('puts the old order back when the server refuses the new one', async () => {
    const user = userEvent.setup();
    renderManager({
      [ORDER]: json(
        { success: false, error: 'The order must list every category exactly once.' },
        400,
      ),
    });
    await screen.findByRole('rowheader', { name: 'Spur Gears' });
    await user.click(screen.getByRole('button', { name: 'Move Worm Gears up' }));
    expect(
      await screen.findByText('The order must list every category exactly once.'),
    ).toBeInTheDocument();
    expect(rowNames()).toEqual(['Spur Gears', 'Helical Gears', 'Worm Gears']);
  });
});

describe('CategoriesAdminPage: delete', () => {
  it('asks with the contract message; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager({ [DELETE_WORM]: json({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Delete category Worm Gears' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Delete the category "Worm Gears"?');
    await user.click(within(dialog).getByText('Cancel', { selector: 'button' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(callsTo(fetchMock, DELETE_WORM)).toHaveLength(0);
  });

  it('deletes an empty category after the confirmation and reloads', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { fetchMock } = renderManager({
      [LIST]: () => json(deleted ? [SPUR, HELICAL] : [SPUR, HELICAL, WORM]),
      [DELETE_WORM]: () => {
        deleted = true;
        return json({ success: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete category Worm Gears' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Category deleted successfully!')).toBeInTheDocument();
    await waitFor(() => {
      expect(rowNames()).toEqual(['Spur Gears', 'Helical Gears']);
    });
    expect(callsTo(fetchMock, DELETE_WORM)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Existing Categories' })).toHaveFocus();
  });

  it('cannot delete a category that holds products, and says why', async () => {
    renderManager({});
    const button = await screen.findByRole('button', { name: 'Delete category Spur Gears' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Move the 3 products out of "Spur Gears" before deleting it.',
    );
    expect(
      screen.getByText('Move the 1 product out of "Helical Gears" before deleting it.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete category Worm Gears' })).toBeEnabled();
  });

  it("shows the server's 409 when products arrived meanwhile", async () => {
    const user = userEvent.setup();
    renderManager({
      [DELETE_WORM]: json(
        {
          success: false,
          error: 'Move the 1 product out of "Worm Gears" before deleting it.',
        },
        409,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete category Worm Gears' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Move the 1 product out of "Worm Gears" before deleting it.'),
    ).toBeInTheDocument();
    expect(rowNames()).toContain('Worm Gears');
  });
});
