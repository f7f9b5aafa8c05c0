import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CourseDetail, CourseProgress, CourseSummary } from '@tirr/contracts';
import { ACADEMY_FILTER_KEY, presetAcademyFilter } from '../../shared/academy/academy-filter';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';

// Lazy routes on a loaded machine: allow more than the default second for screens to appear.
configure({ asyncUtilTimeout: 8000 });

const course = (id: string, title: string, category: string, tags: string[], totalSteps = 5): CourseSummary => ({
  id,
  handle: `${id}-handle`,
  title,
  summary: `Resumen de ${title}`,
  category,
  tags,
  totalSteps,
});

const COURSES = [
  course('informe', 'Cómo leer un informe crediticio', 'creditos', ['bcra']),
  course('tasas', 'Tasas e inflación', 'finanzas', ['tasas']),
  course('cheques', 'Cheques y ECHEQ', 'capitales', ['cheques', 'finanzas']),
  course('fci', 'Fondos comunes de inversión', 'capitales', ['fci']),
];

const DETAIL: CourseDetail = {
  ...COURSES[1]!,
  helpCodes: [],
  steps: [
    { title: 'TNA', body: 'La **tasa nominal** anual. <script>window.hacked = true</script>' },
    { title: 'TEA', body: 'La tasa efectiva. [Más](javascript:alert(1))' },
    { title: 'CFT', body: '| A | B |\n|---|---|\n| 1 | 2 |' },
    { title: 'Inflación', body: 'Tasa real.' },
    { title: 'CER', body: 'Coeficiente.' },
  ],
};

function mockApi(progress: CourseProgress[] = []) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let stored = [...progress];
  server.use(
    http.get('*/api/v1/content/courses', () => HttpResponse.json(COURSES)),
    http.get('*/api/v1/content/course-categories', () =>
      HttpResponse.json([
        { value: 'creditos', label: 'Créditos' },
        { value: 'finanzas', label: 'Finanzas' },
        { value: 'capitales', label: 'Mercado de capitales' },
      ]),
    ),
    http.get('*/api/v1/content/course-tags', () =>
      HttpResponse.json(
        ['bcra', 'tasas', 'cheques', 'fci', 'finanzas', 'capitales'].map((v) => ({ value: v, label: v.toUpperCase() })),
      ),
    ),
    http.get('*/api/v1/content/courses/:id', ({ params }) =>
      params.id === 'tasas'
        ? HttpResponse.json(DETAIL)
        : HttpResponse.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 }),
    ),
    http.get('*/api/v1/courses', () => HttpResponse.json(stored)),
    http.post('*/api/v1/courses', async ({ request }) => {
      const body = (await request.json()) as { id: string; activeStep: number };
      calls.push({ method: 'POST', url: request.url, body });
      const saved = {
        id: body.id,
        activeStep: body.activeStep,
        totalSteps: 5,
        completed: false,
        updatedAt: new Date().toISOString(),
      };
      stored = [saved];
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.patch('*/api/v1/courses/:id', async ({ request, params }) => {
      const body = (await request.json()) as { activeStep: number };
      calls.push({ method: 'PATCH', url: request.url, body });
      const saved = {
        id: String(params.id),
        activeStep: body.activeStep,
        totalSteps: 5,
        completed: body.activeStep >= 5,
        updatedAt: new Date().toISOString(),
      };
      stored = [saved];
      return HttpResponse.json(saved);
    }),
  );
  return calls;
}

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/academy/courses', () => {
  it('lists the courses with their progress', async () => {
    mockApi([{ id: 'cheques', activeStep: 2, totalSteps: 5, completed: false, updatedAt: '2026-11-20T10:00:00.000Z' }]);
    renderWithSession(fakeSession('free'), { path: '/academy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cursos' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    const cheques = screen.getByRole('article', { name: 'Cheques y ECHEQ' });
    await waitFor(() => expect(within(cheques).getByTestId('course-status')).toHaveTextContent('En curso · 40 %'));
    expect(
      within(screen.getByRole('article', { name: 'Tasas e inflación' })).getByTestId('course-status'),
    ).toHaveTextContent('Sin iniciar');
    expect(within(cheques).getByRole('link')).toHaveAttribute('href', '/academy/courses/cheques/cheques-handle');
  });

  it('filters by category, tag and text (accent-insensitive)', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithSession(fakeSession('free'), { path: '/academy/courses' });
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    await user.click(
      within(screen.getByRole('group', { name: 'Categorías' })).getByRole('button', { name: 'Mercado de capitales' }),
    );
    expect(cardTitles()).toEqual(['Cheques y ECHEQ', 'Fondos comunes de inversión']);
    await user.type(screen.getByLabelText('Buscar cursos'), 'inversion');
    expect(cardTitles()).toEqual(['Fondos comunes de inversión']);
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(cardTitles()).toHaveLength(4);
    await user.click(within(screen.getByRole('group', { name: 'Temas' })).getByRole('button', { name: 'BCRA' }));
    expect(cardTitles()).toEqual(['Cómo leer un informe crediticio']);
    await user.type(screen.getByLabelText('Buscar cursos'), 'zzz');
    expect(screen.getByText('No hay cursos que coincidan con los filtros.')).toBeInTheDocument();
  });

  it('starts with the preset another screen stored, and clears it', async () => {
    mockApi();
    presetAcademyFilter({ categories: ['creditos', 'finanzas'] });
    renderWithSession(fakeSession('free'), { path: '/academy' });
    await waitFor(() => expect(cardTitles()).toEqual(['Cómo leer un informe crediticio', 'Tasas e inflación']));
    expect(
      within(screen.getByRole('group', { name: 'Categorías' })).getByRole('button', { name: 'Créditos' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(window.sessionStorage.getItem(ACADEMY_FILTER_KEY)).toBeNull();
  });

  it('asks the API in the page language and shows its English answer after switching (ADR 0142)', async () => {
    mockApi();
    const languages: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/content/courses', ({ request }) => {
        const language = request.headers.get('accept-language');
        languages.push(language);
        return HttpResponse.json(language === 'en' ? COURSES.map((c) => ({ ...c, title: `EN ${c.title}` })) : COURSES);
      }),
    );
    renderWithSession(fakeSession('free'), { path: '/academy/courses' });
    await waitFor(() => expect(cardTitles()).toContain('Tasas e inflación'));
    try {
      await act(() => i18next.changeLanguage('en'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
      await waitFor(() => expect(cardTitles()).toContain('EN Tasas e inflación'));
      expect(cardTitles().every((title) => title?.startsWith('EN '))).toBe(true);
      expect(languages).toEqual(['es', 'en']);
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
  });

  it('applies a tag preset to categories and tags alike', async () => {
    mockApi();
    presetAcademyFilter({ tags: ['capitales', 'finanzas'] });
    renderWithSession(fakeSession('free'), { path: '/academy/courses' });
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Tasas e inflación', 'Cheques y ECHEQ', 'Fondos comunes de inversión']),
    );
  });
});

describe('/academy/courses/{courseId}/{courseHandle?}', () => {
  it("starts a course with 'Curso iniciado', saves each step and ends completed", async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    const { router } = renderWithSession(fakeSession('free'), { path: '/academy/courses/tasas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasas e inflación' })).toBeInTheDocument();
    // The address gains the course's handle.
    await waitFor(() => expect(router.state.location.pathname).toBe('/academy/courses/tasas/tasas-handle'));
    await user.click(await screen.findByRole('button', { name: 'Comenzar curso' }));
    expect(await screen.findByText('Curso iniciado')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { id: 'tasas', activeStep: 0 } });

    expect(await screen.findByRole('heading', { level: 2, name: 'TNA' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    // Markdown is rendered, raw HTML is not (ADR 0051).
    expect(screen.getByText('tasa nominal').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'TEA' })).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'PATCH', body: { activeStep: 1 } });
    expect(screen.getByText('Más').closest('a')).not.toHaveAttribute('href', expect.stringContaining('javascript'));

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'TEA' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ body: { activeStep: 1 } });
  });

  it('opens a started course at its stored step', async () => {
    mockApi([{ id: 'tasas', activeStep: 3, totalSteps: 5, completed: false, updatedAt: '2026-11-20T10:00:00.000Z' }]);
    renderWithSession(fakeSession('free'), { path: '/academy/courses/tasas/tasas-handle' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Inflación' })).toBeInTheDocument();
    expect(screen.getByText('Paso 4 de 5')).toBeInTheDocument();
  });

  it('finishes the last step into the completed state', async () => {
    const calls = mockApi([
      { id: 'tasas', activeStep: 4, totalSteps: 5, completed: false, updatedAt: '2026-11-20T10:00:00.000Z' },
    ]);
    const user = userEvent.setup();
    renderWithSession(fakeSession('free'), { path: '/academy/courses/tasas/tasas-handle' });
    await user.click(await screen.findByRole('button', { name: 'Finalizar curso' }));
    expect(await screen.findByText('¡Completaste este curso!')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { activeStep: 5 } });
  });

  it('says so when the course does not exist', async () => {
    mockApi();
    renderWithSession(fakeSession('free'), { path: '/academy/courses/no-existe' });
    expect(await screen.findByText('Este curso no existe o ya no está disponible.')).toBeInTheDocument();
    expect(screen.queryByText('No encontramos la dirección de la API.')).toBeNull();
  });
});
