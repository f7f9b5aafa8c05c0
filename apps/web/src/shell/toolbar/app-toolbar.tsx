import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { ThemeProvider } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { useSession } from '../../shared/auth/session';
import { PATHS } from '../../shared/routing/paths';
import { HelpButton } from '../help/help-button';
import { MenuSearch } from '../navigation/menu-search';
import { useQuickPanelButton } from '../quick-panel/quick-panel-button';
import type { NavItem } from '../navigation/nav-model';
import { useSettings } from '../settings/settings-context';
import { ShortcutsBar } from '../shortcuts/shortcuts';
import { buildTheme } from '../theme/themes';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import { Tag } from '../layout/tag';
import { Hint } from '../layout/hint';

export interface AppToolbarProps {
  /** Opens the navigation drawer (small screens). */
  onOpenMenu?: (() => void) | undefined;
  compact: boolean;
  /** Show the logo (when the navbar does not show it). */
  showLogo: boolean;
  /** Menu items, for the menu search and the shortcuts. */
  items: readonly NavItem[];
}

/**
 * The top bar: menu button (small screens), logo, shortcuts, menu search, demo-data badge, quick panel,
 * settings, language switcher and user menu. Sticky at the top of its column.
 */
export function AppToolbar({ onOpenMenu, compact, showLogo, items }: AppToolbarProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { config } = useSession();
  const { settings, openPanel } = useSettings();
  const quickPanelButton = useQuickPanelButton();

  return (
    <ThemeProvider theme={buildTheme(settings.theme.toolbar, settings)}>
      <AppBar
        component="header"
        position="sticky"
        color="inherit"
        sx={{
          top: 0,
          // Above the navbar on larger screens; below the temporary drawer on small ones.
          zIndex: (theme) => (compact ? theme.zIndex.appBar : theme.zIndex.drawer + 1),
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {/* At 360 px every control fits (docs/product.md §2 Shell): 36 px icon buttons, no logo beside the menu
            button (the drawer shows it), the demo mark as its icon. */}
        <Toolbar
          sx={{
            gap: { xs: 0.25, sm: 1 },
            px: { xs: 0.5, sm: 2 },
            '& .MuiIconButton-root': { p: { xs: 0.75, sm: 1 } },
          }}
        >
          {onOpenMenu ? (
            <IconButton edge="start" aria-label={t('shell:toolbar.openMenu')} onClick={onOpenMenu}>
              <MenuIcon />
            </IconButton>
          ) : null}
          {showLogo || compact ? (
            <Box
              component={RouterLink}
              to={PATHS.home}
              aria-label={t('shell:toolbar.home')}
              sx={{
                color: 'primary.main',
                textDecoration: 'none',
                display: onOpenMenu ? { xs: 'none', sm: 'flex' } : 'flex',
                alignItems: 'center',
                mr: 1,
              }}
            >
              <Logo name={t('common:appName')} hideNameOnPhones />
            </Box>
          ) : null}
          <ShortcutsBar items={items} />
          <Box sx={{ flexGrow: 1 }} />
          <MenuSearch items={items} />
          {config?.demoData ? (
            <Tag
              data-testid="demo-data-chip"
              title={t('shell:toolbar.demoDataHint')}
              icon={<ScienceIcon />}
              label={compact ? t('shell:toolbar.demoDataShort') : t('shell:toolbar.demoData')}
              color="warning"
              variant="outlined"
              iconOnlyOnPhones
            />
          ) : null}
          <HelpButton />
          <Hint title={quickPanelButton.label} placement="bottom-end">
            <IconButton aria-label={quickPanelButton.label} onClick={() => openPanel('quick')}>
              {quickPanelButton.icon}
            </IconButton>
          </Hint>
          <Hint title={t('shell:settings.open')} placement="bottom-end">
            <IconButton aria-label={t('shell:settings.open')} onClick={() => openPanel('settings')}>
              <SettingsIcon />
            </IconButton>
          </Hint>
          <LanguageSwitcher />
          <UserMenu />
        </Toolbar>
      </AppBar>
    </ThemeProvider>
  );
}
