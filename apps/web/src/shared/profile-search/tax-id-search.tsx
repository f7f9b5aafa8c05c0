import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { IdentityLookup } from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import type { ApiClient } from '../api/client';
import { hrefs } from '../routing/paths';
import { maskTaxDigits, taxDigits } from './tax-id-mask';
import { useIdentityLookup, type LookupState } from './use-identity-lookup';

export interface TaxIdSearchProps {
  /** 'report': the button reads 'Reporte de {name}'; 'add' (dialog): 'Agregar a {name}'. */
  mode: 'report' | 'add';
  /** The button's action for the person found. */
  onAction: (identity: IdentityLookup) => void | Promise<void>;
  /** Focus the field on mount: only where the user has just opened the search (a dialog), never on a page (ADR 0130). */
  autoFocus?: boolean;
  /** The API client (tests may pass their own). */
  client?: ApiClient;
}

function StatusAdornment({ state }: { state: LookupState }) {
  const { t } = useTranslation('common');
  if (state.status === 'loading')
    return <CircularProgress size={22} aria-label={t('profileSearch.searching')} data-testid="search-progress" />;
  if (state.status === 'found')
    return <CheckCircleIcon color="success" titleAccess={t('profileSearch.found')} data-testid="search-found" />;
  if (state.status === 'invalid' || state.status === 'error')
    return <CancelIcon color="error" titleAccess={t('profileSearch.invalid')} data-testid="search-invalid" />;
  return null;
}

/**
 * 'Buscar perfil' input (docs/product.md §2, §4 'Search flow', §8 messages): DNI or CUIT/CUIL with a mask, the
 * lookup state as progress / green check / red cross, and after a hit the button for the person.
 * Shared so the portfolio can reuse it in its 'add profile' dialog (ADR 0031).
 */
export function TaxIdSearch({ mode, onAction, autoFocus = false, client }: TaxIdSearchProps) {
  const { t } = useTranslation('common');
  const [digits, setDigits] = useState('');
  const [acting, setActing] = useState(false);
  const state = useIdentityLookup(digits, client);

  const message = state.status === 'invalid' || state.status === 'error' ? t(state.messageKey) : undefined;
  const found = state.status === 'found' ? state.identity : null;

  const act = async () => {
    if (!found || acting) return;
    setActing(true);
    try {
      await onAction(found);
    } catch {
      // The caller reports its own failure (e.g. the portfolio's 'Hubo un problema para agregar el cuit').
    } finally {
      setActing(false);
    }
  };

  return (
    <Stack spacing={2} data-status={state.status} data-testid="tax-id-search">
      <Typography component="label" htmlFor="tax-id-search-input" variant="h6" sx={{ fontWeight: 600 }}>
        {t('profileSearch.prompt')}
      </Typography>
      <TextField
        id="tax-id-search-input"
        value={maskTaxDigits(digits)}
        onChange={(event) => setDigits(taxDigits(event.target.value))}
        placeholder={t('profileSearch.placeholder')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only set by the add dialog, when the user opens it
        autoFocus={autoFocus}
        autoComplete="off"
        error={message !== undefined}
        helperText={message ?? ' '}
        fullWidth
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: 13,
            'aria-label': t('profileSearch.inputLabel'),
            'data-testid': 'tax-id-input',
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <StatusAdornment state={state} />
              </InputAdornment>
            ),
          },
        }}
      />
      {found ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            {found.name} · {formatCuit(found.taxId)}
          </Typography>
          {found.otherTaxIds.length > 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="other-tax-ids">
              {t('profileSearch.otherTaxIds')}{' '}
              {found.otherTaxIds.map((id, i) => (
                <Fragment key={id}>
                  {i > 0 ? ', ' : null}
                  {/* Each one opens its own report; the add dialog only names them (it adds the one found). */}
                  {mode === 'report' ? (
                    <Link component={RouterLink} to={hrefs.profileReport(id)}>
                      {formatCuit(id)}
                    </Link>
                  ) : (
                    formatCuit(id)
                  )}
                </Fragment>
              ))}
            </Typography>
          ) : null}
          <Button variant="contained" onClick={() => void act()} disabled={acting} sx={{ textAlign: 'left' }}>
            {t(mode === 'add' ? 'profileSearch.add' : 'profileSearch.report', { name: found.name })}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
