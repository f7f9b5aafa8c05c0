import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../../identity-provider/accounts.repository';
import { hashPassword } from '../../identity-provider/passwords';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let free: string;
let premium: string;
let fresh: string;

beforeAll(async () => {
  t = await createTestApp({ BLOG_BASE_URL: 'https://blog.example.com/notas/' });
  free = (await signIn(t.app, 'free@tirr.demo')).accessToken;
  premium = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
  await accountsRepository(t.database.db).create({
    email: 'nueva@example.com',
    name: 'Nueva Persona',
    passwordHash: await hashPassword('una-clave-larga'),
  });
  fresh = (await signIn(t.app, 'nueva@example.com', 'una-clave-larga')).accessToken;
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, token: string) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('academy content (public)', () => {
  it('lists at least six published courses of five or more steps, in the three categories', async () => {
    const response = await get('/api/v1/content/courses');
    expect(response.statusCode).toBe(200);
    const courses = response.json() as { id: string; category: string; totalSteps: number; tags: string[] }[];
    expect(courses.length).toBeGreaterThanOrEqual(6);
    expect(courses.every((c) => c.totalSteps >= 5)).toBe(true);
    expect(new Set(courses.map((c) => c.category))).toEqual(new Set(['creditos', 'finanzas', 'capitales']));
    expect(courses.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'informe-crediticio',
        'situaciones-bcra',
        'cheques-echeq',
        'pagares-fce',
        'fci-basico',
        'tasas-inflacion',
      ]),
    );
    expect(courses[0]).not.toHaveProperty('steps');
  });

  it('lists the categories with their labels', async () => {
    const response = await get('/api/v1/content/course-categories');
    expect(response.json()).toEqual([
      { value: 'creditos', label: 'Créditos' },
      { value: 'finanzas', label: 'Finanzas' },
      { value: 'capitales', label: 'Mercado de capitales' },
    ]);
  });

  it('lists the tags with their labels', async () => {
    const tags = (await get('/api/v1/content/course-tags')).json() as { value: string; label: string }[];
    expect(tags).toContainEqual({ value: 'cheques', label: 'Cheques y ECHEQ' });
    expect(tags.map((t) => t.value)).toEqual(expect.arrayContaining(['capitales', 'finanzas', 'bcra', 'fci']));
  });

  it('returns a course with its Markdown steps, and 404 for an unknown one', async () => {
    const response = await get('/api/v1/content/courses/situaciones-bcra');
    expect(response.statusCode).toBe(200);
    const course = response.json() as { steps: { title: string; body: string }[]; totalSteps: number; handle: string };
    expect(course.handle).toBe('situaciones-bcra-y-que-las-mueve');
    expect(course.steps).toHaveLength(course.totalSteps);
    expect(course.steps.map((s) => s.body).join('\n')).toContain('más de 31 y hasta 90 días');

    const missing = await get('/api/v1/content/courses/no-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('returns every help code with a description, related courses and blog links on BLOG_BASE_URL', async () => {
    const response = await get('/api/v1/content/help-codes');
    expect(response.statusCode).toBe(200);
    const entries = response.json() as {
      code: string;
      description: string;
      courses: { id: string; title: string; target: string }[];
      blog_posts: { target: string }[];
    }[];
    const codes = entries.map((e) => e.code);
    for (const code of [
      'credit_profile',
      'credit_home',
      'credit_search',
      'assets_simulators',
      'assets_simulators_checks',
      'assets_simulators_pagares',
      'assets_simulators_facturas',
      'assets_fci_simulator',
    ]) {
      expect(codes).toContain(code);
    }
    for (const entry of entries) {
      expect(entry.description.length, entry.code).toBeGreaterThan(20);
      expect(entry.courses.length, entry.code).toBeGreaterThan(0);
      expect(entry.blog_posts.length, entry.code).toBeGreaterThan(0);
      for (const post of entry.blog_posts)
        expect(post.target).toMatch(/^https:\/\/blog\.example\.com\/notas\/[a-z0-9-]+$/);
    }
    const profile = entries.find((e) => e.code === 'credit_profile')!;
    expect(profile.courses[0]).toEqual({
      id: 'informe-crediticio',
      title: 'Cómo leer un informe crediticio',
      target: '/academy/courses/informe-crediticio/como-leer-un-informe-crediticio',
    });
  });
});

describe('academy content in English (Accept-Language, ADR 0142)', () => {
  const inLanguage = (url: string, language: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('answers courses, categories and tags in English with the same ids, order and step counts', async () => {
    const spanish = (await get('/api/v1/content/courses')).json() as {
      id: string;
      title: string;
      totalSteps: number;
    }[];
    const response = await inLanguage('/api/v1/content/courses', 'en');
    expect(response.headers.vary).toContain('Accept-Language');
    const english = response.json() as typeof spanish;
    expect(english.map((c) => [c.id, c.totalSteps])).toEqual(spanish.map((c) => [c.id, c.totalSteps]));
    expect(english.find((c) => c.id === 'informe-crediticio')?.title).toBe('How to read a credit report');
    for (const [index, course] of english.entries()) expect(course.title).not.toBe(spanish[index]!.title);

    expect((await inLanguage('/api/v1/content/course-categories', 'en')).json()).toEqual([
      { value: 'creditos', label: 'Credit' },
      { value: 'finanzas', label: 'Finance' },
      { value: 'capitales', label: 'Capital markets' },
    ]);
    expect((await inLanguage('/api/v1/content/course-tags', 'en')).json()).toContainEqual({
      value: 'cheques',
      label: 'Cheques and eCheqs',
    });
  });

  it('answers a course in English, and in Spanish without the header or for another language', async () => {
    const english = (
      await inLanguage('/api/v1/content/courses/situaciones-bcra', 'en-US,en;q=0.9,es;q=0.8')
    ).json() as {
      handle: string;
      steps: { title: string; body: string }[];
      totalSteps: number;
    };
    expect(english.handle).toBe('situaciones-bcra-y-que-las-mueve');
    expect(english.steps).toHaveLength(english.totalSteps);
    expect(english.steps[0]!.title).toBe("What a debtor's situation is");
    expect(english.steps.map((s) => s.body).join('\n')).toContain('over 31 and up to 90 days');

    for (const language of [undefined, 'fr-FR', 'es-AR,en;q=0.5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/content/courses/situaciones-bcra',
        headers: language ? { 'accept-language': language } : {},
      });
      expect(response.json().steps[0].title, language).toBe('Qué es la situación de un deudor');
    }
  });

  it('answers the help codes in English: descriptions, course and blog titles; same links', async () => {
    type Entry = { code: string; description: string; courses: { title: string; target: string }[] };
    const spanish = (await get('/api/v1/content/help-codes')).json() as Entry[];
    const english = (await inLanguage('/api/v1/content/help-codes', 'en')).json() as Entry[];
    expect(english.map((e) => e.code)).toEqual(spanish.map((e) => e.code));
    for (const [index, entry] of english.entries()) {
      expect(entry.description, entry.code).not.toBe(spanish[index]!.description);
      expect(entry.courses.map((c) => c.target)).toEqual(spanish[index]!.courses.map((c) => c.target));
    }
    const profile = english.find((e) => e.code === 'credit_profile') as Entry & { blog_posts: { title: string }[] };
    expect(profile.description).toMatch(/^The report shows the profile's tax details/);
    expect(profile.courses[0]!.title).toBe('How to read a credit report');
    expect(profile.blog_posts[0]!.title).toBe('BCRA situations 1 to 6: what each one means');
  });

  it('keeps progress apart from the language: a course started in English is the same course in Spanish', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/courses',
      headers: { ...bearer(fresh), 'accept-language': 'en' },
      payload: { id: 'fci-basico', activeStep: 1 },
    });
    expect(started.statusCode).toBe(201);
    const progress = (await get('/api/v1/courses', fresh)).json() as { id: string; activeStep: number }[];
    expect(progress).toContainEqual(expect.objectContaining({ id: 'fci-basico', activeStep: 1 }));
  });
});

describe('course progress (per user)', () => {
  it('needs a signed-in user', async () => {
    expect((await get('/api/v1/courses')).statusCode).toBe(401);
  });

  it('starts a course, moves it, completes it, and keeps it apart from other users', async () => {
    expect((await get('/api/v1/courses', free)).json()).toEqual([]);

    const started = await send('POST', '/api/v1/courses', { id: 'cheques-echeq', activeStep: 0 }, free);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ id: 'cheques-echeq', activeStep: 0, totalSteps: 6, completed: false });

    const moved = await send('PATCH', '/api/v1/courses/cheques-echeq', { activeStep: 3 }, free);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ activeStep: 3, completed: false });

    const done = await send('PATCH', '/api/v1/courses/cheques-echeq', { activeStep: 6 }, free);
    expect(done.json()).toMatchObject({ activeStep: 6, completed: true });

    const list = (await get('/api/v1/courses', free)).json() as { id: string; activeStep: number }[];
    expect(list).toEqual([expect.objectContaining({ id: 'cheques-echeq', activeStep: 6, completed: true })]);

    // Another user sees none of it and cannot move it: their PATCH finds no started course of theirs.
    expect((await get('/api/v1/courses', premium)).json()).toEqual([]);
    const foreign = await send('PATCH', '/api/v1/courses/cheques-echeq', { activeStep: 1 }, premium);
    expect(foreign.statusCode).toBe(404);
    expect((await get('/api/v1/courses', free)).json()).toEqual([expect.objectContaining({ activeStep: 6 })]);

    // A second start (another device) moves the same progress instead of duplicating it.
    const again = await send('POST', '/api/v1/courses', { id: 'cheques-echeq', activeStep: 1 }, free);
    expect(again.statusCode).toBe(201);
    expect((await get('/api/v1/courses', free)).json()).toEqual([
      expect.objectContaining({ activeStep: 1, completed: false }),
    ]);
  });

  it.each([
    ['an unknown course', { id: 'no-existe', activeStep: 0 }, 'id'],
    ['a step past the end', { id: 'fci-basico', activeStep: 6 }, 'activeStep'],
    ['a negative step', { id: 'fci-basico', activeStep: -1 }, 'activeStep'],
    ['a fractional step', { id: 'fci-basico', activeStep: 1.5 }, 'activeStep'],
    ['no id', { activeStep: 0 }, 'id'],
  ])('refuses to start %s with 400 naming the field', async (_name, body, field) => {
    const response = await send('POST', '/api/v1/courses', body, premium);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().details)).toContain(`"${field}"`);
  });

  it('answers 404 when moving a course that was never started, 400 for a bad step', async () => {
    expect((await send('PATCH', '/api/v1/courses/tasas-inflacion', { activeStep: 1 }, premium)).statusCode).toBe(404);
    expect((await send('PATCH', '/api/v1/courses/no-existe', { activeStep: 1 }, premium)).statusCode).toBe(404);
    await send('POST', '/api/v1/courses', { id: 'tasas-inflacion' }, premium);
    const bad = await send('PATCH', '/api/v1/courses/tasas-inflacion', { activeStep: 99 }, premium);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'activeStep' })]);
  });
});

describe('survey (GET /ai/, POST /ai)', () => {
  const valid = {
    type: 'enterprise',
    companyName: 'Metalúrgica Sur SA',
    field: 'Metalurgia',
    phone: '1145678901',
    range: 'Gerente',
  };

  it('has the demo accounts answered already, and a new user not', async () => {
    expect((await get('/api/v1/ai', free)).json()).toMatchObject({ type: 'enterprise', companyName: 'Tirr Demo SA' });
    const response = await get('/api/v1/ai/', fresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it.each([
    [
      'no company name',
      { companyName: '' },
      'companyName',
      'companyNameRequired',
      'El nombre de la empresa es obligatorio.',
    ],
    ['no field', { field: ' ' }, 'field', 'fieldRequired', 'El campo es obligatorio.'],
    ['no phone', { phone: '' }, 'phone', 'phoneRequired', 'El teléfono es obligatorio.'],
    ['letters in the phone', { phone: '11abc45678' }, 'phone', 'onlyNumbers', 'Ingresá solo números.'],
    ['a short phone', { phone: '1234567' }, 'phone', 'phoneInvalid', 'Ingresá un número de teléfono válido.'],
    ['a personal age over 100', { type: 'personal', field: '101' }, 'field', 'ageInvalid', 'Ingresá una edad válida.'],
    [
      'a personal age in words',
      { type: 'personal', field: 'cuarenta' },
      'field',
      'onlyNumbers',
      'Ingresá solo números.',
    ],
  ])('refuses %s naming the field, in Spanish', async (_name, change, field, code, message) => {
    const response = await send('POST', '/api/v1/ai', { ...valid, ...change }, fresh);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: `${field}: ${message}` });
    expect(response.json().details).toContainEqual({ field, code, message });
  });

  it('refuses an unknown type naming the field', async () => {
    const response = await send('POST', '/api/v1/ai', { ...valid, type: 'otro' }, fresh);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('type');
  });

  it('stores a valid answer for this user only, and a personal answer drops the job title', async () => {
    const saved = await send('POST', '/api/v1/ai', { ...valid, dontAskMeAgain: true }, fresh);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...valid, dontAskMeAgain: true });
    expect((await get('/api/v1/ai', fresh)).json()).toMatchObject({
      companyName: 'Metalúrgica Sur SA',
      range: 'Gerente',
    });
    expect((await get('/api/v1/ai', free)).json()).toMatchObject({ companyName: 'Tirr Demo SA' });

    const personal = await send(
      'POST',
      '/api/v1/ai',
      { ...valid, type: 'personal', companyName: 'Nueva Persona', field: '34' },
      fresh,
    );
    expect(personal.json()).toMatchObject({ type: 'personal', field: '34', range: null });
  });
});
