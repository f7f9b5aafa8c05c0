import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { apiStatus } from '../api/api-events';
import { notifications } from '../notify/notify-store';
import { ProfileSearchDialog } from './profile-search-dialog';

const found = {
  name: 'EMPRESA DEMO S.A.',
  taxId: '30500010912',
  personType: 'JURIDICA',
  otherTaxIds: [],
};

describe('ProfileSearchDialog', () => {
  it("reads 'Agregar a {name}', adds the profile and closes; no back arrow", async () => {
    server.use(http.get('*/api/v1/identity/taxId/:cuit', () => HttpResponse.json(found)));
    const onAdd = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(<ProfileSearchDialog open onClose={onClose} onAdd={onAdd} />);
    const dialog = await screen.findByRole('dialog', { name: 'Buscar perfil' });
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
    // A DNI works as well as a CUIT or CUIL: the placeholder names all three.
    expect(screen.getByRole('textbox', { name: 'DNI o CUIL/CUIT' })).toHaveAttribute('placeholder', 'CUIT, CUIL o DNI');
    await userEvent.click(screen.getByRole('textbox', { name: 'DNI o CUIL/CUIT' }));
    await userEvent.paste('30-50001091-2');
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar a EMPRESA DEMO S.A.' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ taxId: '30500010912' }));
    expect(dialog).toBeInTheDocument();
  });

  it('says the tax agency is unavailable on a 5xx, without the 500 screen, and offers nothing to add', async () => {
    server.use(http.get('*/api/v1/identity/taxId/:cuit', () => new HttpResponse(null, { status: 503 })));
    render(<ProfileSearchDialog open onClose={vi.fn()} onAdd={vi.fn()} />);
    await userEvent.click(await screen.findByRole('textbox', { name: 'DNI o CUIL/CUIT' }));
    await userEvent.paste('30500010912');
    expect(await screen.findByText('Error al buscar CUIT')).toBeInTheDocument();
    expect(notifications.get()).toMatchObject([{ messageKey: 'common:api.afipUnavailable', variant: 'error' }]);
    expect(apiStatus.get().serverError).toBeNull();
    expect(screen.queryByRole('button', { name: /^Agregar a/ })).not.toBeInTheDocument();
  });

  it('stays open when adding fails', async () => {
    server.use(http.get('*/api/v1/identity/taxId/:cuit', () => HttpResponse.json(found)));
    const onAdd = vi.fn(() => Promise.reject(new Error('no')));
    const onClose = vi.fn();
    render(<ProfileSearchDialog open onClose={onClose} onAdd={onAdd} />);
    await userEvent.click(await screen.findByRole('textbox', { name: 'DNI o CUIL/CUIT' }));
    await userEvent.paste('30500010912');
    const button = await screen.findByRole('button', { name: 'Agregar a EMPRESA DEMO S.A.' });
    await userEvent.click(button);
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
