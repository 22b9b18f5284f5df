import { describe, expect, it } from 'vitest';
import { latency, median, num, parseDynamoTiming, parseServerTiming, percentile, ratio, table } from './stats.ts';

describe('percentile', () => {
  it('uses the nearest rank on a sorted copy', () => {
    const values = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
    expect(values[0]).toBe(9);
  });

  it('p95 of 30 calls is the 29th, not the slowest', () => {
    const values = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(latency(values)).toEqual({ p50: 15, p95: 29 });
  });

  it('median of an odd count is the middle one; nothing gives NaN', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });
});

describe('Server-Timing', () => {
  const header = 'motor;dur=0.05, ddb;dur=7.3;desc="calls=2 rcu=1.5 items=11"';

  it('splits entries and parameters, unquoting descriptions', () => {
    expect(parseServerTiming(header)).toEqual([
      { name: 'motor', dur: 0.05, desc: null },
      { name: 'ddb', dur: 7.3, desc: 'calls=2 rcu=1.5 items=11' },
    ]);
  });

  it('keeps commas and semicolons inside a quoted description', () => {
    expect(parseServerTiming('a;desc="x, y; z";dur=1')).toEqual([{ name: 'a', dur: 1, desc: 'x, y; z' }]);
  });

  it('reads the ddb entry the handlers answer', () => {
    expect(parseDynamoTiming(header)).toEqual({ ms: 7.3, calls: 2, rcu: 1.5, items: 11 });
    expect(parseDynamoTiming('ddb;dur=0')).toEqual({ ms: 0, calls: 0, rcu: 0, items: 0 });
    expect(parseDynamoTiming('motor;dur=1')).toBeNull();
    expect(parseDynamoTiming(null)).toBeNull();
  });
});

describe('es-AR output', () => {
  it('writes thousands with dots and decimals with a comma', () => {
    expect(num(1234.5)).toBe('1.234,5');
    expect(num(101_000, 0)).toBe('101.000');
    expect(ratio(1.049)).toBe('1,05x');
    expect(num(Number.NaN)).toBe('-');
  });

  it('aligns a table', () => {
    expect(table(['a', 'bb'], [['xyz', '1']])).toBe('a    bb\n---  --\nxyz   1');
  });
});
