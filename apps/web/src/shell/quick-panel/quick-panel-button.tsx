import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useQuickPanelData } from './quick-panel-data';

/** The quick panel's icon with the unread-events badge, and its accessible label. */
export function useQuickPanelButton() {
  const { t } = useTranslation('shell');
  const data = useQuickPanelData();
  const unread = data.data?.unreadEvents ?? 0;
  return {
    label: unread > 0 ? t('quickPanel.openUnread', { count: unread }) : t('quickPanel.open'),
    icon: (
      <Badge color="error" badgeContent={unread} max={99} data-testid="quick-panel-badge">
        <EventNoteIcon />
      </Badge>
    ),
  };
}
