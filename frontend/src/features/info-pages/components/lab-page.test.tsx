import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/config/site';
import { renderPage } from '@/test/render-with-router';
import { expectHeadingOutline } from '../heading-outline';
import { LabPage } from './lab-page';

const INSTRUMENTS = [
  'gear lead and profile tester',
  'bench center',
  'Brinell hardness tester',
  'Rockwell hardness tester',
  'micro Vickers hardness tester',
  'metallurgical microscope',
];

describe('LabPage', () => {
  it('lists the six instruments in order, each with a picture and a description', () => {
    renderPage(<LabPage />, { path: '/lab' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Lab Inspection & Equipment' }),
    ).toBeVisible();
    expect(document.title).toBe(pageTitle('Lab Inspection & Equipment'));

    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(6);
    items.forEach((item, index) => {
      const name = INSTRUMENTS[index] ?? '';
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
        new RegExp(`^${name}$`, 'i'),
      );
      const image = within(item).getByRole('img', { name: new RegExp(`^${name}$`, 'i') });
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(within(item).getByText(/\w+/, { selector: 'p' }).textContent.length).toBeGreaterThan(
        120,
      );
    });
    // Pictures below the first row load lazily.
    expect(within(items[5]!).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(within(items[4]!).getByText(/case-depth profile/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/run-out, concentricity and straightness/)).toBeVisible();

    expectHeadingOutline();
  });
});
