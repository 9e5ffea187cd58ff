import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, PUBLIC_MESSAGES, VALIDATION } from '@gear/contract/messages';
import type { Slider } from '@gear/contract/slider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { callsTo, type FetchMock, json, type MockAnswer, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { SlidersPage } from './sliders-page';

const LIST = 'GET /backend/sliders/getSliders';
const ADD = 'POST /backend/sliders/addSlider';
const update = (id: number) => `PUT /backend/sliders/updateSlider/${String(id)}`;
const remove = (id: number) => `DELETE /backend/sliders/deleteSlider/${String(id)}`;

const ALPHA: Slider = {
  id: 1,
  title: 'Alpha gears',
  description: 'Precision gears',
  image: '/uploads/sliders/alpha.jpg',
};
const BETA: Slider = {
  id: 2,
  title: 'Beta shafts',
  description: 'Hardened shafts',
  image: '/uploads/sliders/beta.jpg',
};
const GAMMA: Slider = {
  id: 3,
  title: 'Gamma boxes',
  description: 'Gear boxes',
  image: '/uploads/sliders/gamma.jpg',
};

const png = (name = 'slide.png') => new File(['png-bytes'], name, { type: 'image/png' });

/** Answers the list with each given list in turn (the last one repeats): before and after a change. */
function lists(...answers: Slider[][]): MockAnswer {
  let call = 0;
  return () => {
    const answer = answers[Math.min(call, answers.length - 1)] ?? [];
    call += 1;
    return json(answer);
  };
}

/** A response that waits until the test releases it. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const answer: MockAnswer = () =>
    new Promise<Response>((resolve) => {
      release = resolve;
    });
  return {
    answer,
    release: (response: Response) => {
      release(response);
    },
  };
}

function renderSliders(answers: Record<string, MockAnswer>) {
  const fetchMock = mockFetch(answers);
  const user = userEvent.setup({ applyAccept: false });
  renderPage(
    <>
      <SlidersPage />
      <AdminToaster />
    </>,
    { path: '/admin/slider', stubs: ['/admin'] },
  );
  return { fetchMock, user };
}

const formData = (fetchMock: FetchMock, key: string) => {
  const body = callsTo(fetchMock, key)[0]?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return body as FormData;
};

const authHeader = (fetchMock: FetchMock, key: string) =>
  new Headers(callsTo(fetchMock, key)[0]?.[1]?.headers).get('Authorization');

const titleInput = () => screen.getByLabelText('Title');
const descriptionInput = () => screen.getByLabelText('Description');
const imageInput = () => screen.getByLabelText(/^Image/);
const rowOf = (title: string) => {
  const cell = screen.getByRole('cell', { name: title });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SlidersPage: list', () => {
  it('shows a loading state, then the sliders with their columns, sending the token', async () => {
    const { answer, release } = deferred();
    const { fetchMock } = renderSliders({ [LIST]: answer });

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Sliders' })).toBeInTheDocument();
    expect(screen.getByText(PUBLIC_MESSAGES.loadingSliders)).toBeInTheDocument();
    release(json([ALPHA, BETA]));

    const table = await screen.findByRole('table', { name: 'Existing Sliders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Title', 'Description', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'Alpha gears' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Hardened shafts' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Slider Alpha gears' })).toHaveAttribute(
      'src',
      '/backend/uploads/sliders/alpha.jpg',
    );
    expect(
      within(rowOf('Beta shafts')).getByRole('button', { name: 'Edit slider Beta shafts' }),
    ).toBeEnabled();
    expect(
      within(rowOf('Beta shafts')).getByRole('button', { name: 'Delete slider Beta shafts' }),
    ).toBeEnabled();
    expect(authHeader(fetchMock, LIST)).toBe('Bearer admin-token');
    expect(screen.getByRole('heading', { name: 'Add New Slider' })).toBeInTheDocument();
  });

  it("shows 'No image', 'No title' and 'No description' for missing values", async () => {
    renderSliders({ [LIST]: json([{ id: 7, title: null, description: '  ', image: null }]) });
    expect(await screen.findByText('No image')).toBeInTheDocument();
    expect(screen.getByText('No title')).toBeInTheDocument();
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete slider Untitled' })).toBeInTheDocument();
  });

  it("replaces a broken image with 'Image Not Found'", async () => {
    renderSliders({ [LIST]: json([ALPHA]) });
    const image = await screen.findByRole('img', { name: 'Slider Alpha gears' });
    fireEvent.error(image);
    expect(within(rowOf('Alpha gears')).getByText('Image Not Found')).toBeInTheDocument();
  });

  it("reads 'No sliders found' when there are none", async () => {
    renderSliders({ [LIST]: json([]) });
    expect(await screen.findByText(ADMIN_MESSAGES.noSliders)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add New Slider' })).toBeInTheDocument();
  });

  it('says the backend is down when the list cannot be reached, and can retry', async () => {
    const { user } = renderSliders({ [LIST]: new TypeError('Failed to fetch') });
    expect(await screen.findByText(ADMIN_MESSAGES.backendDown)).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_MESSAGES.slidersFetchFailed)).not.toBeInTheDocument();
    // The form stays usable (the server enforces the limit anyway). The toast is raised just before
    // the failed load settles, so the form may appear a render later.
    expect(await screen.findByRole('heading', { name: 'Add New Slider' })).toBeInTheDocument();

    mockFetch({ [LIST]: json([ALPHA]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Alpha gears' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch sliders!' for any other load failure", async () => {
    renderSliders({ [LIST]: json({ success: false, error: 'Database offline' }, 500) });
    expect(await screen.findByText(ADMIN_MESSAGES.slidersFetchFailed)).toBeInTheDocument();
    expect(screen.queryByText('Database offline')).not.toBeInTheDocument();
  });
});

describe('SlidersPage: the limit of 3', () => {
  it('replaces the form with the limit text, until an edit is under way', async () => {
    const { user } = renderSliders({ [LIST]: json([ALPHA, BETA, GAMMA]) });

    const limit = await screen.findByText(VALIDATION.sliderLimitReached);
    expect(limit).toHaveClass('limitReached');
    expect(screen.queryByRole('heading', { name: 'Add New Slider' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit slider Beta shafts' }));
    expect(screen.getByRole('heading', { name: 'Update Slider' })).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.sliderLimitReached)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(VALIDATION.sliderLimitReached)).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});

describe('SlidersPage: validation', () => {
  it('requires title, description and image, next to their fields, and sends nothing', async () => {
    const { fetchMock, user } = renderSliders({ [LIST]: json([]) });
    await screen.findByText(ADMIN_MESSAGES.noSliders);

    expect(screen.getByText('(Required)')).toBeInTheDocument();
    await user.type(titleInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));

    // The shared message shows once, both fields are marked and point at it.
    expect(await screen.findAllByText(VALIDATION.sliderTitleDescriptionRequired)).toHaveLength(1);
    const message = screen.getByText(VALIDATION.sliderTitleDescriptionRequired);
    expect(titleInput()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionInput()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionInput()).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByText(VALIDATION.sliderImageRequired)).toBeInTheDocument();
    expect(titleInput()).toHaveFocus();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('asks for the image alone when the text is valid, focusing the image field', async () => {
    const { fetchMock, user } = renderSliders({ [LIST]: json([]) });
    await screen.findByText(ADMIN_MESSAGES.noSliders);
    await user.type(titleInput(), 'Alpha');
    await user.type(descriptionInput(), 'Text');
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));

    expect(await screen.findByText(VALIDATION.sliderImageRequired)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.sliderTitleDescriptionRequired)).not.toBeInTheDocument();
    expect(imageInput()).toHaveFocus();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);

    // Choosing an image clears the message.
    await user.upload(imageInput(), png());
    expect(screen.queryByText(VALIDATION.sliderImageRequired)).not.toBeInTheDocument();
  });

  it('rejects a file of the wrong type and clears it', async () => {
    const { user } = renderSliders({ [LIST]: json([]) });
    await screen.findByText(ADMIN_MESSAGES.noSliders);
    await user.upload(imageInput(), png());
    expect(screen.getByRole('img', { name: 'Preview of slider image' })).toBeInTheDocument();

    await user.upload(imageInput(), new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText(VALIDATION.imageType)).toBeInTheDocument();
    expect((imageInput() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('img', { name: 'Preview of slider image' })).not.toBeInTheDocument();
  });

  it('rejects an image over 10 MB and clears it', async () => {
    const { user } = renderSliders({ [LIST]: json([]) });
    await screen.findByText(ADMIN_MESSAGES.noSliders);
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(imageInput(), big);
    expect(screen.getByText(VALIDATION.imageSize)).toBeInTheDocument();
    expect((imageInput() as HTMLInputElement).value).toBe('');
  });
});

describe('SlidersPage: add', () => {
  it('sends the slider as multipart with the token, toasts, reloads and clears the form', async () => {
    const added = { ...GAMMA, title: 'New slide', description: 'Fresh' };
    const { fetchMock, user } = renderSliders({
      [LIST]: lists([ALPHA], [ALPHA, added]),
      [ADD]: json({ success: true, message: 'ok', slider: added }, 201),
    });
    await screen.findByRole('cell', { name: 'Alpha gears' });

    await user.type(titleInput(), '  New slide ');
    await user.type(descriptionInput(), 'Fresh');
    const file = png();
    await user.upload(imageInput(), file);
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));

    expect(await screen.findByText(ADMIN_MESSAGES.sliderAdded('New slide'))).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'New slide' })).toBeInTheDocument();
    const body = formData(fetchMock, ADD);
    expect(body.get('title')).toBe('New slide');
    expect(body.get('description')).toBe('Fresh');
    expect(body.get('image')).toBe(file);
    expect(authHeader(fetchMock, ADD)).toBe('Bearer admin-token');
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
    expect(titleInput()).toHaveValue('');
    expect(descriptionInput()).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of slider image' })).not.toBeInTheDocument();
  });

  it('shows the limit text once the third slider is added', async () => {
    const { user } = renderSliders({
      [LIST]: lists([ALPHA, BETA], [ALPHA, BETA, GAMMA]),
      [ADD]: json({ success: true, slider: GAMMA }, 201),
    });
    await screen.findByRole('cell', { name: 'Alpha gears' });
    await user.type(titleInput(), 'Gamma boxes');
    await user.type(descriptionInput(), 'Gear boxes');
    await user.upload(imageInput(), png());
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));
    expect(await screen.findByText(VALIDATION.sliderLimitReached)).toBeInTheDocument();
  });

  it("shows the server's error with its details, and keeps the fields", async () => {
    const { user } = renderSliders({
      [LIST]: json([]),
      [ADD]: json({ success: false, error: 'Upload rejected', details: 'bad pixels' }, 400),
    });
    await screen.findByText(ADMIN_MESSAGES.noSliders);
    await user.type(titleInput(), 'Alpha');
    await user.type(descriptionInput(), 'Text');
    await user.upload(imageInput(), png());
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));

    expect(await screen.findByText('Upload rejected: bad pixels')).toBeInTheDocument();
    expect(titleInput()).toHaveValue('Alpha');
    expect(screen.getByRole('img', { name: 'Preview of slider image' })).toBeInTheDocument();
  });

  it("says 'Failed to add slider!' (plus details) when the server gives no error", async () => {
    const { user } = renderSliders({
      [LIST]: json([]),
      [ADD]: json({ success: false, details: ['too wide'] }, 500),
    });
    await screen.findByText(ADMIN_MESSAGES.noSliders);
    await user.type(titleInput(), 'Alpha');
    await user.type(descriptionInput(), 'Text');
    await user.upload(imageInput(), png());
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));
    expect(
      await screen.findByText(`${ADMIN_MESSAGES.sliderAddFailed}: too wide`),
    ).toBeInTheDocument();
  });

  it("says 'Failed to add slider!' for an answer without a body", async () => {
    const { user } = renderSliders({ [LIST]: json([]), [ADD]: new Response('', { status: 502 }) });
    await screen.findByText(ADMIN_MESSAGES.noSliders);
    await user.type(titleInput(), 'Alpha');
    await user.type(descriptionInput(), 'Text');
    await user.upload(imageInput(), png());
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));
    expect(await screen.findByText(ADMIN_MESSAGES.sliderAddFailed)).toBeInTheDocument();
  });

  it('says the backend is down when the save cannot reach it', async () => {
    const { user } = renderSliders({ [LIST]: json([]), [ADD]: new TypeError('Failed to fetch') });
    await screen.findByText(ADMIN_MESSAGES.noSliders);
    await user.type(titleInput(), 'Alpha');
    await user.type(descriptionInput(), 'Text');
    await user.upload(imageInput(), png());
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));
    expect(await screen.findByText(ADMIN_MESSAGES.backendDown)).toBeInTheDocument();
  });

  it("disables the controls and reads 'Processing...' while saving", async () => {
    const { answer, release } = deferred();
    const { fetchMock, user } = renderSliders({ [LIST]: json([ALPHA]), [ADD]: answer });
    await screen.findByRole('cell', { name: 'Alpha gears' });
    await user.type(titleInput(), 'Alpha');
    await user.type(descriptionInput(), 'Text');
    await user.upload(imageInput(), png());
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));

    const submit = await screen.findByRole('button', { name: ADMIN_MESSAGES.processing });
    expect(submit).toBeDisabled();
    expect(titleInput()).toBeDisabled();
    expect(descriptionInput()).toBeDisabled();
    expect(imageInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit slider Alpha gears' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete slider Alpha gears' })).toBeDisabled();
    // A second submit while busy is ignored.
    fireEvent.submit(submit.closest('form')!);
    expect(callsTo(fetchMock, ADD)).toHaveLength(1);

    await act(async () => {
      release(json({ success: true }, 201));
      await Promise.resolve();
    });
    expect(await screen.findByText(ADMIN_MESSAGES.sliderAdded('Alpha'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Slider' })).toBeEnabled();
  });
});

describe('SlidersPage: edit', () => {
  it('fills the form, shows the current image, focuses Title and turns the button green', async () => {
    const { user } = renderSliders({ [LIST]: json([ALPHA, BETA]) });
    await screen.findByRole('cell', { name: 'Alpha gears' });
    // A file chosen before Edit is cleared.
    await user.upload(imageInput(), png());
    expect(screen.getByRole('img', { name: 'Preview of slider image' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit slider Beta shafts' }));

    expect(screen.getByRole('heading', { name: 'Update Slider' })).toBeInTheDocument();
    expect(titleInput()).toHaveValue('Beta shafts');
    expect(descriptionInput()).toHaveValue('Hardened shafts');
    expect(titleInput()).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByText('(Optional)')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of slider image' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current image of image' })).toHaveAttribute(
      'src',
      '/backend/uploads/sliders/beta.jpg',
    );
    expect(screen.getByRole('button', { name: 'Update Slider' })).toHaveClass('success');

    // The old image shows only while no new one is chosen.
    await user.upload(imageInput(), png('new.png'));
    expect(screen.queryByRole('img', { name: 'Current image of image' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of slider image' })).toBeInTheDocument();
  });

  it('Cancel returns to add mode with empty fields', async () => {
    const { user } = renderSliders({ [LIST]: json([ALPHA]) });
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { name: 'Add New Slider' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Slider' })).not.toHaveClass('success');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(titleInput()).toHaveValue('');
    expect(descriptionInput()).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Current image of image' })).not.toBeInTheDocument();
    expect(titleInput()).toHaveFocus();
  });

  it('updates without a new image, toasts, reloads and returns to add mode', async () => {
    const renamed = { ...ALPHA, title: 'Alpha renamed' };
    const { fetchMock, user } = renderSliders({
      [LIST]: lists([ALPHA], [renamed]),
      [update(1)]: json({ success: true, slider: renamed }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    await user.clear(titleInput());
    await user.type(titleInput(), 'Alpha renamed');
    await user.click(screen.getByRole('button', { name: 'Update Slider' }));

    expect(
      await screen.findByText(ADMIN_MESSAGES.sliderUpdated('Alpha renamed')),
    ).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Alpha renamed' })).toBeInTheDocument();
    const body = formData(fetchMock, update(1));
    expect(body.get('title')).toBe('Alpha renamed');
    expect(body.get('description')).toBe('Precision gears');
    expect(body.has('image')).toBe(false);
    expect(authHeader(fetchMock, update(1))).toBe('Bearer admin-token');
    expect(screen.getByRole('heading', { name: 'Add New Slider' })).toBeInTheDocument();
    expect(titleInput()).toHaveValue('');
  });

  it('sends a new image when one is chosen', async () => {
    const { fetchMock, user } = renderSliders({
      [LIST]: json([ALPHA]),
      [update(1)]: json({ success: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    const file = png('replacement.png');
    await user.upload(imageInput(), file);
    await user.click(screen.getByRole('button', { name: 'Update Slider' }));
    expect(
      await screen.findByText(ADMIN_MESSAGES.sliderUpdated('Alpha gears')),
    ).toBeInTheDocument();
    expect(formData(fetchMock, update(1)).get('image')).toBe(file);
  });

  it('still requires title and description when editing', async () => {
    const { fetchMock, user } = renderSliders({ [LIST]: json([ALPHA]) });
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    await user.clear(descriptionInput());
    await user.click(screen.getByRole('button', { name: 'Update Slider' }));
    expect(await screen.findByText(VALIDATION.sliderTitleDescriptionRequired)).toBeInTheDocument();
    expect(descriptionInput()).toHaveFocus();
    expect(screen.queryByText(VALIDATION.sliderImageRequired)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, update(1))).toHaveLength(0);
  });

  it('saves a stored description over our limit unchanged; typing is held to the limit (issue 14)', async () => {
    const long = { ...ALPHA, description: 'D'.repeat(1200) };
    const { fetchMock, user } = renderSliders({
      [LIST]: json([long]),
      [update(1)]: json({ success: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    expect(descriptionInput()).toHaveValue(long.description);
    await user.click(screen.getByRole('button', { name: 'Update Slider' }));
    expect(await screen.findByText('Slider "Alpha gears" updated successfully!')).toBeVisible();
    expect(formData(fetchMock, update(1)).get('description')).toBe(long.description);

    // A new text is typed under the field's limit (the server refuses a longer changed one).
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    await user.clear(descriptionInput());
    await user.paste('E'.repeat(1200));
    expect(descriptionInput()).toHaveValue('E'.repeat(1000));
  });

  it("says 'Failed to update slider!' and stays in edit mode on failure", async () => {
    const { user } = renderSliders({
      [LIST]: json([ALPHA]),
      [update(1)]: json({ success: false }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    await user.click(screen.getByRole('button', { name: 'Update Slider' }));
    expect(await screen.findByText(ADMIN_MESSAGES.sliderUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Update Slider' })).toBeInTheDocument();
    expect(titleInput()).toHaveValue('Alpha gears');
  });

  it("shows the server's error for a failed update", async () => {
    const { user } = renderSliders({
      [LIST]: json([ALPHA]),
      [update(1)]: json({ success: false, error: 'Slider not found' }, 404),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    await user.click(screen.getByRole('button', { name: 'Update Slider' }));
    expect(await screen.findByText('Slider not found')).toBeInTheDocument();
  });

  it('says the backend is down when an update cannot reach it', async () => {
    const { user } = renderSliders({
      [LIST]: json([ALPHA]),
      [update(1)]: new TypeError('Failed to fetch'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    await user.click(screen.getByRole('button', { name: 'Update Slider' }));
    expect(await screen.findByText(ADMIN_MESSAGES.backendDown)).toBeInTheDocument();
  });
});

describe('SlidersPage: delete', () => {
  const confirmText = (title: string) => `Are you sure you want to delete the slider "${title}"?`;

  it('asks first; Cancel keeps the slider and sends nothing', async () => {
    const { fetchMock, user } = renderSliders({ [LIST]: json([ALPHA]) });
    await user.click(await screen.findByRole('button', { name: 'Delete slider Alpha gears' }));

    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText(confirmText('Alpha gears'))).toBeInTheDocument();
    const cancels = within(dialog).getAllByRole('button', { name: 'Cancel' });
    await user.click(cancels[cancels.length - 1]!);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, remove(1))).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'Alpha gears' })).toBeInTheDocument();
  });

  it('deletes after confirmation, toasts and reloads the list', async () => {
    const { fetchMock, user } = renderSliders({
      [LIST]: lists([ALPHA, BETA], [BETA]),
      [remove(1)]: json({ success: true, message: 'gone' }),
    });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Delete slider Alpha gears' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText(ADMIN_MESSAGES.sliderDeleted('Alpha gears')),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('cell', { name: 'Alpha gears' })).not.toBeInTheDocument();
    });
    expect(authHeader(fetchMock, remove(1))).toBe('Bearer admin-token');
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it("names a slider without a title 'Untitled'", async () => {
    const untitled = { ...ALPHA, title: null };
    const { user } = renderSliders({
      [LIST]: lists([untitled], []),
      [remove(1)]: json({ success: true }),
    });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Delete slider Untitled' }));
    expect(screen.getByText(confirmText('Untitled'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADMIN_MESSAGES.sliderDeleted('Untitled'))).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_MESSAGES.noSliders)).toBeInTheDocument();
  });

  it("reads 'Deleting...' on the row while it runs, with the controls disabled", async () => {
    const { answer, release } = deferred();
    const { user } = renderSliders({ [LIST]: json([ALPHA, BETA]), [remove(1)]: answer });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Delete slider Alpha gears' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const row = rowOf('Alpha gears');
    expect(within(row).getByRole('button', { name: ADMIN_MESSAGES.deleting })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete slider Beta shafts' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Slider' })).toBeDisabled();
    expect(titleInput()).toBeDisabled();
    await act(async () => {
      release(json({ success: true }));
      await Promise.resolve();
    });
    expect(
      await screen.findByText(ADMIN_MESSAGES.sliderDeleted('Alpha gears')),
    ).toBeInTheDocument();
  });

  it("says 'Failed to delete slider!' for a failed delete, even with a server error", async () => {
    const { user } = renderSliders({
      [LIST]: json([ALPHA]),
      [remove(1)]: json({ success: false, error: 'Slider not found' }, 404),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete slider Alpha gears' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADMIN_MESSAGES.sliderDeleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Alpha gears' })).toBeInTheDocument();
  });

  it('says the backend is down when a delete cannot reach it', async () => {
    const { user } = renderSliders({
      [LIST]: json([ALPHA]),
      [remove(1)]: new TypeError('Failed to fetch'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete slider Alpha gears' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADMIN_MESSAGES.backendDown)).toBeInTheDocument();
  });

  it('leaves edit mode when the slider being edited is deleted', async () => {
    const { user } = renderSliders({
      [LIST]: lists([ALPHA, BETA], [BETA]),
      [remove(1)]: json({ success: true }),
    });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Edit slider Alpha gears' }));
    await user.click(screen.getByRole('button', { name: 'Delete slider Alpha gears' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Add New Slider' })).toBeInTheDocument();
  });
});
