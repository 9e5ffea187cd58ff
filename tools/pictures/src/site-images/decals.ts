import type { Rng } from '../draw/prng.ts';
import { escapeXml, fmt, type Defs } from '../draw/svg-util.ts';

/** Markup painted on panels (decal units: mm, origin at the panel centre, y down). */

export type Markup = (defs: Defs) => string;

const FONT = 'font-family="DejaVu Sans, Liberation Sans, sans-serif"';

export const text = (x: number, y: number, size: number, value: string, extra = ''): string =>
  `<text x="${fmt(x)}" y="${fmt(y)}" ${FONT} font-size="${fmt(size)}" ${extra}>${escapeXml(value)}</text>`;

/** CNC control screen: bezel, HMI with axis read-outs and a small chart. */
export const cncScreen =
  (w: number, h: number, rng: Rng, accent = '#39d3ff'): Markup =>
  (defs) => {
    const g = defs.linear(
      [
        [0, '#0d2a44'],
        [1, '#061423'],
      ],
      0,
      0,
      0,
      1,
    );
    const x0 = -w / 2;
    const y0 = -h / 2;
    let s = `<rect x="${fmt(x0)}" y="${fmt(y0)}" width="${fmt(w)}" height="${fmt(h)}" fill="#1a1d21"/>`;
    const sw = w * 0.9;
    const sh = h * 0.58;
    const sx = -sw / 2;
    const sy = y0 + h * 0.06;
    s += `<rect x="${fmt(sx)}" y="${fmt(sy)}" width="${fmt(sw)}" height="${fmt(sh)}" fill="url(#${g})"/>`;
    s += `<rect x="${fmt(sx)}" y="${fmt(sy)}" width="${fmt(sw)}" height="${fmt(sh * 0.1)}" fill="${accent}" fill-opacity=".55"/>`;
    const rows = ['X', 'Z', 'B', 'C'];
    rows.forEach((axis, i) => {
      const yy = sy + sh * (0.26 + i * 0.13);
      s += text(
        sx + sw * 0.05,
        yy,
        sh * 0.09,
        `${axis}  ${rng.range(-400, 400).toFixed(3)}`,
        'fill="#c9f3ff"',
      );
    });
    // Chart.
    let d = '';
    for (let i = 0; i <= 20; i += 1) {
      const px = sx + sw * (0.58 + 0.36 * (i / 20));
      const py =
        sy + sh * (0.62 - 0.2 * Math.sin(i * 0.7) * Math.exp(-i / 18) - rng.range(0, 0.05));
      d += `${i === 0 ? 'M' : 'L'}${fmt(px)} ${fmt(py)}`;
    }
    s += `<rect x="${fmt(sx + sw * 0.56)}" y="${fmt(sy + sh * 0.2)}" width="${fmt(sw * 0.4)}" height="${fmt(sh * 0.66)}" fill="#0a1f33" stroke="${accent}" stroke-opacity=".4" stroke-width="${fmt(w * 0.006)}"/>`;
    s += `<path d="${d}" fill="none" stroke="#7cff9b" stroke-width="${fmt(w * 0.008)}"/>`;
    // Keys.
    const ky = sy + sh + h * 0.05;
    for (let r = 0; r < 3; r += 1) {
      for (let c = 0; c < 8; c += 1) {
        const kx = sx + (sw / 8) * c + sw * 0.01;
        const col = r === 2 && c >= 6 ? (c === 6 ? '#2fa84f' : '#d23a2e') : '#3a3f46';
        s += `<rect x="${fmt(kx)}" y="${fmt(ky + r * h * 0.1)}" width="${fmt(sw / 8 - sw * 0.025)}" height="${fmt(h * 0.075)}" rx="${fmt(w * 0.01)}" fill="${col}"/>`;
      }
    }
    s += `<circle cx="${fmt(sw * 0.36)}" cy="${fmt(y0 + h * 0.93)}" r="${fmt(h * 0.045)}" fill="#d23a2e" stroke="#f2c200" stroke-width="${fmt(h * 0.015)}"/>`;
    return s;
  };

/** Lead / profile chart screen: two trace plots with tolerance bands. */
export const traceScreen =
  (w: number, h: number, rng: Rng): Markup =>
  (defs) => {
    const g = defs.linear(
      [
        [0, '#f4f7fa'],
        [1, '#dfe6ee'],
      ],
      0,
      0,
      0,
      1,
    );
    let s = `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="#16191d"/>`;
    const sw = w * 0.92;
    const sh = h * 0.86;
    const sx = -sw / 2;
    const sy = -sh / 2;
    s += `<rect x="${fmt(sx)}" y="${fmt(sy)}" width="${fmt(sw)}" height="${fmt(sh)}" fill="url(#${g})"/>`;
    s += `<rect x="${fmt(sx)}" y="${fmt(sy)}" width="${fmt(sw)}" height="${fmt(sh * 0.09)}" fill="#1d3f6e"/>`;
    for (let k = 0; k < 4; k += 1) {
      const cx = sx + sw * (0.06 + k * 0.235);
      const cw = sw * 0.19;
      const cy = sy + sh * 0.16;
      const ch = sh * 0.76;
      s += `<rect x="${fmt(cx)}" y="${fmt(cy)}" width="${fmt(cw)}" height="${fmt(ch)}" fill="#ffffff" stroke="#9aa6b2" stroke-width="${fmt(w * 0.003)}"/>`;
      s += `<path d="M${fmt(cx + cw * 0.35)} ${fmt(cy)}V${fmt(cy + ch)}M${fmt(cx + cw * 0.65)} ${fmt(cy)}V${fmt(cy + ch)}" stroke="#2f8f4e" stroke-width="${fmt(w * 0.003)}" stroke-dasharray="${fmt(w * 0.01)} ${fmt(w * 0.006)}"/>`;
      let d = '';
      for (let i = 0; i <= 24; i += 1) {
        const py = cy + ch * (0.05 + 0.9 * (i / 24));
        const px = cx + cw * (0.5 + 0.08 * Math.sin(i * 0.6 + k) + rng.range(-0.04, 0.04));
        d += `${i === 0 ? 'M' : 'L'}${fmt(px)} ${fmt(py)}`;
      }
      s += `<path d="${d}" fill="none" stroke="${k % 2 === 0 ? '#c8102e' : '#1f5fbf'}" stroke-width="${fmt(w * 0.006)}"/>`;
    }
    return s;
  };

/** Guard window: dark glass with reflections (seen on sliding doors). */
export const glassWindow =
  (w: number, h: number): Markup =>
  (defs) => {
    const g = defs.linear(
      [
        [0, '#4a6274'],
        [0.5, '#1e2d38'],
        [1, '#33495a'],
      ],
      0,
      0,
      1,
      1,
    );
    let s = `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="url(#${g})"/>`;
    s += `<path d="M${fmt(-w * 0.3)} ${fmt(-h / 2)}L${fmt(-w * 0.1)} ${fmt(-h / 2)}L${fmt(-w * 0.45)} ${fmt(h / 2)}L${fmt(-w / 2)} ${fmt(h / 2)}L${fmt(-w / 2)} ${fmt(h * 0.3)}Z" fill="#ffffff" fill-opacity=".12"/>`;
    s += `<path d="M${fmt(w * 0.05)} ${fmt(-h / 2)}L${fmt(w * 0.12)} ${fmt(-h / 2)}L${fmt(-w * 0.15)} ${fmt(h / 2)}L${fmt(-w * 0.22)} ${fmt(h / 2)}Z" fill="#ffffff" fill-opacity=".08"/>`;
    s += `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="none" stroke="#111417" stroke-width="${fmt(Math.min(w, h) * 0.06)}"/>`;
    return s;
  };

/** Painted panel seams, a maker strip and a warning triangle on a machine body. */
export const bodyPanels =
  (w: number, h: number, label: string, stripe = '#c8102e'): Markup =>
  () => {
    const sw = Math.min(w, h) * 0.012;
    let s = `<path d="M${fmt(-w * 0.18)} ${fmt(-h / 2)}V${fmt(h / 2)}M${fmt(w * 0.22)} ${fmt(-h / 2)}V${fmt(h / 2)}" stroke="#000000" stroke-opacity=".28" stroke-width="${fmt(sw)}"/>`;
    s += `<rect x="${fmt(-w / 2)}" y="${fmt(-h * 0.5)}" width="${fmt(w)}" height="${fmt(h * 0.05)}" fill="${stripe}" fill-opacity=".85"/>`;
    const size = Math.min(h * 0.085, (w * 0.4) / (label.length * 0.68));
    const plate = Math.max(w * 0.32, label.length * size * 0.72 + size * 1.4);
    s += `<rect x="${fmt(0.02 * w - plate / 2)}" y="${fmt(-h * 0.28)}" width="${fmt(plate)}" height="${fmt(h * 0.16)}" rx="${fmt(h * 0.02)}" fill="#d9dde1" stroke="#6d757c" stroke-width="${fmt(sw * 0.6)}"/>`;
    s += text(
      0.02 * w,
      -h * 0.2 + size * 0.35,
      size,
      label,
      'fill="#1d3f6e" font-weight="bold" text-anchor="middle"',
    );
    const tx = w * 0.33;
    const ty = -h * 0.1;
    const ts = h * 0.12;
    s += `<path d="M${fmt(tx)} ${fmt(ty - ts)}L${fmt(tx + ts * 0.58)} ${fmt(ty)}L${fmt(tx - ts * 0.58)} ${fmt(ty)}Z" fill="#f2c200" stroke="#111" stroke-width="${fmt(sw * 0.6)}"/>`;
    s += text(
      tx,
      ty - ts * 0.15,
      ts * 0.6,
      '!',
      'fill="#111" font-weight="bold" text-anchor="middle"',
    );
    // Louvres.
    for (let i = 0; i < 5; i += 1) {
      s += `<rect x="${fmt(-w * 0.42)}" y="${fmt(h * (0.05 + i * 0.07))}" width="${fmt(w * 0.18)}" height="${fmt(h * 0.025)}" rx="${fmt(h * 0.01)}" fill="#000" fill-opacity=".35"/>`;
    }
    return s;
  };

/** Dial gauge / analogue dial face. */
export const dialFace =
  (r: number, needle = -0.6, ring = '#c0c6cc'): Markup =>
  () => {
    let s = `<circle r="${fmt(r)}" fill="${ring}"/><circle r="${fmt(r * 0.86)}" fill="#f7f7f2"/>`;
    let d = '';
    for (let i = 0; i < 50; i += 1) {
      const a = (i / 50) * Math.PI * 2;
      const r0 = r * (i % 5 === 0 ? 0.68 : 0.75);
      d += `M${fmt(Math.cos(a) * r0)} ${fmt(Math.sin(a) * r0)}L${fmt(Math.cos(a) * r * 0.83)} ${fmt(Math.sin(a) * r * 0.83)}`;
    }
    s += `<path d="${d}" stroke="#222" stroke-width="${fmt(r * 0.025)}"/>`;
    s += `<path d="M0 0L${fmt(Math.cos(needle - Math.PI / 2) * r * 0.78)} ${fmt(Math.sin(needle - Math.PI / 2) * r * 0.78)}" stroke="#c8102e" stroke-width="${fmt(r * 0.05)}" stroke-linecap="round"/>`;
    s += `<circle r="${fmt(r * 0.08)}" fill="#222"/>`;
    return s;
  };

/** Small digital read-out (hardness value, etc.). */
export const readout =
  (w: number, h: number, value: string, unit: string): Markup =>
  () =>
    `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(h * 0.08)}" fill="#15181c"/>` +
    `<rect x="${fmt(-w * 0.44)}" y="${fmt(-h * 0.4)}" width="${fmt(w * 0.88)}" height="${fmt(h * 0.55)}" fill="#0e2a1c"/>` +
    text(
      w * 0.2,
      h * 0.05,
      h * 0.38,
      value,
      'fill="#7cff9b" text-anchor="end" font-weight="bold"',
    ) +
    text(w * 0.24, h * 0.05, h * 0.18, unit, 'fill="#7cff9b"') +
    `<circle cx="${fmt(-w * 0.3)}" cy="${fmt(h * 0.32)}" r="${fmt(h * 0.08)}" fill="#2fa84f"/>` +
    `<circle cx="${fmt(-w * 0.1)}" cy="${fmt(h * 0.32)}" r="${fmt(h * 0.08)}" fill="#d23a2e"/>` +
    `<rect x="${fmt(w * 0.05)}" y="${fmt(h * 0.25)}" width="${fmt(w * 0.35)}" height="${fmt(h * 0.14)}" rx="${fmt(h * 0.04)}" fill="#3a3f46"/>`;
