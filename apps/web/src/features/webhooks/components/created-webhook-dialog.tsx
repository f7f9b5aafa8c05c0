import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CreatedWebhook } from '@tirr/contracts';
import { ShownOnceDialog } from '../../../shared/ui/shown-once-dialog';
import { VERIFY_ANCHOR } from './verify-help';
import { PAGE_NS } from '../i18n/page';

/** The endpoint's signing secret, whole, once, with how to check a delivery's signature. */
export function CreatedWebhookDialog({ created, onClose }: { created: CreatedWebhook; onClose: () => void }) {
  const { t } = useTranslation(PAGE_NS);
  return (
    <ShownOnceDialog value={created.secret} onClose={onClose} text={(part) => t(`created.${part}`)}>
      <Typography variant="body2">
        {t('created.verify', { keyId: created.webhook.keyId })}{' '}
        <Link href={`#${VERIFY_ANCHOR}`} onClick={onClose}>
          {t('created.help')}
        </Link>
      </Typography>
    </ShownOnceDialog>
  );
}
