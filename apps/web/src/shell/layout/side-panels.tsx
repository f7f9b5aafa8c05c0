import { lazy, Suspense, useState } from 'react';
import { useSettings } from '../settings/settings-context';

// The settings and quick panels are loaded when first opened, not with the first page (ADR 0063); once
// loaded they stay mounted so closing animates and reopening is instant.
const SettingsPanel = lazy(() => import('../settings/settings-panel').then((m) => ({ default: m.SettingsPanel })));
const QuickPanel = lazy(() => import('../quick-panel/quick-panel').then((m) => ({ default: m.QuickPanel })));

type PanelId = 'settings' | 'quick';

/** The shell's right-hand drawers (settings, quick panel), mounted on first use. */
export function SidePanels() {
  const { panel } = useSettings();
  const [used, setUsed] = useState<readonly PanelId[]>([]);
  if (panel !== null && !used.includes(panel)) setUsed([...used, panel]);
  return (
    <Suspense fallback={null}>
      {used.includes('settings') ? <SettingsPanel /> : null}
      {used.includes('quick') ? <QuickPanel /> : null}
    </Suspense>
  );
}
