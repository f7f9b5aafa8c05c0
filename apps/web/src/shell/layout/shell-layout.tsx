import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { markFirstPagePainted } from '../../shared/auth/session';
import { GlobalApiStatus } from '../errors/global-api-status';
import { AppFooter } from '../footer/app-footer';
import { RouteGuard } from '../guard/route-guard';
import { collectNavItems } from '../navigation/nav-model';
import { DesktopNavbar, MobileNavbar } from '../navigation/navbar';
import { currentHandle, layoutFlags } from '../navigation/route-meta';
import { useRouteVisits } from '../routes-visited/use-route-visits';
import { SettingsProvider, useSettings } from '../settings/settings-context';
import { BOXED_WIDTH, buildTheme } from '../theme/themes';
import { AppToolbar } from '../toolbar/app-toolbar';
import { MenuTour } from '../tour/menu-tour';
import { hintStyles } from './hint';
import { SidePanels } from './side-panels';
import { SideRail } from './side-rail';
import { useScrollToTop } from './use-scroll-to-top';

const customScrollbars = (
  <GlobalStyles
    styles={{
      '*': { scrollbarWidth: 'thin', scrollbarColor: 'rgba(0, 0, 0, 0.3) transparent' },
      '*::-webkit-scrollbar': { width: 8, height: 8 },
      '*::-webkit-scrollbar-thumb': { backgroundColor: 'rgba(0, 0, 0, 0.3)', borderRadius: 8 },
      '*::-webkit-scrollbar-track': { backgroundColor: 'transparent' },
    }}
  />
);

/**
 * The frame around every page (docs/architecture.md §2, docs/product.md §2 Shell): toolbar, side navigation (foldable from
 * md up, a temporary drawer below), main content behind the guard, footer, side panels, the settings
 * and quick panels, all arranged by the user's layout settings. Routes hide parts through
 * `handle.layout` (e.g. /callback hides all three). `routes` are the app's routes, read for the nav.
 */
export function ShellLayout({ routes }: { routes: readonly RouteObject[] }) {
  return (
    <SettingsProvider>
      <ShellFrame routes={routes} />
    </SettingsProvider>
  );
}

function ShellFrame({ routes }: { routes: readonly RouteObject[] }) {
  const { t } = useTranslation(['shell', 'common']);
  const { settings } = useSettings();
  const { layout } = settings;
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  // The temporary drawer is open for the page where it was opened: moving to another page closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const mobileOpen = openAt === location.pathname;
  const setMobileOpen = (open: boolean) => setOpenAt(open ? location.pathname : null);
  const navItems = useMemo(() => collectNavItems(routes), [routes]);
  const flags = layoutFlags(matches);
  const handle = currentHandle(matches);
  const title = handle ? t(handle.titleKey) : '';
  const appName = t('common:appName');
  useRouteVisits();
  const contentColumn = useRef<HTMLDivElement>(null);
  useScrollToTop(contentColumn);

  // The frame and the first page are on screen once this frame has painted (see markFirstPagePainted).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(markFirstPagePainted, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);

  const showNavbar = flags.navbar && (layout.navbar.display || !desktop);
  const showToolbar = flags.toolbar && (layout.toolbar.display || !desktop);
  const showFooter = flags.footer && layout.footer.display;
  const toolbarAbove = showToolbar && (layout.toolbar.position === 'above' || !desktop);
  const desktopNavbar = showNavbar && desktop;
  const scrollContent = layout.scroll === 'content' && desktop;
  const boxed = layout.mode === 'boxed';
  const navbarRight = layout.navbar.position === 'right';

  const toolbar = (
    <AppToolbar
      compact={!desktop}
      showLogo={!desktopNavbar || toolbarAbove}
      onOpenMenu={showNavbar && !desktop ? () => setMobileOpen(true) : undefined}
      items={navItems}
    />
  );
  const navbar = desktopNavbar ? (
    <DesktopNavbar items={navItems} toolbarAbove={toolbarAbove} appName={appName} />
  ) : null;

  return (
    <ThemeProvider theme={buildTheme(settings.theme.main, settings)}>
      {hintStyles}
      {settings.customScrollbars ? customScrollbars : null}
      <Box
        data-testid="shell-root"
        sx={{
          minHeight: '100dvh',
          bgcolor: boxed ? 'action.selected' : 'background.default',
          ...(scrollContent ? { height: '100dvh', overflow: 'hidden' } : {}),
        }}
      >
        <Link
          href="#main-content"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: (th) => th.zIndex.tooltip,
            bgcolor: 'background.paper',
            p: 1,
            '&:focus': { top: 8 },
          }}
        >
          {t('shell:skipToContent')}
        </Link>
        <Box
          data-testid="shell-frame"
          data-layout={layout.style}
          data-mode={layout.mode}
          sx={{
            width: '100%',
            maxWidth: boxed ? BOXED_WIDTH : 'none',
            mx: 'auto',
            minHeight: '100dvh',
            height: scrollContent ? '100%' : 'auto',
            display: 'flex',
            flexDirection: 'column',
            bgcolor: 'background.default',
            boxShadow: boxed ? 6 : 'none',
          }}
        >
          {toolbarAbove ? toolbar : null}
          <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
            {layout.leftSidePanel.display && desktop ? <SideRail side="left" /> : null}
            {navbarRight ? null : navbar}
            <Box
              ref={contentColumn}
              data-testid="content-column"
              sx={{
                flexGrow: 1,
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                ...(scrollContent ? { overflowY: 'auto' } : {}),
              }}
            >
              {showToolbar && !toolbarAbove ? toolbar : null}
              {navigation.state === 'loading' ? (
                <LinearProgress
                  aria-label={t('shell:navigationLoading')}
                  sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (th) => th.zIndex.drawer + 2 }}
                />
              ) : null}
              <Box
                component="main"
                id="main-content"
                tabIndex={-1}
                sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 1280, mx: 'auto', outline: 'none' }}
              >
                <GlobalApiStatus>
                  <RouteGuard>
                    <Outlet />
                  </RouteGuard>
                </GlobalApiStatus>
              </Box>
              {showFooter ? <AppFooter /> : null}
            </Box>
            {navbarRight ? navbar : null}
            {layout.rightSidePanel.display && desktop ? <SideRail side="right" /> : null}
          </Box>
        </Box>
        {showNavbar && !desktop ? (
          <MobileNavbar items={navItems} open={mobileOpen} onClose={() => setMobileOpen(false)} appName={appName} />
        ) : null}
        <SidePanels />
        <MenuTour desktop={desktop} navbarShown={desktopNavbar} />
      </Box>
    </ThemeProvider>
  );
}
