import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HelpIcon from '@mui/icons-material/QuestionMark';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { hasTutorial, startTutorial } from '../../shared/tour/tutorial-events';
import { hasHelpContent, useHelpEntry } from './use-help-entry';

/** A click this soon after hovering opened the panel is the same gesture, not a second click. */
export const HOVER_CLICK_GRACE_MS = 400;

/**
 * Spec §2 'Help panel': a round '?' button ('Necesitas ayuda?') for pages whose route has a help code.
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
      <Popper open={open} anchorEl={anchor} placement="bottom-end" sx={{ zIndex: (th) => th.zIndex.modal }}>
        <ClickAwayListener onClickAway={(e) => (anchor?.contains(e.target as Node) ? undefined : close())}>
          <Paper
            id="help-panel"
            role="dialog"
            aria-labelledby="help-panel-title"
            data-testid="help-panel"
            elevation={8}
            onMouseLeave={close}
            sx={{ p: 2, mt: 1, width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxHeight: '70vh', overflowY: 'auto' }}
          >
            <Typography id="help-panel-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('help.title')}
            </Typography>
            {entry.description.trim() ? (
              <Section title={t('help.description')}>
                <Typography variant="body2">{entry.description}</Typography>
              </Section>
            ) : null}
            {entry.courses.length > 0 ? (
              <Section title={t('help.courses')}>
                <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                  {entry.courses.map((c) => (
                    <li key={c.id}>
                      <Link component={RouterLink} to={`/academy/courses/${encodeURIComponent(c.id)}`} onClick={close}>
                        {c.title}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Section>
            ) : null}
            {entry.blog_posts.length > 0 ? (
              <Section title={t('help.blogs')}>
                <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                  {entry.blog_posts.map((b) => (
                    <li key={b.id}>
                      <Link href={b.target} target="_blank" rel="noopener noreferrer">
                        {b.title}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Section>
            ) : null}
            {tutorial ? (
              <Button
                variant="contained"
                startIcon={<SchoolIcon />}
                sx={{ mt: 1 }}
                onClick={() => {
                  close();
                  startTutorial(tutorial);
                }}
              >
                {t('help.tutorial')}
              </Button>
            ) : null}
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ mb: 1.5 }} component="section">
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
