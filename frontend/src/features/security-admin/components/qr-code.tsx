import { useMemo } from 'react';
import { qrPath } from '../lib/qr-path';
import styles from './security-admin.module.css';

/** About this wide on screen; rounded to whole pixels per module so every edge stays sharp. */
const TARGET_PX = 200;

/** The otpauth:// address as a QR code: dark on white, quiet zone included, one SVG path. */
export function QrCode({ text }: { text: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  const px = size * Math.max(3, Math.round(TARGET_PX / size));
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      width={px}
      height={px}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
