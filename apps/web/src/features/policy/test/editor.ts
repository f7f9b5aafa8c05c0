import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '../../../test/render-app';
import { fakeSession } from '../../../test/session';
import { POLICY_PATH } from './policy-api';

/** The policy page as a premium user opens it; resolves once it shows what to start from. */
export async function openPolicyPage() {
  const view = renderWithSession(fakeSession('premium'), { path: POLICY_PATH });
  await screen.findByTestId('policy-start', {}, { timeout: 15_000 });
  return view;
}

/** A button of 'Empezar desde' (a template once they are loaded, the current version). */
export const startButton = (name: string) => within(screen.getByTestId('policy-start')).findByRole('button', { name });

/** Opens the page and starts from a template ('Conservadora', 'Moderada'). */
export async function startFrom(template: string) {
  const view = await openPolicyPage();
  await userEvent.click(await startButton(template));
  await screen.findByTestId('rule-1');
  return view;
}

/** The card of rule `n` (1-based). */
export const ruleCard = (n: number) => screen.getByTestId(`rule-${n}`);

/** Every rule card. (Queries by role over the whole page of cards are slow in jsdom: these stay narrow.) */
export const ruleCards = () => screen.getAllByTestId(/^rule-\d+$/);

/** The policy's name field. */
export const nameField = () => screen.getByLabelText('Nombre de la política');

/** 'Guardar versión'. */
export const saveButton = () => within(screen.getByTestId('policy-save')).getByRole('button');

/**
 * Chooses `option` in the select labelled `label` inside `container`. The options are looked for in the list that
 * opened (the newest; one closing may still be there), not in the whole page of cards: that is much faster.
 */
export async function pick(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  const list = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('[role="listbox"]')].at(-1);
    if (!open) throw new Error(`the options of '${label}' did not open`);
    return open;
  });
  await userEvent.click(within(list).getByRole('option', { name: option }));
}

/** Replaces the text of the input labelled `label` inside `container`. */
export async function retype(container: HTMLElement, label: string, text: string) {
  const input = within(container).getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}
