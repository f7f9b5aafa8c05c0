import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/server';
import { renderWithSession } from '../../../test/render-app';
import { fakeSession } from '../../../test/session';
import { REPORT_PATH, reportApi } from '../test/report-api';

/** GET /profiles/by-tax-number/{cuit}: the one small request behind 'En Mis Perfiles' (ADR 0135). */
function lookupApi() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/v1/profiles/by-tax-number/:taxNumber', ({ params }) => {
      asked.push(String(params.taxNumber));
      return HttpResponse.json({ profile: null });
    }),
    http.get('*/api/v1/profiles', () =>
      HttpResponse.json({ code: 'X', message: 'the list is not read' }, { status: 500 }),
    ),
  );
  return asked;
}

describe("the report's 'En Mis Perfiles'", () => {
  it('asks the server about this tax id alone and offers to add it when it is not there', async () => {
    reportApi();
    const asked = lookupApi();
    let added: unknown;
    server.use(
      http.post('*/api/v1/profiles', async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({ code: 'X', message: 'x' }, { status: 400 });
      }),
    );
    renderWithSession(fakeSession('premium'), { path: REPORT_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar a Mis Perfiles' }));
    expect(asked).toEqual(['30500010912']);
    expect(added).toEqual({ taxNumber: '30500010912' });
  });
});
