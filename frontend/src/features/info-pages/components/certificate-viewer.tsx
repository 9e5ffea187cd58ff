import { useState } from 'react';
import { pagesImages } from '@/assets/images/site-images';
import { Modal } from '@/components/ui/modal';
import { COMPANY_FACTS } from '@/config/site';
import { ZoomIcon } from './icons';
import styles from './certificate-viewer.module.css';

/** The certificate as a framed thumbnail that opens full screen. */
export function CertificateViewer() {
  const [open, setOpen] = useState(false);
  const image = pagesImages.certificate;
  return (
    <figure className={styles.figure}>
      <button
        type="button"
        className={styles.thumbnail}
        onClick={() => {
          setOpen(true);
        }}
        aria-label={`View the ${COMPANY_FACTS.certification} certificate larger`}
      >
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="eager"
          decoding="async"
        />
        <span className={styles.zoom} aria-hidden="true">
          <ZoomIcon />
          View larger
        </span>
      </button>
      <figcaption className={styles.caption}>
        {COMPANY_FACTS.certification} certificate of registration
      </figcaption>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={`${COMPANY_FACTS.certification} certificate`}
        hideTitle
        variant="fullscreen"
      >
        <div className={styles.largeFrame}>
          <img
            className={styles.large}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
        </div>
      </Modal>
    </figure>
  );
}
