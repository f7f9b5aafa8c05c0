import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import HelpIcon from '@mui/icons-material/QuestionMark';
import { hasTutorial } from '../../shared/tour/tutorial-events';
import { hasHelpContent, useHelpEntry } from './use-help-entry';

// The panel (a popper with its content) loads when first opened (ADR 0063).
const HelpPanel = lazy(() => import('./help-panel').then((m) => ({ default: m.HelpPanel })));

/** A click this soon after hovering opened the panel is the same gesture, not a second click. */
export const HOVER_CLICK_GRACE_MS = 400;

/**
 * docs/product.md §2 'Help panel': a round '?' button ('Necesitas ayuda?') for pages whose route has a help code.
 * Hovering or clicking opens the panel, clicking again toggles it; clicking away, leaving the panel or
 * changing route closes it. A dot marks a route the user had not visited before.
 */
export function HelpButton() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const { code, entry, isNew } = useHelpEntry();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Open for the page where it was opened: changing route closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  // When hovering opened it: a click that follows at once (a tap, or a click on the way in) keeps it open.
  const [hoveredAt, setHoveredAt] = useState(0);
  const open = openAt === location.pathname && anchor !== null;
  if (!code || !hasHelpContent(entry)) return null;

  const show = () => setOpenAt(location.pathname);
  const close = () => setOpenAt(null);
  const hover = () => {
    if (open) return;
    setHoveredAt(Date.now());
    show();
  };
  const click = () => {
    if (!open) show();
    else if (Date.now() - hoveredAt > HOVER_CLICK_GRACE_MS) close();
  };
  const tutorial = hasTutorial(code) ? code : null;

  return (
    <>
      <IconButton
        ref={setAnchor}
        aria-label={t('help.open')}
        title={t('help.open')}
        aria-expanded={open}
        aria-controls={open ? 'help-panel' : undefined}
        data-testid="help-button"
        data-new={isNew ? 'true' : undefined}
        onMouseEnter={hover}
        onClick={click}
        sx={{ border: 1, borderColor: 'divider', width: 36, height: 36 }}
      >
        <Badge color="secondary" variant="dot" invisible={!isNew} overlap="circular">
          <HelpIcon fontSize="small" />
        </Badge>
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <HelpPanel anchor={anchor} entry={entry} tutorial={tutorial} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
