/** Compact number formatting for SVG coordinates. */
export const fmt = (n: number): string => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};
/** Finer formatting for small decal-space values and matrices. */
export const fmt3 = (n: number): string => {
  const r = Math.round(n * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
};

export type Rgb = readonly [number, number, number];

/** 0..1 sRGB components to a CSS hex colour. */
export const hex = (c: Rgb): string =>
  `#${c
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export const escapeXml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Collects <defs> entries (gradients, clip paths) with unique ids for one SVG document. */
export class Defs {
  private readonly parts: string[] = [];
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(markup: string): void {
    this.parts.push(markup);
  }

  linear(
    stops: readonly (readonly [number, string, number?])[],
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    units: 'objectBoundingBox' | 'userSpaceOnUse' = 'objectBoundingBox',
  ): string {
    const id = this.id('lg');
    this.add(
      `<linearGradient id="${id}" gradientUnits="${units}" x1="${fmt3(x1)}" y1="${fmt3(y1)}" x2="${fmt3(x2)}" y2="${fmt3(y2)}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return id;
  }

  radial(
    stops: readonly (readonly [number, string, number?])[],
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    units: 'objectBoundingBox' | 'userSpaceOnUse' = 'objectBoundingBox',
    fx?: number,
    fy?: number,
  ): string {
    const id = this.id('rg');
    const focus = fx === undefined || fy === undefined ? '' : ` fx="${fmt3(fx)}" fy="${fmt3(fy)}"`;
    this.add(
      `<radialGradient id="${id}" gradientUnits="${units}" cx="${fmt3(cx)}" cy="${fmt3(cy)}" r="${fmt3(r)}"${focus}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return id;
  }

  clip(pathData: string, evenOdd = true): string {
    const id = this.id('cp');
    this.add(
      `<clipPath id="${id}"><path d="${pathData}"${evenOdd ? ' clip-rule="evenodd"' : ''}/></clipPath>`,
    );
    return id;
  }

  markup(): string {
    return this.parts.length === 0 ? '' : `<defs>${this.parts.join('')}</defs>`;
  }
}

function stopsMarkup(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${fmt3(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${fmt3(opacity)}"`}/>`,
    )
    .join('');
}
