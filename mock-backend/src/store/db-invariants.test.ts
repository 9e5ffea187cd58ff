import { describe, expect, it } from 'vitest';
import { DbSchema, emptyDb } from './db-schema.ts';
import { nextId } from './db-invariants.ts';

describe('nextId', () => {
  it('never hands out the id of a deleted record again', () => {
    const db = emptyDb();
    expect(nextId(db, 'leads')).toBe(1);
    expect(nextId(db, 'leads')).toBe(2);
    // Lead #2 was never stored (or was deleted): the next one is still #3.
    expect(nextId(db, 'leads')).toBe(3);
    expect(db.last_ids).toEqual({ leads: 3 });
    // Collections count apart.
    expect(nextId(db, 'sliders')).toBe(1);
  });

  it('starts above the largest stored id of a file written before last_ids existed', () => {
    const { last_ids: _unused, ...older } = emptyDb();
    const db = DbSchema.parse({
      ...older,
      gallery: [
        {
          id: 41,
          image: '/uploads/a.png',
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        },
      ],
    });
    expect(db.last_ids).toEqual({});
    expect(nextId(db, 'gallery')).toBe(42);
  });
});
