import { describe, expect, it } from 'vitest';
import { synthesizePortal } from './synth.ts';

/** CloudFormation refuses a stack over 500 resources; the margin leaves room to grow an area. */
const MAX_RESOURCES = 400;

describe('stack size', () => {
  it(`every stack of the app has at most ${MAX_RESOURCES} resources`, () => {
    const { stacks } = synthesizePortal({ bundle: false });
    const sizes = Object.fromEntries(stacks.map(({ stack, resources }) => [stack.stackName, Object.keys(resources).length]));
    const over = Object.entries(sizes).filter(([, n]) => n > MAX_RESOURCES);
    expect(over, JSON.stringify(sizes, null, 2)).toEqual([]);
  });
});
