import { linearSheen } from './finish.ts';
import { MATERIALS, type Material } from './material.ts';
import { rotX, rotZ, type Mat3, type Vec3 } from './math3d.ts';
import { transformMesh, type Decal, type Face, type Mesh } from './mesh.ts';
import { circle, hexagon, roundedRect, scale2 } from './profiles.ts';
import { shaft, type ShaftSegment } from './shaft-svg.ts';
import { flatFace, loft, planeDecal, sideWalls } from './solids.ts';
import { escapeXml, fmt3 } from './svg-util.ts';

/**
 * Cast and painted gearbox housings: rounded boxes with chamfered edges, bearing bosses,
 * hex bolts, shafts, ribs, a nameplate. Assemblies are in millimetres, y up, front = +z.
 */

type Axis = '+x' | '-x' | '+y' | '-y' | '+z' | '-z';

/** Rotation taking local +y onto the given axis. */
export const orient = (axis: Axis): Mat3 => {
  switch (axis) {
    case '+y':
      return rotX(0);
    case '-y':
      return rotX(Math.PI);
    case '+z':
      return rotX(Math.PI / 2);
    case '-z':
      return rotX(-Math.PI / 2);
    case '+x':
      return rotZ(-Math.PI / 2);
    case '-x':
      return rotZ(Math.PI / 2);
  }
};

const place = (mesh: Mesh, axis: Axis, pos: Vec3): Mesh =>
  transformMesh(mesh, { rot: orient(axis), pos });

/** Rounded box standing on y = 0 (footprint w x d, height h), chamfered top edge. */
export function roundedBox(
  w: number,
  d: number,
  h: number,
  radius: number,
  mat: Material,
  opts: {
    readonly chamfer?: number;
    readonly topDecals?: readonly Decal[];
    readonly bottom?: boolean;
  } = {},
): Face[] {
  const outline = roundedRect(w, d, Math.min(radius, w / 2 - 0.01, d / 2 - 0.01), 5);
  const c = Math.min(opts.chamfer ?? Math.min(w, d) * 0.04, h * 0.3);
  const inset = scale2(outline, 1 - (2 * c) / Math.min(w, d));
  const faces: Face[] = [...sideWalls(outline, 0, h - c, mat)];
  faces.push(...loft(outline, h - c, inset, h, mat));
  faces.push(flatFace(inset, h, true, mat, { decals: opts.topDecals }));
  if (opts.bottom === true) faces.push(flatFace(outline, 0, false, mat));
  return faces;
}

/** Hex-head bolt with washer, standing on y = 0. */
function hexBolt(size: number, mat: Material = MATERIALS.blackened): Face[] {
  const washer = circle(size * 1.05, 14);
  const head = hexagon(size * 0.85, Math.PI / 6);
  const faces: Face[] = [
    ...sideWalls(washer, 0, size * 0.18, mat),
    flatFace(washer, size * 0.18, true, mat, {
      holes: [],
      edge: { color: '#ffffff', width: 0.7, opacity: 0.25 },
    }),
    ...sideWalls(head, size * 0.18, size * 0.75, mat),
    ...loft(head, size * 0.75, scale2(head, 0.86), size * 0.85, mat),
    flatFace(scale2(head, 0.86), size * 0.85, true, mat, {
      edge: { color: '#ffffff', width: 0.7, opacity: 0.3 },
    }),
  ];
  return faces;
}

/** Bolts on a circle in the xz plane (on a face whose normal is +y), standing at height y. */
function boltCircle(
  count: number,
  pcd: number,
  size: number,
  y: number,
  phase = 0,
  mat?: Material,
): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = phase + (2 * Math.PI * i) / count;
    faces.push(
      ...transformMesh(hexBolt(size, mat), { pos: [pcd * Math.cos(a), y, pcd * Math.sin(a)] }),
    );
  }
  return faces;
}

/** Machined bearing boss (cylinder) with a bolted cover, standing on y = 0 along +y. */
function bearingBoss(
  r: number,
  length: number,
  paint: Material,
  boltSize: number,
  bolts = 6,
): Face[] {
  const coverR = r * 0.82;
  const coverT = length * 0.28;
  const faces: Face[] = [
    ...sideWalls(circle(r, 40), 0, length, paint),
    flatFace(circle(r, 40), length, true, paint, {
      decals: [planeDecal(length, linearSheen(r, -2.3, 0.25))],
      edge: { color: '#ffffff', width: 0.8, opacity: 0.2 },
    }),
    ...sideWalls(circle(coverR, 40), length, length + coverT, paint),
    flatFace(circle(coverR, 40), length + coverT, true, paint, {
      decals: [planeDecal(length + coverT, linearSheen(coverR, -2.3, 0.3))],
      edge: { color: '#ffffff', width: 0.8, opacity: 0.3 },
    }),
  ];
  faces.push(...boltCircle(bolts, (r + coverR) / 2 + r * 0.02, boltSize, length, Math.PI / bolts));
  return faces;
}

/** Aluminium nameplate decal markup (units: mm on the face plane). */
const nameplate =
  (w: number, h: number, lines: readonly string[]): Decal['markup'] =>
  (defs) => {
    const g = defs.linear(
      [
        [0, '#e9edf0'],
        [0.5, '#b9c1c8'],
        [1, '#dfe4e8'],
      ],
      0,
      0,
      1,
      1,
    );
    const size = h / (lines.length + 2.2);
    let s = `<rect x="${fmt3(-w / 2)}" y="${fmt3(-h / 2)}" width="${fmt3(w)}" height="${fmt3(h)}" rx="${fmt3(h * 0.06)}" fill="url(#${g})" stroke="#5b636b" stroke-width="${fmt3(h * 0.02)}"/>`;
    s += `<rect x="${fmt3(-w / 2)}" y="${fmt3(-h / 2)}" width="${fmt3(w)}" height="${fmt3(size * 1.5)}" rx="${fmt3(h * 0.06)}" fill="#1d3f6e"/>`;
    lines.forEach((line, i) => {
      const y = -h / 2 + size * (i === 0 ? 1.1 : 1.6 + i * 1.05);
      s += `<text x="${fmt3(-w / 2 + size * 0.6)}" y="${fmt3(y)}" font-family="DejaVu Sans, sans-serif" font-size="${fmt3(size * (i === 0 ? 0.85 : 0.7))}" font-weight="${i === 0 ? 'bold' : 'normal'}" fill="${i === 0 ? '#ffffff' : '#1a1f24'}">${escapeXml(line)}</text>`;
    });
    for (const [x, y] of [
      [-w / 2 + h * 0.08, h / 2 - h * 0.08],
      [w / 2 - h * 0.08, h / 2 - h * 0.08],
    ] as const) {
      s += `<circle cx="${fmt3(x)}" cy="${fmt3(y)}" r="${fmt3(h * 0.04)}" fill="#7b848c"/>`;
    }
    return s;
  };

/** A face-plane decal for a vertical face whose outward normal is +z at z = zFace. */
const frontDecal = (center: Vec3, markup: Decal['markup']): Decal => ({
  origin: center,
  u: [1, 0, 0],
  v: [0, -1, 0],
  markup,
  clip: false,
});

function shaftAlong(segments: readonly ShaftSegment[], axis: Axis, pos: Vec3, mat: Material): Mesh {
  return place(shaft({ segments, mat }), axis, pos);
}

interface InlineGearboxSpec {
  readonly paint: Material;
  readonly model: string;
  readonly ratio: string;
}

/**
 * Foot-mounted two-stage helical gearbox with input and output shafts to the front. Returns
 * separate parts so the scene can paint them far to near.
 */
export function inlineGearbox(spec: InlineGearboxSpec): Mesh[] {
  const paint = spec.paint;
  const parts: Mesh[] = [];
  const base: Face[] = [...roundedBox(300, 210, 22, 10, paint, { chamfer: 3 })];
  for (const [x, z] of [
    [-125, -80],
    [125, -80],
    [-125, 80],
    [125, 80],
  ] as const) {
    base.push(...transformMesh(hexBolt(9), { pos: [x, 22, z] }));
  }
  parts.push(base);
  parts.push(
    transformMesh(
      roundedBox(250, 170, 200, 28, paint, {
        chamfer: 8,
        topDecals: [planeDecal(200, linearSheen(130, -2.3, 0.3))],
      }),
      { pos: [0, 22, 0] },
    ),
  );
  // Split-line flange.
  parts.push(
    transformMesh(roundedBox(262, 182, 10, 32, paint, { chamfer: 2 }), { pos: [0, 140, 0] }),
  );
  // Inspection cover with bolts and breather.
  parts.push([
    ...transformMesh(roundedBox(170, 110, 10, 12, paint, { chamfer: 2 }), { pos: [0, 222, 0] }),
    ...boltCircle(8, 70, 5, 232, Math.PI / 8),
    ...transformMesh(hexBolt(11, MATERIALS.brass), { pos: [55, 232, 30] }),
  ]);
  // Rib under the output boss.
  parts.push(
    transformMesh(roundedBox(14, 30, 90, 3, paint, { chamfer: 2 }), { pos: [60, 22, 92] }),
  );
  parts.push([
    ...place(bearingBoss(58, 22, paint, 6, 6), '+z', [60, 110, 85]),
    ...shaftAlong(
      [
        { kind: 'round', length: 14, r: 34 },
        {
          kind: 'round',
          length: 95,
          r: 26,
          keyway: { length: 60, width: 10, angle: -Math.PI / 2 },
        },
      ],
      '+z',
      [60, 110, 85 + 22 + 6],
      MATERIALS.groundSteel,
    ),
  ]);
  parts.push([
    ...place(bearingBoss(36, 18, paint, 4.5, 4), '+z', [-75, 165, 85]),
    ...shaftAlong(
      [
        { kind: 'round', length: 10, r: 18 },
        { kind: 'round', length: 70, r: 13, keyway: { length: 45, width: 6, angle: -Math.PI / 2 } },
      ],
      '+z',
      [-75, 165, 85 + 18 + 5],
      MATERIALS.groundSteel,
    ),
  ]);
  parts.push([
    {
      pts: [
        [-115, 60, 85.2],
        [-15, 60, 85.2],
        [-15, 118, 85.2],
        [-115, 118, 85.2],
      ],
      mat: paint,
      hint: [0, 0, 1],
      decals: [
        frontDecal(
          [-65, 89, 85.3],
          nameplate(100, 58, [
            spec.model,
            `RATIO ${spec.ratio}`,
            'OIL: ISO VG 220',
            'MADE IN INDIA',
          ]),
        ),
      ],
    },
  ]);
  parts.push(place(sightGlass(), '+x', [125, 80, 20]));
  return parts;
}

function sightGlass(): Face[] {
  const ring = circle(12, 24);
  return [
    ...sideWalls(ring, 0, 4, MATERIALS.brightSteel),
    flatFace(ring, 4, true, MATERIALS.brightSteel, {
      decals: [
        planeDecal(4, (defs) => {
          const g = defs.radial([
            [0, '#ffd35a'],
            [0.7, '#a86d0c'],
            [1, '#3b2a0a'],
          ]);
          return `<circle r="8.5" fill="url(#${g})"/><path d="M-8.5 0H8.5" stroke="#c0392b" stroke-width="1"/>`;
        }),
      ],
    }),
  ];
}

interface RightAngleGearboxSpec {
  readonly paint: Material;
  readonly label?: string;
}

/** Agricultural T-type right-angle gearbox: PTO input to the front, outputs both sides. */
export function rightAngleGearbox(spec: RightAngleGearboxSpec): Mesh[] {
  const paint = spec.paint;
  const parts: Mesh[] = [];
  parts.push(
    roundedBox(150, 150, 150, 40, paint, {
      chamfer: 10,
      topDecals: [planeDecal(150, linearSheen(90, -2.3, 0.3))],
    }),
  );
  for (const [x, z] of [
    [-45, -45],
    [45, -45],
    [-45, 45],
    [45, 45],
  ] as const) {
    parts.push([
      ...transformMesh(roundedBox(36, 36, 10, 8, paint, { chamfer: 2 }), { pos: [x, 150, z] }),
      ...transformMesh(hexBolt(7), { pos: [x, 160, z] }),
    ]);
  }
  parts.push(transformMesh(hexBolt(10, MATERIALS.brass), { pos: [0, 150, 0] }));
  const sixSpline: ShaftSegment = {
    kind: 'spline',
    length: 76,
    count: 6,
    major: 17.4,
    minor: 14.6,
    width: 8.6,
  };
  parts.push([
    ...place(bearingBoss(48, 16, paint, 5, 6), '+z', [0, 75, 75]),
    ...shaftAlong(
      [
        { kind: 'round', length: 16, r: 22 },
        { kind: 'round', length: 10, r: 19, groove: true },
        sixSpline,
      ],
      '+z',
      [0, 75, 75 + 16 + 5],
      MATERIALS.groundSteel,
    ),
  ]);
  for (const side of ['+x', '-x'] as const) {
    const sx = side === '+x' ? 1 : -1;
    parts.push([
      ...place(bearingBoss(46, 14, paint, 5, 6), side, [sx * 75, 75, 0]),
      ...shaftAlong(
        [
          { kind: 'round', length: 14, r: 24 },
          { kind: 'teeth', length: 60, teeth: 20, module: 1.75, stub: true },
        ],
        side,
        [sx * (75 + 14 + 4.5), 75, 0],
        MATERIALS.groundSteel,
      ),
    ]);
  }
  for (const z of [-60, 60]) {
    parts.push(
      transformMesh(roundedBox(120, 20, 14, 4, paint, { chamfer: 2 }), { pos: [0, -14, z] }),
    );
  }
  return parts;
}
