import { describe, expect, it } from 'vitest';
import { placeGearTrain } from './gear-geometry';

const mod = (value: number, by: number) => ((value % by) + by) % by;

describe('placeGearTrain', () => {
  const train = placeGearTrain(
    [
      { teeth: 24, angleFromPrevious: 0 },
      { teeth: 14, angleFromPrevious: -35 },
      { teeth: 10, angleFromPrevious: 50 },
    ],
    { x: 0, y: 0, module: 8, basePeriodS: 18 },
  );

  it('spaces meshing gears by the sum of their pitch radii', () => {
    for (let index = 1; index < train.length; index += 1) {
      const a = train[index - 1]!;
      const b = train[index]!;
      expect(Math.hypot(b.cx - a.cx, b.cy - a.cy)).toBeCloseTo(a.pitchRadius + b.pitchRadius, 1);
    }
  });

  it('turns each gear in the opposite direction at the tooth ratio', () => {
    expect(train.map((gear) => gear.clockwise)).toEqual([true, false, true]);
    expect(train.map((gear) => gear.periodS)).toEqual([18, 10.5, 7.5]);
  });

  it('starts with a tooth of one gear facing a gap of the next', () => {
    const [drive, pinion, idler] = train;
    // Drive gear: tooth centred at 0° and the pinion at -35°: fraction of a pitch at the contact.
    const driveFraction = mod(-35 - drive!.phase, 360 / 24) / (360 / 24);
    const pinionFraction = mod(-35 + 180 - pinion!.phase, 360 / 14) / (360 / 14);
    expect(mod(driveFraction + pinionFraction, 1)).toBeCloseTo(0.5, 2);
    const pinionToIdler = mod(50 - pinion!.phase, 360 / 14) / (360 / 14);
    const idlerFraction = mod(50 + 180 - idler!.phase, 360 / 10) / (360 / 10);
    expect(mod(pinionToIdler + idlerFraction, 1)).toBeCloseTo(0.5, 2);
  });
});
