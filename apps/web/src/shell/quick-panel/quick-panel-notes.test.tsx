import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';
import { QuickPanelNotes } from './quick-panel-notes';

const openNewNote = async () => {
  renderWithProviders(<QuickPanelNotes notes={[]} />, fakeSession('free'));
  await userEvent.click(screen.getByRole('button', { name: 'Agregar nota' }));
  return screen.getByRole('form', { name: 'Nueva nota' });
};

describe('the note form of the quick panel', () => {
  it("asks for a title on 'Guardar', keeps the problem until it is pressed again, and sends the note trimmed", async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/v1/quick-panel/notes', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 1, title: 'Llamar', detail: 'a las 10' });
      }),
    );
    const form = await openNewNote();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('El título es obligatorio.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Título'), '  Llamar ');
    await userEvent.type(within(form).getByLabelText('Detalle'), ' a las 10 ');
    expect(within(form).getByText('El título es obligatorio.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(posted).toEqual([{ title: 'Llamar', detail: 'a las 10' }]));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nueva nota' })).toBeNull());
  });

  it("shows the API's problems under their fields, else that the note could not be saved", async () => {
    let answer = HttpResponse.json(
      {
        code: 'VALIDATION_ERROR',
        message: 'Datos inválidos.',
        details: [{ field: 'detail', message: 'el detalle admite hasta 1000 caracteres.' }],
      },
      { status: 400 },
    );
    server.use(http.post('*/api/v1/quick-panel/notes', () => answer));
    const form = await openNewNote();
    await userEvent.type(within(form).getByLabelText('Título'), 'Llamar');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('el detalle admite hasta 1000 caracteres.')).toBeInTheDocument();

    answer = HttpResponse.json({ code: 'CONFLICT', message: 'Conflicto.' }, { status: 409 });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('No se pudo guardar la nota.')).toBeInTheDocument();
    expect(within(form).queryByText('el detalle admite hasta 1000 caracteres.')).toBeNull();
  });
});
