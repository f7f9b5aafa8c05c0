import { http, HttpResponse } from 'msw';
import type { ProfileList, ProfileListItem } from '@tirr/contracts';
import { issuedTaxId } from '@tirr/domain';

/** The page of Mis Perfiles. */
export const PATH = '/credits/profiles';

/** The portfolio's row `i` (a person, 'Clientes' when odd), with `over` changed. */
export const profile = (i: number, over: Partial<ProfileListItem> = {}): ProfileListItem => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  taxNumber: issuedTaxId('20', String(i).padStart(8, '0')),
  name: `PERSONA ${String(i).padStart(2, '0')}`,
  personType: 'FISICA',
  group: i % 2 ? 'Clientes' : 'Proveedores',
  income: null,
  behaviour: null,
  date: null,
  debt: 1000 * i,
  situacion: 1,
  score: 900,
  band: 'EXCELENTE',
  rejectedCheques: 0,
  period: '202609',
  refreshedAt: '2026-11-21T12:00:00.000Z',
  createdAt: '2026-11-21T12:00:00.000Z',
  ultimoBalance: null,
  decision: null,
  ...over,
});

/** What the page asked GET /profiles for, in order (emptied by each `portfolioServer`). */
export const asked: URLSearchParams[] = [];

/**
 * The API's list over `items` (ADR 0135): the filters the tests use, name order and paging, the total and the
 * user's credit policy (none unless given); the facets; PATCH changing the row (or, when `blocked`, removing it and
 * answering 'no disponible').
 */
export function portfolioServer(
  items: ProfileListItem[],
  options: { blocked?: string; onPatch?: (body: unknown) => void; policy?: ProfileList['policy'] } = {},
) {
  asked.length = 0;
  const rows = [...items];
  const fold = (text: string) => text.toLowerCase();
  return [
    http.get('*/api/v1/profiles', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const q = fold(params.get('q') ?? '');
      const group = params.get('group');
      const band = params.get('band');
      const decision = params.get('decision');
      const found = rows
        .filter((p) => !q || fold(`${p.name} ${p.group ?? ''}`).includes(q) || p.taxNumber.includes(q))
        .filter((p) => group === null || p.group === (group === '' ? null : group))
        .filter((p) => band === null || p.band === (band === 'NONE' ? null : band))
        .filter((p) => decision === null || p.decision === decision)
        .sort((a, b) => (params.get('order') === 'desc' ? -1 : 1) * a.name.localeCompare(b.name));
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 50);
      const slice = found.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({
        items: slice,
        total: found.length,
        page,
        pageSize,
        policy: options.policy ?? null,
      } satisfies ProfileList);
    }),
    http.get('*/api/v1/profiles/facets', () =>
      HttpResponse.json({
        groups: [...new Set(rows.map((p) => p.group).filter((g) => g !== null))].sort(),
        personTypes: [...new Set(rows.map((p) => p.personType))],
      }),
    ),
    http.patch('*/api/v1/profiles/:id', async ({ request, params }) => {
      const index = rows.findIndex((p) => p.id === params.id);
      const body = (await request.json()) as Partial<ProfileListItem>;
      options.onPatch?.(body);
      if (rows[index]!.id === options.blocked) {
        const [gone] = rows.splice(index, 1);
        return HttpResponse.json(
          {
            code: 'TAX_ID_BLOCKED',
            message: 'La consulta de este CUIT/CUIL no está disponible.',
            details: { taxNumber: gone!.taxNumber, supportEmail: 'soporte@tirr.com.ar' },
          },
          { status: 403 },
        );
      }
      rows[index] = { ...rows[index]!, ...body };
      return HttpResponse.json({ profile: rows[index], message: 'ok' });
    }),
  ];
}
