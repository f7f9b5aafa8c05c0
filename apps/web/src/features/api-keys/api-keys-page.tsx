import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { CreatedApiKey } from '@tirr/contracts';
import { PageHeader } from '../../shared/ui/page-header';
import { ApiKeyForm } from './components/api-key-form';
import { ApiKeysList } from './components/api-keys-list';
import { CreatedKeyDialog } from './components/created-key-dialog';
import { PAGE_NS } from './i18n/page';

/**
 * '/integrations/api-keys' 'Claves de API' (premium; docs/api/keys.md): keys for the account's own programs — create
 * one with its scopes, expiry and requests per minute (the whole key shown once), see when each was last used,
 * revoke one.
 */
export function ApiKeysPage() {
  const { t } = useTranslation(PAGE_NS);
  // The whole key lives only in this state while its dialog is open.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <ApiKeyForm onCreated={setCreated} />
        <ApiKeysList />
      </Stack>
      {created ? <CreatedKeyDialog created={created} onClose={() => setCreated(null)} /> : null}
    </>
  );
}
