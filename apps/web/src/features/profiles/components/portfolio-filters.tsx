import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { PersonTypeValue } from '@tirr/contracts';
import { SCORE_BAND_CODES } from '@tirr/domain';
import { DECISION_CHOICES, EMPTY_FILTERS, NO_BAND, NO_GROUP, type PortfolioFilters } from '../portfolio/portfolio-view';

interface Props {
  filters: PortfolioFilters;
  groups: readonly string[];
  /** The person types in the portfolio: situaciones are named as their portfolios name them. */
  personTypes: readonly PersonTypeValue[];
  /** Whether the user saved a credit policy: only then are profiles filtered by its decision. */
  decisions: boolean;
  onChange: (filters: PortfolioFilters) => void;
}

/**
 * Text, group, situación, score-band ('Sin historial' included) and balance filters of the portfolio, and the
 * decision under the user's credit policy when they saved one (docs/domain/credit-policy.md §12).
 */
export function PortfolioFilterBar({ filters, groups, personTypes, decisions, onChange }: Props) {
  const { t } = useTranslation('profiles');
  const situacionLabel = (s: number) => {
    const people = t(`portfolio.situacion.FISICA.${s}`);
    const companies = t(`portfolio.situacion.JURIDICA.${s}`);
    if (!personTypes.includes('JURIDICA')) return `${s} · ${people}`;
    if (!personTypes.includes('FISICA')) return `${s} · ${companies}`;
    return t('portfolio.filters.situacionOption', { code: s, people, companies });
  };
  const set = (patch: Partial<PortfolioFilters>) => onChange({ ...filters, ...patch });
  const active = JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);
  const select = {
    size: 'small' as const,
    select: true,
    sx: { minWidth: { xs: '100%', sm: 150 } },
    slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } },
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
      <TextField
        size="small"
        label={t('portfolio.filters.text')}
        value={filters.text}
        onChange={(e) => set({ text: e.target.value })}
        sx={{ flexGrow: 1, minWidth: { md: 240 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        {...select}
        label={t('portfolio.filters.group')}
        value={filters.group}
        onChange={(e) => set({ group: e.target.value })}
      >
        <MenuItem value="">{t('portfolio.filters.all')}</MenuItem>
        {groups.map((g) => (
          <MenuItem key={g} value={g}>
            {g}
          </MenuItem>
        ))}
        <MenuItem value={NO_GROUP}>{t('portfolio.filters.noGroup')}</MenuItem>
      </TextField>
      <TextField
        {...select}
        label={t('portfolio.filters.situacion')}
        value={filters.situacion}
        onChange={(e) => set({ situacion: e.target.value })}
      >
        <MenuItem value="all">{t('portfolio.filters.allFem')}</MenuItem>
        <MenuItem value="0">{t('portfolio.filters.noDebts')}</MenuItem>
        {[1, 2, 3, 4, 5, 6].map((s) => (
          <MenuItem key={s} value={String(s)}>
            {situacionLabel(s)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={t('portfolio.filters.band')}
        value={filters.band}
        onChange={(e) => set({ band: e.target.value })}
      >
        <MenuItem value="all">{t('portfolio.filters.all')}</MenuItem>
        {SCORE_BAND_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`portfolio.bands.${code}`)}
          </MenuItem>
        ))}
        <MenuItem value={NO_BAND}>{t('portfolio.filters.noBand')}</MenuItem>
      </TextField>
      <TextField
        {...select}
        label={t('portfolio.filters.balance')}
        value={filters.balance}
        onChange={(e) => set({ balance: e.target.value })}
      >
        <MenuItem value="all">{t('portfolio.filters.all')}</MenuItem>
        <MenuItem value="with">{t('portfolio.filters.withBalance')}</MenuItem>
        <MenuItem value="without">{t('portfolio.filters.withoutBalance')}</MenuItem>
      </TextField>
      {decisions ? (
        <TextField
          {...select}
          label={t('portfolio.filters.decision')}
          value={filters.decision}
          onChange={(e) => set({ decision: e.target.value })}
        >
          <MenuItem value="all">{t('portfolio.filters.allFem')}</MenuItem>
          {DECISION_CHOICES.map((outcome) => (
            <MenuItem key={outcome} value={outcome}>
              {t(`common:policy.outcomes.${outcome}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {active ? (
        <Button size="small" onClick={() => onChange(EMPTY_FILTERS)} sx={{ alignSelf: { md: 'center' } }}>
          {t('portfolio.filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
