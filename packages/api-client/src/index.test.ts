import { describe, expect, it } from 'vitest';
import { createTirrClient } from './index';

/** createTirrClient (docs/api/README.md §7) with a fake fetch: what it sends and how it answers. */
function recording(status: number, body: unknown) {
  const sent: Request[] = [];
  const fetch = async (request: Request) => {
    sent.push(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { sent, fetch };
}

describe('createTirrClient', () => {
  it('sends the key as a bearer token to the base URL, without a doubled slash', async () => {
    const { sent, fetch } = recording(200, { items: [], total: 0, page: 1, pageSize: 50, policy: null });
    const tirr = createTirrClient({ baseUrl: 'https://tirr.example.com/', apiKey: 'tirr_abc', fetch });
    const { data } = await tirr.GET('/api/v1/profiles', { params: { query: { pageSize: 50 } } });
    expect(data?.total).toBe(0);
    expect(sent[0]!.url).toBe('https://tirr.example.com/api/v1/profiles?pageSize=50');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tirr_abc');
    expect(sent[0]!.headers.get('accept-language')).toBeNull();
  });

  it('answers an error in the envelope, and asks for English messages when told', async () => {
    const envelope = { code: 'QUOTA_EXCEEDED', message: 'Monthly quota used up.', details: { limit: 3 } };
    const { sent, fetch } = recording(402, envelope);
    const tirr = createTirrClient({ baseUrl: 'https://tirr.example.com', apiKey: 'tirr_abc', fetch, language: 'en' });
    const { data, error, response } = await tirr.GET('/api/v1/credit/{taxNumber}/report', {
      params: { path: { taxNumber: '30715896342' } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(402);
    expect(error).toEqual(envelope);
    expect(sent[0]!.url).toBe('https://tirr.example.com/api/v1/credit/30715896342/report');
    expect(sent[0]!.headers.get('accept-language')).toBe('en');
  });

  it('refuses an empty key', () => {
    expect(() => createTirrClient({ baseUrl: 'https://tirr.example.com', apiKey: '' })).toThrow(/apiKey/);
  });
});
