import { describe, expect, it } from 'vitest';
import type { Lead } from './store.ts';
import {
  ALLOWED_ORIGIN,
  OTHER_ORIGIN,
  accessControlHeaders,
  bearer,
  expectMessageError,
  login,
  pngBlob,
  postJson,
  readJson,
  useTestBackend,
} from './test-support.ts';

const { backend, state } = useTestBackend({ reset: true });

describe('foreign backend: CORS', () => {
  it('echoes an allowed origin on answers, errors included', async () => {
    for (const path of ['/api/subcategories', '/api/ebrochure', '/nope']) {
      const response = await fetch(`${backend().apiUrl}${path}`, {
        headers: { Origin: ALLOWED_ORIGIN },
      });
      expect.soft(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect.soft(response.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('answers an allowed preflight with 204 and the allowed methods and headers', async () => {
    const response = await fetch(`${backend().apiUrl}/api/subcategories/abc`, {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe(
      'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    );
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type,Accept',
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });

  it('sends no CORS header to any other origin', async () => {
    const get = await fetch(`${backend().apiUrl}/api/subcategories`, {
      headers: { Origin: OTHER_ORIGIN },
    });
    expect(get.status).toBe(200);
    expect(accessControlHeaders(get)).toEqual([]);
    const preflight = await fetch(`${backend().apiUrl}/api/subcategories`, {
      method: 'OPTIONS',
      headers: { Origin: OTHER_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(accessControlHeaders(preflight)).toEqual([]);
  });
});

describe('foreign backend: auth', () => {
  it('logs in with the configured credentials and refuses others with 401', async () => {
    const bad = await postJson(`${backend().apiUrl}/logAdmin`, {
      username: 'admin',
      password: 'x',
    });
    expect(bad.status).toBe(401);
    expect(await readJson(bad)).toEqual({
      success: false,
      message: 'Invalid username or password',
    });
    const good = await postJson(`${backend().apiUrl}/logAdmin`, {
      username: 'admin',
      password: 'foreign-pass',
    });
    expect(good.status).toBe(200);
    const body = (await readJson(good)) as { success: boolean; token: string; message: string };
    expect(body).toEqual({ success: true, token: body.token, message: 'Login successful' });
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('requires the token on product and e-brochure writes, not on reads', async () => {
    const [product] = (await state()).products;
    const form = new FormData();
    form.set('title', 'T');
    form.set('description', '<p>D</p>');
    form.set('image', pngBlob(), 'a.png');
    const writes: [string, string, FormData | undefined][] = [
      ['POST', '/api/subcategories', form],
      ['PATCH', `/api/subcategories/${product!.id}`, form],
      ['DELETE', `/api/subcategories/${product!.id}`, undefined],
      ['POST', '/api/ebrochure', new FormData()],
      ['DELETE', '/api/ebrochure', undefined],
    ];
    for (const authorization of [undefined, 'Bearer not-a-token', 'Basic YWRtaW46eA==']) {
      for (const [method, path, body] of writes) {
        const response = await fetch(`${backend().apiUrl}${path}`, {
          method,
          body,
          headers: authorization === undefined ? {} : { Authorization: authorization },
        });
        await expectMessageError(response, 401, 'Unauthorized');
      }
    }
    const junk = { Authorization: 'Bearer junk' };
    expect((await fetch(`${backend().apiUrl}/api/subcategories`, { headers: junk })).status).toBe(
      200,
    );
    expect((await fetch(`${backend().apiUrl}/api/ebrochure`, { headers: junk })).status).toBe(404);
    expect((await state()).products).toHaveLength(4);
  });

  it('revokes the token on logout', async () => {
    const token = await login(backend().apiUrl);
    const logout = await postJson(`${backend().apiUrl}/logout`, {}, bearer(token));
    expect(logout.status).toBe(200);
    expect(await readJson(logout)).toEqual({ message: 'Logged out' });
    const after = await fetch(`${backend().apiUrl}/api/ebrochure`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    await expectMessageError(after, 401, 'Unauthorized');
    await expectMessageError(
      await postJson(`${backend().apiUrl}/logout`, {}, bearer(token)),
      401,
      'Unauthorized',
    );
  });
});

describe('foreign backend: public forms', () => {
  it('accepts a brochure request with 200 and ignores extra fields', async () => {
    const response = await postJson(`${backend().apiUrl}/api/send-email`, {
      name: 'Asha',
      email: 'asha@example.com',
      contact: '+91 98765 43210',
      website: '',
      elapsedMs: 4200,
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ message: 'Email sent successfully' });
    const [lead] = (await state()).leads;
    expect(lead).toMatchObject({
      kind: 'send-email',
      name: 'Asha',
      email: 'asha@example.com',
      contact: '+91 98765 43210',
    } satisfies Partial<Lead>);
    expect(lead).not.toHaveProperty('website');
  });

  it('accepts contact messages and inquiries with 201', async () => {
    const contact = await postJson(`${backend().apiUrl}/api/contact`, {
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '12345',
      message: 'Hello',
    });
    expect(contact.status).toBe(201);
    expect(await readJson(contact)).toEqual({ message: 'Message sent successfully' });
    const inquiry = await postJson(`${backend().apiUrl}/api/inquiry/c`, {
      name: 'Mira',
      email: 'mira@example.com',
      contact: '555',
      message: 'Quote please',
    });
    expect(inquiry.status).toBe(201);
    expect(await readJson(inquiry)).toEqual({
      success: true,
      message: 'Inquiry submitted successfully',
    });
    expect((await state()).leads.map((lead) => lead.kind)).toEqual(['contact', 'inquiry']);
  });

  it('answers 400 { message } only when a field is missing or blank', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/send-email', { name: 'A', email: 'a@example.com' }],
      ['/api/contact', { name: 'A', email: 'a@example.com', phone: '1', message: '  ' }],
      ['/api/inquiry/c', { name: 'A', email: 'a@example.com', message: 'm' }],
    ];
    for (const [path, body] of cases) {
      await expectMessageError(
        await postJson(`${backend().apiUrl}${path}`, body),
        400,
        'All fields are required',
      );
    }
    const malformed = await fetch(`${backend().apiUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    await expectMessageError(malformed, 400);
    expect((await state()).leads).toEqual([]);
  });
});
