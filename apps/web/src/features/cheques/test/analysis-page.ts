import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@tirr/domain';
import { renderWithSession } from '../../../test/render-app';
import { fakeSession } from '../../../test/session';
import { chequesApi, type ApiOptions } from './fixtures';

/** The page's address, and one prefilled with a drawer, an amount and a due date (its query). */
export const PATH = '/assets/cheques/analysis';
export const PREFILLED = `${PATH}?drawer=30500010912&amount=1000000&dueDate=2026-04-01`;

/** A field by its label (a required one's label ends in ' *'). */
export const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
export const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Picks a bank in the 'Banco' autocomplete by typing part of its name (the list loads first). */
export async function chooseEntity(typed: string, label = 'Banco') {
  const input = await screen.findByRole('combobox', { name: label }, { timeout: 15_000 });
  await userEvent.type(input, typed);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(typed, 'i') }));
}

/** Opens the prefilled page as `role` and completes the bank and the number, ready to analyse. */
export async function prefilled(options: ApiOptions = {}, role: Role = 'premium') {
  const posted = chequesApi(options);
  const view = renderWithSession(fakeSession(role), { path: PREFILLED });
  await chooseEntity('Galicia');
  fill('Número de cheque', '12345678');
  return { posted, ...view };
}

/** Opens the prefilled page as `role`, completes the bank and the number and presses 'Analizar'. */
export async function analyse(options: ApiOptions = {}, role: Role = 'premium') {
  const opened = await prefilled(options, role);
  await userEvent.click(screen.getByRole('button', { name: 'Analizar' }));
  return opened;
}
