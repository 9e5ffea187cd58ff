import { expect } from 'vitest';

/** Test helper: one h1, and no heading level skipped on the way down. */
export function expectHeadingOutline(container: ParentNode = document) {
  const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    const previous = levels[index - 1];
    if (previous !== undefined) expect(level).toBeLessThanOrEqual(previous + 1);
  });
}
