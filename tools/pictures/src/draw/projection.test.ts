import { describe, expect, it } from 'vitest';
import { projector } from './mesh.ts';

/**
 * The About page's factory is seen in perspective (issue 18: an orthographic view made it an
 * isometric game building); every other picture keeps the orthographic camera it was drawn with.
 */
describe('projector', () => {
  it('leaves view space as it is for an orthographic camera', () => {
    const project = projector({ yaw: 0.3, pitch: 0.4 });
    expect(project([120, -40, 900])).toEqual([120, -40, 900]);
  });

  it('draws nearer things larger and farther things smaller, keeping depth for sorting', () => {
    const project = projector({ yaw: 0, pitch: 0, perspective: 1000 });
    expect(project([100, 50, 0])).toEqual([100, 50, 0]);
    expect(project([100, 50, 500])).toEqual([200, 100, 500]);
    expect(project([100, 50, -1000])).toEqual([50, 25, -1000]);
  });
});
