import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { rawAnswer } from '@/test/raw-answer';
import { HandedAnswersProvider, useHandedAnswer, type HandedAnswers } from './handover';

const withAnswers = (answers: HandedAnswers | null | undefined) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <HandedAnswersProvider answers={answers}>{children}</HandedAnswersProvider>;
  };

describe('handed-over answers', () => {
  it('gives a page the answer its loader read for an API path, and nothing for other paths', () => {
    const sliders = rawAnswer([]);
    const wrapper = withAnswers({ '/sliders/getSliders': sliders });
    expect(
      renderHook(() => useHandedAnswer('/sliders/getSliders'), { wrapper }).result.current,
    ).toBe(sliders);
    expect(
      renderHook(() => useHandedAnswer('/api/subcategories'), { wrapper }).result.current,
    ).toBeUndefined();
  });

  it('has none on a client-side navigation (clientLoader: null) or outside a page', () => {
    for (const answers of [null, undefined, {}]) {
      const wrapper = withAnswers(answers);
      expect
        .soft(renderHook(() => useHandedAnswer('/sliders/getSliders'), { wrapper }).result.current)
        .toBeUndefined();
    }
    expect(renderHook(() => useHandedAnswer('/sliders/getSliders')).result.current).toBeUndefined();
  });
});
