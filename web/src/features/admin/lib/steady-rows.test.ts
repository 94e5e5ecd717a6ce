import { describe, expect, it } from 'vitest';
import { steadyRows } from './steady-rows';

const row = (id: string, note = '') => ({ id, note });

describe('steadyRows', () => {
  it('keeps the rows on screen in their places and counts the new ones without inserting them', () => {
    const onScreen = [row('c'), row('b'), row('a')];
    const live = [row('e'), row('d'), row('c'), row('b'), row('a')];
    const result = steadyRows(onScreen, live);
    expect(result.rows.map((entry) => entry.item.id)).toEqual(['c', 'b', 'a']);
    expect(result.arrived).toBe(2);
  });

  it('marks a row that left the live list as gone instead of removing it', () => {
    const result = steadyRows([row('c'), row('b'), row('a')], [row('c'), row('a')]);
    expect(result.rows).toEqual([
      { item: row('c'), gone: false },
      { item: row('b'), gone: true },
      { item: row('a'), gone: false },
    ]);
    expect(result.arrived).toBe(0);
  });

  it('shows the live version of a row that changed', () => {
    const result = steadyRows([row('a', 'old')], [row('a', 'new')]);
    expect(result.rows[0]).toEqual({ item: row('a', 'new'), gone: false });
  });
});
