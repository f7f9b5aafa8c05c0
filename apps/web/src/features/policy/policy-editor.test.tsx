import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSERVADORA, MODERADA } from '@tirr/domain';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import {
  nameField,
  openPolicyPage,
  pick,
  retype,
  ruleCard,
  ruleCards,
  saveButton,
  startButton,
  startFrom,
} from './test/editor';
import { POLICY_PATH, policyApi, versionFixture } from './test/policy-api';

// The page's chunk is lazy: loaded once here, so the first test does not pay for it.
beforeAll(() => import('./policy-page'), 30_000);

/** '/credits/policy': starting a draft and building rules with pickers only (docs/domain/credit-policy.md §1–§2). */
describe("'Política de crédito': the editor", () => {
  it("starts from 'Conservadora' when nothing is saved; a rule built with pickers is what the preview is sent", async () => {
    const sent = policyApi();
    await openPolicyPage();
    expect(screen.getByText(/Todavía no guardaste una política/)).toBeInTheDocument();
    await userEvent.click(await startButton('Conservadora'));
    await screen.findByTestId('rule-14');
    expect(ruleCards()).toHaveLength(14);
    expect(within(ruleCard(1)).getByRole('heading', { level: 3 })).toHaveTextContent('Regla 1');
    expect(nameField()).toHaveValue('Conservadora');
    // The template as it came, before any edit.
    await waitFor(() => expect(sent.previews).toHaveLength(1));
    expect(sent.previews[0]).toEqual({ policy: { name: 'Conservadora', ...CONSERVADORA.policy } });

    await userEvent.click(screen.getByText('Agregar regla'));
    const card = ruleCard(15);
    await userEvent.click(within(card).getByRole('button', { name: 'Rechazar' }));
    expect(within(card).getByRole('button', { name: 'Rechazar' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Motivo' }), 'No vendemos a personas humanas.');
    await pick(card, 'Condición', 'Tipo de persona');
    await pick(card, 'Tipo de persona', 'Persona humana');

    await waitFor(() =>
      expect(sent.previews.at(-1)?.policy.rules.at(-1)).toEqual({
        id: 'regla-15',
        outcome: 'RECHAZAR',
        reason: 'No vendemos a personas humanas.',
        condition: { kind: 'PERSON_TYPE', personType: 'FISICA' },
      }),
    );
    const last = sent.previews.at(-1)!.policy;
    expect(last.rules.slice(0, 14)).toEqual(CONSERVADORA.policy.rules);
    expect(last.limit).toEqual(CONSERVADORA.policy.limit);
  }, 120_000);

  it("combines conditions with 'y'/'o' groups, amounts typed the Argentine way, and moves and deletes rules", async () => {
    const sent = policyApi();
    await startFrom('Moderada');
    const first = ruleCard(1);
    // 'situación actual ≥ 3' becomes a group: it, and a total debt above 1.234.567,89.
    await userEvent.click(within(first).getByRole('button', { name: 'Agregar condición' }));
    const group = within(first).getByRole('group', { name: 'Grupo de condiciones' });
    const [, second] = within(group).getAllByTestId('condition-leaf');
    await pick(second!, 'Condición', 'Deuda total');
    await retype(second!, 'Deuda mayor a', '1.234.567,89');
    expect(within(second!).getByText('= ARS 1.234.567,89', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Alguna (o)' }));
    // And a nested 'y' group of two.
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar grupo' }));
    const nested = within(group).getByRole('group', { name: 'Grupo de condiciones' });
    const [, monthsLeaf] = within(nested).getAllByTestId('condition-leaf');
    await pick(monthsLeaf!, 'Condición', 'Peor situación en los últimos meses');
    await pick(monthsLeaf!, 'Meses', '6 meses');
    await pick(monthsLeaf!, 'Situación', '2 o peor');

    const expected = {
      any: [
        { kind: 'SITUACION_NOW', atLeast: 3 },
        { kind: 'TOTAL_DEBT', above: 1_234_567.89 },
        {
          all: [
            { kind: 'SITUACION_NOW', atLeast: 3 },
            { kind: 'WORST_SITUACION', months: 6, atLeast: 2 },
          ],
        },
      ],
    };
    await waitFor(() => expect(sent.previews.at(-1)?.policy.rules[0]?.condition).toEqual(expected));

    // Rule 1 moves down; the last rule is deleted.
    await userEvent.click(within(ruleCard(1)).getByRole('button', { name: 'Bajar la regla 1' }));
    await userEvent.click(within(ruleCard(14)).getByRole('button', { name: 'Borrar la regla 14' }));
    await waitFor(() => expect(sent.previews.at(-1)?.policy.rules).toHaveLength(13));
    const rules = sent.previews.at(-1)!.policy.rules;
    expect(rules.map((r) => r.id)).toEqual([
      MODERADA.policy.rules[1]!.id,
      MODERADA.policy.rules[0]!.id,
      ...MODERADA.policy.rules.slice(2, 13).map((r) => r.id),
    ]);
    expect(rules[1]?.condition).toEqual(expected);
    // Removing a condition of a group of two leaves the other one alone.
    const moved = ruleCard(2);
    const [nestedGroup] = within(moved).getAllByRole('group', { name: 'Grupo de condiciones' }).slice(1);
    await userEvent.click(within(nestedGroup!).getAllByRole('button', { name: 'Quitar la condición' })[0]!);
    await waitFor(() =>
      expect(sent.previews.at(-1)?.policy.rules[1]?.condition).toEqual({
        any: [expected.any[0], expected.any[1], { kind: 'WORST_SITUACION', months: 6, atLeast: 2 }],
      }),
    );
  }, 120_000);

  it('says what is wrong under the field at once, and previews nothing until it is fixed', async () => {
    const sent = policyApi();
    await startFrom('Moderada');
    const first = ruleCard(1);
    await pick(first, 'Condición', 'Score');
    await retype(first, 'Puntaje', '2000');
    expect(within(first).getByText('Debe ser un número entero de 1 a 1000.')).toBeInTheDocument();
    await retype(first, 'Motivo', '');
    expect(within(first).getByText('Escribí el motivo (de 1 a 300 caracteres).')).toBeInTheDocument();
    await retype(screen.getByTestId('policy-editor'), 'Nombre de la política', '');
    expect(screen.getByText('Escribí el nombre de la política (hasta 80 caracteres).')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Guardar versión');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Corregí los campos marcados para actualizar la vista previa.')).toBeInTheDocument();

    await retype(first, 'Puntaje', '400');
    await retype(first, 'Motivo', 'Score bajo.');
    await retype(screen.getByTestId('policy-editor'), 'Nombre de la política', 'Mía');
    await waitFor(() => {
      const policy = sent.previews.at(-1)?.policy;
      expect(policy?.name).toBe('Mía');
      expect(policy?.rules[0]).toMatchObject({
        reason: 'Score bajo.',
        condition: { kind: 'SCORE', op: 'BELOW', value: 400 },
      });
    });
    // No draft with a problem was ever sent.
    for (const { policy } of sent.previews) {
      expect(policy.name).not.toBe('');
      expect(policy.rules[0]?.reason).not.toBe('');
      expect(policy.rules[0]?.condition).not.toMatchObject({ value: 2000 });
    }
    expect(saveButton()).toBeEnabled();
  }, 120_000);

  it('opens on the current version when one is saved', async () => {
    policyApi({ versions: [versionFixture(2, 'Política 2026', CONSERVADORA.policy)] });
    await openPolicyPage();
    await screen.findByTestId('rule-14');
    expect(nameField()).toHaveValue('Política 2026');
    expect(ruleCards()).toHaveLength(14);
    expect(await startButton('Versión actual (2)')).toBeInTheDocument();
    expect(screen.queryByText(/Todavía no guardaste una política/)).not.toBeInTheDocument();
  });

  it('turns a free user away, as every premium page does', async () => {
    const { router } = renderWithSession(fakeSession('free'), { path: POLICY_PATH });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Política de crédito' })).not.toBeInTheDocument();
  });
});
