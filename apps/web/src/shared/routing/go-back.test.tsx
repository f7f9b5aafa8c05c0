import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { canGoBack, useGoBack } from './go-back';

function Page() {
  const goBack = useGoBack({ fallback: '/home' });
  return (
    <button type="button" onClick={goBack}>
      {useLocation().pathname}
    </button>
  );
}

/** A browser router (the app's, on jsdom's real history) opened at `path`. */
function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

const at = (pathname: string) => waitFor(() => expect(screen.getByRole('button')).toHaveTextContent(pathname));

describe("going back within the app (React Router's history index, ADR 0121)", () => {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  afterEach(() => router?.dispose());

  it('has nothing behind the entry the app was opened on, something after a push, nothing once back', async () => {
    router = openApp('/a');
    expect(canGoBack()).toBe(false);
    await router.navigate('/b');
    expect(canGoBack()).toBe(true);
    await router.navigate(-1);
    await at('/a');
    expect(canGoBack()).toBe(false);
  });

  it('has nothing behind a redirect from the first entry, whose location key is no longer "default"', async () => {
    router = openApp('/login');
    await router.navigate('/credits', { replace: true });
    expect(router.state.location.key).not.toBe('default');
    expect(canGoBack()).toBe(false);
  });

  it('goes back one page, or to the fallback in place of the first page', async () => {
    router = openApp('/a');
    await router.navigate('/b');
    await userEvent.click(screen.getByRole('button'));
    await at('/a');
    await userEvent.click(screen.getByRole('button'));
    await at('/home');
    expect(canGoBack()).toBe(false);
  });
});
