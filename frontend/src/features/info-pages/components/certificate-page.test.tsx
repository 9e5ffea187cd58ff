import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pagesImages } from '@/assets/images/site-images';
import { pageTitle, site } from '@/config/site';
import { renderPage } from '@/test/render-with-router';
import { expectHeadingOutline } from '../heading-outline';
import { CertificatePage } from './certificate-page';

describe('CertificatePage', () => {
  it('states the certification, the year, the city and the leader', () => {
    renderPage(<CertificatePage />, { path: '/certificate' });

    expect(screen.getByRole('heading', { level: 1, name: 'Certification' })).toBeVisible();
    expect(document.title).toBe(pageTitle('Certification'));
    expect(
      screen.getByText(
        `${site.companyName} is an ISO 9001:2015 certified company, established in 2005 and based in ${site.address.city}, India.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`Under the leadership of ${site.leaderName}`)),
    ).toBeVisible();
    expectHeadingOutline();
  });

  it('opens the certificate larger in a dialog and closes it again', async () => {
    const user = userEvent.setup();
    renderPage(<CertificatePage />, { path: '/certificate' });

    const opener = screen.getByRole('button', {
      name: 'View the ISO 9001:2015 certificate larger',
    });
    expect(opener).toContainElement(screen.getByRole('img', { name: pagesImages.certificate.alt }));
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'ISO 9001:2015 certificate' });
    expect(dialog).toContainElement(
      screen.getAllByRole('img', { name: pagesImages.certificate.alt }).at(-1) ?? null,
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
