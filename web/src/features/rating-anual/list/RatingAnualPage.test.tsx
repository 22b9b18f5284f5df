import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { RatingAnualPage } from './RatingAnualPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const PATH = '/v1/rating-anual/certificados';
const render = (query: string) => {
  const api = stubApi((req) => (req.path === PATH ? pageAnswer([]) : undefined));
  return { api, ...renderInLayout(<RatingAnualPage />, { permisos: ['ratingAnual.cotizar'], path: `/rating-anual${query}` }) };
};
const url = (router: ReturnType<typeof render>['router']) => new URLSearchParams(router.state.location.search);

describe('RatingAnualPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its state filter, page size and cursor in the URL: a reload or a shared link asks for the same page', async () => {
    const { api, router } = render('?estado=7&tam=10&cursores=c1');
    await waitFor(() => expect(api.last(PATH)).toEqual({ estado: '7', size: '10', cursor: 'c1' }));
    // Another state starts again from page one and is written where a reload reads it.
    fireEvent.click(screen.getByTestId('anual-filter-estado'));
    fireEvent.click(await screen.findByRole('option', { name: 'Cotizado' }));
    await waitFor(() => expect(url(router).get('estado')).toBe('10'));
    expect(url(router).get('cursores')).toBeNull();
    expect(url(router).get('tam')).toBe('10');
    await waitFor(() => expect(api.last(PATH)).toEqual({ estado: '10', size: '10' }));
  });

  it('reads a state the list does not offer as not filtered', async () => {
    const { api } = render('?estado=99');
    await waitFor(() => expect(api.last(PATH)).toEqual({ size: '5' }));
  });
});
