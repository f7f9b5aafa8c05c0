import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { useSettings } from '../settings/settings-context';
import { buildTheme, NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH } from '../theme/themes';
import { Logo } from '../toolbar/logo';
import type { NavItem } from './nav-model';
import { SideNav } from './side-nav';
import { Hint } from '../layout/hint';
import { useAfterPaint } from '../../shared/ui/use-after-paint';

/** A folded navbar opens this long after the pointer enters it (docs/product.md §9). */
export const NAVBAR_HOVER_DELAY_MS = 150;
export const TOOLBAR_HEIGHT = 64;

interface NavbarProps {
  items: readonly NavItem[];
  /** The toolbar spans the window above the navbar (else the navbar shows the logo itself). */
  toolbarAbove: boolean;
  appName: string;
}

/**
 * The permanent side navigation of larger screens (docs/product.md §2, §4 'Navbar: folded or open'): 240 px, or
 * 64 px folded; a folded navbar opens over the page after a 150 ms hover and folds back on leave.
 */
export function DesktopNavbar({ items, toolbarAbove, appName }: NavbarProps) {
  const { t } = useTranslation('shell');
  const { settings, update } = useSettings();
  const { folded, position } = settings.layout.navbar;
  const [hoverOpen, setHoverOpen] = useState(false);
  // The menu's items are about half of the shell's first render: the page paints first, the items
  // right after, in the navbar's place of the same width (ADR 0099).
  const itemsShown = useAfterPaint();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const expanded = !folded || hoverOpen;
  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  const toggleFold = () => {
    clearTimer();
    setHoverOpen(false);
    update((s) => ({ ...s, layout: { ...s.layout, navbar: { ...s.layout.navbar, folded: !folded } } }));
  };
  const foldLabel = folded ? t('nav.unfold') : t('nav.fold');
  const top = toolbarAbove ? TOOLBAR_HEIGHT : 0;

  return (
    <ThemeProvider theme={buildTheme(settings.theme.navbar, settings)}>
      <Box
        data-testid="navbar"
        data-folded={folded ? 'true' : 'false'}
        data-expanded={expanded ? 'true' : 'false'}
        onMouseEnter={() => {
          if (!folded) return;
          clearTimer();
          timer.current = setTimeout(() => setHoverOpen(true), NAVBAR_HOVER_DELAY_MS);
        }}
        onMouseLeave={() => {
          clearTimer();
          setHoverOpen(false);
        }}
        sx={{
          width: folded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top,
          height: `calc(100dvh - ${top}px)`,
          zIndex: (theme) => theme.zIndex.drawer,
          transition: (theme) => theme.transitions.create('width'),
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            [position]: 0,
            width: expanded ? NAVBAR_WIDTH : NAVBAR_FOLDED_WIDTH,
            bgcolor: 'background.default',
            color: 'text.primary',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            boxShadow: folded && hoverOpen ? 8 : 0,
            transition: (theme) => theme.transitions.create(['width', 'box-shadow']),
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: expanded ? 'space-between' : 'center',
              minHeight: toolbarAbove ? 48 : TOOLBAR_HEIGHT,
              px: 1.5,
            }}
          >
            {!toolbarAbove && expanded ? <Logo name={appName} /> : null}
            <Hint title={foldLabel} placement="right">
              <IconButton aria-label={foldLabel} aria-pressed={folded} onClick={toggleFold} size="small">
                {folded ? <MenuIcon fontSize="small" /> : <MenuOpenIcon fontSize="small" />}
              </IconButton>
            </Hint>
          </Box>
          {itemsShown ? <SideNav items={items} folded={!expanded} /> : null}
        </Box>
      </Box>
    </ThemeProvider>
  );
}

/** The temporary drawer of phones (docs/product.md §4 'Navbar: mobile open or closed'). */
export function MobileNavbar({
  items,
  open,
  onClose,
  appName,
}: {
  items: readonly NavItem[];
  open: boolean;
  onClose: () => void;
  appName: string;
}) {
  const { settings } = useSettings();
  const navbarTheme = buildTheme(settings.theme.navbar, settings);
  return (
    <ThemeProvider theme={navbarTheme}>
      <Drawer
        variant="temporary"
        anchor={settings.layout.navbar.position}
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: false }}
        sx={{
          '& .MuiDrawer-paper': {
            width: NAVBAR_WIDTH,
            boxSizing: 'border-box',
            bgcolor: 'background.default',
            backgroundImage: 'none',
          },
        }}
      >
        <Box sx={{ px: 2, minHeight: 64, display: 'flex', alignItems: 'center', color: 'text.primary' }}>
          <Logo name={appName} />
        </Box>
        <SideNav items={items} onNavigate={onClose} />
      </Drawer>
    </ThemeProvider>
  );
}
