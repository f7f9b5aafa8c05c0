import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateUserInfoBody } from '@tirr/contracts';
import { SessionContext } from '../../shared/auth/session';
import { fakeSession } from '../../test/session';
import { ROUTE_VISITS_SAVE_DELAY_MS, useRouteVisits } from './use-route-visits';

function Visits() {
  useRouteVisits();
  return null;
}

afterEach(() => vi.useRealTimers());

describe('useRouteVisits', () => {
  it('a route visited before the session shows the last saved batch builds on that batch, not on the older visits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The session's user never changes here: as when a save's state update has not landed yet.
    const updateInfo = vi.fn((_info: UpdateUserInfoBody) => Promise.resolve());
    const router = createMemoryRouter(
      ['/', '/checks', '/pagares'].map((path) => ({ path, element: <Visits /> })),
      { initialEntries: ['/'] },
    );
    render(
      <SessionContext.Provider value={fakeSession('free', { updateInfo })}>
        <RouterProvider router={router} />
      </SessionContext.Provider>,
    );
    await act(() => router.navigate('/checks'));
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_VISITS_SAVE_DELAY_MS));
    await act(() => router.navigate('/pagares'));
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_VISITS_SAVE_DELAY_MS));

    const saved = updateInfo.mock.calls.map(([info]) => info.routesVisited?.map((v) => v.route));
    expect(saved).toEqual([
      ['/', '/checks'],
      ['/', '/checks', '/pagares'],
    ]);
  });
});
