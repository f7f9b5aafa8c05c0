import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { useSession } from '../../shared/auth/session';
import { PATHS } from '../../shared/routing/paths';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

/** The top bar: menu button (small screens), logo, demo-data badge, language switcher, user menu. */
export function AppToolbar({ onOpenMenu, compact }: { onOpenMenu?: () => void; compact: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const { config } = useSession();

  return (
    <AppBar
      component="header"
      position="fixed"
      color="inherit"
      sx={{
        // Above the permanent (clipped) drawer on large screens; below the temporary drawer on small ones.
        zIndex: (theme) => (compact ? theme.zIndex.appBar : theme.zIndex.drawer + 1),
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {onOpenMenu ? (
          <IconButton edge="start" aria-label={t('shell:toolbar.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box
          component={RouterLink}
          to={PATHS.home}
          aria-label={t('shell:toolbar.home')}
          sx={{ color: 'primary.main', textDecoration: 'none', display: 'flex', alignItems: 'center', mr: 1 }}
        >
          <Logo name={t('common:appName')} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {config?.demoData ? (
          <Chip
            data-testid="demo-data-chip"
            title={t('shell:toolbar.demoDataHint')}
            icon={<ScienceIcon />}
            label={compact ? t('shell:toolbar.demoDataShort') : t('shell:toolbar.demoData')}
            color="warning"
            variant="outlined"
            size="small"
            sx={{ fontWeight: 600 }}
          />
        ) : null}
        <LanguageSwitcher />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
