import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { LAYOUT_STYLES, layoutPreset, MENU_VARIANTS, THEME_IDS, type Settings, type ThemeId } from '@tirr/domain';
import { THEME_COLORS } from '../theme/palettes';
import { themeIdOf } from '../theme/themes';
import { useSettings } from './settings-context';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ px: 2.5, py: 1.5 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <RadioGroup
      aria-label={props.label}
      row
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
      sx={{ mb: 0.5 }}
    >
      <Typography variant="body2" sx={{ width: '100%', fontWeight: 600 }}>
        {props.label}
      </Typography>
      {props.options.map((option) => (
        <FormControlLabel
          key={option}
          value={option}
          control={<Radio size="small" />}
          label={props.optionLabel(option)}
        />
      ))}
    </RadioGroup>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <FormControlLabel
      sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
      labelPlacement="start"
      label={label}
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
    />
  );
}

/** Applies a theme to the four areas, keeping whether navbar and footer use the dark variant. */
function withTheme(s: Settings, id: ThemeId): Settings {
  const variant = (current: string) => (current.endsWith('Dark') ? (`${id}Dark` as const) : id);
  return { ...s, theme: { main: id, toolbar: id, navbar: variant(s.theme.navbar), footer: variant(s.theme.footer) } };
}

/** The settings panel (docs/product.md §2 Shell, §3 'Settings'): themes, layout, scrollbars, animations (no text direction: ADR 0137). */
export function SettingsPanel() {
  const { t } = useTranslation('shell');
  const { settings, update, panel, openPanel } = useSettings();
  const { layout } = settings;
  const setLayout = (change: Partial<Settings['layout']>) =>
    update((s) => ({ ...s, layout: { ...s.layout, ...change } }));
  const current = themeIdOf(settings.theme.main);

  return (
    <Drawer
      anchor="right"
      open={panel === 'settings'}
      onClose={() => openPanel(null)}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 360 } }, role: 'dialog', 'aria-label': t('settings.title') },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton aria-label={t('settings.close')} onClick={() => openPanel(null)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Section title={t('settings.theme')}>
        <RadioGroup
          aria-label={t('settings.theme')}
          value={current}
          onChange={(e) => update((s) => withTheme(s, e.target.value as ThemeId))}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
        >
          {THEME_IDS.map((id) => {
            const colors = THEME_COLORS[id];
            return (
              <FormControlLabel
                key={id}
                value={id}
                sx={{ m: 0, flexDirection: 'column', gap: 0.5 }}
                control={<Radio size="small" sx={{ p: 0.5 }} />}
                label={
                  <Box sx={{ textAlign: 'center' }}>
                    <Box
                      aria-hidden
                      sx={{
                        display: 'flex',
                        height: 28,
                        width: 72,
                        borderRadius: 1,
                        overflow: 'hidden',
                        border: 1,
                        borderColor: id === current ? 'primary.main' : 'divider',
                      }}
                    >
                      <Box sx={{ width: '30%', bgcolor: colors.dark.background }} />
                      <Box sx={{ flexGrow: 1, bgcolor: colors.primary }} />
                      <Box sx={{ width: '25%', bgcolor: colors.secondary }} />
                    </Box>
                    <Typography variant="caption">{t(`settings.themes.${id}`)}</Typography>
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
        <Toggle
          label={t('settings.darkNavbar')}
          checked={settings.theme.navbar.endsWith('Dark')}
          onChange={(dark) =>
            update((s) => ({ ...s, theme: { ...s.theme, navbar: dark ? `${current}Dark` : current } }))
          }
        />
        <Toggle
          label={t('settings.darkFooter')}
          checked={settings.theme.footer.endsWith('Dark')}
          onChange={(dark) =>
            update((s) => ({ ...s, theme: { ...s.theme, footer: dark ? `${current}Dark` : current } }))
          }
        />
      </Section>
      <Divider />
      <Section title={t('settings.layout')}>
        <Choice
          label={t('settings.layoutStyle')}
          value={layout.style}
          options={LAYOUT_STYLES}
          optionLabel={(option) => t(`settings.layoutStyles.${option}`)}
          onChange={(style) => update((s) => ({ ...s, layout: layoutPreset(style, s.layout) }))}
        />
        <Choice
          label={t('settings.mode')}
          value={layout.mode}
          options={['fullwidth', 'boxed'] as const}
          optionLabel={(option) => t(`settings.modes.${option}`)}
          onChange={(mode) => setLayout({ mode })}
        />
        <Choice
          label={t('settings.scroll')}
          value={layout.scroll}
          options={['body', 'content'] as const}
          optionLabel={(option) => t(`settings.scrolls.${option}`)}
          onChange={(scroll) => setLayout({ scroll })}
        />
        <Choice
          label={t('settings.navbarPosition')}
          value={layout.navbar.position}
          options={['left', 'right'] as const}
          optionLabel={(option) => t(`settings.sides.${option}`)}
          onChange={(position) => setLayout({ navbar: { ...layout.navbar, position } })}
        />
        <Choice
          label={t('settings.toolbarPosition')}
          value={layout.toolbar.position}
          options={['above', 'below'] as const}
          optionLabel={(option) => t(`settings.toolbarPositions.${option}`)}
          onChange={(position) => setLayout({ toolbar: { ...layout.toolbar, position } })}
        />
        <Toggle
          label={t('settings.navbarFolded')}
          checked={layout.navbar.folded}
          onChange={(folded) => setLayout({ navbar: { ...layout.navbar, folded } })}
        />
        <Toggle
          label={t('settings.footerShown')}
          checked={layout.footer.display}
          onChange={(display) => setLayout({ footer: { display } })}
        />
        <Toggle
          label={t('settings.leftSidePanel')}
          checked={layout.leftSidePanel.display}
          onChange={(display) => setLayout({ leftSidePanel: { display } })}
        />
        <Toggle
          label={t('settings.rightSidePanel')}
          checked={layout.rightSidePanel.display}
          onChange={(display) => setLayout({ rightSidePanel: { display } })}
        />
      </Section>
      <Divider />
      <Section title={t('settings.other')}>
        <Choice
          label={t('settings.menuVariant')}
          value={settings.menuVariant}
          options={MENU_VARIANTS}
          optionLabel={(option) => t(`settings.menuVariants.${option}`)}
          onChange={(menuVariant) => update((s) => ({ ...s, menuVariant }))}
        />
        <Toggle
          label={t('settings.customScrollbars')}
          checked={settings.customScrollbars}
          onChange={(customScrollbars) => update((s) => ({ ...s, customScrollbars }))}
        />
        <Toggle
          label={t('settings.animations')}
          checked={settings.animations}
          onChange={(animations) => update((s) => ({ ...s, animations }))}
        />
      </Section>
    </Drawer>
  );
}
