import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdditionalInfo } from '@tirr/contracts';
import { SURVEY_DELAY_MS, SURVEY_MESSAGE_CODES, SURVEY_MESSAGES } from '@tirr/domain';
import { renderWithProviders } from '../../../test/render-app';
import { server } from '../../../test/server';
import { fakeSession } from '../../../test/session';
import { SurveyHost } from './survey-host';
import { SURVEY_SNOOZE_KEY } from './survey-snooze';

configure({ asyncUtilTimeout: 8000 });

const NOW = Date.UTC(2026, 10, 21, 12);
const SUB = 'tirr|free';

// The dialog's chunk is lazy: loaded once here, a dialog that is due shows as soon as it is decided.
beforeAll(async () => {
  await import('./survey-dialog');
}, 30_000);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Renders the host. It reads the clock (`now`) only when it checks whether the survey is due: at the
 * delay, and again with the answer of GET /ai/; `checks` counts those reads, `checked(n)` resolves at the n-th.
 */
function renderHost(
  answer: AdditionalInfo | null,
  delayMs = 50,
  firstTimeTutorial = true,
  answerHeld: Promise<void> = Promise.resolve(),
) {
  const posted: unknown[] = [];
  let reads = 0;
  let checks = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  const now = () => {
    checks += 1;
    for (const w of waiting) if (w.count === checks) w.resolve();
    return NOW;
  };
  server.use(
    http.get('*/api/v1/ai/', async () => {
      reads++;
      await answerHeld;
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
  renderWithProviders(<SurveyHost delayMs={delayMs} now={now} />, session);
  return {
    posted,
    reads: () => reads,
    checks: () => checks,
    checked: (count: number) => new Promise<void>((resolve) => waiting.push({ count, resolve })),
  };
}

/** The survey's delay on a fake clock: the timers up to `ms` run at once. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const dialog = () => screen.findByRole('dialog', { name: '¡Queremos conocerte!' });

describe('survey dialog ¡Queremos conocerte!', () => {
  it('appears only after the delay, for a user without additional info', async () => {
    fakeClock();
    // GET /ai/ answers only when released, so the check its answer triggers cannot be counted early.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { reads, checks } = renderHost(null, SURVEY_DELAY_MS, true, held);
    await advance(SURVEY_DELAY_MS - 1);
    expect(checks()).toBe(0);
    expect(reads()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1);
    expect(checks()).toBe(1);
    vi.useRealTimers();
    answer();
    expect(await dialog()).toBeInTheDocument();
    expect(reads()).toBe(1);
    expect(checks()).toBe(2);
  });

  it('waits until the user is past the welcome screen', async () => {
    fakeClock();
    const requests = vi.spyOn(globalThis, 'fetch');
    const { reads, checks } = renderHost(null, SURVEY_DELAY_MS, false);
    await advance(SURVEY_DELAY_MS * 2);
    // The delay never started: nothing was checked nor asked.
    expect(checks()).toBe(0);
    expect(requests).not.toHaveBeenCalled();
    expect(reads()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away when the user already answered', async () => {
    const { reads, checks, checked } = renderHost({
      type: 'personal',
      companyName: 'A',
      field: '30',
      phone: '12345678',
      range: null,
      dontAskMeAgain: false,
      sub: SUB,
      updatedAt: new Date(NOW).toISOString(),
    });
    const decided = checked(2);
    await waitFor(() => expect(reads()).toBe(1));
    // Once the answer has been weighed (the second check), the dialog would be on screen if it were due.
    await act(() => decided);
    expect(checks()).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away while a snooze runs', async () => {
    window.localStorage.setItem(`${SURVEY_SNOOZE_KEY}:${SUB}`, String(NOW + 1000));
    fakeClock();
    const requests = vi.spyOn(globalThis, 'fetch');
    const { reads, checks } = renderHost(null, SURVEY_DELAY_MS);
    await advance(SURVEY_DELAY_MS - 1);
    expect(checks()).toBe(0);
    await advance(1);
    // Checked at the delay, the snooze found: GET /ai/ is never sent.
    expect(checks()).toBe(1);
    expect(requests).not.toHaveBeenCalled();
    expect(reads()).toBe(0);
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
    const es = i18next.getFixedT('es', 'academy', 'survey');
    const en = i18next.getFixedT('en', 'academy', 'survey');
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
