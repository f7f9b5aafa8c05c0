import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { pick, retype, ruleCard, startFrom } from './test/editor';
import { policyApi, previewFixture, refused } from './test/policy-api';

beforeAll(() => import('./policy-page'), 30_000);

const summary = () => screen.findByTestId('preview-summary');

/** The preview of the draft on Mis Perfiles (POST /policy/preview), as it is edited. */
describe("'Política de crédito': the preview", () => {
  it('counts the decisions with their plurals, lists each profile with its decision and first reason', async () => {
    policyApi({ preview: () => HttpResponse.json(previewFixture({ APROBAR: 12, OBSERVAR: 3, RECHAZAR: 2 }, 4)) });
    await startFrom('Conservadora');
    expect(await summary()).toHaveTextContent('Con esta política: 12 aprobados, 3 observados, 2 rechazados');
    expect(screen.getByTestId('preview-missing')).toHaveTextContent('4 perfiles todavía sin datos para evaluar.');
    const rejected = screen.getByTestId('preview-row-30715896342');
    expect(rejected).toHaveTextContent('DISTRIBUIDORA NORTE S.R.L.');
    expect(rejected).toHaveTextContent('30-71589634-2');
    expect(within(rejected).getByText('Rechazar')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Cheques rechazados sin pagar en los últimos 12 meses.');
    expect(rejected).toHaveTextContent(
      '2 cheques rechazados sin pagar desde el 26/11/2025 por ARS 465.000,00 (mínimo 1)',
    );
    const approved = screen.getByTestId('preview-row-23283456714');
    expect(within(approved).getByText('Aprobar')).toBeInTheDocument();
    expect(approved).toHaveTextContent('Ninguna regla se cumple.');
  }, 120_000);

  it('says one of each in the singular, and the new counts once the draft changes', async () => {
    let answer = previewFixture({ APROBAR: 1, OBSERVAR: 1, RECHAZAR: 1 }, 1);
    const sent = policyApi({ preview: () => HttpResponse.json(answer) });
    await startFrom('Moderada');
    expect(await summary()).toHaveTextContent('Con esta política: 1 aprobado, 1 observado, 1 rechazado');
    expect(screen.getByTestId('preview-missing')).toHaveTextContent('1 perfil todavía sin datos para evaluar.');
    answer = previewFixture({ APROBAR: 0, OBSERVAR: 1, RECHAZAR: 2 });
    await pick(ruleCard(1), 'Situación', '1 o peor');
    await waitFor(() =>
      expect(screen.getByTestId('preview-summary')).toHaveTextContent('0 aprobados, 1 observado, 2 rechazados'),
    );
    expect(sent.previews.at(-1)?.policy.rules[0]?.condition).toEqual({ kind: 'SITUACION_NOW', atLeast: 1 });
    expect(screen.queryByTestId('preview-missing')).not.toBeInTheDocument();
  }, 120_000);

  it('in English', async () => {
    policyApi();
    await act(() => i18next.changeLanguage('en'));
    await startFrom('Conservative');
    expect(await summary()).toHaveTextContent('With this policy: 12 approved, 3 watched, 2 rejected');
    expect(screen.getByTestId('preview-row-30715896342')).toHaveTextContent(
      '2 unpaid rejected cheques since 11/26/2025 for ARS 465,000.00 (at least 1)',
    );
  }, 120_000);

  it("shows the API's 400 under the field it names", async () => {
    policyApi({
      preview: () => refused('policy.rules.1.reason', 'La regla 2, reason: debe ser un texto de 1 a 300 caracteres.'),
    });
    await startFrom('Moderada');
    expect(
      await within(ruleCard(2)).findByText('La regla 2, reason: debe ser un texto de 1 a 300 caracteres.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No pudimos calcular la vista previa.')).toBeInTheDocument();
  }, 120_000);

  it('never shows the answer of a draft that changed meanwhile: its request is cancelled', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    policyApi({
      preview: async () => {
        calls += 1;
        if (calls === 1) {
          await held;
          return HttpResponse.json(previewFixture({ APROBAR: 9, OBSERVAR: 9, RECHAZAR: 9 }));
        }
        return HttpResponse.json(previewFixture({ APROBAR: 5, OBSERVAR: 0, RECHAZAR: 1 }));
      },
    });
    await startFrom('Moderada');
    await waitFor(() => expect(calls).toBe(1));
    await retype(screen.getByTestId('policy-editor'), 'Nombre de la política', 'Otra');
    expect(await summary()).toHaveTextContent('5 aprobados, 0 observados, 1 rechazado');
    await act(async () => {
      release();
      await held;
    });
    expect(screen.getByTestId('preview-summary')).toHaveTextContent('5 aprobados, 0 observados, 1 rechazado');
    expect(screen.queryByText(/9 aprobados/)).not.toBeInTheDocument();
  }, 120_000);
});
