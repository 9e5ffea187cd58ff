import { shade, type Environment, type Material } from './material.ts';
import {
  add,
  apply,
  dot,
  IDENTITY,
  normalize,
  rotations,
  rotX,
  rotY,
  scale,
  type Mat3,
  type Vec3,
} from './math3d.ts';
import { fmt, fmt3, hex, type Defs, type Rgb } from './svg-util.ts';

/**
 * A tiny flat-shaded, orthographic polygon renderer that emits SVG. Objects are meshes of planar
 * faces; each face is shaded from its normal (studio lighting in material.ts), back faces are
 * culled and the rest painted far to near. Decals draw extra markup in the plane of a face.
 */

/** Markup drawn in a face's plane; 1 decal unit = |u| (resp. |v|) local units. */
export interface Decal {
  readonly origin: Vec3;
  readonly u: Vec3;
  readonly v: Vec3;
  readonly markup: (defs: Defs) => string;
  /** Clip to the owning face's outline (default true). */
  readonly clip?: boolean;
}

export interface Face {
  readonly pts: readonly Vec3[];
  readonly holes?: readonly (readonly Vec3[])[];
  readonly mat: Material;
  /** Rough outward direction; the exact normal comes from the points. */
  readonly hint: Vec3;
  /** Faces paint in layer order first, then far to near. */
  readonly layer?: number;
  readonly decals?: readonly Decal[];
  /** A highlight stroke along the face outline (machined chamfer). */
  readonly edge?: { readonly color: string; readonly width: number; readonly opacity: number };
  /** Multiplies the shaded colour. */
  readonly tint?: number;
  /**
   * Faces seen only through this face's holes (hole walls): painted right after it, clipped to
   * the holes, and only when this face is visible.
   */
  readonly attached?: readonly Face[];
  /** Faces visible only together with this one (e.g. a hub above a plate): painted right after it. */
  readonly follow?: readonly Face[];
}

export type Mesh = readonly Face[];

interface Pose {
  readonly rot?: Mat3;
  readonly pos?: Vec3;
  readonly scale?: number;
}

export function transformMesh(mesh: Mesh, pose: Pose): Mesh {
  const rot = pose.rot ?? IDENTITY;
  const pos = pose.pos ?? [0, 0, 0];
  const s = pose.scale ?? 1;
  const p = (v: Vec3): Vec3 => add(scale(apply(rot, v), s), pos);
  const d = (v: Vec3): Vec3 => scale(apply(rot, v), s);
  const tf = (f: Face): Face => ({
    ...f,
    pts: f.pts.map(p),
    holes: f.holes?.map((h) => h.map(p)),
    hint: apply(rot, f.hint),
    decals: f.decals?.map((dc) => ({ ...dc, origin: p(dc.origin), u: d(dc.u), v: d(dc.v) })),
    attached: f.attached?.map(tf),
    follow: f.follow?.map(tf),
  });
  return mesh.map(tf);
}

export interface Camera {
  /** Rotation about the vertical axis, radians. */
  readonly yaw: number;
  /** Looking down by this angle, radians. */
  readonly pitch: number;
  /**
   * Viewer distance from the world origin (the point the camera orbits), in world units: a
   * perspective projection. Undefined keeps the orthographic projection.
   */
  readonly perspective?: number;
}

export const viewMatrix = (cam: Camera): Mat3 => rotations(rotY(cam.yaw), rotX(cam.pitch));

/** Perspective scale of a view-space depth (1 for an orthographic camera). */
const depthScale = (d: number, z: number): number => d / Math.max(d * 0.02, d - z);

/**
 * View space to the projection plane: the identity for an orthographic camera, else x and y
 * divided by the distance to the viewer (scaled to 1 at the origin); z is kept for sorting.
 */
export function projector(cam: Camera): (v: Vec3) => Vec3 {
  const d = cam.perspective;
  if (d === undefined) return (v) => v;
  return (v) => {
    const f = depthScale(d, v[2]);
    return [v[0] * f, v[1] * f, v[2]];
  };
}

export interface Viewport {
  readonly scale: number;
  readonly ox: number;
  readonly oy: number;
}

interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const emptyBounds = (): Bounds => ({
  minX: Infinity,
  minY: Infinity,
  maxX: -Infinity,
  maxY: -Infinity,
});

/** Screen-space (unit scale) bounds of a mesh, for framing. */
export function meshBounds(mesh: Mesh, cam: Camera, into: Bounds = emptyBounds()): Bounds {
  const m = viewMatrix(cam);
  const proj = projector(cam);
  for (const f of mesh) {
    for (const p of f.pts) {
      const v = proj(apply(m, p));
      into.minX = Math.min(into.minX, v[0]);
      into.maxX = Math.max(into.maxX, v[0]);
      into.minY = Math.min(into.minY, -v[1]);
      into.maxY = Math.max(into.maxY, -v[1]);
    }
  }
  return into;
}

function newellNormal(pts: readonly Vec3[]): Vec3 {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < pts.length; i += 1) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    if (a === undefined || b === undefined) continue;
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return normalize([nx, ny, nz]);
}

interface Prepared {
  face: Face;
  /** Projected points and holes (screen space before the viewport). */
  view: Vec3[];
  holes: Vec3[][];
  normal: Vec3;
  depth: number;
}

export interface RenderOptions {
  /** Seam-hiding stroke width in px (0 disables). */
  readonly seam?: number;
  /** Multiply every colour (e.g. to darken background objects). */
  readonly tint?: number;
  /** Mix colour towards this (atmosphere), 0..1. */
  readonly haze?: { readonly color: Rgb; readonly amount: number };
  /** What bare metal reflects below the horizon: a light studio floor or a dark shop floor. */
  readonly environment?: Environment;
}

/**
 * A decal's origin and unit vectors on the projection plane. Perspective: the projection's
 * derivative at the origin (an affine approximation, exact at the decal's origin).
 */
function decalFrame(
  o: Vec3,
  u: Vec3,
  v: Vec3,
  dist: number | undefined,
): readonly [Vec3, Vec3, Vec3] {
  if (dist === undefined) return [o, u, v];
  const f = depthScale(dist, o[2]);
  const d = (a: Vec3): Vec3 => [
    f * (a[0] + (o[0] * f * a[2]) / dist),
    f * (a[1] + (o[1] * f * a[2]) / dist),
    a[2],
  ];
  return [[o[0] * f, o[1] * f, o[2]], d(u), d(v)];
}

/** Renders a mesh to SVG markup in screen pixels. */
export function renderMesh(
  mesh: Mesh,
  cam: Camera,
  vp: Viewport,
  defs: Defs,
  opts: RenderOptions = {},
): string {
  const m = viewMatrix(cam);
  const proj = projector(cam);
  const dist = cam.perspective;
  const toScreen = (v: Vec3): string =>
    `${fmt(vp.ox + vp.scale * v[0])} ${fmt(vp.oy - vp.scale * v[1])}`;
  const ring = (pts: readonly Vec3[]): string => `M${pts.map(toScreen).join('L')}Z`;
  const seam = opts.seam ?? 0.45;
  const env = opts.environment ?? 'light';
  /** Offsets a small convex polygon outwards by `seam` px so neighbours overlap (no AA seams). */
  const grownRing = (pts: readonly Vec3[]): string => {
    const xs = pts.map((v) => vp.ox + vp.scale * v[0]);
    const ys = pts.map((v) => vp.oy - vp.scale * v[1]);
    const n = xs.length;
    let area = 0;
    for (let i = 0; i < n; i += 1) {
      const j = (i + 1) % n;
      area += (xs[i] ?? 0) * (ys[j] ?? 0) - (xs[j] ?? 0) * (ys[i] ?? 0);
    }
    const sign = area >= 0 ? 1 : -1;
    // Outward unit normal of edge i (from vertex i to i + 1).
    const nx: number[] = [];
    const ny: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const j = (i + 1) % n;
      const dx = (xs[j] ?? 0) - (xs[i] ?? 0);
      const dy = (ys[j] ?? 0) - (ys[i] ?? 0);
      const len = Math.hypot(dx, dy) || 1;
      nx.push((sign * dy) / len);
      ny.push((-sign * dx) / len);
    }
    let d = '';
    for (let i = 0; i < n; i += 1) {
      const p = (i + n - 1) % n;
      let ox = (nx[p] ?? 0) + (nx[i] ?? 0);
      let oy = (ny[p] ?? 0) + (ny[i] ?? 0);
      const l = Math.hypot(ox, oy);
      if (l > 1e-6) {
        // Miter length, limited for sharp corners.
        const cos = (ox / l) * (nx[i] ?? 0) + (oy / l) * (ny[i] ?? 0);
        const k = seam / Math.max(0.5, cos) / l;
        ox *= k;
        oy *= k;
      }
      d += `${i === 0 ? 'M' : 'L'}${fmt((xs[i] ?? 0) + ox)} ${fmt((ys[i] ?? 0) + oy)}`;
    }
    return `${d}Z`;
  };

  const prepare = (faces: readonly Face[]): Prepared[] => {
    const prepared: Prepared[] = [];
    for (const face of faces) {
      if (face.pts.length < 3) continue;
      const view = face.pts.map((p) => apply(m, p));
      let normal = newellNormal(view);
      const hint = apply(m, face.hint);
      if (dot(normal, hint) < 0) normal = scale(normal, -1);
      const depth = view.reduce((acc, p) => acc + p[2], 0) / view.length;
      if (dist === undefined) {
        if (normal[2] <= 0.004) continue;
      } else {
        // Perspective: the face must turn towards the viewer at (0, 0, dist).
        const cx = view.reduce((acc, p) => acc + p[0], 0) / view.length;
        const cy = view.reduce((acc, p) => acc + p[1], 0) / view.length;
        if (dot(normal, normalize([-cx, -cy, dist - depth])) <= 0.004) continue;
      }
      const holes = (face.holes ?? []).map((h) => h.map((p) => proj(apply(m, p))));
      prepared.push({
        face,
        view: dist === undefined ? view : view.map(proj),
        holes,
        normal,
        depth,
      });
    }
    prepared.sort((a, b) => (a.face.layer ?? 0) - (b.face.layer ?? 0) || a.depth - b.depth);
    return prepared;
  };

  const colour = (p: Prepared): string => {
    let c = shade(p.face.mat, p.normal, env);
    const t = (p.face.tint ?? 1) * (opts.tint ?? 1);
    if (t !== 1) c = [c[0] * t, c[1] * t, c[2] * t];
    if (opts.haze) {
      const { color, amount } = opts.haze;
      c = [
        c[0] + (color[0] - c[0]) * amount,
        c[1] + (color[1] - c[1]) * amount,
        c[2] + (color[2] - c[2]) * amount,
      ];
    }
    return hex(c);
  };

  const draw = (faces: readonly Face[], out: string[]): void => {
    // Consecutive simple polygons of one colour share a <path> (far fewer SVG elements).
    let pendingCol = '';
    let pendingD = '';
    const flush = (): void => {
      if (pendingD !== '') out.push(`<path d="${pendingD}" fill="${pendingCol}"/>`);
      pendingD = '';
    };
    for (const p of prepare(faces)) {
      const col = colour(p);
      const simple =
        p.holes.length === 0 && !p.face.edge && !p.face.decals?.length && !p.face.follow?.length;
      if (simple) {
        if (col !== pendingCol) flush();
        pendingCol = col;
        pendingD += seam > 0 ? grownRing(p.view) : ring(p.view);
        continue;
      }
      flush();
      pendingCol = '';
      const d = ring(p.view) + p.holes.map(ring).join('');
      const evenOdd = p.holes.length > 0 ? ' fill-rule="evenodd"' : '';
      out.push(`<path d="${d}" fill="${col}"${evenOdd}/>`);
      if (p.face.attached && p.face.attached.length > 0 && p.holes.length > 0) {
        const clipId = defs.clip(p.holes.map(ring).join(''), false);
        const inner: string[] = [];
        draw(p.face.attached, inner);
        if (inner.length > 0) out.push(`<g clip-path="url(#${clipId})">${inner.join('')}</g>`);
      }
      if (p.face.follow && p.face.follow.length > 0) draw(p.face.follow, out);
      if (p.face.edge) {
        const e = p.face.edge;
        out.push(
          `<path d="${d}" fill="none" stroke="${e.color}" stroke-opacity="${fmt3(e.opacity)}" stroke-width="${fmt(e.width)}" stroke-linejoin="round"/>`,
        );
      }
      if (p.face.decals && p.face.decals.length > 0) {
        const clipped: string[] = [];
        for (const decal of p.face.decals) {
          const [o, u, v] = decalFrame(
            apply(m, decal.origin),
            apply(m, decal.u),
            apply(m, decal.v),
            dist,
          );
          const matrix = [
            vp.scale * u[0],
            -vp.scale * u[1],
            vp.scale * v[0],
            -vp.scale * v[1],
            vp.ox + vp.scale * o[0],
            vp.oy - vp.scale * o[1],
          ]
            .map(fmt3)
            .join(' ');
          const inner = `<g transform="matrix(${matrix})">${decal.markup(defs)}</g>`;
          if (decal.clip === false) out.push(inner);
          else clipped.push(inner);
        }
        if (clipped.length > 0) {
          const clipId = defs.clip(d, p.holes.length > 0);
          out.push(`<g clip-path="url(#${clipId})">${clipped.join('')}</g>`);
        }
      }
    }
    flush();
  };

  const out: string[] = [];
  draw(mesh, out);
  return out.join('');
}
