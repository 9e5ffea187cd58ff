import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { describe, expect, it } from 'vitest';
import { checkDrawings } from './check-drawings';
import { installBlobArrayBuffer } from '@/test/blob-array-buffer';

installBlobArrayBuffer();

/** A STEP file longer than the head and tail the check reads, so both ends count. */
const step = (name: string, end = 'END-ISO-10303-21;\n') =>
  new File(
    [
      `ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nENDSEC;\nDATA;\n`,
      "#1=CARTESIAN_POINT('',(0.,0.,0.));\n".repeat(400),
      `ENDSEC;\n${end}`,
    ],
    name,
  );

describe('checkDrawings', () => {
  it("reads a file's first and last bytes: a STEP file must end as one", async () => {
    const good = step('shaft.step');
    expect(good.size).toBeGreaterThan(8 * 1024);
    expect(await checkDrawings([good, step('cut.stp', '#2=')], [])).toEqual({
      accepted: [good],
      refused: [QUOTE_MESSAGES.drawingType('cut.stp')],
    });
  });

  it('skips a file that is already attached, and counts the attached ones', async () => {
    const attached = [1, 2, 3, 4].map((n) => step(`${String(n)}.step`));
    const again = attached[0]!;
    const fifth = step('5.step');
    expect(await checkDrawings([again, fifth, step('6.step')], attached)).toEqual({
      accepted: [fifth],
      refused: [QUOTE_MESSAGES.drawingCount],
    });
  });
});
