import { describe, expect, it } from 'vitest';
import { backoffMs, chunks } from './batch-writer.ts';

describe('chunks', () => {
  it('cuts 60 items in 25, 25 and 10, keeping the order', () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    const out = chunks(items, 25);
    expect(out.map((c) => c.length)).toEqual([25, 25, 10]);
    expect(out.flat()).toEqual(items);
  });

  it('answers nothing for nothing and refuses a size below 1', () => {
    expect(chunks([], 25)).toEqual([]);
    expect(() => chunks([1], 0)).toThrow();
  });
});

describe('backoffMs', () => {
  it('doubles from 50 ms and stops at 2 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(backoffMs)).toEqual([50, 100, 200, 400, 800, 1600, 2000, 2000]);
  });
});
