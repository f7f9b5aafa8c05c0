import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { asked, PATH, portfolioServer, profile } from './test/portfolio-server';

/** Three profiles of a user with a credit policy: approved, rejected, and one whose report facts are not stored. */
const decided = [
  profile(1, { name: 'GOMEZ MARIA', decision: 'APROBAR' }),
  profile(2, { name: 'PEREYRA JUAN', decision: 'RECHAZAR' }),
  profile(3, { name: 'SOSA LUCIA', decision: null }),
];
const policy = { name: 'Conservadora', version: 3 };
const row = (name: string) => screen.getByText(name).closest('tr')!;

describe("Mis Perfiles' 'Decisión' (docs/domain/credit-policy.md §12)", () => {
  it('shows each decision beside the score, under the policy named in its header', async () => {
    server.use(...portfolioServer(decided, { policy }));
    renderWithSession(fakeSession('premium'), { path: PATH });
    const header = await screen.findByRole('columnheader', { name: 'Decisión' });
    // After the score, before the last balance.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.indexOf('Decisión')).toBe(headers.indexOf('Score') + 1);
    expect(within(row('GOMEZ MARIA')).getByText('Aprobar').closest('[data-outcome]')).toHaveAttribute(
      'data-outcome',
      'APROBAR',
    );
    expect(within(row('PEREYRA JUAN')).getByText('Rechazar')).toBeInTheDocument();
    expect(within(row('SOSA LUCIA')).queryByText(/Aprobar|Observar|Rechazar/)).toBeNull();
    await userEvent.hover(within(header).getByText('Decisión'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Según tu política «Conservadora», versión 3');
  }, 60_000);

  it("filters by decision on the server: 'Rechazar' asks for decision=RECHAZAR", async () => {
    server.use(...portfolioServer(decided, { policy }));
    renderWithSession(fakeSession('premium'), { path: PATH });
    expect(await screen.findByText('3 perfiles')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Decisión' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todas', 'Aprobar', 'Observar', 'Rechazar']);
    await userEvent.click(screen.getByRole('option', { name: 'Rechazar' }));
    expect(await screen.findByText('1 perfil')).toBeInTheDocument();
    expect(asked.at(-1)!.get('decision')).toBe('RECHAZAR');
    expect(screen.getByText('PEREYRA JUAN')).toBeInTheDocument();
    expect(screen.queryByText('GOMEZ MARIA')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('3 perfiles')).toBeInTheDocument();
    expect(asked.at(-1)!.has('decision')).toBe(false);
  }, 60_000);

  it('without a policy there is neither the column nor the filter', async () => {
    server.use(...portfolioServer([profile(1), profile(2)]));
    renderWithSession(fakeSession('premium'), { path: PATH });
    expect(await screen.findByText('2 perfiles')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Decisión' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Decisión' })).toBeNull();
  }, 60_000);

  it('puts the decision on each phone card, in English too', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 360 });
    await act(() => i18next.changeLanguage('en'));
    server.use(...portfolioServer(decided, { policy }));
    renderWithSession(fakeSession('premium'), { path: PATH });
    const card = await screen.findByTestId(`profile-row-${decided[1]!.taxNumber}`);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Reject').closest('[data-outcome]')).toHaveAttribute('data-outcome', 'RECHAZAR');
    await waitFor(() =>
      expect(within(screen.getByTestId(`profile-row-${decided[0]!.taxNumber}`)).getByText('Approve')).toBeVisible(),
    );
    expect(screen.getByRole('combobox', { name: 'Decision' })).toBeInTheDocument();
  }, 60_000);
});
