import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pagesImages } from '@/assets/images/site-images';
import { pageTitle, VIDEO_MODAL } from '@/config/site';
import { renderPage } from '@/test/render-with-router';
import { expectHeadingOutline } from '../heading-outline';
import { VIDEO_TILES } from '../videos';
import { InfrastructurePage } from './infrastructure-page';

const renderInfrastructure = () => renderPage(<InfrastructurePage />, { path: '/infrastructure' });

/** matchMedia that reports prefers-reduced-motion: reduce. */
function preferReducedMotion() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}

describe('InfrastructurePage', () => {
  it('shows the banner, the shaft highlight, the global statement and the video grid', () => {
    renderInfrastructure();

    expect(screen.getByRole('heading', { level: 1, name: 'Infrastructure' })).toBeVisible();
    expect(document.title).toBe(pageTitle('Infrastructure'));

    const shaft = screen.getByRole('region', { name: 'Gearbox Transmission Shaft' });
    expect(shaft).toHaveTextContent('EN-19 chromium-molybdenum steel');
    expect(shaft).toHaveTextContent('Through hardening plus induction hardening');
    expect(shaft).toHaveTextContent('Induction hardened surface 55-60 HRC');
    expect(shaft).toHaveTextContent('Automotive transmissions, gearboxes, industrial drives');
    for (const feature of [
      'Toughness and strength',
      'Fatigue resistance',
      'Precision ground and tested for concentricity',
      'Custom lengths and spline profiles',
    ]) {
      expect.soft(within(shaft).getByText(feature)).toBeInTheDocument();
    }
    expect(
      within(shaft).getByRole('img', { name: pagesImages['infrastructure-shaft'].alt }),
    ).toHaveAttribute('loading', 'lazy');

    expect(screen.getByRole('heading', { level: 2, name: 'Manufactured Globally' })).toBeVisible();
    const videos = screen.getByRole('region', { name: 'Industrial Machinery Videos' });
    expect(within(videos).getAllByRole('button', { name: /^Play video \d$/ })).toHaveLength(3);
    expectHeadingOutline();
  });

  it('keeps every video address empty, as the spec has them', () => {
    expect(VIDEO_TILES.map((tile) => tile.videoUrl)).toEqual(['', '', '']);
  });

  it('draws the rotating gears as a decorative, animated graphic', () => {
    const { container } = renderInfrastructure();
    const gears = container.querySelector('svg[data-animated]');
    expect(gears).toHaveAttribute('aria-hidden', 'true');
    expect(gears).toHaveAttribute('data-animated', 'true');
    expect(gears?.querySelectorAll('path')).toHaveLength(3);
  });

  it('keeps the gears still and does not autoplay under prefers-reduced-motion', async () => {
    preferReducedMotion();
    const user = userEvent.setup();
    const { container } = renderInfrastructure();
    expect(container.querySelector('svg[data-animated]')).toHaveAttribute('data-animated', 'false');

    await user.click(screen.getByRole('button', { name: 'Play video 1' }));
    const video = screen.getByRole('dialog').querySelector('video');
    expect(video?.autoplay).toBe(false);
  });

  it('opens a video in a modal that closes with its button and with Escape', async () => {
    const user = userEvent.setup();
    renderInfrastructure();

    const second = screen.getByRole('button', { name: 'Play video 2' });
    await user.click(second);
    const dialog = screen.getByRole('dialog', { name: 'Machinery video 2' });
    expect(dialog).toHaveStyle({ maxWidth: VIDEO_MODAL.maxWidth });
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.autoplay).toBe(true);
    expect(video?.controls).toBe(true);
    expect(video).not.toHaveAttribute('src');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This video is not available yet.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();

    const third = screen.getByRole('button', { name: 'Play video 3' });
    await user.click(third);
    expect(screen.getByRole('dialog', { name: 'Machinery video 3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(third).toHaveFocus();
  });

  it('hides a thumbnail that fails to load and keeps its tile', () => {
    renderInfrastructure();
    const tile = screen.getByRole('button', { name: 'Play video 1' });
    const thumbnail = tile.querySelector('img');
    expect(thumbnail).not.toBeNull();
    expect(thumbnail).toHaveAttribute('width', '640');
    fireEvent.error(thumbnail!);
    expect(tile.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video 1' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Play video 2' }).querySelector('img'),
    ).not.toBeNull();
  });
});
