import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useSession } from '../../shared/auth/session';
import { TIRR_COLORS } from '../theme/themes';
import { activeNavPath, buildNav, type NavItem } from './nav-model';

/**
 * The side navigation, built from the routes' `handle.nav` and filtered with `can()` (spec §6: items
 * hidden when not permitted).
 */
export function SideNav({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { permissions } = useSession();
  const { pathname } = useLocation();
  const groups = useMemo(() => buildNav(items, permissions), [items, permissions]);
  const visibleItems = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const active = activeNavPath(visibleItems, pathname);

  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ py: 1, overflowY: 'auto', flexGrow: 1 }}>
      {groups.map((group) => (
        <List
          key={group.section}
          dense
          aria-labelledby={group.section === 'main' ? undefined : `nav-section-${group.section}`}
          subheader={
            group.section === 'main' ? undefined : (
              <ListSubheader
                id={`nav-section-${group.section}`}
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  color: 'secondary.main',
                  fontSize: 12,
                  fontWeight: 700,
                  letterSpacing: 0.6,
                  textTransform: 'uppercase',
                  lineHeight: '32px',
                }}
              >
                {t(`nav.sections.${group.section}`)}
              </ListSubheader>
            )
          }
        >
          {group.items.map((item) => {
            const Icon = item.entry.icon;
            const selected = item.path === active;
            return (
              <ListItemButton
                key={item.path}
                component={RouterLink}
                to={item.path}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={onNavigate}
                sx={{
                  mx: 1,
                  borderRadius: 2,
                  mb: 0.25,
                  '&.Mui-selected': { bgcolor: TIRR_COLORS.primary, color: '#fff' },
                  '&.Mui-selected:hover': { bgcolor: TIRR_COLORS.primary },
                  '&.Mui-selected .MuiListItemIcon-root': { color: '#fff' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: 'text.secondary' }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(item.entry.labelKey)} />
                {item.entry.badge === 'new' ? (
                  <Chip label={t('nav.badges.new')} color="secondary" size="small" sx={{ height: 20, fontSize: 11 }} />
                ) : null}
              </ListItemButton>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
