import { QUOTE_OFFER } from '@gear/contract/quotes';
import { renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type MockAnswer } from '@/test/mock-fetch';
import { forgetQuoteOffer, loadQuoteOffer, useQuoteOffer } from './quote-list';

const GET = 'GET /backend/api/quote';

beforeEach(() => {
  forgetQuoteOffer();
});

function Offer() {
  return <p>{useQuoteOffer()}</p>;
}

describe('useQuoteOffer', () => {
  it("is 'unknown' on the server, without asking", () => {
    const fetchMock = mockFetch({ [GET]: json(QUOTE_OFFER) });
    expect(renderToString(<Offer />)).toContain('unknown');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is 'offered' when GET /api/quote answers the offer, asked once for every user", async () => {
    const fetchMock = mockFetch({ [GET]: json(QUOTE_OFFER) });
    const first = renderHook(() => useQuoteOffer());
    const second = renderHook(() => useQuoteOffer());
    expect(first.result.current).toBe('unknown');
    await waitFor(() => {
      expect(first.result.current).toBe('offered');
    });
    expect(second.result.current).toBe('offered');
    // A component mounted later (the next page) reads the answer at once.
    const later = renderHook(() => useQuoteOffer());
    expect(later.result.current).toBe('offered');
    expect(callsTo(fetchMock, GET)).toHaveLength(1);
  });

  it.each<[string, MockAnswer]>([
    ['a 404 (a backend written from SPEC alone)', json({ message: 'Not Found' }, 404)],
    ['a 500', json({ error: 'Internal error' }, 500)],
    ['a 200 that is not an offer', json({ hello: 'world' })],
    ['a page instead of JSON', new Response('<!doctype html><title>x</title>', { status: 200 })],
    ['no answer', new TypeError('Failed to fetch')],
  ])("is 'absent' after %s", async (_case, answer) => {
    mockFetch({ [GET]: answer });
    const { result } = renderHook(() => useQuoteOffer());
    await waitFor(() => {
      expect(result.current).toBe('absent');
    });
    await expect(loadQuoteOffer()).resolves.toBe('absent');
  });
});
