import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OutboxMailDetail } from '@tirr/contracts';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';

const mail = (over: Partial<OutboxMailDetail> = {}): OutboxMailDetail => ({
  id: 7,
  recipient: 'lucia@example.com',
  subject: 'Confirmá tu correo en Tirr',
  kind: 'verify-email',
  status: 'outbox',
  attempts: 0,
  createdAt: '2026-11-23T15:04:00.000Z',
  sentAt: null,
  text: `Hola, Lucía:\n\nConfirmar mi correo:\n${window.location.origin}/oidc/verify-email?token=abc\n\nhttps://otro.example/phishing\n`,
  html: '<!doctype html><html><body><h1>Confirmá tu correo en Tirr</h1><script>window.parent.hacked = true</script></body></html>',
  lastError: null,
  ...over,
});

describe('/system/outbox', () => {
  it('lists the mails and shows one: the text with its own links, the HTML only inside a sandboxed frame', async () => {
    server.use(
      http.get('*/api/v1/system/outbox', () => {
        const { text: _text, html: _html, lastError: _lastError, ...summary } = mail();
        return HttpResponse.json({ items: [summary], total: 1 });
      }),
      http.get('*/api/v1/system/outbox/:id', () => HttpResponse.json(mail())),
    );
    renderWithSession(fakeSession('sysadmin'), { path: '/system/outbox' });
    const row = await screen.findByTestId('mail-row-7');
    expect(row).toHaveTextContent('23/11/2026 12:04');
    expect(row).toHaveTextContent('lucia@example.com');
    expect(row).toHaveTextContent('En la bandeja (sin enviar)');
    await userEvent.click(within(row).getByRole('button', { name: 'Confirmá tu correo en Tirr' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmá tu correo en Tirr' });
    expect(within(dialog).getByRole('link', { name: /\/oidc\/verify-email\?token=abc$/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/oidc/verify-email?token=abc`,
    );
    // A link to another site (a registrant could type one as their name) stays plain text.
    expect(within(dialog).getByText(/otro\.example/)).not.toHaveAttribute('href');
    expect(within(dialog).queryByRole('link', { name: /otro\.example/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'HTML' }));
    const frame = within(dialog).getByTitle('Vista del HTML del correo');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Confirmá tu correo en Tirr</h1>');
    // The mail's markup is not part of the page.
    expect(dialog.querySelector('h1')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('searches by recipient or subject', async () => {
    const queries: string[] = [];
    server.use(
      http.get('*/api/v1/system/outbox', ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ items: [], total: 0 });
      }),
    );
    renderWithSession(fakeSession('sysadmin'), { path: '/system/outbox' });
    expect(await screen.findByText('No hay correos.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar por destinatario o asunto'), 'lucia');
    await screen.findByText('No hay correos.');
    expect(queries.at(-1)).toBe('lucia');
  });
});
