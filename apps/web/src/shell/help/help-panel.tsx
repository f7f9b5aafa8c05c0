import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import type { HelpCodeEntry } from '@tirr/contracts';
import { startTutorial, type TutorialCode } from '../../shared/tour/tutorial-events';

export interface HelpPanelProps {
  anchor: HTMLElement | null;
  entry: HelpCodeEntry;
  /** The help code whose tutorial the panel offers, if it has one. */
  tutorial: TutorialCode | null;
  onClose: () => void;
}

/** The open help panel (docs/product.md §2 'Help panel'): description, related courses and blogs, the tutorial. */
export function HelpPanel({ anchor, entry, tutorial, onClose: close }: HelpPanelProps) {
  const { t } = useTranslation('shell');
  return (
    <Popper open anchorEl={anchor} placement="bottom-end" sx={{ zIndex: (th) => th.zIndex.modal }}>
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
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ mb: 1.5 }} component="section">
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
