import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import type { PolicyVersion } from '@tirr/contracts';
import { isApiError } from '../../shared/api/api-error';
import { useFormat } from '../../shared/i18n/use-format';
import { notify } from '../../shared/notify/notify-store';
import { PageHeader } from '../../shared/ui/page-header';
import { useCurrentPolicy, usePolicyPreview, usePolicyTemplates, useSavePolicy } from './api/policy-api';
import { draftOf, toPolicy, type Draft } from './components/draft';
import { PolicyEditor } from './components/policy-editor';
import { PreviewPanel } from './components/preview-panel';
import { draftProblems, serverProblems, shownPaths, type Problems } from './components/problems';
import { VersionsList } from './components/versions-list';

const NONE: Problems = new Map();

/** 'Empezar desde': Conservadora, Moderada (GET /policy/templates) or the current version. */
function StartFrom({ current, onStart }: { current: PolicyVersion | null; onStart: (draft: Draft) => void }) {
  const { t } = useTranslation('policy');
  const templates = usePolicyTemplates();
  return (
    <Paper variant="outlined" data-testid="policy-start" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('start.title')}
      </Typography>
      {current ? null : (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('start.none')}
        </Alert>
      )}
      {templates.isError ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('start.templatesFailed')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {templates.data?.items.map((template) => (
          <Button
            key={template.code}
            variant="outlined"
            onClick={() => onStart(draftOf(t(`templates.${template.code}`), template.policy))}
          >
            {t(`templates.${template.code}`)}
          </Button>
        ))}
        {current ? (
          <Button variant="outlined" onClick={() => onStart(draftOf(current.name, current.policy))}>
            {t('start.current', { version: current.version })}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * '/credits/policy' 'Política de crédito' (premium; docs/domain/credit-policy.md): opens on the current version, or
 * asks to start from a template; the rules are edited with pickers only, checked by the domain's validatePolicy as
 * they change (each problem under its field), previewed on Mis Perfiles, saved as a new version; the versions list
 * goes back to any of them.
 */
export function PolicyPage() {
  const { t } = useTranslation('policy');
  const fmt = useFormat();
  const current = useCurrentPolicy();
  const save = useSavePolicy();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [opened, setOpened] = useState(false);
  const [saveProblems, setSaveProblems] = useState<Problems>(NONE);

  // A saved policy opens as the draft, once.
  if (!opened && current.isSuccess) {
    setOpened(true);
    if (current.data) setDraft(draftOf(current.data.name, current.data.policy));
  }

  const edit = useCallback((update: (draft: Draft) => Draft) => {
    setDraft((previous) => previous && update(previous));
    setSaveProblems(NONE);
  }, []);
  const replace = (next: Draft) => {
    setDraft(next);
    setSaveProblems(NONE);
  };
  const policy = useMemo(() => (draft ? toPolicy(draft) : null), [draft]);
  const local = useMemo(() => (draft && policy ? draftProblems(t, fmt, draft, policy) : NONE), [t, fmt, draft, policy]);
  const valid = local.size === 0;
  const preview = usePolicyPreview(
    draft && policy && valid ? { name: draft.name.trim() || t('draftName'), policy } : null,
  );
  // The API's own 400 (of the preview or of 'Guardar versión') names fields too: shown under them.
  const previewProblems =
    preview.status === 'failed' && isApiError(preview.error) && preview.error.status === 400
      ? serverProblems(preview.error, 'policy')
      : NONE;
  const problemAt = (path: string) => local.get(path) ?? saveProblems.get(path) ?? previewProblems.get(path);
  const problemsOf = (index: number) => {
    const prefix = `rules.${index}.`;
    const own: Record<string, string> = {};
    for (const [path, message] of [...previewProblems, ...saveProblems, ...local]) {
      if (path.startsWith(prefix)) own[path] = message;
    }
    return own;
  };
  const shown = useMemo(() => (draft ? shownPaths(draft) : new Set<string>()), [draft]);
  const elsewhere = [...local, ...saveProblems, ...previewProblems].filter(([path]) => !shown.has(path));

  const submit = () => {
    if (!draft || !policy || !valid) return;
    save.mutate(
      { name: draft.name.trim(), ...policy },
      {
        onSuccess: (saved) =>
          notify({ messageKey: 'policy:save.saved', values: { version: saved.version }, variant: 'success' }),
        onError: (error) => {
          // The client already said it (the session-expired or the 500 screen).
          if (isApiError(error) && error.handled) return;
          if (isApiError(error) && error.status === 400) {
            setSaveProblems(serverProblems(error));
            notify({ messageKey: 'policy:save.invalid', variant: 'error' });
            return;
          }
          notify({ message: (isApiError(error) && error.envelope?.message) || t('save.failed'), variant: 'error' });
        },
      },
    );
  };

  const header = <PageHeader title={t('title')} subtitle={t('subtitle')} />;
  if (current.isPending) {
    return (
      <>
        {header}
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography color="text.secondary">{t('loading')}</Typography>
        </Stack>
      </>
    );
  }
  if (current.isError) {
    return (
      <>
        {header}
        <Alert severity="error">{t('loadFailed')}</Alert>
      </>
    );
  }
  return (
    <>
      {header}
      <Stack spacing={2}>
        <StartFrom
          current={current.data}
          onStart={(next) => {
            replace(next);
            setOpened(true);
          }}
        />
        {draft ? (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}>
              <Stack spacing={2}>
                <PolicyEditor
                  draft={draft}
                  onChange={edit}
                  problemAt={problemAt}
                  problemsOf={problemsOf}
                  elsewhere={elsewhere}
                />
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  data-testid="policy-save"
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Button
                    variant="contained"
                    startIcon={<SaveIcon />}
                    loading={save.isPending}
                    disabled={!valid}
                    onClick={submit}
                  >
                    {t('save.button')}
                  </Button>
                  {valid ? null : (
                    <Typography variant="body2" color="error">
                      {t('problems.fix')}
                    </Typography>
                  )}
                </Stack>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ minWidth: 0 }}>
              <Stack sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
                <PreviewPanel state={preview} paused={!valid} />
              </Stack>
            </Grid>
          </Grid>
        ) : null}
        <VersionsList onRestored={(restored) => replace(draftOf(restored.name, restored.policy))} />
      </Stack>
    </>
  );
}
