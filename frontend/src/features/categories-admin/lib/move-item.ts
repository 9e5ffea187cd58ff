export type MoveDirection = 'up' | 'down';

/**
 * The list with the item at `index` moved one place up or down, or null when it is already at
 * that end (or `index` is outside the list).
 */
export function moveItem<T>(
  items: readonly T[],
  index: number,
  direction: MoveDirection,
): T[] | null {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return null;
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item === undefined) return null;
  next.splice(target, 0, item);
  return next;
}
