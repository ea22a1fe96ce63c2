import { screen, waitFor } from '@testing-library/react';
import { makeCareer } from '../../fixtures/client/careers';
import { careersDb } from '../helpers/careersDb';
import { renderRoute } from '../helpers/render';

const career = makeCareer(4, { name: 'Quality Analyst', position: 'Jakarta Office' });

describe('a page path typed in the wrong case', () => {
  beforeEach(() => careersDb.seed([career]));

  it('moves /KARIR?page=1 to /karir?page=1 in place and shows the careers page', async () => {
    const { router } = renderRoute('/KARIR?page=1');

    expect(await screen.findByRole('heading', { name: career.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/karir');
    expect(router.state.location.search).toBe('?page=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('moves a detail page with its id to the lower-case URL', async () => {
    const { router } = renderRoute(`/Karir/Detail_Karir/${career.id}`);

    expect(await screen.findByRole('heading', { name: career.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/karir/detail_karir/${career.id}`);
  });

  it('leaves a path that is no route in any case where it is, showing the not-found page', async () => {
    const { router } = renderRoute('/FOO');

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/FOO');
  });
});
