import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';

const ID = '00000000-0000-4000-8000-000000000004';

/** The API's answer for a profile whose tax id an admin blocked (ADR 0104). */
const blocked = http.get('*/api/v1/profiles/:id/score', () =>
  HttpResponse.json(
    {
      code: 'TAX_ID_BLOCKED',
      message: 'La consulta de este CUIT/CUIL no está disponible.',
      details: { taxNumber: '20314567820', supportEmail: 'soporte@tirr.com.ar' },
    },
    { status: 403 },
  ),
);

describe("a blocked tax id's balance pages", () => {
  it.each([
    ['score', `/credits/profiles/score/${ID}`],
    ['balance upload', `/credits/profiles/balance/${ID}`],
  ])("the %s page says 'no disponible'", async (_page, path) => {
    server.use(blocked);
    renderWithSession(fakeSession('premium'), { path });
    expect(await screen.findByText('La consulta de este CUIT/CUIL no está disponible.')).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar el perfil.')).not.toBeInTheDocument();
    expect(screen.queryByText('20-31456782-0')).not.toBeInTheDocument();
  });
});
