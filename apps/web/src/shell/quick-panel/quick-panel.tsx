import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { QuickPanelEvent } from '@tirr/contracts';
import { buenosAiresDate, formatDate, type Settings } from '@tirr/domain';
import { useSession } from '../../shared/auth/session';
import { useSettings } from '../settings/settings-context';
import { eventHref } from './event-link';
import { useQuickPanelActions, useQuickPanelData } from './quick-panel-data';
import { QuickPanelNotes } from './quick-panel-notes';

const TOGGLES = ['notifications', 'cloudSync', 'retroThrusters'] as const satisfies ReadonlyArray<
  keyof Settings['quickSettings']
>;

/**
 * The events, newest first: an unread one is marked 'Nuevo' until it is opened. Opening one marks it read
 * (POST /quick-panel/events/read) and, for an alert, opens its report at the section that changed.
 */
function EventList({
  events,
  onOpen,
}: {
  events: readonly QuickPanelEvent[];
  onOpen: (event: QuickPanelEvent) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Box component="section" aria-label={t('quickPanel.events')} sx={{ px: 2.5, py: 1 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', fontWeight: 700 }}>
        {t('quickPanel.events')}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('quickPanel.noEvents')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {events.map((event) => {
            const href = eventHref(event);
            const text = (
              <ListItemText
                primary={
                  <>
                    {event.unread ? (
                      <Chip size="small" color="error" label={t('quickPanel.new')} sx={{ mr: 0.75, height: 18 }} />
                    ) : null}
                    {event.title}
                  </>
                }
                secondary={event.detail}
                slotProps={{ primary: { sx: { fontWeight: event.unread ? 700 : 500 } } }}
              />
            );
            return (
              <ListItem key={event.id} disablePadding data-testid="quick-panel-event">
                {href ? (
                  <ListItemButton
                    component={RouterLink}
                    to={href}
                    onClick={() => onOpen(event)}
                    sx={{ alignItems: 'flex-start', px: 1, mx: -1, borderRadius: 1 }}
                  >
                    {text}
                  </ListItemButton>
                ) : (
                  <ListItemButton
                    onClick={() => onOpen(event)}
                    disabled={!event.unread}
                    sx={{ alignItems: 'flex-start', px: 1, mx: -1, borderRadius: 1, '&.Mui-disabled': { opacity: 1 } }}
                  >
                    {text}
                  </ListItemButton>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}

/**
 * The right-hand quick panel (docs/product.md §2): today's date, the user's events and notes from
 * GET /quick-panel/data, and the three quick settings, stored with the user's settings.
 */
export function QuickPanel() {
  const { t, i18n } = useTranslation('shell');
  const { user } = useSession();
  const { settings, update, panel, openPanel } = useSettings();
  const open = panel === 'quick';
  const data = useQuickPanelData();
  const { markRead } = useQuickPanelActions();
  const openEvent = (event: QuickPanelEvent) => {
    if (event.unread) markRead.mutate([event.id]);
    // An alert leads to its report: the panel gives way to it.
    if (event.target) openPanel(null);
  };
  const now = new Date();
  const locale = settings.language;
  const weekday = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'es', {
    weekday: 'long',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(now);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => openPanel(null)}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 320 } }, role: 'dialog', 'aria-label': t('quickPanel.title') },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', px: 2.5, pt: 2, pb: 1.5 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
            {t('quickPanel.today')} · {weekday}
          </Typography>
          <Typography variant="h5" component="p" data-testid="quick-panel-date" sx={{ fontWeight: 700 }}>
            {formatDate(buenosAiresDate(now), locale)}
          </Typography>
        </Box>
        <IconButton aria-label={t('quickPanel.close')} onClick={() => openPanel(null)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {user === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, py: 2 }}>
          {t('quickPanel.guest')}
        </Typography>
      ) : data.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('quickPanel.loading')} />
        </Box>
      ) : data.isError ? (
        <Typography variant="body2" color="error" sx={{ px: 2.5, py: 2 }}>
          {t('quickPanel.error')}
        </Typography>
      ) : (
        <>
          <EventList events={data.data.events} onOpen={openEvent} />
          <QuickPanelNotes notes={data.data.notes} />
        </>
      )}
      <Divider />
      <Box component="section" aria-label={t('quickPanel.settings')} sx={{ px: 2.5, py: 1 }}>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', fontWeight: 700 }}>
          {t('quickPanel.settings')}
        </Typography>
        {TOGGLES.map((key) => (
          <FormControlLabel
            key={key}
            sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
            labelPlacement="start"
            label={t(`quickPanel.toggles.${key}`)}
            control={
              <Switch
                checked={settings.quickSettings[key]}
                onChange={(e) =>
                  update((s) => ({ ...s, quickSettings: { ...s.quickSettings, [key]: e.target.checked } }))
                }
              />
            }
          />
        ))}
      </Box>
    </Drawer>
  );
}
