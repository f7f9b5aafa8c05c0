import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { emptyProfileScore } from './test/fixtures';

const PROFILE = '00000000-0000-4000-8000-000000000021';

const score = emptyProfileScore(PROFILE);

describe('/credits/profiles/score/{id}', () => {
  it('shows the stored credit band: "Sin historial" in grey, not the band of the number', async () => {
    server.use(http.get(`*/api/v1/profiles/${PROFILE}/score`, () => HttpResponse.json(score)));
    renderWithSession(fakeSession('premium'), { path: `/credits/profiles/score/${PROFILE}` });
    const figure = await screen.findByTestId('credit-score', {}, { timeout: 10_000 });
    const band = within(figure).getByTestId('credit-score-band');
    expect(band).toHaveTextContent('Sin historial');
    expect(band).toHaveStyle({ backgroundColor: 'rgb(117, 117, 117)' });
    expect(await within(figure).findByRole('meter')).toHaveAttribute('aria-label', 'Score 560 de 1000, Sin historial');
    // No balance yet: the action is the first one, not 'another' (the e2e balance journey sees 'Cargar otro balance').
    expect(screen.getByRole('link', { name: 'Cargar balance' })).toHaveAttribute(
      'href',
      `/credits/profiles/balance/${PROFILE}`,
    );
    expect(screen.queryByRole('link', { name: 'Cargar otro balance' })).toBeNull();
  });
});
