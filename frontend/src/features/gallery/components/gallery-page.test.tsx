import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { scrollWindowTo } from '@/test/scroll-window';
import { GalleryPage } from './gallery-page';

const LOADED_AT = 1_732_300_000_000;
const ITEMS = [
  { id: 1, image: '/uploads/one.jpg' },
  { id: 2, image: '/uploads/two.jpg' },
  { id: 3, image: 'https://cdn.example.com/three.jpg' },
];
const FALLBACK_ALTS = [
  'Helical gear set',
  'Spline shaft',
  'Bevel gear pair',
  'Gearbox assembly',
  'Sprockets',
];

const render = () => renderPage(<GalleryPage />, { path: '/gallery' });

/** The 'Collection of Gears' section. */
async function collection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Collection of Gears' });
  const section = heading.closest('section');
  if (!section) throw new Error('no section');
  return section;
}

describe('GalleryPage', () => {
  it("shows the hero and the server's images with a timestamp query", async () => {
    vi.spyOn(Date, 'now').mockReturnValue(LOADED_AT);
    mockFetch({ 'GET /backend/gallery/': json(ITEMS) });
    render();

    expect(screen.getByRole('heading', { level: 1, name: 'Our Gallery' })).toBeInTheDocument();
    const section = await collection();
    const tiles = await within(section).findAllByRole('button', { name: /^View / });
    expect(tiles).toHaveLength(3);
    expect(tiles.map((tile) => tile.querySelector('img')?.getAttribute('src'))).toEqual([
      `/backend/uploads/one.jpg?t=${LOADED_AT}`,
      `/backend/uploads/two.jpg?t=${LOADED_AT}`,
      `https://cdn.example.com/three.jpg?t=${LOADED_AT}`,
    ]);
    for (const tile of tiles) {
      expect.soft(tile.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
  });

  it('shows the five bundled images when the server has none', async () => {
    mockFetch({ 'GET /backend/gallery/': json([]) });
    render();
    const section = await collection();
    for (const alt of FALLBACK_ALTS) {
      expect
        .soft(await within(section).findByRole('button', { name: `View ${alt}` }))
        .toBeVisible();
    }
    expect(within(section).getAllByRole('button', { name: /^View / })).toHaveLength(5);
  });

  it('logs a failed load and shows the five bundled images', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /backend/gallery/': new TypeError('Failed to fetch') });
    render();
    const section = await collection();
    expect(await within(section).findAllByRole('button', { name: /^View / })).toHaveLength(5);
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens an image full screen and closes it with the button and with Escape', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /backend/gallery/': json(ITEMS) });
    render();
    const section = await collection();
    const second = await within(section).findByRole('button', { name: 'View Gallery item 2' });

    await user.click(second);
    const dialog = screen.getByRole('dialog', { name: 'Gallery item 2' });
    expect(within(dialog).getByRole('img', { name: 'Gallery item 2' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/backend\/uploads\/two\.jpg\?t=\d+$/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close image' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();

    await user.click(second);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it('steps through the images inside the viewer with buttons and arrow keys, wrapping', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /backend/gallery/': json(ITEMS) });
    render();
    const section = await collection();
    await user.click(await within(section).findByRole('button', { name: 'View Gallery item 2' }));

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show next image' }));
    expect(within(dialog).getByRole('img', { name: 'Gallery item 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Gallery item 1' })).toBeInTheDocument();
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'Gallery item 3' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show previous image' }));
    expect(within(dialog).getByRole('img', { name: 'Gallery item 2' })).toBeInTheDocument();
  });

  it("replaces a broken image with 'Image Not Found'", async () => {
    mockFetch({ 'GET /backend/gallery/': json(ITEMS) });
    render();
    const section = await collection();
    const tile = await within(section).findByRole('button', { name: 'View Gallery item 1' });
    const image = tile.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);

    expect(within(section).getByText('Image Not Found')).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'View Gallery item 1' }),
    ).not.toBeInTheDocument();
    expect(within(section).getAllByRole('button', { name: /^View / })).toHaveLength(2);
  });

  it('steps the hero slider one image per click and disables the ends', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /backend/gallery/': json(ITEMS) });
    render();
    const slider = await screen.findByRole('group', { name: 'Gallery highlights' });
    const previous = within(slider).getByRole('button', { name: 'Previous image' });
    const next = within(slider).getByRole('button', { name: 'Next image' });

    // jsdom matches no min-width query: one image per view.
    expect(within(slider).getByText('Image 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(within(slider).getByText('Image 2 of 3')).toBeInTheDocument();
    await user.click(next);
    expect(within(slider).getByText('Image 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(within(slider).getByText('Image 2 of 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();
  });

  describe('with 10,000 images', () => {
    /** The grid once its windowing code has loaded (the rows not rendered become padding). */
    async function windowedList(section: HTMLElement) {
      await waitFor(() => {
        expect(within(section).getByRole('list').style.paddingBottom).not.toBe('');
      });
      return within(section).getByRole('list');
    }

    const MANY = Array.from({ length: 10_000 }, (_, index) => ({
      id: index + 1,
      image: '/uploads/one.jpg',
    }));

    it('renders only the tiles near the viewport and reveals later ones on scroll', async () => {
      mockFetch({ 'GET /backend/gallery/': json(MANY) });
      render();
      const section = await collection();
      const list = await windowedList(section);
      const items = within(list).getAllByRole('listitem');
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThan(40);
      expect(items[0]).toHaveAttribute('aria-setsize', '10000');
      expect(items[0]).toHaveAttribute('aria-posinset', '1');
      for (const image of list.querySelectorAll('img')) {
        expect.soft(image).toHaveAttribute('loading', 'lazy');
        expect.soft(image).toHaveAttribute('width', '1200');
        expect.soft(image).toHaveAttribute('height', '900');
      }

      scrollWindowTo(Number.parseFloat(list.style.paddingBottom) + 10_000);
      expect(
        within(list).getByRole('button', { name: 'View Gallery item 10000' }),
      ).toBeInTheDocument();
      expect(
        within(list).queryByRole('button', { name: 'View Gallery item 1' }),
      ).not.toBeInTheDocument();
      expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
    });

    it('steps the viewer to images whose tiles are not rendered', async () => {
      const user = userEvent.setup();
      mockFetch({ 'GET /backend/gallery/': json(MANY) });
      render();
      const section = await collection();
      const list = await windowedList(section);
      const tiles = within(list).getAllByRole('button', { name: /^View / });
      const lastTile = tiles[tiles.length - 1];
      if (!lastTile) throw new Error('no tiles');
      const lastShown = tiles.length;
      expect(lastTile).toHaveAccessibleName(`View Gallery item ${String(lastShown)}`);

      await user.click(lastTile);
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Show next image' }));
      const next = `Gallery item ${String(lastShown + 1)}`;
      expect(within(dialog).getByRole('img', { name: next })).toBeInTheDocument();
      expect(within(list).queryByRole('button', { name: `View ${next}` })).not.toBeInTheDocument();
      expect(within(dialog).getByText(`${String(lastShown + 1)} / 10000`)).toBeInTheDocument();

      // Back to the first image, then wrap around to the very last one.
      for (let step = 0; step < lastShown; step += 1) await user.keyboard('{ArrowLeft}');
      expect(within(dialog).getByText('1 / 10000')).toBeInTheDocument();
      await user.keyboard('{ArrowLeft}');
      expect(within(dialog).getByRole('img', { name: 'Gallery item 10000' })).toBeInTheDocument();
      expect(within(dialog).getByText('10000 / 10000')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(lastTile).toHaveFocus();
    });

    it('keeps the hero strip to the first images', async () => {
      mockFetch({ 'GET /backend/gallery/': json(MANY) });
      render();
      const slider = await screen.findByRole('group', { name: 'Gallery highlights' });
      expect(within(slider).getByText('Image 1 of 12')).toBeInTheDocument();
      expect(within(slider).getAllByRole('img', { hidden: true })).toHaveLength(12);
    });
  });
});
