import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { CreatedApiKey } from '@tirr/contracts';
import { useIntegrationsOwner } from '../../shared/auth/use-scope';
import { PageHeader } from '../../shared/ui/page-header';
import { ApiKeyForm } from './components/api-key-form';
import { ApiKeysList } from './components/api-keys-list';
import { CreatedKeyDialog } from './components/created-key-dialog';
import { PAGE_NS } from './i18n/page';

/**
 * '/integrations/api-keys' 'Claves de API' (premium; docs/api/keys.md): keys for the account's own programs — create
 * one with its scopes, expiry and requests per minute (the whole key shown once), see when each was last used,
 * revoke one. Inside an organisation only its owner creates keys: other members read why instead of the form, and
 * still revoke the keys they made before joining (docs/domain/organisations.md §4).
 */
export function ApiKeysPage() {
  const { t } = useTranslation(PAGE_NS);
  // The whole key lives only in this state while its dialog is open.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const owner = useIntegrationsOwner();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        {owner.allowed ? (
          <ApiKeyForm onCreated={setCreated} />
        ) : (
          <Alert severity="info" data-testid="owner-only">
            {t('ownerOnly', { organisation: owner.organisation })}
          </Alert>
        )}
        <ApiKeysList canCreate={owner.allowed} />
      </Stack>
      {created ? <CreatedKeyDialog created={created} onClose={() => setCreated(null)} /> : null}
    </>
  );
}
