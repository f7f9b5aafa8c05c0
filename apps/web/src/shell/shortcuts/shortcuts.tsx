import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useSession } from '../../shared/auth/session';
import type { NavItem } from '../navigation/nav-model';
import { useVisibleNavItems } from '../navigation/use-visible-items';
import { LazyMenu } from '../toolbar/lazy-menu';
import { Hint } from '../layout/hint';

/** Stars or unstars a path, keeping the order in which items were starred. */
export function toggleShortcut(shortcuts: readonly string[], path: string): string[] {
  return shortcuts.includes(path) ? shortcuts.filter((p) => p !== path) : [...shortcuts, path];
}

/**
 * The shortcuts bar (docs/product.md §2 Shell): the user's starred menu items as buttons, and a menu to star or
 * unstar any permitted item; stored in the user's info.shortcuts. Signed-in users, from 900 px up.
 */
export function ShortcutsBar({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('shell');
  const { user, updateInfo } = useSession();
  const options = useVisibleNavItems(items);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  const shortcuts = user.info.shortcuts ?? [];
  const starred = shortcuts.flatMap((path) => options.filter((option) => option.path === path));

  return (
    <Box
      component="nav"
      aria-label={t('shortcuts.label')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.25, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 0.25 }}>
        {starred.map((item) => {
          const Icon = item.entry.icon;
          return (
            <Hint key={item.path} title={item.label}>
              <IconButton component={RouterLink} to={item.path} aria-label={item.label} size="small">
                <Icon fontSize="small" />
              </IconButton>
            </Hint>
          );
        })}
      </Box>
      <Hint title={t('shortcuts.edit')}>
        <IconButton
          aria-label={t('shortcuts.edit')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          size="small"
          sx={{ color: 'warning.main' }}
        >
          <StarIcon fontSize="small" />
        </IconButton>
      </Hint>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420, minWidth: 260 } } }}
      >
        {options.map((item) => {
          const on = shortcuts.includes(item.path);
          return (
            <MenuItem
              key={item.path}
              role="menuitemcheckbox"
              aria-checked={on}
              onClick={() => void updateInfo({ shortcuts: toggleShortcut(shortcuts, item.path) })}
            >
              <ListItemIcon sx={{ color: on ? 'warning.main' : undefined }}>
                {on ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText primary={item.label} secondary={item.section || undefined} />
            </MenuItem>
          );
        })}
      </LazyMenu>
    </Box>
  );
}
