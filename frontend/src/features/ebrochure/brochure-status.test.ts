import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { brochureErrorMessage, loadErrorDetail, statusTone } from './brochure-status';

describe('statusTone', () => {
  it.each([
    ['Success! Preparing your download...', 'success'],
    ['Download started! Thank you for your interest.', 'success'],
    ['Thank you', 'success'],
    ['Processing your request...', 'info'],
    ['Please fill in all required fields.', 'error'],
    ['Error: Brochure not available. Please try again later.', 'error'],
    ['Please provide all required fields.', 'error'],
    ['Error sending email. Please try again.', 'error'],
    ['Error processing your request. Please try again.', 'error'],
    ['Network error. Please check your connection.', 'error'],
  ] as const)('%s → %s', (message, tone) => {
    expect(statusTone(message)).toBe(tone);
  });

  it('prefers green over blue when both words appear', () => {
    expect(statusTone('Processing... Success')).toBe('success');
  });
});

describe('brochureErrorMessage', () => {
  it.each([
    [400, 'Please provide all required fields.'],
    [500, 'Error sending email. Please try again.'],
    [503, 'Error processing your request. Please try again.'],
    [429, 'Error processing your request. Please try again.'],
  ])('HTTP %i → %s', (status, message) => {
    expect(brochureErrorMessage(new ApiError('http', 'x', { status }))).toBe(message);
  });

  it('no response → the network message', () => {
    expect(brochureErrorMessage(new ApiError('network', 'down'))).toBe(
      'Network error. Please check your connection.',
    );
    expect(brochureErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection.',
    );
  });
});

describe('loadErrorDetail', () => {
  it('uses the error message, with a generic text when there is none', () => {
    expect(loadErrorDetail(new Error('Database offline'))).toBe('Database offline');
    expect(loadErrorDetail('nope')).toBe('The brochure information could not be loaded.');
  });
});
