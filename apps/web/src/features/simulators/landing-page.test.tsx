import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';

describe('Inversión y Financiamiento', () => {
  // The six cards of the simulators landing: docs/product.md §2.
  it.each(['/assets', '/assets/simulators'])('%s shows the six cards to a guest', async (path) => {
    renderWithSession(fakeSession(null), { path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inversión y Financiamiento' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    const links = [
      ['Cheques', '/assets/simulators/checks'],
      ['Analizar cheque', '/assets/cheques/analysis'],
      ['Pagarés', '/assets/simulators/pagares'],
      ['Facturas', '/assets/simulators/facturas'],
      ['Fondos comunes de inversión', '/assets/simulators/fci'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(screen.getByTestId(`simulator-card-${href!.split('/').pop()}`).querySelector('a')).toHaveAttribute(
        'href',
        href,
      );
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Cursos sobre mercado de capitales' })).toBeInTheDocument();
  });

  it('the courses card stores the capitales + finanzas filter and opens the academy', async () => {
    window.sessionStorage.clear();
    const { router } = renderWithSession(fakeSession('free'), { path: '/assets/simulators' });
    fireEvent.click(
      await screen.findByRole('button', { name: /Cursos sobre mercado de capitales/ }, { timeout: 10000 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/academy'));
    expect(JSON.parse(window.sessionStorage.getItem('tirr.academy.filter')!)).toEqual({
      categories: [],
      tags: ['capitales', 'finanzas'],
    });
  });
});
