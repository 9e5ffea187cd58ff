import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formFailureMessage } from './form-failure-message';

const httpError = (serverError: string | undefined) =>
  new ApiError('http', 'HTTP 400', { status: 400, serverError });

describe('formFailureMessage (SPEC §8 Inquiry and the contact form)', () => {
  it.each([
    ['the server names the error', httpError('Email is required'), 'Email is required'],
    [
      'the server names none',
      httpError(undefined),
      'Failed to send your message. Please try again.',
    ],
    ['no answer', new TypeError('Failed to fetch'), 'An error occurred. Please try again later.'],
  ])('%s', (_case, error, message) => {
    expect(formFailureMessage(error)).toBe(message);
  });
});
