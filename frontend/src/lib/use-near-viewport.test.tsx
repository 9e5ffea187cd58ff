import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe({ margin }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, margin);
  return (
    <div ref={ref}>
      <input aria-label="field" />
      <p>{near ? 'near' : 'far'}</p>
    </div>
  );
}

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

function fakeObserver() {
  const observers: { callback: Callback; options: IntersectionObserverInit | undefined }[] = [];
  class FakeIntersectionObserver {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observers;
}

describe('useNearViewport', () => {
  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true when the element comes within the margin, and stays true', () => {
    const observers = fakeObserver();
    render(<Probe margin="300px" />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]?.options).toEqual({ rootMargin: '300px' });
    act(() => {
      observers[0]?.callback([{ isIntersecting: false }]);
    });
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => {
      observers[0]?.callback([{ isIntersecting: true }]);
    });
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true when focus enters the element before it is seen', () => {
    fakeObserver();
    render(<Probe />);
    act(() => {
      screen.getByLabelText('field').focus();
    });
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
