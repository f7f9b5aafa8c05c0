import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSERVADORA, MODERADA, type Policy } from '@tirr/domain';
import { nameField, openPolicyPage, retype, ruleCard, saveButton, startButton } from './test/editor';
import { policyApi, refused, versionFixture } from './test/policy-api';

beforeAll(() => import('./policy-page'), 30_000);

/** Small policies (a page of 14 rule cards is slow to draw in jsdom): two of Moderada's rules, then one of Conservadora's. */
const TWO_RULES: Policy = { rules: MODERADA.policy.rules.slice(0, 2), limit: MODERADA.policy.limit };
const ONE_RULE: Policy = { rules: CONSERVADORA.policy.rules.slice(2, 3) };
const SAVED = [versionFixture(2, 'Política 2026', TWO_RULES), versionFixture(1, 'Política 2026', ONE_RULE)];
const versionRow = (version: number) => screen.findByTestId(`version-${version}`);

/** 'Guardar versión' (PUT /policy) and 'Volver a esta versión' (POST /policy/versions/{v}/restore). */
describe("'Política de crédito': versions", () => {
  it('saves the draft as a new version, says its number, and lists it as the current one', async () => {
    const sent = policyApi({ versions: SAVED });
    await openPolicyPage();
    await screen.findByTestId('rule-1');
    expect(nameField()).toHaveValue('Política 2026');
    expect(await versionRow(2)).toHaveTextContent('Actual');
    expect(await versionRow(1)).toHaveTextContent('Política 2026');
    expect(await versionRow(1)).toHaveTextContent('21/11/2026 10:30');

    await retype(screen.getByTestId('policy-editor'), 'Nombre de la política', 'Política 2027');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Guardaste la versión 3 de tu política.')).toBeInTheDocument();
    expect(sent.saves).toEqual([{ name: 'Política 2027', ...TWO_RULES }]);
    expect(await versionRow(3)).toHaveTextContent('Actual');
    expect(within(await versionRow(2)).getByRole('button', { name: 'Volver a la versión 2' })).toBeInTheDocument();
    expect(await startButton('Versión actual (3)')).toBeInTheDocument();
  }, 120_000);

  it("shows the API's 400 under the field it names, and nothing is saved", async () => {
    const sent = policyApi({
      versions: SAVED,
      save: () =>
        refused('rules.0.condition.atLeast', 'La regla 1, condition.atLeast: debe ser un número entero de 1 a 5.'),
    });
    await openPolicyPage();
    await screen.findByTestId('rule-1');
    await userEvent.click(saveButton());
    expect(
      await within(ruleCard(1)).findByText('La regla 1, condition.atLeast: debe ser un número entero de 1 a 5.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Revisá los campos marcados: la política no se guardó.')).toBeInTheDocument();
    expect(sent.saves).toHaveLength(1);
    expect(screen.queryByTestId('version-3')).not.toBeInTheDocument();
  }, 120_000);

  it('goes back to a version only after the confirmation, as a new version, and edits it', async () => {
    const sent = policyApi({ versions: SAVED });
    await openPolicyPage();
    // The current version has nothing to go back to.
    expect(within(await versionRow(2)).queryByRole('button', { name: /Volver/ })).not.toBeInTheDocument();
    await userEvent.click(within(await versionRow(1)).getByRole('button', { name: 'Volver a la versión 1' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Volver a la versión 1?' });
    expect(dialog).toHaveTextContent('Se guarda una versión nueva con el contenido de la versión 1.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.restores).toEqual([]);

    await userEvent.click(within(await versionRow(1)).getByRole('button', { name: 'Volver a la versión 1' }));
    dialog = await screen.findByRole('dialog', { name: '¿Volver a la versión 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver a esta versión' }));
    expect(await screen.findByText('Volviste a la versión 1: ahora es la versión 3.')).toBeInTheDocument();
    expect(sent.restores).toEqual([1]);
    expect(await versionRow(3)).toHaveTextContent('Actual');
    // The editor now holds version 1's rule.
    await waitFor(() => expect(screen.queryByTestId('rule-2')).not.toBeInTheDocument());
    expect(within(ruleCard(1)).getByLabelText('Motivo')).toHaveValue(CONSERVADORA.policy.rules[2]!.reason);
  }, 120_000);
});
