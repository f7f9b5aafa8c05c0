import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { useSettings } from '../settings/settings-context';
import { useQuickPanelButton } from '../quick-panel/quick-panel-button';
import { Hint } from './hint';

/**
 * The left and right side panels of the layout options (docs/product.md §2 Shell): narrow rails with the shell's
 * panel buttons. Left: fold the navigation, settings. Right: quick panel, settings.
 */
export function SideRail({ side }: { side: 'left' | 'right' }) {
  const { t } = useTranslation('shell');
  const { settings, update, openPanel } = useSettings();
  const quickPanelButton = useQuickPanelButton();
  const label = t(side === 'left' ? 'layout.leftPanel' : 'layout.rightPanel');
  const foldLabel = settings.layout.navbar.folded ? t('nav.unfold') : t('nav.fold');
  const button = (title: string, icon: React.ReactNode, onClick: () => void) => (
    <Hint title={title} placement={side === 'left' ? 'right' : 'left'}>
      <IconButton aria-label={title} onClick={onClick}>
        {icon}
      </IconButton>
    </Hint>
  );
  return (
    <Box
      component="aside"
      aria-label={label}
      sx={{
        width: 56,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: 1.5,
        bgcolor: 'background.paper',
        borderLeft: side === 'right' ? 1 : 0,
        borderRight: side === 'left' ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      {side === 'left'
        ? button(foldLabel, <MenuOpenIcon />, () =>
            update((s) => ({
              ...s,
              layout: { ...s.layout, navbar: { ...s.layout.navbar, folded: !s.layout.navbar.folded } },
            })),
          )
        : button(quickPanelButton.label, quickPanelButton.icon, () => openPanel('quick'))}
      {button(t('settings.open'), <SettingsIcon />, () => openPanel('settings'))}
    </Box>
  );
}
