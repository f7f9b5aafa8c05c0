import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { changeLanguage, LANGUAGES } from '../language/languages';
import { useSettings } from '../settings/settings-context';
import { LazyMenu } from './lazy-menu';

/**
 * Language switcher (docs/product.md §3 'Language option'): the current flag; the menu lists flag + title. The
 * choice is saved with the other settings.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const { update } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = LANGUAGES.find((l) => l.id === i18n.resolvedLanguage) ?? LANGUAGES[0];
  const CurrentFlag = current?.flag;

  return (
    <>
      <IconButton
        aria-label={t('toolbar.language')}
        title={t('toolbar.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        {CurrentFlag ? <CurrentFlag /> : null}
      </IconButton>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LANGUAGES.map((language) => {
          const Flag = language.flag;
          return (
            <MenuItem
              key={language.id}
              lang={language.id}
              selected={language.id === current?.id}
              onClick={() => {
                setAnchor(null);
                // Both languages write left to right: the direction never changes (ADR 0137).
                update((s) => ({ ...s, language: language.id }));
                void changeLanguage(i18n, language.id);
              }}
            >
              <ListItemIcon>
                <Flag />
              </ListItemIcon>
              <ListItemText>{language.title}</ListItemText>
            </MenuItem>
          );
        })}
      </LazyMenu>
    </>
  );
}
