import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTime } from './admin-time';

describe('AdminTime', () => {
  it('shows day, month, year and time the one admin way, the exact instant kept', () => {
    render(<AdminTime value="2026-11-25T04:46:09.000Z" />);
    const time = screen.getByText(/2026/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-25T04:46:09.000Z');
    // "25 Nov 2026, 4:46 am" in the owner's zone: day before month, lower-case am/pm.
    expect(time.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2} 2026, \d{1,2}:\d{2} (am|pm)$/);
    expect(time).toHaveAttribute('title', expect.stringMatching(/:09 (am|pm)/));
  });

  it('shows a value that is not a date as it came, and nothing for none', () => {
    const { container, rerender } = render(<AdminTime value="yesterday" />);
    expect(container.textContent).toBe('yesterday');
    rerender(<AdminTime value={null} />);
    expect(container.textContent).toBe('');
  });
});
