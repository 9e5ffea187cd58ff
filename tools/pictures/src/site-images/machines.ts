import { spurGear, type GearSpec } from '../draw/gear-svg.ts';
import { MATERIALS as M, type Material } from '../draw/material.ts';
import { apply, normalize, rotY, type Mat3, type Vec3 } from '../draw/math3d.ts';
import { transformMesh } from '../draw/mesh.ts';
import type { Rng } from '../draw/prng.ts';
import { gearRadii } from '../draw/profiles.ts';
import { shaft, type ShaftSegment } from '../draw/shaft-svg.ts';
import {
  bodyPanels,
  cncScreen,
  dialFace,
  glassWindow,
  readout,
  traceScreen,
  type Markup,
} from './decals.ts';
import { box, cyl, move, orientTo, panel, SITE_MATS as S, turned, type Part } from './kit.ts';

/**
 * Stylised machine tools with a workpiece in them. Each builder returns parts in millimetres, the
 * machine standing on y = 0, front = +z, ordered back to front for 'given' painting.
 */

interface MachineStyle {
  readonly paint: Material;
  /** Second colour (heads, doors). */
  readonly trim: Material;
  readonly cnc: boolean;
  readonly label: string;
}

/** Gear lying with its axis vertical, bottom face at y. */
export function gearAt(rng: Rng, spec: GearSpec, x: number, y: number, z: number): Part {
  return transformMesh(spurGear(rng, spec), { pos: [x, y + spec.faceWidth / 2, z] });
}

export const tip = (spec: GearSpec): number => gearRadii(spec.teeth, spec.module).tip;

/** Close-up on the work zone of the gear machines. */
export const WORK_ZONE_FRAME = { x: -0.04, y: -0.06, w: 1.08, h: 1.14 } as const;

const WORK_GEAR: GearSpec = {
  teeth: 34,
  module: 9,
  faceWidth: 90,
  mat: M.steel,
  toothMat: M.brightSteel,
  helixDeg: 18,
  bore: 40,
  keyway: true,
  hub: { radius: 70, extra: 0 },
  sheenAngle: -0.9,
};

/** Shaft along x, centred at (x, y, z), scaled. */
export function shaftAlongX(
  segments: readonly ShaftSegment[],
  material: Material,
  center: readonly [number, number, number],
  k = 1,
): Part {
  const len = segments.reduce((a, s) => a + s.length, 0) * k;
  const m = transformMesh(shaft({ segments, mat: material }), { scale: k });
  return orientTo(m, 'x', [center[0] - len / 2, center[1], center[2]]);
}

const screenPendant = (rng: Rng, style: MachineStyle, x: number, y: number, z: number): Part[] => [
  cyl(22, 420, M.steel, 'y', [x, y + 300, z - 60]),
  box(420, 560, 100, style.trim, [x, y - 280, z], { radius: 14 }),
  panel(400, 540, [x, y, z + 51], S.darkGrey, cncScreen(400, 540, rng)),
];

const frontPanel = (w: number, h: number, x: number, y: number, z: number, markup: Markup): Part =>
  panel(w, h, [x, y, z], S.darkGrey, markup);

/** Vertical hobbing-type machine: bed, column, tool head, rotary table with a gear. */
export function gearMachine(
  rng: Rng,
  style: MachineStyle,
  tool: 'hob' | 'grind' | 'chamfer',
): Part[] {
  const p = style.paint;
  const parts: Part[] = [];
  const bedH = 620;
  const gear = WORK_GEAR;
  const gx = -200;
  const gz = 120;
  const tableTop = bedH + 150;
  const gr = tip(gear);
  // Rear guard and outer support.
  parts.push(box(2300, 1100, 40, S.darkGrey, [0, bedH, -560]));
  parts.push(panel(1500, 800, [-250, bedH + 550, -539], S.glass, glassWindow(1500, 800)));
  parts.push(box(300, 1100, 320, p, [gx, bedH, -360]));
  parts.push(box(260, 170, 560, style.trim, [gx, bedH + 1100, -140]));
  parts.push(box(2200, bedH, 1100, p, [0, 0, 0], { radius: 30 }));
  parts.push(
    frontPanel(2100, bedH - 80, 0, bedH / 2, 551, bodyPanels(2100, bedH - 80, style.label)),
  );
  // Column with the tool slide.
  parts.push(box(640, 1750, 860, p, [650, bedH, -90], { radius: 24 }));
  parts.push(panel(560, 1500, [650, bedH + 860, 341], style.trim, undefined));
  // Table and workpiece.
  parts.push(cyl(300, 90, S.darkGrey, 'y', [gx, bedH, gz]));
  parts.push(cyl(260, 60, M.castIron, 'y', [gx, bedH + 90, gz], 48));
  parts.push(cyl(55, 220, M.groundSteel, 'y', [gx, tableTop, gz]));
  parts.push(
    gearAt(
      rng,
      { ...gear, mat: tool === 'grind' ? M.caseHardened : M.steel },
      gx,
      tableTop + 40,
      gz,
    ),
  );
  parts.push(
    cyl(38, 1100 - 150 - 40 - gear.faceWidth + 10, M.brightSteel, 'y', [
      gx,
      tableTop + 40 + gear.faceWidth,
      gz - 0,
    ]),
  );
  // Tool head (slides on the column's front face) and the cutter at the gear's right.
  const cy = tableTop + 40 + gear.faceWidth / 2;
  const cx = gx + gr + (tool === 'grind' ? 120 : 52);
  parts.push(box(420, 520, 520, style.trim, [cx + 330, cy - 260, gz - 40], { radius: 20 }));
  if (tool === 'hob' || tool === 'grind') {
    const r = tool === 'grind' ? 120 : 55;
    parts.push(cyl(40, 600, M.steel, 'z', [cx, cy, gz - 320]));
    parts.push(box(200, 150, 120, style.trim, [cx + 60, cy - 75, gz - 330]));
    const segs: ShaftSegment[] = [
      { kind: 'round', length: 60, r: 30 },
      {
        kind: 'worm',
        length: 170,
        rootR: r - 14,
        tipR: r,
        lead: tool === 'grind' ? 14 : 22,
        starts: 1,
      },
      { kind: 'round', length: 60, r: 30 },
    ];
    parts.push(
      orientTo(shaft({ segments: segs, mat: tool === 'grind' ? S.machineWhite : M.temper }), 'z', [
        cx,
        cy,
        gz - 145,
      ]),
    );
    parts.push(box(200, 150, 120, style.trim, [cx + 60, cy - 75, gz + 200]));
  } else {
    parts.push(
      turned(
        [
          [0, 0],
          [60, 40],
          [60, 90],
          [40, 90],
          [40, 300],
        ],
        M.temper,
        'x',
        [cx - 40, cy + 20, gz],
      ),
    );
    parts.push(
      turned(
        [
          [0, 0],
          [60, 40],
          [60, 90],
          [40, 90],
          [40, 300],
        ],
        M.temper,
        'x',
        [cx - 40, cy - 45, gz],
      ),
    );
  }
  // Coolant nozzle.
  parts.push(cyl(9, 280, M.brightSteel, 'x', [gx - 380, cy + 120, gz + 160]));
  // Sliding door pushed aside.
  parts.push(box(80, 1150, 700, style.trim, [-1180, bedH - 60, 0]));
  parts.push(panel(560, 640, [-1139, bedH + 640, 0], S.glass, glassWindow(560, 640), 'x'));
  if (style.cnc) parts.push(...screenPendant(rng, style, 1350, bedH + 700, 560));
  else
    parts.push(
      frontPanel(420, 240, 650, bedH + 450, 342, readout(420, 240, `${rng.int(20, 80)}`, 'RPM')),
    );
  return parts;
}

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/** Cylinder of radius r from point a to point b (any direction). */
function rod(r: number, a: Vec3, b: Vec3, material: Material, segments = 16): Part {
  const d: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const len = Math.hypot(d[0], d[1], d[2]);
  const y = normalize(d);
  const ref: Vec3 = Math.abs(y[1]) > 0.9 ? [1, 0, 0] : [0, 1, 0];
  const x = normalize(cross(ref, y));
  const z = cross(x, y);
  const rot: Mat3 = [
    [x[0], y[0], z[0]],
    [x[1], y[1], z[1]],
    [x[2], y[2], z[2]],
  ];
  return transformMesh(cyl(r, len, material, 'y', [0, 0, 0], segments), { rot, pos: a });
}

/**
 * Shaving cutter: a gear-like disc whose teeth are split by fine circumferential grooves
 * (serrations), axis along x, centred on the origin.
 */
function shavingCutter(rng: Rng, spec: GearSpec, grooves: number): Part[] {
  const parts: Part[] = [];
  const slices = grooves + 1;
  const gap = spec.faceWidth * 0.07;
  const w = (spec.faceWidth - gap * grooves) / slices;
  const root = gearRadii(spec.teeth, spec.module).root;
  const helix = spec.helixDeg ?? 0;
  const pitchR = gearRadii(spec.teeth, spec.module).pitch;
  parts.push(cyl(root, spec.faceWidth, spec.mat, 'x', [-spec.faceWidth / 2, 0, 0], 64));
  for (let i = 0; i < slices; i += 1) {
    const x0 = -spec.faceWidth / 2 + i * (w + gap);
    // Keep the helix continuous across the slices.
    const twist = ((x0 + w / 2) * Math.tan((helix * Math.PI) / 180)) / pitchR;
    parts.push(orientTo(spurGear(rng, { ...spec, faceWidth: w }), 'x', [x0 + w / 2, 0, 0], -twist));
  }
  return parts;
}

/**
 * Gear shaving machine: the work gear on an arbor between head- and tailstock centres on a
 * reciprocating table, and above it a serrated shaving cutter on a crossed axis, carried by a
 * swivelling cutter head under the overarm.
 */
export function shavingMachine(rng: Rng, style: MachineStyle): Part[] {
  const p = style.paint;
  const t = style.trim;
  const parts: Part[] = [];
  const bedH = 600;
  const wx = -150;
  const wz = 260;
  const work: GearSpec = {
    ...WORK_GEAR,
    teeth: 40,
    module: 6,
    faceWidth: 76,
    helixDeg: 0,
    keyway: false,
    bore: 30,
    hub: { radius: 56, extra: 0 },
  };
  const cutter: GearSpec = {
    teeth: 71,
    module: 6,
    faceWidth: 60,
    mat: M.brightSteel,
    toothMat: M.groundSteel,
    helixDeg: 15,
    bore: 40,
    keyway: true,
    hub: { radius: 90, extra: 0 },
    sheenAngle: -0.4,
  };
  const crossAngle = (-15 * Math.PI) / 180;
  const r1 = gearRadii(work.teeth, work.module).pitch;
  const r2 = gearRadii(cutter.teeth, cutter.module).pitch;
  const tableTop = bedH + 190;
  const axisY = tableTop + 230;
  const cy = axisY + r1 + r2;
  const headBottom = cy + tip(cutter) + 50;
  const overBottom = headBottom + 220;
  const top = overBottom + 340;
  const cx = wx + 250;
  // Rear guard with a window, behind the work zone.
  parts.push(box(1100, 1150, 40, S.darkGrey, [wx - 300, bedH, -560]));
  parts.push(panel(560, 700, [wx - 560, bedH + 560, -539], S.glass, glassWindow(560, 700)));
  // Base.
  parts.push(box(1800, bedH, 1100, p, [wx + 100, 0, 0], { radius: 30 }));
  parts.push(
    frontPanel(1700, bedH - 80, wx + 100, bedH / 2, 551, bodyPanels(1700, bedH - 80, style.label)),
  );
  // C-frame: column with the overarm carrying the cutter head.
  parts.push(box(800, top - bedH, 560, p, [cx, bedH, -250], { radius: 24 }));
  parts.push(panel(300, overBottom - bedH - 260, [cx + 220, (overBottom + bedH) / 2 + 60, 31], t));
  if (style.cnc) parts.push(...screenPendant(rng, style, cx + 900, bedH + 700, 500));
  else
    parts.push(
      frontPanel(
        240,
        150,
        cx + 220,
        overBottom - 240,
        32,
        readout(240, 150, `${rng.int(120, 180)}`, 'RPM'),
      ),
    );
  parts.push(box(800, top - overBottom, 560, p, [cx, overBottom, wz - 250], { radius: 24 }));
  parts.push(panel(760, 50, [cx, top - 110, wz + 31], S.red));
  // Swivel plate (sets the crossed-axis angle).
  parts.push(cyl(240, 36, M.groundSteel, 'y', [wx, overBottom - 36, wz], 48));
  // Cutter head in its own (crossed) frame: axis along local x.
  const head = (part: Part): Part => move(part, [wx, 0, wz], crossAngle);
  const armX = cutter.faceWidth / 2 + 55;
  parts.push(
    head(box(420, overBottom - 36 - headBottom, 300, t, [0, headBottom, 0], { radius: 16 })),
  );
  parts.push(head(box(70, headBottom - cy + 10, 170, t, [-armX, cy - 10, 0])));
  parts.push(head(cyl(70, 70, t, '-x', [-armX + 35, cy, 0], 32)));
  // Work: table on the bed ways, head- and tailstock with centres, arbor and gear.
  parts.push(box(1560, 30, 70, M.groundSteel, [wx, bedH, wz - 170]));
  parts.push(box(1560, 30, 70, M.groundSteel, [wx, bedH, wz + 170]));
  parts.push(box(1500, 110, 520, S.darkGrey, [wx, bedH + 30, wz], { radius: 10 }));
  parts.push(box(1400, 50, 460, M.castIron, [wx, bedH + 140, wz], { radius: 6 }));
  const hx = wx - 460;
  const tx = wx + 460;
  parts.push(box(300, axisY - tableTop + 130, 360, t, [hx - 60, tableTop, wz], { radius: 16 }));
  parts.push(cyl(90, 40, t, 'x', [hx + 90, axisY, wz], 32));
  const centre = (dir: 'x' | '-x', x: number): Part =>
    turned(
      [
        [40, 0],
        [40, 60],
        [12, 130],
        [0, 140],
      ],
      M.brightSteel,
      dir,
      [x, axisY, wz],
      24,
    );
  parts.push(centre('x', hx + 130));
  parts.push(cyl(22, tx - hx - 280, M.groundSteel, 'x', [hx + 140, axisY, wz], 24));
  parts.push(cyl(48, 40, M.brightSteel, 'x', [wx - 80, axisY, wz], 24));
  parts.push(orientTo(spurGear(rng, work), 'x', [wx, axisY, wz]));
  parts.push(cyl(48, 40, M.brightSteel, 'x', [wx + work.faceWidth / 2, axisY, wz], 24));
  parts.push(cyl(44, 28, M.steel, 'x', [wx + work.faceWidth / 2 + 40, axisY, wz], 6));
  // The cutter meshes with the gear from above, on the crossed axis.
  for (const part of shavingCutter(rng, cutter, 4)) parts.push(head(move(part, [0, cy, 0])));
  parts.push(head(cyl(34, armX * 2 - 40, M.brightSteel, 'x', [-armX + 20, cy, 0], 24)));
  parts.push(head(cyl(52, 26, M.steel, 'x', [cutter.faceWidth / 2, cy, 0], 6)));
  // Outboard support of the cutter arbor.
  parts.push(head(box(50, headBottom - cy + 10, 110, t, [armX, cy - 10, 0])));
  parts.push(head(cyl(62, 50, t, 'x', [armX - 25, cy, 0], 32)));
  parts.push(head(cyl(30, 14, M.blackened, 'x', [armX + 25, cy, 0], 16)));
  // Tailstock with quill and handwheel.
  parts.push(centre('-x', tx - 130));
  parts.push(cyl(50, 140, M.groundSteel, '-x', [tx - 120, axisY, wz], 24));
  parts.push(box(300, axisY - tableTop + 110, 340, t, [tx + 60, tableTop, wz], { radius: 16 }));
  parts.push(cyl(16, 120, M.brightSteel, 'x', [tx + 210, axisY, wz], 12));
  parts.push(cyl(95, 22, M.blackened, 'x', [tx + 320, axisY, wz], 32));
  parts.push(cyl(9, 70, M.brightSteel, 'x', [tx + 342, axisY + 60, wz + 30], 8));
  // Coolant hose from the overarm, its nozzle aimed at the mesh.
  const hose: Vec3[] = [];
  const hp = apply(rotY(crossAngle), [-150, headBottom + 70, 150]);
  const h0: Vec3 = [hp[0] + wx, hp[1], hp[2] + wz];
  const h1: Vec3 = [wx - 330, axisY + r1 + 140, wz + 330];
  const h2: Vec3 = [wx - 80, axisY + r1 + 25, wz + 120];
  for (let i = 0; i <= 8; i += 1) {
    const u = i / 8;
    const q = (k: 0 | 1 | 2): number =>
      (1 - u) * (1 - u) * h0[k] + 2 * u * (1 - u) * h1[k] + u * u * h2[k];
    hose.push([q(0), q(1), q(2)]);
  }
  for (let i = 0; i + 1 < hose.length; i += 1) {
    const a = hose[i];
    const b = hose[i + 1];
    if (a && b) parts.push(rod(15, a, b, S.copper, 12));
  }
  const end = hose[hose.length - 1] ?? h2;
  const nozzleDir = normalize([h2[0] - h1[0], h2[1] - h1[1], h2[2] - h1[2]]);
  parts.push(
    rod(
      10,
      end,
      [end[0] + nozzleDir[0] * 70, end[1] + nozzleDir[1] * 70, end[2] + nozzleDir[2] * 70],
      M.brass,
      12,
    ),
  );
  return parts;
}

/** Round dial face (decal on a disc) in the plane z = center z, facing +z. */
function dialDisc(r: number, center: Vec3, markup: Markup): Part {
  const [x, y, z] = center;
  const pts: Vec3[] = [];
  for (let i = 0; i < 40; i += 1) {
    const a = (i / 40) * Math.PI * 2;
    pts.push([x + r * Math.cos(a), y + r * Math.sin(a), z]);
  }
  return [
    {
      pts,
      mat: M.brightSteel,
      hint: [0, 0, 1],
      decals: [{ origin: center, u: [1, 0, 0], v: [0, -1, 0], markup, clip: true }],
    },
  ];
}

/** Ball of radius r centred at `c` (turned about y). */
const ball = (r: number, c: Vec3, material: Material): Part => {
  const profile: [number, number][] = [];
  for (let i = 0; i <= 8; i += 1) {
    const a = -Math.PI / 2 + (i / 8) * Math.PI;
    profile.push([Math.max(0, r * Math.cos(a)), r + r * Math.sin(a)]);
  }
  return turned(profile, material, 'y', [c[0], c[1] - r, c[2]], 16);
};

/**
 * Gear run-out tester: a bench instrument with a spur gear on a short mandrel between two small
 * centres, a swinging probe lever dropping a ball into a tooth space, a dial indicator reading the
 * lever and a small digital read-out.
 */
export function runOutTester(rng: Rng, style: MachineStyle): Part[] {
  const p = style.paint;
  const t = style.trim;
  const parts: Part[] = [];
  const standH = 560;
  const baseTop = standH + 90;
  const bedTop = baseTop + 50;
  const gz = 40;
  const gear: GearSpec = {
    teeth: 24,
    module: 8,
    faceWidth: 56,
    mat: M.groundSteel,
    toothMat: M.caseHardened,
    bore: 20,
    hub: { radius: 40, extra: 0 },
    sheenAngle: -0.6,
  };
  const rp = gearRadii(gear.teeth, gear.module).pitch;
  const axisY = bedTop + tip(gear) + 70;
  // Stand (cabinet) with the maker's plate.
  parts.push(box(1060, standH, 760, p, [0, 0, 0], { radius: 24 }));
  parts.push(
    frontPanel(980, standH - 70, 0, standH / 2, 381, bodyPanels(980, standH - 70, style.label)),
  );
  // Instrument base and ground bed.
  parts.push(box(920, 90, 540, t, [0, standH, 0], { radius: 18 }));
  parts.push(box(860, 50, 100, M.groundSteel, [0, baseTop, gz - 55]));
  parts.push(box(860, 50, 100, M.groundSteel, [0, baseTop, gz + 65]));
  // Digital read-out on a post at the back right.
  parts.push(cyl(16, 200, M.brightSteel, 'y', [340, baseTop, -190]));
  parts.push(box(220, 150, 60, S.darkGrey, [340, baseTop + 190, -190], { radius: 10 }));
  parts.push(
    frontPanel(204, 134, 340, baseTop + 265, -159, readout(204, 134, `${rng.int(11, 29)}`, 'µm')),
  );
  // Probe column behind the gear with the measuring head.
  const pz = gz - 250;
  const armY = axisY + tip(gear) + 110;
  const dialY = armY + 190;
  parts.push(box(180, 50, 180, t, [0, baseTop, pz], { radius: 10 }));
  parts.push(cyl(32, armY - baseTop - 60, M.groundSteel, 'y', [0, baseTop + 50, pz], 24));
  parts.push(box(130, dialY - armY + 110, 170, t, [0, armY - 60, pz + 10], { radius: 12 }));
  parts.push(cyl(12, gz - pz - 110, M.brightSteel, 'z', [0, dialY, pz + 115], 12));
  // Headstock, mandrel with the gear, tailstock.
  const sx = 280;
  const stock = (x: number): Part =>
    box(110, axisY - bedTop + 50, 170, t, [x, bedTop, gz], { radius: 12 });
  const centre = (dir: 'x' | '-x', x: number): Part =>
    turned(
      [
        [30, 0],
        [30, 50],
        [9, 95],
        [0, 100],
      ],
      M.brightSteel,
      dir,
      [x, axisY, gz],
      20,
    );
  parts.push(stock(-sx));
  parts.push(centre('x', -sx + 55));
  parts.push(cyl(20, 2 * sx - 300, M.groundSteel, 'x', [-sx + 150, axisY, gz], 20));
  parts.push(cyl(34, 30, M.steel, 'x', [-gear.faceWidth / 2 - 30, axisY, gz], 6));
  parts.push(orientTo(spurGear(rng, gear), 'x', [0, axisY, gz], Math.PI / gear.teeth));
  parts.push(cyl(30, 16, M.brightSteel, 'x', [gear.faceWidth / 2, axisY, gz], 20));
  // Swinging probe lever: pivot in the head, ruby ball dropped into the top tooth space.
  parts.push(cyl(26, 210, M.blackened, 'x', [-105, armY + 15, pz + 40], 20));
  parts.push(box(34, 30, gz - pz + 10, M.groundSteel, [0, armY, (gz + pz + 40) / 2 + 5]));
  parts.push(cyl(7, armY - (axisY + rp), M.brightSteel, 'y', [0, axisY + rp + 8, gz], 12));
  parts.push(ball(13, [0, axisY + rp + 6, gz], S.red));
  // Dial indicator reading the lever, turned towards the viewer.
  parts.push(cyl(5, dialY - 90 - armY - 30, M.brightSteel, 'y', [0, armY + 30, gz], 10));
  const dial = (part: Part): Part => move(part, [0, dialY, gz], -0.35);
  parts.push(dial(cyl(12, 40, M.brightSteel, 'y', [0, 84, -8], 12)));
  parts.push(dial(cyl(12, 30, M.brightSteel, '-y', [0, -84, -8], 12)));
  parts.push(dial(cyl(94, 28, M.brightSteel, 'z', [0, 0, -14], 48)));
  parts.push(dial(dialDisc(86, [0, 0, 15], dialFace(86, rng.range(-0.8, 0.8)))));
  // Lifting lever beside the head.
  parts.push(rod(10, [105, armY + 15, pz + 40], [230, armY + 110, pz - 40], M.brightSteel, 10));
  parts.push(ball(22, [230, armY + 110, pz - 40], M.blackened));
  parts.push(centre('-x', sx - 55));
  parts.push(stock(sx));
  parts.push(
    rod(9, [sx + 55, axisY + 10, gz], [sx + 100, axisY + 50, gz + 120], M.brightSteel, 10),
  );
  parts.push(ball(18, [sx + 100, axisY + 50, gz + 120], M.blackened));
  return parts;
}

/** Horizontal machine between centres: turning, cylindrical grinding, bench centre. */
export function centreMachine(
  rng: Rng,
  style: MachineStyle,
  kind: 'turn' | 'grind' | 'bench',
  work: readonly ShaftSegment[],
): Part[] {
  const p = style.paint;
  const parts: Part[] = [];
  const small = kind === 'bench';
  const bedH = small ? 520 : 760;
  const bedW = small ? 1700 : 2600;
  const axisY = bedH + (small ? 230 : 330);
  const k = small ? 1.8 : 2.3;
  const len = work.reduce((a, s) => a + s.length, 0) * k;
  if (kind === 'turn') {
    parts.push(box(bedW, 1200, 40, S.darkGrey, [0, bedH, -520]));
    parts.push(panel(1700, 800, [0, bedH + 620, -499], S.glass, glassWindow(1700, 800)));
  }
  if (kind === 'grind') {
    // Wheel head behind the work.
    parts.push(box(800, 560, 700, style.trim, [0, bedH, -560], { radius: 22 }));
    parts.push(cyl(330, 110, S.machineWhite, 'x', [-55, axisY + 40, -250], 56));
    parts.push(box(240, 420, 420, style.trim, [-190, axisY - 140, -470]));
  }
  parts.push(
    box(bedW, bedH, small ? 620 : 900, small ? S.machineGrey : p, [0, 0, 0], { radius: 20 }),
  );
  if (small) parts.push(box(bedW - 40, 50, 600, S.granite, [0, bedH - 50, 0], { radius: 8 }));
  if (!small) {
    parts.push(
      frontPanel(
        bedW - 100,
        bedH - 90,
        0,
        bedH / 2,
        451,
        bodyPanels(bedW - 100, bedH - 90, style.label),
      ),
    );
  }
  // Guide ways.
  parts.push(box(bedW - 160, 40, 90, M.groundSteel, [0, bedH, -150]));
  parts.push(box(bedW - 160, 40, 90, M.groundSteel, [0, bedH, 150]));
  const hx = -len / 2 - (small ? 280 : 420);
  if (small) {
    parts.push(box(220, 320, 300, p, [-len / 2 - 150, bedH + 40, 0]));
    parts.push(box(220, 320, 300, p, [len / 2 + 150, bedH + 40, 0]));
    parts.push(
      turned(
        [
          [70, 0],
          [70, 40],
          [0, 120],
        ],
        M.brightSteel,
        'x',
        [-len / 2 - 110, axisY, 0],
      ),
    );
    parts.push(
      turned(
        [
          [70, 0],
          [70, 40],
          [0, 120],
        ],
        M.brightSteel,
        '-x',
        [len / 2 + 110, axisY, 0],
      ),
    );
  } else {
    parts.push(box(700, 780, 820, p, [hx - 80, bedH, 0], { radius: 24 }));
    parts.push(
      turned(
        [
          [200, 0],
          [200, 120],
          [120, 120],
          [120, 180],
        ],
        M.steel,
        'x',
        [hx + 270, axisY, 0],
        48,
      ),
    );
    for (let i = 0; i < 3; i += 1) {
      const a = (i * 2 * Math.PI) / 3 + 0.4;
      parts.push(
        box(60, 70, 60, M.blackened, [hx + 460, axisY + Math.sin(a) * 130 - 35, Math.cos(a) * 130]),
      );
    }
    parts.push(box(380, 440, 500, p, [len / 2 + 300, bedH + 40, 0], { radius: 16 }));
    parts.push(
      turned(
        [
          [60, 0],
          [60, 150],
          [30, 150],
          [0, 220],
        ],
        M.brightSteel,
        '-x',
        [len / 2 + 110 + 100, axisY, 0],
      ),
    );
  }
  parts.push(
    shaftAlongX(work, kind === 'turn' ? M.steel : M.groundSteel, [small ? 0 : 40, axisY, 0], k),
  );
  if (kind === 'turn') {
    // Turret slide in front with a tool touching the work.
    parts.push(box(520, 200, 420, style.trim, [260, bedH + 40, 330]));
    parts.push(box(360, axisY - bedH - 420, 300, style.trim, [260, bedH + 240, 330]));
    parts.push(cyl(170, 110, M.castIron, 'z', [260, axisY - 300, 300], 12));
    parts.push(box(50, 150, 50, M.blackened, [260, axisY - 170, 300]));
    parts.push(box(30, 40, 30, M.brass, [260, axisY - 75, 300]));
  }
  if (kind === 'bench') {
    // Dial gauge on a stand in front, plunger touching the shaft.
    const sx = 60;
    parts.push(box(240, 60, 180, M.castIron, [sx, bedH, 240]));
    parts.push(cyl(18, 460, M.brightSteel, 'y', [sx - 60, bedH + 60, 240]));
    parts.push(cyl(12, 240, M.brightSteel, 'z', [sx - 60, axisY + 180, 60]));
    parts.push(cyl(6, 120, M.brightSteel, 'y', [sx - 60, axisY + 40, 95]));
    parts.push(cyl(75, 30, M.brightSteel, 'z', [sx - 60, axisY + 240, 130], 40));
    parts.push(
      panel(
        140,
        140,
        [sx - 60, axisY + 240, 161],
        M.brightSteel,
        dialFace(70, rng.range(-0.8, 0.8)),
      ),
    );
  }
  if (style.cnc) parts.push(...screenPendant(rng, style, bedW / 2 + 250, bedH + 650, 520));
  return parts;
}

/** Magnetic-base dial gauge stand at (x, y, z) with the dial facing +z, scaled by k. */
export function dialStand(rng: Rng, x: number, y: number, z: number, k = 1): Part[] {
  return [
    box(90 * k, 70 * k, 70 * k, S.darkGrey, [x, y, z]),
    cyl(8 * k, 300 * k, M.brightSteel, 'y', [x, y + 70 * k, z]),
    cyl(6 * k, 160 * k, M.brightSteel, 'x', [x, y + 330 * k, z]),
    cyl(3 * k, 120 * k, M.brightSteel, 'y', [x + 160 * k, y + 230 * k, z]),
    cyl(38 * k, 16 * k, M.brightSteel, 'z', [x + 160 * k, y + 330 * k, z - 8 * k], 32),
    panel(
      76 * k,
      76 * k,
      [x + 160 * k, y + 330 * k, z + 8.5 * k],
      M.brightSteel,
      dialFace(38 * k, rng.range(-0.8, 0.8)),
    ),
  ];
}

/** Vertical machines: drilling and broaching. */
export function verticalMachine(rng: Rng, style: MachineStyle, kind: 'drill' | 'broach'): Part[] {
  const p = style.paint;
  const parts: Part[] = [];
  const gear: GearSpec = { ...WORK_GEAR, helixDeg: 0, mat: M.steel, toothMat: M.caseHardened };
  if (kind === 'drill') {
    parts.push(box(1100, 260, 1100, p, [0, 0, 0], { radius: 30 }));
    parts.push(cyl(130, 1900, M.groundSteel, 'y', [-300, 260, -300], 48));
    // Radial arm with drilling head.
    parts.push(box(360, 280, 360, p, [-300, 1500, -300]));
    parts.push(box(1300, 200, 260, p, [250, 1540, -300]));
    parts.push(box(360, 520, 360, style.trim, [420, 1280, -300], { radius: 20 }));
    parts.push(cyl(45, 380, M.brightSteel, 'y', [420, 900, -120]));
    parts.push(
      turned(
        [
          [0, 0],
          [12, 30],
          [12, 200],
          [30, 200],
          [30, 260],
        ],
        M.temper,
        'y',
        [420, 640, -120],
      ),
    );
    parts.push(box(900, 380, 700, style.trim, [300, 260, 50], { radius: 16 }));
    parts.push(
      gearAt(rng, { ...gear, web: { rimInner: tip(gear) - 40, depth: 12 } }, 420, 640, -40),
    );
    parts.push(frontPanel(260, 160, 420, 1440, -119, readout(260, 160, '320', 'RPM')));
  } else {
    parts.push(box(1200, 800, 1000, p, [0, 0, 0], { radius: 26 }));
    parts.push(frontPanel(1100, 700, 0, 400, 501, bodyPanels(1100, 700, style.label)));
    parts.push(box(900, 2600, 500, p, [0, 800, -250], { radius: 26 }));
    parts.push(panel(700, 2300, [0, 2000, 1], style.trim, undefined));
    parts.push(box(600, 500, 300, style.trim, [0, 2000, 150]));
    parts.push(
      shaftAlongYAt(
        [
          { kind: 'round', length: 120, r: 38 },
          { kind: 'spline', length: 900, count: 10, major: 40, minor: 32, width: 8 },
          { kind: 'round', length: 200, r: 30 },
        ],
        [0, 950, 300],
      ),
    );
    parts.push(box(900, 80, 700, M.castIron, [0, 800, 250]));
    parts.push(gearAt(rng, { ...gear, bore: 42 }, 0, 880, 300));
    // Rack of broaches beside the machine.
    parts.push(box(500, 900, 300, style.trim, [-1100, 0, 100], { radius: 10 }));
    for (let i = 0; i < 4; i += 1) {
      parts.push(
        shaftAlongYAt(
          [
            { kind: 'round', length: 100, r: 26 },
            {
              kind: 'spline',
              length: 700 - i * 60,
              count: 10,
              major: 30 - i * 2,
              minor: 24 - i * 2,
              width: 6,
            },
            { kind: 'round', length: 120, r: 22 },
          ],
          [-1260 + i * 105, 900, 100],
        ),
      );
    }
  }
  if (style.cnc) parts.push(...screenPendant(rng, style, 1000, 1200, 400));
  return parts;
}

const shaftAlongYAt = (
  segments: readonly ShaftSegment[],
  pos: readonly [number, number, number],
): Part =>
  transformMesh(shaft({ segments, mat: M.brightSteel }), { pos: [pos[0], pos[1], pos[2]] });

type TesterKind = 'brinell' | 'rockwell' | 'vickers';

/** C-frame hardness tester with a gear sample on the anvil. */
export function hardnessTester(rng: Rng, style: MachineStyle, kind: TesterKind): Part[] {
  const p = style.paint;
  const parts: Part[] = [];
  const sample: GearSpec = {
    teeth: 24,
    module: 3,
    faceWidth: 30,
    mat: M.groundSteel,
    toothMat: M.caseHardened,
    bore: 16,
    hub: { radius: 26, extra: 0 },
  };
  parts.push(box(480, 1500, 320, p, [0, 0, -300], { radius: 30 }));
  parts.push(box(520, 640, 760, p, [0, 0, 0], { radius: 40 }));
  parts.push(box(520, 520, 780, p, [0, 1080, -10], { radius: 40 }));
  parts.push(box(500, 40, 740, S.darkGrey, [0, 1080, -10]));
  // Elevating screw and anvil.
  parts.push(cyl(60, 140, S.darkGrey, 'y', [0, 640, 170], 32));
  parts.push(cyl(28, 120, M.brightSteel, 'y', [0, 780, 170], 32));
  parts.push(cyl(110, 30, M.brightSteel, 'y', [0, 880, 170], 40));
  parts.push(cyl(150, 26, S.darkGrey, 'y', [0, 700, 170], 40));
  parts.push(gearAt(rng, sample, 0, 910, 170));
  // Indenter.
  if (kind === 'vickers') {
    parts.push(cyl(75, 60, M.brightSteel, 'y', [0, 1020, 170], 32));
    for (let i = 0; i < 3; i += 1) {
      const a = (i * 2 * Math.PI) / 3;
      parts.push(
        turned(
          [
            [0, 0],
            [14, 20],
            [18, 60],
          ],
          M.brightSteel,
          'y',
          [Math.cos(a) * 45, 960, 170 + Math.sin(a) * 45],
          16,
        ),
      );
    }
  } else {
    parts.push(cyl(34, 110, M.brightSteel, 'y', [0, 970, 170], 32));
    parts.push(
      turned(
        [
          [0, 0],
          [kind === 'brinell' ? 12 : 6, 12],
          [18, 30],
        ],
        kind === 'brinell' ? M.brightSteel : M.brass,
        'y',
        [0, 945, 170],
        16,
      ),
    );
  }
  // Face of the head: dial, read-out or screen.
  if (kind === 'rockwell') {
    parts.push(cyl(150, 40, M.brightSteel, 'z', [0, 1340, 380], 48));
    parts.push(
      panel(280, 280, [0, 1340, 421], M.brightSteel, dialFace(140, rng.range(-1, 1.2), '#b8bec4')),
    );
  } else if (kind === 'brinell') {
    parts.push(
      frontPanel(380, 220, 0, 1380, 381, readout(380, 220, `${rng.int(180, 280)}`, 'HBW')),
    );
  } else {
    parts.push(frontPanel(420, 300, 0, 1350, 381, cncScreen(420, 300, rng, '#7cd4ff')));
    parts.push(cyl(60, 260, S.darkGrey, 'z', [0, 1700, -120], 24));
  }
  parts.push(frontPanel(480, 300, 0, 320, 381, bodyPanels(480, 300, style.label)));
  parts.push(cyl(28, 160, S.darkGrey, 'x', [260, 420, 200]));
  return parts;
}

/** Metallurgical microscope with a camera monitor showing the microstructure. */
export function microscope(rng: Rng, style: MachineStyle, micro: Markup): Part[] {
  const p = style.paint;
  const parts: Part[] = [];
  parts.push(box(1700, 60, 900, S.woodDark, [0, 700, 0]));
  parts.push(box(1650, 700, 60, S.darkGrey, [0, 0, -380]));
  // Monitor.
  parts.push(box(120, 30, 200, S.darkGrey, [430, 760, -220]));
  parts.push(cyl(20, 180, S.darkGrey, 'y', [430, 790, -250]));
  parts.push(box(720, 440, 40, S.darkGrey, [430, 900, -260], { radius: 8 }));
  parts.push(panel(680, 400, [430, 1120, -239], S.darkGrey, micro));
  // Stand, stage, turret, eyepieces.
  parts.push(box(420, 80, 480, p, [-300, 760, 40], { radius: 30 }));
  parts.push(box(180, 560, 200, p, [-300, 840, -110], { radius: 20 }));
  parts.push(box(400, 50, 320, M.castIron, [-300, 1060, 90]));
  parts.push(cyl(50, 40, M.groundSteel, 'y', [-300, 1110, 120], 32));
  parts.push(box(260, 140, 420, p, [-300, 1400, 0], { radius: 24 }));
  for (let i = 0; i < 4; i += 1) {
    const a = (i * Math.PI) / 2 + 0.3;
    parts.push(
      turned(
        [
          [20, 0],
          [20, 60],
          [12, 110],
        ],
        M.brightSteel,
        '-y',
        [-300 + Math.cos(a) * 45, 1400, 140 + Math.sin(a) * 45],
        16,
      ),
    );
  }
  parts.push(cyl(90, 60, M.brightSteel, 'y', [-300, 1360, 130], 32));
  parts.push(
    turned(
      [
        [34, 0],
        [34, 190],
        [40, 210],
        [40, 240],
      ],
      S.darkGrey,
      'z',
      [-360, 1620, 60],
      24,
    ),
  );
  parts.push(
    turned(
      [
        [34, 0],
        [34, 190],
        [40, 210],
        [40, 240],
      ],
      S.darkGrey,
      'z',
      [-240, 1620, 60],
      24,
    ),
  );
  parts.push(cyl(30, 200, S.darkGrey, 'y', [-300, 1540, -110], 24));
  parts.push(cyl(70, 70, M.blackened, 'x', [-120, 920, -40], 32));
  // Mounted sample puck.
  parts.push(cyl(35, 25, S.machineWhite, 'y', [-300, 1110, 120], 32));
  parts.push(cyl(38, 30, S.machineWhite, 'y', [-20, 730, 250], 32));
  parts.push(cyl(38, 30, M.blackened, 'y', [80, 730, 300], 32));
  return parts;
}

/** Gear lead / profile tester: granite base, vertical centres, probe carriage, trace screen. */
export function leadProfileTester(rng: Rng, style: MachineStyle): Part[] {
  const p = style.paint;
  const parts: Part[] = [];
  const gear: GearSpec = {
    ...WORK_GEAR,
    module: 8,
    teeth: 36,
    mat: M.groundSteel,
    toothMat: M.caseHardened,
  };
  parts.push(box(900, 540, 80, S.darkGrey, [900, 1100, -300], { radius: 10 }));
  parts.push(panel(860, 500, [900, 1370, -259], S.darkGrey, traceScreen(860, 500, rng)));
  parts.push(cyl(24, 400, S.darkGrey, 'y', [900, 700, -330]));
  parts.push(box(500, 30, 300, S.darkGrey, [900, 680, -330]));
  parts.push(box(1900, 700, 1000, p, [0, 0, 0], { radius: 24 }));
  parts.push(frontPanel(1800, 600, 0, 350, 501, bodyPanels(1800, 600, style.label)));
  parts.push(box(1800, 160, 900, S.granite, [0, 700, 0], { radius: 8 }));
  const gx = -250;
  // Upper centre column.
  parts.push(box(300, 1500, 300, p, [gx, 860, -330], { radius: 14 }));
  parts.push(box(260, 160, 380, style.trim, [gx, 1900, -140]));
  parts.push(
    turned(
      [
        [0, 0],
        [30, 50],
        [30, 500],
      ],
      M.brightSteel,
      'y',
      [gx, 1130, 20],
    ),
  );
  parts.push(cyl(120, 120, M.castIron, 'y', [gx, 860, 20], 48));
  parts.push(
    turned(
      [
        [30, 0],
        [30, 150],
        [0, 200],
      ],
      M.brightSteel,
      'y',
      [gx, 980, 20],
    ),
  );
  parts.push(gearAt(rng, gear, gx, 1060, 20));
  // Probe carriage.
  const gr = tip(gear);
  parts.push(box(420, 700, 420, style.trim, [gx + gr + 420, 860, 20], { radius: 14 }));
  parts.push(cyl(14, 200, M.brightSteel, 'x', [gx + gr - 10, 1100, 20]));
  parts.push(
    turned(
      [
        [0, 0],
        [8, 16],
        [8, 20],
      ],
      S.red,
      '-x',
      [gx + gr + 10, 1100, 20],
      12,
    ),
  );
  return parts;
}

export const MACHINE_STYLES = {
  cream: { paint: S.machineCream, trim: S.machineGreen, cnc: false, label: 'HOBBER' },
  green: { paint: S.machineGreen, trim: S.machineCream, cnc: false, label: 'GEAR' },
  cncWhite: { paint: S.machineWhite, trim: S.machineBlue, cnc: true, label: 'CNC' },
  cncGrey: { paint: S.machineGrey, trim: S.machineWhite, cnc: true, label: 'CNC' },
  blue: { paint: S.machineBlue, trim: S.machineGrey, cnc: false, label: 'TEST' },
} as const satisfies Record<string, MachineStyle>;

/** The shop's everyday spur gear (racks, tables, the furnace), varied per picture. */
export const SPUR_B: GearSpec = {
  teeth: 30,
  module: 4,
  faceWidth: 40,
  mat: M.steel,
  toothMat: M.caseHardened,
  bore: 22,
  keyway: true,
  hub: { radius: 34, extra: 10 },
  sheenAngle: -0.9,
};
