import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AdditionalInfo } from '@tirr/contracts';
import { SURVEY_MESSAGE_CODES, SURVEY_MESSAGES } from '@tirr/domain';
import { renderWithProviders } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';
import { SurveyHost } from './feature';
import { SURVEY_SNOOZE_KEY } from './survey-snooze';

configure({ asyncUtilTimeout: 8000 });

const NOW = Date.UTC(2026, 10, 21, 12);
const SUB = 'tirr|free';

function renderHost(answer: AdditionalInfo | null, delayMs = 50, firstTimeTutorial = true) {
  const posted: unknown[] = [];
  let reads = 0;
  server.use(
    http.get('*/api/v1/ai/', () => {
      reads++;
      return HttpResponse.json(answer);
    }),
    http.post('*/api/v1/ai', async ({ request }) => {
      const body = await request.json();
      posted.push(body);
      return HttpResponse.json({
        ...(body as object),
        sub: SUB,
        range: null,
        dontAskMeAgain: false,
        updatedAt: new Date(NOW).toISOString(),
      });
    }),
  );
  const session = fakeSession('free');
  session.user!.info = { firstTimeTutorial };
  renderWithProviders(<SurveyHost delayMs={delayMs} now={() => NOW} />, session);
  return { posted, reads: () => reads };
}

const dialog = () => screen.findByRole('dialog', { name: '¡Queremos conocerte!' });

describe('survey dialog ¡Queremos conocerte!', () => {
  it('appears only after the delay, for a user without additional info', async () => {
    const { reads } = renderHost(null, 300);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reads()).toBe(0);
    expect(await dialog()).toBeInTheDocument();
    expect(reads()).toBe(1);
  });

  it('waits until the user is past the welcome screen', async () => {
    const { reads } = renderHost(null, 50, false);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(reads()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away when the user already answered', async () => {
    const { reads } = renderHost({
      type: 'personal',
      companyName: 'A',
      field: '30',
      phone: '12345678',
      range: null,
      dontAskMeAgain: false,
      sub: SUB,
      updatedAt: new Date(NOW).toISOString(),
    });
    await waitFor(() => expect(reads()).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away while a snooze runs', async () => {
    window.localStorage.setItem(`${SURVEY_SNOOZE_KEY}:${SUB}`, String(NOW + 1000));
    const first = renderHost(null);
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(first.reads()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the labels of each type and the messages in Spanish; submit is disabled while any error exists', async () => {
    const user = userEvent.setup();
    const { posted } = renderHost(null);
    await dialog();
    expect(screen.getByLabelText(/Nombre y Apellido/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Edad/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Teléfono/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Enviar' });
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Emprendimiento' }));
    expect(screen.getByLabelText(/Nombre del emprendimiento/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Rubro/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Empresa' }));
    expect(screen.getByLabelText(/Razón social/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Cargo/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Personal' }));

    await user.click(screen.getByLabelText(/Nombre y Apellido/));
    await user.tab();
    expect(screen.getByText('El nombre de la empresa es obligatorio.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('El campo es obligatorio.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('El teléfono es obligatorio.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Edad/), '101');
    expect(screen.getByText('Ingresá una edad válida.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Edad/));
    await user.type(screen.getByLabelText(/Edad/), 'x');
    expect(screen.getByText('Ingresá solo números.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Edad/));
    await user.type(screen.getByLabelText(/Edad/), '42');

    // Only digits reach the phone field.
    await user.type(screen.getByLabelText(/Teléfono/), '11-234 567');
    expect(screen.getByLabelText(/Teléfono/)).toHaveValue('11234567');
    await user.clear(screen.getByLabelText(/Teléfono/));
    await user.type(screen.getByLabelText(/Teléfono/), '1234567');
    expect(screen.getByText('Ingresá un número de teléfono válido.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nombre y Apellido/), 'Lucía Nueva');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Teléfono/), '8');
    expect(submit).toBeEnabled();

    await user.click(submit);
    await waitFor(() =>
      expect(posted).toEqual([
        { type: 'personal', companyName: 'Lucía Nueva', field: '42', phone: '12345678', dontAskMeAgain: false },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('¡Gracias por contarnos sobre vos!')).toBeInTheDocument();
  }, 60_000);

  it("shows the spec's English messages verbatim in English", async () => {
    await act(() => i18next.changeLanguage('en'));
    try {
      const user = userEvent.setup();
      renderHost(null);
      await screen.findByRole('dialog', { name: 'We want to get to know you!' });
      await user.click(screen.getByLabelText(/Full name/));
      await user.tab();
      expect(screen.getByText('Company name is required')).toBeInTheDocument();
      await user.tab();
      expect(screen.getByText('Field is required.')).toBeInTheDocument();
      await user.tab();
      expect(screen.getByText('Phone is required.')).toBeInTheDocument();
      await user.type(screen.getByLabelText(/Phone/), '1234567');
      expect(screen.getByText('Please enter valid phone number.')).toBeInTheDocument();
      await user.type(screen.getByLabelText(/Age/), '101');
      expect(screen.getByText('Please enter a valid age.')).toBeInTheDocument();
      expect(screen.queryByText('El teléfono es obligatorio.')).toBeNull();
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
  }, 60_000);

  it("words every domain code, in Spanish as the API does, in English as the spec's text", async () => {
    await i18next.loadLanguages('en');
    const es = i18next.getFixedT('es', 'onboarding');
    const en = i18next.getFixedT('en', 'onboarding');
    for (const code of SURVEY_MESSAGE_CODES) {
      expect(es(`errors.${code}`), code).toBe(SURVEY_MESSAGES[code]);
      expect(en(`errors.${code}`), code).not.toBe(SURVEY_MESSAGES[code]);
    }
    expect(en('errors.onlyNumbers')).toBe('Please enter only number.');
  });

  it("'No volver a mostrar' snoozes it for 12 hours", async () => {
    const user = userEvent.setup();
    renderHost(null);
    await dialog();
    await user.click(screen.getByLabelText('No volver a mostrar'));
    await user.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Number(window.localStorage.getItem(`${SURVEY_SNOOZE_KEY}:${SUB}`))).toBe(NOW + 12 * 3600 * 1000);
  });

  it('closing without ticking it stores no snooze', async () => {
    const user = userEvent.setup();
    renderHost(null);
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(`${SURVEY_SNOOZE_KEY}:${SUB}`)).toBeNull();
  });
});
