import { beforeEach, describe, expect, it } from 'vitest';
import { minimalPdf } from './pdf.ts';
import type { Ebrochure, GalleryItem, Product, Slider } from './store.ts';
import {
  bearer,
  expectMessageError,
  expectMongoRecord,
  login,
  pngBlob,
  readJson,
  useTestBackend,
} from './test-support.ts';

const { backend, state } = useTestBackend({ reset: true });
let token: string;

beforeEach(async () => {
  token = await login(backend().apiUrl);
});

function send(method: string, path: string, body?: FormData, auth = true): Promise<Response> {
  return fetch(`${backend().apiUrl}${path}`, {
    method,
    body,
    headers: auth ? bearer(token) : {},
  });
}

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, value.type === 'application/pdf' ? 'file.pdf' : 'file.png');
  }
  return data;
}

async function assetStatus(url: string): Promise<number> {
  return (await fetch(url)).status;
}

function pdfBlob(): Blob {
  return new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' });
}

describe('foreign backend: sliders (no token needed)', () => {
  it('adds with 201 up to 3, then refuses the 4th', async () => {
    const add = await send(
      'POST',
      '/sliders/addSlider',
      form({ title: 'Third', description: 'Desc', image: pngBlob() }),
      false,
    );
    expect(add.status).toBe(201);
    const body = (await readJson(add)) as { message: string; slider: Slider };
    expect(body.message).toBe('Slider added successfully');
    expectMongoRecord(body.slider);
    expect(body.slider.image.startsWith(`${backend().assetBaseUrl}/files/`)).toBe(true);
    expect(await assetStatus(body.slider.image)).toBe(200);
    await expectMessageError(
      await send(
        'POST',
        '/sliders/addSlider',
        form({ title: 'Fourth', description: 'D', image: pngBlob() }),
      ),
      400,
      'Maximum 3 sliders allowed',
    );
  });

  it('validates title, description and image', async () => {
    await expectMessageError(
      await send(
        'POST',
        '/sliders/addSlider',
        form({ title: ' ', description: 'D', image: pngBlob() }),
      ),
      400,
    );
    await expectMessageError(
      await send('POST', '/sliders/addSlider', form({ title: 'T', description: 'D' })),
      400,
    );
  });

  it('updates (image optional), deleting a replaced file, and deletes', async () => {
    const [slider] = (await state()).sliders;
    const update = await send(
      'PUT',
      `/sliders/updateSlider/${slider!.id}`,
      form({ title: 'Renamed', description: 'New words' }),
      false,
    );
    expect(update.status).toBe(200);
    const updated = (await readJson(update)) as { message: string; slider: Slider };
    expect(updated).toMatchObject({
      message: 'Slider updated successfully',
      slider: { id: slider!.id, title: 'Renamed', image: slider!.image },
    });
    const withImage = await send(
      'PUT',
      `/sliders/updateSlider/${slider!.id}`,
      form({ title: 'Renamed', description: 'New words', image: pngBlob([0, 0, 255]) }),
    );
    const replaced = (await readJson(withImage)) as { slider: Slider };
    expect(replaced.slider.image).not.toBe(slider!.image);
    expect(await assetStatus(slider!.image)).toBe(404);
    await expectMessageError(
      await send(
        'PUT',
        `/sliders/updateSlider/${'a'.repeat(24)}`,
        form({ title: 'x', description: 'y' }),
      ),
      404,
    );
    const remove = await send('DELETE', `/sliders/deleteSlider/${slider!.id}`, undefined, false);
    expect(remove.status).toBe(200);
    expect(await readJson(remove)).toEqual({ message: 'Slider deleted successfully' });
    expect(await assetStatus(replaced.slider.image)).toBe(404);
    await expectMessageError(await send('DELETE', `/sliders/deleteSlider/${slider!.id}`), 404);
  });
});

describe('foreign backend: products', () => {
  it('creates with 201 { message, data }, storing the HTML description as given', async () => {
    const description = '<h2>Bevel</h2><p>With <em>HTML</em> &amp; entities</p>';
    const title = `Bevel Gear ${'with a very long name '.repeat(20)}`.trim();
    const response = await send(
      'POST',
      '/api/subcategories',
      form({
        title,
        description,
        image: pngBlob(),
        subimg1: pngBlob([0, 255, 0]),
        subimg3: pngBlob(),
      }),
    );
    expect(response.status).toBe(201);
    const body = (await readJson(response)) as { message: string; data: Product };
    expect(body.message).toBe('Subcategory created successfully');
    expectMongoRecord(body.data);
    expect(body.data).toMatchObject({ title, description, sub_image2: '', sub_image4: '' });
    for (const url of [body.data.product_image, body.data.sub_image1, body.data.sub_image3]) {
      expect.soft(url.startsWith(`${backend().assetBaseUrl}/files/`)).toBe(true);
      expect.soft(await assetStatus(url)).toBe(200);
    }
  });

  it('requires title, description and the main image', async () => {
    const cases: Record<string, string | Blob>[] = [
      { description: '<p>d</p>', image: pngBlob() },
      { title: 'T', image: pngBlob() },
      { title: 'T', description: '<p>d</p>' },
    ];
    for (const fields of cases) {
      await expectMessageError(await send('POST', '/api/subcategories', form(fields)), 400);
    }
    expect((await state()).products).toHaveLength(4);
  });

  it('patches: new file wins, existingSubimgN keeps, otherwise the slot empties', async () => {
    const spur = (await state()).products[0]!;
    const response = await send(
      'PATCH',
      `/api/subcategories/${spur.id}`,
      form({
        title: 'Spur Gear v2',
        description: '<p>v2</p>',
        subimg1: pngBlob([1, 2, 3]),
        existingSubimg2: spur.sub_image2,
        existingSubimg3: '',
      }),
    );
    expect(response.status).toBe(200);
    const { message, data } = (await readJson(response)) as { message: string; data: Product };
    expect(message).toBe('Subcategory updated successfully');
    expect(data).toMatchObject({
      id: spur.id,
      title: 'Spur Gear v2',
      description: '<p>v2</p>',
      product_image: spur.product_image,
      sub_image2: spur.sub_image2,
      sub_image3: '',
    });
    expect(data.sub_image1).not.toBe(spur.sub_image1);
    expect(await assetStatus(spur.sub_image1)).toBe(404);
    expect(await assetStatus(spur.sub_image2)).toBe(200);

    const dropAll = await send(
      'PATCH',
      `/api/subcategories/${spur.id}`,
      form({ title: 'Spur Gear v3', description: '<p>v3</p>', image: pngBlob() }),
    );
    const v3 = ((await readJson(dropAll)) as { data: Product }).data;
    expect(v3.product_image).not.toBe(spur.product_image);
    expect([v3.sub_image1, v3.sub_image2]).toEqual(['', '']);
    expect(await assetStatus(spur.product_image)).toBe(404);
    expect(await assetStatus(spur.sub_image2)).toBe(404);

    await expectMessageError(
      await send('PATCH', `/api/subcategories/${spur.id}`, form({ title: '', description: 'x' })),
      400,
    );
    await expectMessageError(
      await send(
        'PATCH',
        `/api/subcategories/${'b'.repeat(24)}`,
        form({ title: 'x', description: 'y' }),
      ),
      404,
      'Subcategory not found',
    );
  });

  it('deletes with 200 and removes the files', async () => {
    const spur = (await state()).products[0]!;
    const response = await send('DELETE', `/api/subcategories/${spur.id}`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ message: 'Subcategory deleted successfully' });
    expect(await assetStatus(spur.product_image)).toBe(404);
    expect(await assetStatus(spur.sub_image1)).toBe(404);
    await expectMessageError(
      await fetch(`${backend().apiUrl}/api/subcategories/${spur.id}`),
      404,
      'Subcategory not found',
    );
  });
});

describe('foreign backend: e-brochure', () => {
  it('creates (both files), updates (either file), answers, and deletes', async () => {
    await expectMessageError(
      await send('POST', '/api/ebrochure', form({ cover_image: pngBlob() })),
      400,
      'Both cover image and PDF file are required',
    );
    const create = await send(
      'POST',
      '/api/ebrochure',
      form({ cover_image: pngBlob(), pdf_file: pdfBlob() }),
    );
    expect(create.status).toBe(201);
    const created = (await readJson(create)) as { message: string; data: Ebrochure };
    expect(created.message).toBe('E-Brochure created successfully');
    expectMongoRecord(created.data);
    expect(created.data.pdf_file).toMatch(/\/files\/[0-9a-f]{32}\.pdf$/);

    const get = await fetch(`${backend().apiUrl}/api/ebrochure`);
    expect(get.status).toBe(200);
    const record = (await readJson(get)) as Ebrochure;
    expect(Object.keys(record).sort()).toEqual(
      ['_id', 'id', 'cover_image', 'pdf_file', 'createdAt', 'updatedAt', '__v'].sort(),
    );

    const update = await send('POST', '/api/ebrochure', form({ pdf_file: pdfBlob() }));
    expect(update.status).toBe(200);
    const updated = (await readJson(update)) as { message: string; data: Ebrochure };
    expect(updated.message).toBe('E-Brochure updated successfully');
    expect(updated.data.id).toBe(created.data.id);
    expect(updated.data.cover_image).toBe(created.data.cover_image);
    expect(updated.data.pdf_file).not.toBe(created.data.pdf_file);
    expect(await assetStatus(created.data.pdf_file)).toBe(404);
    const pdf = await fetch(updated.data.pdf_file);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);

    await expectMessageError(await send('POST', '/api/ebrochure', new FormData()), 400);

    const remove = await send('DELETE', '/api/ebrochure');
    expect(remove.status).toBe(200);
    expect(await readJson(remove)).toEqual({ message: 'E-Brochure deleted successfully' });
    expect(await assetStatus(updated.data.cover_image)).toBe(404);
    await expectMessageError(await send('DELETE', '/api/ebrochure'), 404);
    await expectMessageError(await fetch(`${backend().apiUrl}/api/ebrochure`), 404);
  });
});

describe('foreign backend: gallery (no token needed)', () => {
  it('uploads several with 201, replaces one, deletes one', async () => {
    const data = new FormData();
    data.append('images', pngBlob([1, 1, 1]), 'a.png');
    data.append('images', new Blob([new Uint8Array(10)], { type: 'image/gif' }), 'b.gif');
    const upload = await send('POST', '/gallery/upload', data, false);
    expect(upload.status).toBe(201);
    const { message, items } = (await readJson(upload)) as {
      message: string;
      items: GalleryItem[];
    };
    expect(message).toBe('Images uploaded successfully');
    expect(items).toHaveLength(2);
    items.forEach(expectMongoRecord);
    const gif = await fetch(items[1]!.image);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    await gif.arrayBuffer();

    await expectMessageError(await send('POST', '/gallery/upload', new FormData(), false), 400);

    const put = await send('PUT', `/gallery/${items[0]!.id}`, form({ images: pngBlob() }), false);
    expect(put.status).toBe(200);
    const { updatedItem } = (await readJson(put)) as { updatedItem: GalleryItem };
    expect(updatedItem.id).toBe(items[0]!.id);
    expect(updatedItem.image).not.toBe(items[0]!.image);
    expect(await assetStatus(items[0]!.image)).toBe(404);

    const two = new FormData();
    two.append('images', pngBlob(), 'a.png');
    two.append('images', pngBlob(), 'b.png');
    await expectMessageError(await send('PUT', `/gallery/${items[0]!.id}`, two, false), 400);
    await expectMessageError(await send('PUT', `/gallery/${items[0]!.id}`, new FormData()), 400);
    await expectMessageError(
      await send('PUT', `/gallery/${'c'.repeat(24)}`, form({ images: pngBlob() })),
      404,
    );

    const remove = await send('DELETE', `/gallery/${items[1]!.id}`, undefined, false);
    expect(remove.status).toBe(200);
    expect(await readJson(remove)).toEqual({ message: 'Image deleted successfully' });
    expect(await assetStatus(items[1]!.image)).toBe(404);
    expect((await state()).gallery).toHaveLength(4);
  });
});
