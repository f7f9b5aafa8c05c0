import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { CreatedWebhook } from '@tirr/contracts';
import { useIntegrationsOwner } from '../../shared/auth/use-scope';
import { PageHeader } from '../../shared/ui/page-header';
import { CreatedWebhookDialog } from './components/created-webhook-dialog';
import { VerifyHelp } from './components/verify-help';
import { WebhookForm } from './components/webhook-form';
import { WebhooksList } from './components/webhooks-list';
import { PAGE_NS } from './i18n/page';

/**
 * '/integrations/webhooks' 'Webhooks' (premium; docs/api/webhooks.md): addresses Tirr notifies when something happens
 * (monitoring and decision changes, finished batch lookups and cheque portfolios) — register one (its signing secret
 * shown once), see its deliveries and send one again, resume a paused one, delete one. Inside an organisation only its
 * owner registers webhooks (they receive the organisation's events): other members read why instead of the form
 * (docs/domain/organisations.md §4).
 */
export function WebhooksPage() {
  const { t } = useTranslation(PAGE_NS);
  // The secret lives only in this state while its dialog is open.
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const owner = useIntegrationsOwner();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        {owner.allowed ? (
          <WebhookForm onCreated={setCreated} />
        ) : (
          <Alert severity="info" data-testid="owner-only">
            {t('ownerOnly', { organisation: owner.organisation })}
          </Alert>
        )}
        <WebhooksList canCreate={owner.allowed} />
        <VerifyHelp />
      </Stack>
      {created ? <CreatedWebhookDialog created={created} onClose={() => setCreated(null)} /> : null}
    </>
  );
}
