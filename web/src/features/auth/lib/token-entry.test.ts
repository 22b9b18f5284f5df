import { describe, expect, it } from 'vitest';
import { decideTokenEntry } from './token-entry.ts';

describe('decideTokenEntry (spec 3 §4.6)', () => {
  it('stores the token without its Bearer prefix and cleans the URL', () => {
    expect(decideTokenEntry('?token=Bearer%20abc.def&x=1', false, false)).toEqual({
      action: 'store',
      token: 'abc.def',
      cleanSearch: '?x=1',
    });
    expect(decideTokenEntry('?token=abc', true, false)).toEqual({ action: 'store', token: 'abc', cleanSearch: '' });
  });

  it('applies the theme parameter only for embedded entry', () => {
    expect(decideTokenEntry('?token=abc&theme=dark', false, true)).toEqual({
      action: 'store',
      token: 'abc',
      theme: 'dark',
      cleanSearch: '',
    });
    expect(decideTokenEntry('?token=abc&theme=dark', false, false)).toEqual({
      action: 'store',
      token: 'abc',
      cleanSearch: '?theme=dark',
    });
    expect(decideTokenEntry('?token=abc&theme=purple', false, true)).toEqual({ action: 'store', token: 'abc', cleanSearch: '' });
  });

  it('continues with an existing session when no token comes', () => {
    expect(decideTokenEntry('', true, true)).toEqual({ action: 'continue', cleanSearch: '' });
    expect(decideTokenEntry('?theme=light', true, true)).toEqual({ action: 'continue', theme: 'light', cleanSearch: '' });
  });

  it('denies access without token and without session (embedded logout)', () => {
    expect(decideTokenEntry('', false, true)).toEqual({ action: 'deny' });
    expect(decideTokenEntry('?token=', false, false)).toEqual({ action: 'deny' });
    expect(decideTokenEntry('?token=Bearer%20', false, true)).toEqual({ action: 'deny' });
  });
});
