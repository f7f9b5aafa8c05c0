import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_ERROR_CODES } from '@tirr/contracts';
import type { Role } from '@tirr/domain';
import { server, testAuthConfig } from '../../../test/server';
import { testUser } from '../../../test/session';
import { ApiError } from '../../../shared/api/api-error';
import { saveAccessToken } from '../../../shared/auth/access-token';
import { clearSessionSnapshot, saveSessionSnapshot } from '../../../shared/auth/session-snapshot';
import { hrefs } from '../../../shared/routing/paths';
import { creditReportFixture } from '../test/fixtures';
import { creditKeys } from '../api/credit-keys';
import { hasEarlyReport, startEarlyReport, takeEarlyReport } from './early-report';
import { FIRST_RENDER_REPORT_WAIT_MS, reportLoader } from './index';
import { requestReport } from './request-report';

const CUIT = '30715896342';

/** A viewer of a premium owner's organisation: premium, but their role consults no report (403). */
const VIEWER = 'viewer';

function signIn(role: Role | typeof VIEWER) {
  saveAccessToken('token-early', new Date(Date.now() + 60_000));
  const user =
    role === VIEWER
      ? testUser('premium', {
          organisation: {
            id: '4b0e8d52-1f3a-4c6b-9d7e-2a5c8e1f0b3d',
            name: 'Acme SA',
            role: 'viewer',
            scopes: ['portfolio:read'],
          },
        })
      : testUser(role);
  saveSessionSnapshot(user, testAuthConfig);
}

function openPage(path: string) {
  window.history.replaceState(null, '', path);
}

/**
 * The report API, recording the requests in the order the server receives them. With `holdReport`, the
 * report is answered only once `release()` is called.
 */
function reportApi({ createStatus = 200, holdReport = false } = {}) {
  const calls: string[] = [];
  let release = () => {};
  const released = holdReport ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  server.use(
    http.post('*/api/v1/consultProfiles/create', async ({ request }) => {
      calls.push(`create ${request.headers.get('authorization')} ${JSON.stringify(await request.json())}`);
      if (createStatus !== 200)
        return HttpResponse.json(
          { code: CREDIT_ERROR_CODES.quotaExceeded, message: 'Alcanzaste el límite de consultas de este mes.' },
          { status: createStatus },
        );
      return HttpResponse.json({
        taxNumber: CUIT,
        alreadyConsulted: false,
        queryLimit: { limit: 3, used: 1, remaining: 2, resetsAt: '2026-12-01T03:00:00.000Z' },
      });
    }),
    http.get('*/api/v1/credit/:taxNumber/report', async ({ request }) => {
      const url = new URL(request.url);
      calls.push(`report ${url.searchParams.get('person_type')} ${url.searchParams.get('id_type')}`);
      await released;
      return HttpResponse.json(creditReportFixture({ taxNumber: CUIT }));
    }),
  );
  return { calls, release: () => release() };
}

/** The report route's loader on `client`, as the router calls it. */
function loadReport(client: QueryClient, taxNumber: string) {
  const args = { params: { taxNumber } } as unknown as LoaderFunctionArgs;
  return reportLoader(client)(args) as Promise<null> | null;
}

afterEach(() => {
  vi.useRealTimers();
  // Answers nobody took must not reach the next test.
  takeEarlyReport(CUIT);
  clearSessionSnapshot();
  openPage('/');
});

describe('early report requests (start-up script)', () => {
  it('sends the consult and then the report for a signed-in user opening a report, and the page reads them', async () => {
    const { calls } = reportApi();
    signIn('premium');
    openPage(hrefs.profileReport(CUIT));
    const early = startEarlyReport();
    expect(early?.taxNumber).toBe(CUIT);
    expect(hasEarlyReport(CUIT)).toBe(true);
    await early!.report;
    expect(calls).toEqual([`create Bearer token-early {"tax_number":"${CUIT}"}`, 'report JURIDICA CUIT']);

    const report = await requestReport(CUIT);
    expect(report.taxNumber).toBe(CUIT);
    // Read from the early answers: nothing was requested again.
    expect(calls).toHaveLength(2);
    // Taken once: the next report of the same page asks the API again.
    expect(hasEarlyReport(CUIT)).toBe(false);
    expect(takeEarlyReport(CUIT)).toBeNull();
    await requestReport(CUIT);
    expect(calls).toHaveLength(4);
  });

  it('never sends the report when the consult is refused, and the page gets the refusal', async () => {
    const { calls } = reportApi({ createStatus: 402 });
    signIn('premium');
    openPage(hrefs.profileReport(CUIT));
    const early = startEarlyReport();
    expect(await early!.report).toBeNull();
    expect(calls).toEqual([`create Bearer token-early {"tax_number":"${CUIT}"}`]);

    const error = await requestReport(CUIT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).envelope?.code).toBe(CREDIT_ERROR_CODES.quotaExceeded);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a guest', null, hrefs.profileReport(CUIT), CUIT],
    // A plan with a monthly limit is first asked whether to spend one (ADR 0141).
    ['a free user', 'free', hrefs.profileReport(CUIT), CUIT],
    // An organisation's viewer reads the portfolio only: the API would answer 403.
    ['a viewer of an organisation', VIEWER, hrefs.profileReport(CUIT), CUIT],
    ['another page', 'premium', '/credits/profiles/search', CUIT],
    ['a tax id with a wrong check digit', 'premium', '/credits/profiles/30715896343', '30715896343'],
    ['a tax id that is not 11 digits', 'premium', '/credits/profiles/3071589634', '3071589634'],
    ['a sub-path of the report', 'premium', `${hrefs.profileReport(CUIT)}/pdf`, CUIT],
  ] as const)('sends nothing for %s', (_label, role, path, taxNumber) => {
    const send = vi.fn<typeof fetch>();
    if (role) signIn(role);
    openPage(path);
    expect(startEarlyReport(send)).toBeNull();
    expect(hasEarlyReport(taxNumber)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves the early answers of another tax id alone', async () => {
    reportApi();
    signIn('premium');
    openPage(hrefs.profileReport(CUIT));
    const early = startEarlyReport();
    expect(takeEarlyReport('20123456786')).toBeNull();
    expect(takeEarlyReport(CUIT)).toBe(early);
    await early!.report;
  });
});

describe('the report route loader with early requests', () => {
  /** A signed-in user opens the report by its address: the start-up script, then the route loader. */
  function openReportByAddress() {
    signIn('premium');
    openPage(hrefs.profileReport(CUIT));
    startEarlyReport();
    const client = new QueryClient();
    const loading = loadReport(client, CUIT);
    expect(loading).toBeInstanceOf(Promise);
    return { client, loading };
  }

  it('waits for the early report, so the first render has it', async () => {
    const { calls } = reportApi();
    const { client, loading } = openReportByAddress();
    await loading;
    expect(client.getQueryData(creditKeys.report(CUIT))).toMatchObject({ taxNumber: CUIT });
    expect(calls).toHaveLength(2);
  });

  it(`renders without it after ${FIRST_RENDER_REPORT_WAIT_MS} ms, the request going on`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { release } = reportApi({ holdReport: true });
    const { client, loading } = openReportByAddress();
    let rendered = false;
    void loading?.then(() => (rendered = true));

    await vi.advanceTimersByTimeAsync(FIRST_RENDER_REPORT_WAIT_MS - 1);
    expect(rendered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(rendered).toBe(true);
    expect(client.getQueryData(creditKeys.report(CUIT))).toBeUndefined();

    // The request goes on, and its answer lands in the cache the page reads.
    vi.useRealTimers();
    release();
    await vi.waitFor(() => expect(client.getQueryData(creditKeys.report(CUIT))).toBeDefined());
  });

  it('never waits without early requests (in-app navigation), and still starts the request', async () => {
    const { calls } = reportApi();
    signIn('premium');
    openPage('/credits/profiles/search');
    const client = new QueryClient();
    expect(loadReport(client, CUIT)).toBeNull();
    await vi.waitFor(() => expect(client.getQueryData(creditKeys.report(CUIT))).toBeDefined());
    expect(calls).toHaveLength(2);
  });

  it("leaves guests, plans with a monthly limit, an organisation's viewers and reports already in the cache alone", () => {
    const client = new QueryClient();
    expect(loadReport(client, CUIT)).toBeNull();
    expect(client.getQueryState(creditKeys.report(CUIT))).toBeUndefined();
    for (const role of ['free', VIEWER] as const) {
      signIn(role);
      expect(loadReport(client, CUIT)).toBeNull();
      expect(client.getQueryState(creditKeys.report(CUIT))).toBeUndefined();
    }
    signIn('premium');
    client.setQueryData(creditKeys.report(CUIT), creditReportFixture({ taxNumber: CUIT }));
    expect(loadReport(client, CUIT)).toBeNull();
    expect(client.isFetching()).toBe(0);
  });
});
