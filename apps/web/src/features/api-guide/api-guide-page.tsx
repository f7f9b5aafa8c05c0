import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { API_SCOPES } from '@tirr/contracts/integrations';
import { FREE_MONTHLY_REPORTS } from '@tirr/domain';
import { PATHS } from '../../shared/routing/paths';
import { PageHeader } from '../../shared/ui/page-header';
import { SectionCard } from '../../shared/ui/section-card';
import { CodeSample } from './components/code-sample';
import { clientSample, curlSample, DOCS_JSON_PATH, DOCS_PATH, errorSample } from './samples';
import { PAGE_NS } from './i18n/page';

const CREATE_STEPS = ['open', 'scopes', 'copy', 'store'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionCard title={title} headingId={`api-guide-${id}`}>
      <Stack spacing={1}>{children}</Stack>
    </SectionCard>
  );
}

/**
 * 'Primeros pasos con la API' (docs/api/README.md): what an API key is, creating one in 'Claves de API', a first
 * request with curl and with @tirr/api-client against this server, the quota, the limits and the errors, and the
 * reference at /api/docs.
 */
export function ApiGuidePage() {
  const { t } = useTranslation(PAGE_NS);
  const origin = window.location.origin;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={2} sx={{ maxWidth: 880 }}>
        <Section id="key" title={t('key.title')}>
          <Typography>{t('key.text')}</Typography>
        </Section>

        <Section id="create" title={t('create.title')}>
          <Typography component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
            {CREATE_STEPS.map((step) => (
              <li key={step}>{t(`create.${step}`)}</li>
            ))}
          </Typography>
          <Typography variant="subtitle2" component="h3">
            {t('create.scopesTitle')}
          </Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
            {API_SCOPES.map((scope) => (
              <li key={scope}>
                <code>{scope}</code>: {t(`scopes.${scope.replace(':', '_')}`)}
              </li>
            ))}
          </Typography>
          <div>
            <Button component={RouterLink} to={PATHS.apiKeys} variant="contained" startIcon={<KeyIcon />}>
              {t('create.action')}
            </Button>
          </div>
        </Section>

        <Section id="curl" title={t('curl.title')}>
          <Typography>{t('curl.text')}</Typography>
          <CodeSample label="curl" code={curlSample(origin)} />
          <Typography color="text.secondary">{t('curl.answer')}</Typography>
        </Section>

        <Section id="typescript" title={t('typescript.title')}>
          <Typography>{t('typescript.text')}</Typography>
          <CodeSample label="TypeScript" code={clientSample(origin)} />
          <Typography color="text.secondary">{t('typescript.other')}</Typography>
        </Section>

        <Section id="limits" title={t('limits.title')}>
          <Typography>{t('limits.quota', { count: FREE_MONTHLY_REPORTS })}</Typography>
          <Typography>{t('limits.rate')}</Typography>
          <Typography>{t('limits.errors')}</Typography>
          <CodeSample label={t('limits.envelope')} code={errorSample(t('limits.sampleMessage'))} />
        </Section>

        <Section id="reference" title={t('reference.title')}>
          <Typography>{t('reference.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              component="a"
              href={DOCS_PATH}
              target="_blank"
              rel="noopener"
              variant="outlined"
              endIcon={<OpenInNewIcon />}
            >
              {t('reference.docs')}
            </Button>
            <Link href={DOCS_JSON_PATH} target="_blank" rel="noopener">
              {t('reference.json')}
            </Link>
          </Stack>
        </Section>
      </Stack>
    </>
  );
}
