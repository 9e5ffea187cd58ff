import { describe, expect, it } from 'vitest';
import { sprocket as sprocketPart } from '../seed-parts.ts';
import { createRng } from './prng.ts';
import { sprocketRadii } from './profiles.ts';
import type { Face } from './mesh.ts';
import { MATERIALS as M } from './material.ts';

/**
 * Issue 18: the seeded sprockets read as stacked, offset plates. A multiplex sprocket is one
 * part: its strands' teeth line up, the groove between them stops just below the roller seats,
 * and the body (with its bolt holes) stays inside the hardened tooth band.
 */
const PITCH = 25.4;
const radius = (p: readonly number[]) => Math.hypot(p[0] ?? 0, p[2] ?? 0);
const points = (faces: readonly Face[]) =>
  faces.flatMap((f) => [...f.pts, ...(f.holes ?? []).flat()]);

describe('sprocketWheel', () => {
  const triplex = sprocketPart(createRng('test'), 3, 21);
  const teeth = triplex.filter((f) => f.mat === M.groundSteel);
  const body = triplex.filter((f) => f.mat === M.blackened);
  const { pitch: pitchR } = sprocketRadii(21, PITCH);

  it('lines up the teeth of every strand (same outline at every height)', () => {
    const heights = [...new Set(teeth.flatMap((f) => f.pts.map((p) => p[1].toFixed(2))))];
    expect(heights.length).toBeGreaterThanOrEqual(6);
    const outlineAt = (y: string) =>
      [
        ...new Set(
          teeth
            .flatMap((f) => f.pts)
            .filter((p) => p[1].toFixed(2) === y && radius(p) > pitchR - 1)
            .map((p) => `${p[0].toFixed(1)},${p[2].toFixed(1)}`),
        ),
      ].sort();
    const bottoms = heights.map(Number).sort((a, b) => a - b);
    const first = outlineAt(bottoms[0]?.toFixed(2) ?? '');
    expect(first.length).toBeGreaterThan(21 * 4);
    // The lowest face of each strand has the full outline; every strand's is the same.
    const strandBottoms = bottoms.filter((y) => outlineAt(y.toFixed(2)).length === first.length);
    expect(strandBottoms.length).toBeGreaterThanOrEqual(3);
    for (const y of strandBottoms) expect.soft(outlineAt(y.toFixed(2))).toEqual(first);
  });

  it('cuts the groove between strands only just below the roller seats', () => {
    const innermostSteel = Math.min(...points(teeth).map(radius));
    expect(innermostSteel).toBeGreaterThan(pitchR - 0.65 * PITCH);
    expect(innermostSteel).toBeLessThan(pitchR - 0.4 * PITCH);
  });

  it('keeps the blackened body and its bolt holes inside the tooth band', () => {
    const outermostBody = Math.max(...points(body).map(radius));
    expect(outermostBody).toBeLessThan(pitchR - 0.5 * PITCH);
  });
});
