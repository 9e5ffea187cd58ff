import { COMPANY, companyCityLine } from '@gear/contract/company';
import { escapeXml, fmt } from '../draw/svg-util.ts';

/**
 * A clearly fictional ISO 9001:2015-style certificate (no real certification body): guilloche
 * border, title, scope, a seal and signatures.
 */
export function certificateSvg(w: number, h: number): string {
  const font = 'font-family="DejaVu Serif, Liberation Serif, serif"';
  const sans = 'font-family="DejaVu Sans, Liberation Sans, sans-serif"';
  const t = (y: number, size: number, value: string, extra = '', x = w / 2): string =>
    `<text x="${fmt(x)}" y="${fmt(y)}" ${extra.includes('font-family') ? '' : font} font-size="${fmt(size)}" text-anchor="middle" ${extra}>${escapeXml(value)}</text>`;
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  s += `<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf8ef"/><stop offset="1" stop-color="#efe8d6"/></linearGradient>`;
  s += `<radialGradient id="seal" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#e0394f"/><stop offset="1" stop-color="#8e0a1f"/></radialGradient>`;
  s += `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c9a24a"/><stop offset=".5" stop-color="#f1d58a"/><stop offset="1" stop-color="#a77f2c"/></linearGradient></defs>`;
  s += `<rect width="${w}" height="${h}" fill="#2b3440"/>`;
  const m = 26;
  s += `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="url(#paper)"/>`;
  // Guilloche border: interlaced waves.
  const b = m + 22;
  let d = '';
  const bw = w - 2 * b;
  const bh = h - 2 * b;
  for (let k = 0; k < 3; k += 1) {
    const ph = (k * Math.PI * 2) / 3;
    let top = '';
    let bottom = '';
    for (let i = 0; i <= 120; i += 1) {
      const x = b + (bw * i) / 120;
      top += `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(b + 8 * Math.sin(i * 0.9 + ph))}`;
      bottom += `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(b + bh + 8 * Math.sin(i * 0.9 + ph))}`;
    }
    let left = '';
    let right = '';
    for (let i = 0; i <= 160; i += 1) {
      const y = b + (bh * i) / 160;
      left += `${i === 0 ? 'M' : 'L'}${fmt(b + 8 * Math.sin(i * 0.9 + ph))} ${fmt(y)}`;
      right += `${i === 0 ? 'M' : 'L'}${fmt(b + bw + 8 * Math.sin(i * 0.9 + ph))} ${fmt(y)}`;
    }
    d += top + bottom + left + right;
  }
  s += `<path d="${d}" fill="none" stroke="#1d3f6e" stroke-width="1.1" stroke-opacity=".7"/>`;
  s += `<rect x="${b + 18}" y="${b + 18}" width="${bw - 36}" height="${bh - 36}" fill="none" stroke="url(#gold)" stroke-width="3"/>`;
  s += `<rect x="${b + 26}" y="${b + 26}" width="${bw - 52}" height="${bh - 52}" fill="none" stroke="#1d3f6e" stroke-width="1"/>`;
  // Watermark gear.
  let gear = '';
  const gx = w / 2;
  const gy = h * 0.56;
  for (let i = 0; i < 24; i += 1) {
    const a0 = (i / 24) * Math.PI * 2;
    const a1 = ((i + 0.45) / 24) * Math.PI * 2;
    const a2 = ((i + 0.55) / 24) * Math.PI * 2;
    gear += `${i === 0 ? 'M' : 'L'}${fmt(gx + Math.cos(a0) * 230)} ${fmt(gy + Math.sin(a0) * 230)}L${fmt(gx + Math.cos(a1) * 260)} ${fmt(gy + Math.sin(a1) * 260)}L${fmt(gx + Math.cos(a2) * 260)} ${fmt(gy + Math.sin(a2) * 260)}`;
  }
  s += `<path d="${gear}Z" fill="#1d3f6e" fill-opacity=".05"/><circle cx="${fmt(gx)}" cy="${fmt(gy)}" r="80" fill="#fbf8ef" fill-opacity=".8"/>`;
  s += t(h * 0.15, 64, 'CERTIFICATE', 'font-weight="bold" fill="#0f1f3d" letter-spacing="6"');
  s += t(h * 0.19, 22, 'OF REGISTRATION', `fill="#7a5b1e" letter-spacing="8" ${sans}`);
  s += t(
    h * 0.255,
    19,
    'This is to certify that the Quality Management System of',
    'fill="#333" font-style="italic"',
  );
  s += t(h * 0.31, 36, COMPANY.companyName, 'font-weight="bold" fill="#0f1f3d"');
  // The address as the footer prints it (one set of facts, @gear/contract/company).
  s += t(h * 0.343, 18, COMPANY.address.lines.join(', '), 'fill="#333"');
  s += t(h * 0.364, 18, companyCityLine, 'fill="#333"');
  s += t(
    h * 0.4,
    19,
    'has been assessed and found to conform to the requirements of',
    'fill="#333" font-style="italic"',
  );
  s += t(h * 0.47, 58, COMPANY.certification, 'font-weight="bold" fill="#c8102e"');
  s += t(h * 0.505, 22, 'Quality Management System', `fill="#0f1f3d" ${sans}`);
  s += t(h * 0.57, 17, 'Scope of certification:', `fill="#7a5b1e" font-weight="bold" ${sans}`);
  s += t(h * 0.6, 18, 'Design, manufacture and supply of gears, shafts,', 'fill="#333"');
  s += t(h * 0.625, 18, 'gearboxes and precision machined components.', 'fill="#333"');
  const rows: [string, string][] = [
    ['Certificate No.', 'EX-QMS-0000'],
    ['Initial registration', '01 April 2023'],
    ['Valid until', '31 March 2026'],
  ];
  rows.forEach(([k, v], i) => {
    const y = h * 0.69 + i * 30;
    s += `<text x="${fmt(w * 0.25)}" y="${fmt(y)}" ${sans} font-size="16" fill="#555">${escapeXml(k)}</text>`;
    s += `<text x="${fmt(w * 0.75)}" y="${fmt(y)}" ${sans} font-size="16" fill="#111" text-anchor="end" font-weight="bold">${escapeXml(v)}</text>`;
    s += `<path d="M${fmt(w * 0.25)} ${fmt(y + 8)}H${fmt(w * 0.75)}" stroke="#c9b98a" stroke-width="1"/>`;
  });
  // Seal with ribbon.
  const sx = w * 0.25;
  const sy = h * 0.86;
  s += `<path d="M${fmt(sx - 40)} ${fmt(sy + 30)}L${fmt(sx - 65)} ${fmt(sy + 120)}L${fmt(sx - 35)} ${fmt(sy + 100)}L${fmt(sx - 15)} ${fmt(sy + 125)}L${fmt(sx)} ${fmt(sy + 40)}Z" fill="#8e0a1f"/>`;
  s += `<path d="M${fmt(sx + 40)} ${fmt(sy + 30)}L${fmt(sx + 65)} ${fmt(sy + 120)}L${fmt(sx + 35)} ${fmt(sy + 100)}L${fmt(sx + 15)} ${fmt(sy + 125)}L${fmt(sx)} ${fmt(sy + 40)}Z" fill="#b0152b"/>`;
  let star = '';
  for (let i = 0; i < 48; i += 1) {
    const a = (i / 48) * Math.PI * 2;
    const r = i % 2 === 0 ? 78 : 70;
    star += `${i === 0 ? 'M' : 'L'}${fmt(sx + Math.cos(a) * r)} ${fmt(sy + Math.sin(a) * r)}`;
  }
  s += `<path d="${star}Z" fill="url(#seal)"/>`;
  s += `<circle cx="${fmt(sx)}" cy="${fmt(sy)}" r="58" fill="none" stroke="url(#gold)" stroke-width="3"/>`;
  s += `<text x="${fmt(sx)}" y="${fmt(sy - 8)}" ${sans} font-size="15" font-weight="bold" fill="#ffe9b0" text-anchor="middle">ISO</text>`;
  s += `<text x="${fmt(sx)}" y="${fmt(sy + 14)}" ${sans} font-size="17" font-weight="bold" fill="#ffffff" text-anchor="middle">9001</text>`;
  s += `<text x="${fmt(sx)}" y="${fmt(sy + 32)}" ${sans} font-size="11" fill="#ffe9b0" text-anchor="middle">2015</text>`;
  // Signatures.
  const sig = (x: number, label: string): string =>
    `<path d="M${fmt(x - 90)} ${fmt(sy + 10)}c20 -30 35 -30 40 -5s15 20 30 -10s25 -25 35 0s20 10 45 -15" fill="none" stroke="#1d3f6e" stroke-width="2"/>` +
    `<path d="M${fmt(x - 110)} ${fmt(sy + 30)}H${fmt(x + 110)}" stroke="#555" stroke-width="1"/>` +
    `<text x="${fmt(x)}" y="${fmt(sy + 52)}" ${sans} font-size="14" fill="#555" text-anchor="middle">${escapeXml(label)}</text>`;
  s += sig(w * 0.7, 'Authorised signatory');
  s += `<text x="${fmt(w / 2)}" y="${fmt(h - b - 40)}" ${sans} font-size="12" fill="#888" text-anchor="middle">Specimen for illustration only. Validity subject to periodic surveillance audits.</text>`;
  s += '</svg>';
  return s;
}
