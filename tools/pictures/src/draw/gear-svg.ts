import { chamferRing, engraving, linearSheen, occlusionRing, spunFinish } from './finish.ts';

/** Direction of the broad light falloff across flat faces (face-plane radians). */
const SHEEN_DIR = -2.3;
import type { Material } from './material.ts';
import type { Vec2 } from './math3d.ts';
import type { Decal, Face, Mesh } from './mesh.ts';
import type { Rng } from './prng.ts';
import {
  boreWithKeyway,
  circle,
  gearRadii,
  internalGearHole,
  involuteGear,
  rotate2,
  scale2,
  sprocket,
  sprocketRadii,
} from './profiles.ts';
import { flatFace, holeWalls, loft, planeDecal, prism, sideWalls, type Edge } from './solids.ts';

/**
 * Gear solids in local coordinates (axis +y, centred on y = 0). Tooth outlines are computed from
 * tooth count, module and pressure angle (profiles.ts); faces get turned-metal decals.
 */

const CHAMFER_EDGE: Edge = { color: '#ffffff', width: 1.1, opacity: 0.38 };

export interface WebSpec {
  /** Radius where the thinner web meets the rim. */
  readonly rimInner: number;
  /** Recess depth on each side. */
  readonly depth: number;
  readonly holes?: { readonly count: number; readonly radius: number; readonly pcd: number };
}

export interface GearSpec {
  readonly teeth: number;
  readonly module: number;
  readonly faceWidth: number;
  readonly mat: Material;
  /** Flanks and tooth tips (e.g. case-hardened) if different from the faces. */
  readonly toothMat?: Material;
  readonly helixDeg?: number;
  readonly bore: number;
  readonly keyway?: boolean;
  readonly hub?: { readonly radius: number; readonly extra: number; readonly mat?: Material };
  readonly web?: WebSpec;
  readonly engraving?: string;
  readonly sheenAngle?: number;
  readonly pressureAngleDeg?: number;
}

const boreOutline = (r: number, keyway: boolean | undefined): Vec2[] =>
  keyway === true ? boreWithKeyway(r, r * 0.5, r * 0.22, 30) : circle(r, 32);

function faceDecals(
  rng: Rng,
  y: number,
  rOuter: number,
  rInner: number,
  angle: number | undefined,
  text?: { readonly value: string; readonly radius: number },
): Decal[] {
  const decals: Decal[] = [
    planeDecal(y, linearSheen(rOuter * 1.15, SHEEN_DIR, 0.55)),
    planeDecal(y, spunFinish(rng, { rOuter, rInner, angle })),
    planeDecal(y, chamferRing(rOuter * 0.985, rOuter * 0.006)),
  ];
  if (text) {
    decals.push(planeDecal(y, engraving(text.value, 0, text.radius, rOuter * 0.075)));
  }
  return decals;
}

const holeRing = (count: number, radius: number, pcd: number, offset = 0): Vec2[][] => {
  const holes: Vec2[][] = [];
  for (let i = 0; i < count; i += 1) {
    const a = (2 * Math.PI * (i + offset)) / count;
    holes.push(circle(radius, 20, 0, pcd * Math.cos(a), pcd * Math.sin(a)));
  }
  return holes;
};

interface HubParts {
  /** Walls above / below the plate: they follow the plate's top / bottom face. */
  readonly upper: Face[];
  readonly lower: Face[];
  readonly caps: Face[];
}

/**
 * A cylindrical hub (radius r) standing on a plate whose faces are at +-base, reaching +-top,
 * with a bore: walls only where exposed, bore walls seen through the hub faces.
 */
function hub(
  rng: Rng,
  r: number,
  base: number,
  top: number,
  bore: readonly Vec2[],
  boreR: number,
  mat: Material,
  sheenAngle: number | undefined,
): HubParts {
  const ring = circle(r, 44);
  const upper = top > base ? sideWalls(ring, base, top, mat) : [];
  const lower = top > base ? sideWalls(ring, -top, -base, mat) : [];
  const walls = holeWalls(bore, -top, top, mat);
  const caps = [true, false].map((up) => {
    const y = up ? top : -top;
    return flatFace(ring, y, up, mat, {
      holes: [bore],
      attached: walls,
      edge: CHAMFER_EDGE,
      decals: [
        planeDecal(y, linearSheen(r * 1.2, SHEEN_DIR, 0.55)),
        planeDecal(y, spunFinish(rng, { rOuter: r, rInner: boreR, angle: sheenAngle, rings: 6 })),
      ],
    });
  });
  return { upper, lower, caps };
}

/** Spur or helical gear with optional hub, recessed web with lightening holes, bore and keyway. */
export function spurGear(rng: Rng, g: GearSpec): Mesh {
  const rad = gearRadii(g.teeth, g.module);
  const outline = involuteGear(g.teeth, g.module, {
    flankSteps: g.teeth > 40 ? 3 : 4,
    rootSteps: 2,
    pressureAngleDeg: g.pressureAngleDeg,
  });
  const half = g.faceWidth / 2;
  const twist = g.helixDeg ? (g.faceWidth * Math.tan((g.helixDeg * Math.PI) / 180)) / rad.pitch : 0;
  const bore = boreOutline(g.bore, g.keyway);
  const faces: Face[] = [];
  const sideMat = g.toothMat ?? g.mat;
  const chamfer = Math.min(0.3 * g.module, half * 0.2);
  const chamferK = 1 - chamfer / rad.tip;
  const twistAt = (y: number): number => (twist * y) / g.faceWidth;

  // Teeth: twisted flanks, chamfered tooth ends on the top (visible) face only.
  const flankTop = half - chamfer;
  faces.push(
    ...sideWalls(
      rotate2(outline, twistAt((flankTop - half) / 2)),
      -half,
      flankTop,
      sideMat,
      twistAt(flankTop) - twistAt(-half),
    ),
  );
  const topOutline = rotate2(scale2(outline, chamferK), twistAt(half));
  const bottomOutline = rotate2(outline, twistAt(-half));
  faces.push(
    ...loft(rotate2(outline, twistAt(flankTop)), flankTop, topOutline, half, sideMat, 1.08),
  );

  const hubR = g.hub?.radius ?? (g.web ? g.bore * 1.6 : 0);
  const hubTop = half + (g.hub?.extra ?? 0);
  const hasHub = hubR > 0 && (g.web !== undefined || (g.hub?.extra ?? 0) > 0);
  const text = g.engraving
    ? {
        value: g.engraving,
        radius: g.web
          ? (g.web.rimInner + rad.root) / 2 + rad.root * 0.03
          : (rad.root + (hasHub ? hubR : g.bore)) / 2,
      }
    : undefined;

  const webHalf = g.web ? half - g.web.depth : half;
  const hubParts = hasHub
    ? hub(rng, hubR, webHalf, hubTop, bore, g.bore, g.hub?.mat ?? g.mat, g.sheenAngle)
    : { upper: [], lower: [], caps: [] };
  // Rim faces.
  const rimHole = g.web ? circle(g.web.rimInner, 60) : hasHub ? circle(hubR, 44) : bore;
  const rimWalls = g.web
    ? [...holeWalls(rimHole, webHalf, half, g.mat), ...holeWalls(rimHole, -half, -webHalf, g.mat)]
    : hasHub
      ? []
      : holeWalls(bore, -half, half, g.mat);
  for (const up of [true, false]) {
    const y = up ? half : -half;
    faces.push(
      flatFace(up ? topOutline : bottomOutline, y, up, g.mat, {
        holes: [rimHole],
        attached: rimWalls,
        follow: g.web ? [] : up ? hubParts.upper : hubParts.lower,
        edge: CHAMFER_EDGE,
        decals: faceDecals(
          rng,
          y,
          rad.root,
          g.web ? g.web.rimInner : g.bore,
          g.sheenAngle,
          up ? text : undefined,
        ),
      }),
    );
  }

  if (g.web) {
    const w = g.web;
    const lightening = w.holes ? holeRing(w.holes.count, w.holes.radius, w.holes.pcd, 0.5) : [];
    const walls = lightening.flatMap((h) => holeWalls(h, -webHalf, webHalf, g.mat));
    for (const up of [true, false]) {
      const y = up ? webHalf : -webHalf;
      faces.push(
        flatFace(circle(w.rimInner, 60), y, up, g.mat, {
          holes: [circle(hubR, 44), ...lightening],
          attached: walls,
          follow: up ? hubParts.upper : hubParts.lower,
          decals: [
            planeDecal(y, linearSheen(w.rimInner * 1.1, SHEEN_DIR, 0.45)),
            planeDecal(
              y,
              spunFinish(rng, {
                rOuter: w.rimInner,
                rInner: hubR,
                angle: g.sheenAngle,
                strength: 0.7,
              }),
            ),
            planeDecal(y, occlusionRing(hubR, (w.rimInner - hubR) * 0.35, false)),
            planeDecal(y, occlusionRing(w.rimInner, (w.rimInner - hubR) * 0.3, true, 0.3)),
          ],
        }),
      );
    }
  }
  faces.push(...hubParts.caps);
  return faces;
}

export interface BevelSpec {
  readonly teeth: number;
  readonly module: number;
  /** Inner/outer size ratio of the toothed cone. */
  readonly coneRatio: number;
  readonly coneHeight: number;
  readonly back: number;
  readonly bore: number;
  readonly mat: Material;
  readonly toothMat?: Material;
  /** Rotation of the inner tooth ends relative to the outer ones (spiral bevel), radians. */
  readonly spiral?: number;
  readonly hub?: { readonly radius: number; readonly height: number };
  readonly boltHoles?: { readonly count: number; readonly radius: number; readonly pcd: number };
  readonly keyway?: boolean;
  readonly sheenAngle?: number;
}

/** Straight or spiral bevel gear (also crown wheels), toothed cone pointing +y. */
export function bevelGear(rng: Rng, b: BevelSpec): Mesh {
  const rad = gearRadii(b.teeth, b.module);
  const outer = involuteGear(b.teeth, b.module, { flankSteps: b.teeth > 36 ? 3 : 4, rootSteps: 2 });
  const inner = scale2(rotate2(outer, b.spiral ?? 0), b.coneRatio);
  const bore = boreOutline(b.bore, b.keyway);
  const faces: Face[] = [];
  const toothMat = b.toothMat ?? b.mat;
  faces.push(...loft(outer, 0, inner, b.coneHeight, toothMat));
  faces.push(...sideWalls(outer, -b.back, 0, toothMat, 0, 0.9));
  const bolts = b.boltHoles ? holeRing(b.boltHoles.count, b.boltHoles.radius, b.boltHoles.pcd) : [];
  const boltWalls = bolts.flatMap((h) => holeWalls(h, -b.back, b.coneHeight, b.mat));
  const innerRoot = rad.root * b.coneRatio;
  const hubR = b.hub?.radius;
  const top = b.coneHeight + (b.hub?.height ?? 0);
  const boreWalls = holeWalls(bore, -b.back, top, b.mat);
  faces.push(
    flatFace(inner, b.coneHeight, true, b.mat, {
      holes: [hubR ? circle(hubR, 44) : bore, ...bolts],
      attached: hubR ? boltWalls : [...boreWalls, ...boltWalls],
      edge: CHAMFER_EDGE,
      decals: [
        planeDecal(b.coneHeight, linearSheen(innerRoot * 1.2, SHEEN_DIR, 0.5)),
        planeDecal(
          b.coneHeight,
          spunFinish(rng, { rOuter: innerRoot, rInner: b.bore, angle: b.sheenAngle }),
        ),
        planeDecal(b.coneHeight, chamferRing(innerRoot * 0.97, innerRoot * 0.008)),
      ],
    }),
  );
  faces.push(
    flatFace(outer, -b.back, false, b.mat, {
      holes: [bore, ...bolts],
      attached: [...boreWalls, ...boltWalls],
      edge: CHAMFER_EDGE,
      decals: [
        planeDecal(
          -b.back,
          spunFinish(rng, { rOuter: rad.root, rInner: b.bore, angle: b.sheenAngle }),
        ),
      ],
    }),
  );
  if (hubR !== undefined) {
    faces.push(...sideWalls(circle(hubR, 44), b.coneHeight, top, b.mat));
    faces.push(
      flatFace(circle(hubR, 44), top, true, b.mat, {
        holes: [bore],
        attached: boreWalls,
        edge: CHAMFER_EDGE,
        decals: [
          planeDecal(
            top,
            spunFinish(rng, { rOuter: hubR, rInner: b.bore, angle: b.sheenAngle, rings: 6 }),
          ),
        ],
      }),
    );
  }
  return faces;
}

interface RingGearSpec {
  readonly teeth: number;
  readonly module: number;
  readonly outerRadius: number;
  readonly faceWidth: number;
  readonly mat: Material;
  readonly toothMat?: Material;
  readonly boltHoles?: { readonly count: number; readonly radius: number; readonly pcd: number };
  readonly sheenAngle?: number;
  readonly engraving?: string;
}

/** Internal (annulus) ring gear, e.g. for planetary final drives. */
export function ringGear(rng: Rng, r: RingGearSpec): Mesh {
  const hole = internalGearHole(r.teeth, r.module);
  const outer = circle(r.outerRadius, 96);
  const holes: Vec2[][] = [hole];
  if (r.boltHoles) {
    for (let i = 0; i < r.boltHoles.count; i += 1) {
      const a = (2 * Math.PI * (i + 0.5)) / r.boltHoles.count;
      holes.push(
        circle(
          r.boltHoles.radius,
          14,
          0,
          r.boltHoles.pcd * Math.cos(a),
          r.boltHoles.pcd * Math.sin(a),
        ),
      );
    }
  }
  const half = r.faceWidth / 2;
  const rootR = gearRadii(r.teeth, r.module).pitch + r.module * 1.25;
  const faces = prism(outer, {
    y0: -half,
    y1: half,
    mat: r.mat,
    holes,
    topDecals: [
      planeDecal(
        half,
        spunFinish(rng, { rOuter: r.outerRadius, rInner: rootR, angle: r.sheenAngle }),
      ),
      ...(r.engraving
        ? [
            planeDecal(
              half,
              engraving(
                r.engraving,
                0,
                -(r.outerRadius + rootR) / 2 + r.outerRadius * 0.02,
                (r.outerRadius - rootR) * 0.28,
              ),
            ),
          ]
        : []),
    ],
    bottomDecals: [
      planeDecal(
        -half,
        spunFinish(rng, { rOuter: r.outerRadius, rInner: rootR, angle: r.sheenAngle }),
      ),
    ],
    edge: CHAMFER_EDGE,
  });
  const toothMat = r.toothMat;
  if (!toothMat) return faces;
  const isTooth = (f: Face): boolean =>
    f.pts.every((p) => Math.hypot(p[0], p[2]) < rootR + r.module * 0.1);
  return faces.map((f) =>
    f.attached
      ? { ...f, attached: f.attached.map((w) => (isTooth(w) ? { ...w, mat: toothMat } : w)) }
      : f,
  );
}

interface SprocketSpec {
  readonly teeth: number;
  readonly pitch: number;
  readonly roller: number;
  readonly thickness: number;
  readonly bore: number;
  readonly mat: Material;
  readonly toothMat?: Material;
  readonly hub?: { readonly radius: number; readonly extra: number };
  readonly strands?: number;
  readonly holes?: { readonly count: number; readonly radius: number; readonly pcd: number };
  readonly sheenAngle?: number;
}

/**
 * Roller-chain sprocket (simplex or multiplex) with chamfered teeth and a plain hub. The teeth
 * are a hardened band (`toothMat`, faces included) on the body (`mat`); the strands of a
 * multiplex sprocket share that band, cut by a groove for the chain's inner plates that reaches
 * just below the roller seats (a real duplex/triplex wheel is one part, not stacked plates).
 */
export function sprocketWheel(rng: Rng, s: SprocketSpec): Mesh {
  const rad = sprocketRadii(s.teeth, s.pitch);
  const outline = sprocket(s.teeth, s.pitch, s.roller);
  const faces: Face[] = [];
  const strands = s.strands ?? 1;
  const gap = s.pitch * 0.55;
  const total = strands * s.thickness + (strands - 1) * gap;
  const hubR = s.hub?.radius ?? s.bore * 1.7;
  const bore = boreWithKeyway(s.bore, s.bore * 0.5, s.bore * 0.22, 36);
  const rootR = rad.pitch - s.roller * 0.6;
  // The inner plates of the chain reach about half a pitch below the rollers' centres.
  const grooveR = rad.pitch - s.pitch * 0.5;
  // Where the hardened band ends and the blackened body begins.
  const bandR = Math.min(grooveR, rootR) - s.pitch * 0.12;
  const band = circle(bandR, 72);
  const holes = s.holes ? holeRing(s.holes.count, s.holes.radius, s.holes.pcd) : [];
  const toothMat = s.toothMat ?? s.mat;
  const extra = s.hub?.extra ?? 0;
  const hubParts = hub(rng, hubR, total / 2, total / 2 + extra, bore, s.bore, s.mat, s.sheenAngle);
  for (let k = 0; k < strands; k += 1) {
    const y0 = -total / 2 + k * (s.thickness + gap);
    const y1 = y0 + s.thickness;
    const c = s.thickness * 0.22;
    const small = scale2(outline, 1 - (c * 1.4) / rad.tip);
    faces.push(...sideWalls(outline, y0, y1 - c, toothMat));
    faces.push(...loft(outline, y1 - c, small, y1, toothMat, 1.1));
    const isTop = k === strands - 1;
    const isBottom = k === 0;
    for (const up of [true, false]) {
      const y = up ? y1 : y0;
      // Only the outer faces of the wheel show its body; inner faces end at the groove.
      const outer = (up && isTop) || (!up && isBottom);
      faces.push(
        flatFace(up ? small : outline, y, up, toothMat, {
          holes: [outer ? band : circle(grooveR, 72)],
          edge: CHAMFER_EDGE,
        }),
      );
      if (!outer) continue;
      faces.push(
        flatFace(band, y, up, s.mat, {
          holes: [circle(hubR, 44), ...holes],
          attached: holes.flatMap((h) => holeWalls(h, -total / 2, total / 2, s.mat)),
          follow: up ? hubParts.upper : hubParts.lower,
          decals: [
            planeDecal(y, spunFinish(rng, { rOuter: bandR, rInner: hubR, angle: s.sheenAngle })),
          ],
        }),
      );
    }
  }
  for (let k = 0; k + 1 < strands; k += 1) {
    const y0 = -total / 2 + k * (s.thickness + gap) + s.thickness;
    faces.push(...sideWalls(circle(grooveR, 72), y0, y0 + gap, toothMat));
  }
  faces.push(...hubParts.caps);
  return faces;
}
