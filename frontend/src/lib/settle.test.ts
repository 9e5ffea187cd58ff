import { describe, expect, it } from 'vitest';
import { settleLater } from './settle';

describe('settleLater', () => {
  it('gives a function that returns the value', async () => {
    const read = await settleLater(Promise.resolve([1, 2]), new AbortController().signal);
    expect(read()).toEqual([1, 2]);
  });

  it("gives a function that throws the failure, so it is settled like a handed-over answer's", async () => {
    const failure = new Error('down');
    const read = await settleLater(Promise.reject(failure), new AbortController().signal);
    expect(read).toThrow(failure);
  });

  it('rejects when the run was aborted: an abort is no result to show', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    controller.abort(abort);
    await expect(settleLater(Promise.reject(abort), controller.signal)).rejects.toBe(abort);
  });
});
