import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { GlobalApiStatus } from '../errors/global-api-status';
import { AppFooter } from '../footer/app-footer';
import { RouteGuard } from '../guard/route-guard';
import { collectNavItems } from '../navigation/nav-model';
import { currentHandle, layoutFlags } from '../navigation/route-meta';
import { SideNav } from '../navigation/side-nav';
import { NAVBAR_WIDTH, TIRR_COLORS, tirrDarkTheme } from '../theme/themes';
import { AppToolbar } from '../toolbar/app-toolbar';
import { Logo } from '../toolbar/logo';

/**
 * The frame around every page (architecture §2): toolbar, side navigation (permanent from md up, a
 * temporary drawer below), main content behind the guard, footer. Routes hide parts through
 * `handle.layout` (e.g. /callback hides all three). `routes` are the app's routes, read for the nav.
 */
export function ShellLayout({ routes }: { routes: readonly RouteObject[] }) {
  const { t } = useTranslation(['shell', 'common']);
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

  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);

  const navContent = <SideNav items={navItems} onNavigate={() => setMobileOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
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
      {flags.toolbar ? (
        <AppToolbar compact={!desktop} onOpenMenu={flags.navbar && !desktop ? () => setMobileOpen(true) : undefined} />
      ) : null}
      {flags.navbar ? (
        <ThemeProvider theme={tirrDarkTheme}>
          {desktop ? (
            <Drawer
              variant="permanent"
              sx={{
                width: NAVBAR_WIDTH,
                flexShrink: 0,
                '& .MuiDrawer-paper': { width: NAVBAR_WIDTH, boxSizing: 'border-box', borderRight: 0 },
              }}
            >
              {flags.toolbar ? <Toolbar /> : null}
              {navContent}
            </Drawer>
          ) : (
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              ModalProps={{ keepMounted: false }}
              sx={{
                '& .MuiDrawer-paper': {
                  width: NAVBAR_WIDTH,
                  boxSizing: 'border-box',
                  bgcolor: TIRR_COLORS.dark,
                  backgroundImage: 'none',
                },
              }}
            >
              <Box sx={{ px: 2, minHeight: 64, display: 'flex', alignItems: 'center', color: 'text.primary' }}>
                <Logo name={appName} />
              </Box>
              {navContent}
            </Drawer>
          )}
        </ThemeProvider>
      ) : null}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {flags.toolbar ? <Toolbar /> : null}
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
        {flags.footer ? <AppFooter /> : null}
      </Box>
    </Box>
  );
}
