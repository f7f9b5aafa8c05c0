import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import PersonIcon from '@mui/icons-material/Person';
import GavelIcon from '@mui/icons-material/Gavel';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { can, displayRoleKey } from '@tirr/domain';
import { useSession } from '../../shared/auth/session';
import { PATHS } from '../../shared/routing/paths';
import { rememberRedirect } from '../../shared/routing/redirect-store';
import { useSettings } from '../settings/settings-context';
import { LazyMenu } from './lazy-menu';

/** The terms and conditions, a PDF shipped with the app (apps/web/public/legal). */
export const TERMS_PDF_PATH = '/legal/terminos-y-condiciones.pdf';

/**
 * The user menu (docs/product.md §2 Shell). Signed in: display name, email and photo (a stock avatar when there is
 * none), the organisation's name and the user's role in it (docs/domain/organisations.md), 'Organización' (premium
 * users and members), 'Términos y condiciones' (the PDF in a new tab) and 'Cerrar sesión'. Guest: 'Cambiar
 * apariencia' (the settings panel), 'Iniciar sesión' and 'Registrarse'.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { openPanel } = useSettings();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const name = user?.name || user?.email || t('user.guest');
  const roleLabel = t(displayRoleKey(user?.role));
  const organisation = user?.organisation ?? null;

  const avatar = (
    <Avatar
      src={user?.picture ?? undefined}
      alt={user ? t('user.avatarAlt', { name }) : undefined}
      sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}
    >
      <PersonIcon aria-hidden />
    </Avatar>
  );

  const here = `${location.pathname}${location.search}${location.hash}`;
  const rememberHere = () => {
    if (!here.startsWith('/errors/') && here !== PATHS.logout) rememberRedirect(here);
    close();
  };

  return (
    <>
      <Button
        aria-label={t('toolbar.userMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
        sx={{ minWidth: 0, px: { xs: 0.5, sm: 1 }, gap: 1.5, borderRadius: 6 }}
      >
        <Box
          sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', maxWidth: 180 }}
        >
          <Typography component="span" noWrap sx={{ fontWeight: 600, fontSize: 14, lineHeight: 1.3, maxWidth: '100%' }}>
            {name}
          </Typography>
          {user ? (
            <Typography component="span" noWrap sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.3 }}>
              {roleLabel}
            </Typography>
          ) : null}
        </Box>
        {avatar}
      </Button>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        {user
          ? [
              <Box
                key="card"
                data-testid="user-card"
                sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
              >
                {avatar}
                <Box sx={{ minWidth: 0 }}>
                  <Typography noWrap sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                  {user.email ? (
                    <Typography noWrap variant="body2" color="text.secondary">
                      {user.email}
                    </Typography>
                  ) : null}
                  <Typography noWrap variant="caption" color="text.secondary" component="div">
                    {roleLabel}
                  </Typography>
                  {organisation ? (
                    <Typography noWrap variant="body2" sx={{ fontWeight: 600 }} data-testid="user-organisation">
                      {t('user.inOrganisation', {
                        name: organisation.name,
                        role: t(`common:organisationRoles.${organisation.role}`),
                      })}
                    </Typography>
                  ) : null}
                </Box>
              </Box>,
              <Divider key="divider" />,
              organisation || can(user.permissions, 'premium') ? (
                <MenuItem key="organisation" component={RouterLink} to={PATHS.organisation} onClick={close}>
                  <ListItemIcon>
                    <GroupsIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{t('user.organisation')}</ListItemText>
                </MenuItem>
              ) : null,
              <MenuItem key="terms" component="a" href={TERMS_PDF_PATH} target="_blank" rel="noopener" onClick={close}>
                <ListItemIcon>
                  <GavelIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('user.terms')}</ListItemText>
              </MenuItem>,
              <MenuItem key="logout" component={RouterLink} to={PATHS.logout} onClick={close}>
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('user.signOut')}</ListItemText>
              </MenuItem>,
            ]
          : [
              <MenuItem
                key="appearance"
                onClick={() => {
                  close();
                  openPanel('settings');
                }}
              >
                <ListItemIcon>
                  <PaletteIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('user.appearance')}</ListItemText>
              </MenuItem>,
              <MenuItem key="login" component={RouterLink} to={PATHS.login} onClick={rememberHere}>
                <ListItemIcon>
                  <LoginIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('user.signIn')}</ListItemText>
              </MenuItem>,
              <MenuItem key="register" component={RouterLink} to={PATHS.register} onClick={close}>
                <ListItemIcon>
                  <PersonAddIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('user.register')}</ListItemText>
              </MenuItem>,
            ]}
      </LazyMenu>
    </>
  );
}
