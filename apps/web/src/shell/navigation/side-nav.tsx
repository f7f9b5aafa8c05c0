import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TuneIcon from '@mui/icons-material/Tune';
import { useSession } from '../../shared/auth/session';
import { useSettings } from '../settings/settings-context';
import { THEME_COLORS } from '../theme/palettes';
import { themeIdOf } from '../theme/themes';
import { activeNavPath, buildNav, sectionTitleKey, type NavItem } from './nav-model';
import { Tag } from '../layout/tag';
import { Hint } from '../layout/hint';

/** Stable anchors of the guided menu tour (docs/product.md §2: navigation menu, profiles, simulators, academy). */
const TOUR_ANCHORS: Partial<Record<string, string>> = {
  credits: 'nav-profiles',
  capital: 'nav-simulators',
  academy: 'nav-academy',
};

/**
 * The items' look, set once on the nav instead of an `sx` per item, icon and label: the menu is part of
 * every first paint, and resolving ~80 `sx` objects was a large share of it (ADR 0094).
 */
const navSx = (selectedColor: string) => ({
  py: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  flexGrow: 1,
  '& .MuiListItemButton-root': { mx: 1, borderRadius: 2, mb: 0.25, minHeight: 40 },
  '& .MuiListItemButton-root.Mui-selected': { bgcolor: selectedColor, color: '#fff' },
  '& .MuiListItemButton-root.Mui-selected:hover': { bgcolor: selectedColor },
  '& .MuiListItemButton-root.Mui-selected .MuiListItemIcon-root': { color: '#fff' },
  '& .MuiListItemIcon-root': { minWidth: 36, color: 'text.secondary' },
  '& .nav-item-label': { my: 0.25 },
});

/**
 * The side navigation, built from the routes' `handle.nav` and filtered with `can()` (docs/product.md §6: items
 * hidden when not permitted). Folded, it shows the icons only (names in tooltips and accessible names).
 * 'Configuración avanzada' at the end opens the settings panel.
 */
export function SideNav({
  items,
  folded = false,
  onNavigate,
}: {
  items: readonly NavItem[];
  folded?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const { permissions, user } = useSession();
  const { settings, openPanel } = useSettings();
  const { pathname } = useLocation();
  const organisation = user?.organisation;
  const groups = useMemo(() => buildNav(items, permissions, organisation), [items, permissions, organisation]);
  const visibleItems = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const active = activeNavPath(visibleItems, pathname);
  const selectedColor = THEME_COLORS[themeIdOf(settings.theme.main)].primary;
  const advanced = t('nav.advancedSettings');

  return (
    <Box component="nav" data-tour="nav-menu" aria-label={t('nav.label')} sx={navSx(selectedColor)}>
      {groups.map((group) => (
        <List
          key={group.section}
          dense
          data-tour={TOUR_ANCHORS[group.section]}
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
                  whiteSpace: 'nowrap',
                  ...(folded ? { height: 0, lineHeight: 0, overflow: 'hidden', opacity: 0 } : {}),
                }}
              >
                {t(sectionTitleKey(group.section, settings.menuVariant))}
              </ListSubheader>
            )
          }
        >
          {folded && group.section !== 'main' ? <Divider sx={{ mx: 2, my: 0.5 }} /> : null}
          {group.items.map((item) => {
            const Icon = item.entry.icon;
            const selected = item.path === active;
            const label = t(item.entry.labelKey);
            return (
              <Hint key={item.path} title={folded ? label : ''} placement="right" block>
                <ListItemButton
                  component={RouterLink}
                  to={item.path}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  aria-label={folded ? label : undefined}
                  onClick={onNavigate}
                >
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  {folded ? null : <ListItemText className="nav-item-label" primary={label} />}
                  {item.entry.badge === 'new' && !folded ? <Tag label={t('nav.badges.new')} color="secondary" /> : null}
                </ListItemButton>
              </Hint>
            );
          })}
        </List>
      ))}
      <List dense>
        <Divider sx={{ mx: 2, mb: 0.5 }} />
        <Hint title={folded ? advanced : ''} placement="right" block>
          <ListItemButton
            aria-label={folded ? advanced : undefined}
            onClick={() => {
              onNavigate?.();
              openPanel('settings');
            }}
          >
            <ListItemIcon>
              <TuneIcon fontSize="small" />
            </ListItemIcon>
            {folded ? null : <ListItemText primary={advanced} slotProps={{ primary: { noWrap: true } }} />}
          </ListItemButton>
        </Hint>
      </List>
    </Box>
  );
}
