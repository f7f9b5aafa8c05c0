import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useOutboxMail } from '../api/system-api';
import { useFormat } from '../../../shared/i18n/use-format';

/**
 * The text part with this site's own links made clickable (a link to anywhere else stays plain text:
 * the text holds what registrants typed, e.g. their name).
 */
function TextWithOwnLinks({ text }: { text: string }) {
  const origin = window.location.origin;
  const parts: ReactNode[] = text.split(/(\s+)/).map((word, i) =>
    word.startsWith(`${origin}/`) ? (
      <Link key={i} href={word} target="_blank" rel="noopener noreferrer">
        {word}
      </Link>
    ) : (
      word
    ),
  );
  return (
    <Box
      component="pre"
      sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {parts}
    </Box>
  );
}

/**
 * One mail of the outbox: its details, the plain text, and the HTML shown inside a sandboxed frame (no
 * scripts, no forms, another origin), never inserted into the page.
 */
export function MailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const fmt = useFormat();
  const detail = useOutboxMail(id);
  const [tab, setTab] = useState<'text' | 'html'>('text');
  const mail = detail.data;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-detail-title">
      <DialogTitle id="mail-detail-title">{mail?.subject ?? t('loading')}</DialogTitle>
      <DialogContent dividers>
        {mail ? (
          <Stack spacing={1.5}>
            <Typography sx={{ wordBreak: 'break-all' }}>
              <strong>{t('outbox.columns.recipient')}:</strong> {mail.recipient}
            </Typography>
            <Typography>
              <strong>{t('outbox.columns.date')}:</strong> {fmt.dateTime(mail.createdAt)} ·{' '}
              <strong>{t('outbox.columns.status')}:</strong> {t(`outbox.status.${mail.status}`)} ·{' '}
              {t('outbox.attempts', { count: mail.attempts })}
            </Typography>
            {mail.lastError ? (
              <Typography color="error" sx={{ wordBreak: 'break-word' }}>
                <strong>{t('outbox.lastError')}:</strong> {mail.lastError}
              </Typography>
            ) : null}
            <Tabs value={tab} onChange={(_e, value: 'text' | 'html') => setTab(value)} aria-label={t('outbox.parts')}>
              <Tab value="text" label={t('outbox.text')} />
              <Tab value="html" label={t('outbox.html')} />
            </Tabs>
            {tab === 'text' ? (
              <TextWithOwnLinks text={mail.text} />
            ) : (
              <Box
                component="iframe"
                title={t('outbox.htmlFrame')}
                sandbox=""
                srcDoc={mail.html}
                sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
            )}
          </Stack>
        ) : (
          <Typography>{t('loading')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
