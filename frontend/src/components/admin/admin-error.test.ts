import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { adminErrorMessage, detailsText, successMessage } from './admin-error';

const network = new ApiError('network', 'The server could not be reached.');
const http = (init: ConstructorParameters<typeof ApiError>[2]) =>
  new ApiError('http', 'Request failed', { status: 400, ...init });

describe('adminErrorMessage (SPEC §8 Admin)', () => {
  it('says the backend is down on a network failure, unless told to use the fallback', () => {
    expect(adminErrorMessage(network, { fallback: 'Failed to fetch sliders!' })).toBe(
      ADMIN_MESSAGES.backendDown,
    );
    expect(
      adminErrorMessage(network, { fallback: ADMIN_MESSAGES.productsFetchFailed, network: false }),
    ).toBe(ADMIN_MESSAGES.productsFetchFailed);
  });

  it("uses the server's error field only when asked, else the fallback", () => {
    const error = http({ serverError: 'Title must be at most 150 characters.' });
    expect(adminErrorMessage(error, { fallback: 'Failed to fetch sliders!' })).toBe(
      'Failed to fetch sliders!',
    );
    expect(adminErrorMessage(error, { fallback: 'Failed to add slider!', serverError: true })).toBe(
      'Title must be at most 150 characters.',
    );
    expect(
      adminErrorMessage(http({}), { fallback: 'Failed to add slider!', serverError: true }),
    ).toBe('Failed to add slider!');
  });

  it('appends ": details" when asked and the details are readable', () => {
    const options = { fallback: 'Failed to update slider!', serverError: true, withDetails: true };
    expect(adminErrorMessage(http({ details: 'disk full' }), options)).toBe(
      'Failed to update slider!: disk full',
    );
    expect(adminErrorMessage(http({ serverError: 'Bad', details: ['a', 'b'] }), options)).toBe(
      'Bad: a, b',
    );
    expect(adminErrorMessage(http({ details: { unrecognizedKeys: ['x'] } }), options)).toBe(
      'Failed to update slider!',
    );
  });

  it('falls back for anything that is not an ApiError (parse errors use the fallback too)', () => {
    expect(adminErrorMessage(new Error('boom'), { fallback: 'Failed to upload images!' })).toBe(
      'Failed to upload images!',
    );
    expect(
      adminErrorMessage(new ApiError('parse', 'unexpected'), {
        fallback: 'Failed to upload images!',
      }),
    ).toBe('Failed to upload images!');
  });

  it('reads details and success messages defensively', () => {
    expect(detailsText({ message: ' too big ' })).toBe('too big');
    expect(detailsText(42)).toBeNull();
    expect(successMessage({ message: ' Saved ' }, 'Default')).toBe('Saved');
    expect(successMessage({ message: '' }, 'Default')).toBe('Default');
    expect(successMessage(null, 'Default')).toBe('Default');
  });
});
