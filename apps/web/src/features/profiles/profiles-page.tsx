import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { ProfileListItem } from '@tirr/contracts';
import { notify } from '../../shared/notify/notify-store';
import { ProfileSearchDialog } from '../../shared/profile-search/profile-search-dialog';
import { PageHeader } from '../../shared/ui/page-header';
import { useAddProfile, useProfiles } from './api/profiles-api';
import { EditProfileDialog } from './components/edit-profile-dialog';
import { PortfolioCards } from './components/portfolio-cards';
import { PortfolioFilterBar } from './components/portfolio-filters';
import { COLUMNS, PortfolioTable } from './components/portfolio-table';
import { RemoveProfileDialog } from './components/remove-profile-dialog';
import { exportPortfolio, type ExportLabels } from './portfolio/portfolio-export';
import {
  EMPTY_FILTERS,
  filterPortfolio,
  groupsOf,
  pageOf,
  sortPortfolio,
  type PortfolioFilters,
  type SortDirection,
  type SortKey,
} from './portfolio/portfolio-view';

const PAGE_SIZES = [5, 10, 25, -1] as const;

/** 'Mis Perfiles' (/credits/profiles, premium): the portfolio table with filters, editing and export. */
export function ProfilesPage() {
  const { t } = useTranslation('profiles');
  const profiles = useProfiles();
  const add = useAddProfile();
  const [searchOpen, setSearchOpen] = useState(false);
  const [filters, setFilters] = useState<PortfolioFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(10);
  const [editing, setEditing] = useState<ProfileListItem | null>(null);
  const [removing, setRemoving] = useState<ProfileListItem | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const items = useMemo(() => profiles.data ?? [], [profiles.data]);
  const visible = useMemo(
    () => sortPortfolio(filterPortfolio(items, filters), sort.key, sort.direction),
    [items, filters, sort],
  );
  const lastPage = size === -1 ? 0 : Math.max(0, Math.ceil(visible.length / size) - 1);
  const current = Math.min(page, lastPage);

  const labels: ExportLabels = {
    headers: COLUMNS.map((key) => t(`portfolio.columns.${key}`)),
    noSituacion: t('portfolio.filters.noDebts'),
    situacion: (situacion, personType) => t(`portfolio.situacion.${personType}.${situacion}`),
    band: (band) => t(`portfolio.bands.${band}`),
  };
  const runExport = (kind: 'csv' | 'xlsx') => {
    exportPortfolio(visible, labels, t('portfolio.export.fileName'), kind).catch(() =>
      notify({ messageKey: 'profiles:portfolio.export.failed', variant: 'error' }),
    );
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setSearchOpen(true)}>
      {t('portfolio.add')}
    </Button>
  );

  return (
    <Box>
      <PageHeader title={t('portfolio.title')} subtitle={t('portfolio.subtitle')} actions={addButton} />
      {profiles.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('portfolio.loading')} />
        </Box>
      ) : profiles.isError ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="error" sx={{ mb: 2 }}>
            {t('portfolio.notices.listFailed')}
          </Typography>
          <Button onClick={() => void profiles.refetch()}>{t('portfolio.retry')}</Button>
        </Paper>
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="portfolio-empty">
          <StarBorderIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {t('portfolio.empty.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', my: 2 }}>
            {t('portfolio.empty.body')}
          </Typography>
          {addButton}
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <PortfolioFilterBar
            filters={filters}
            groups={groupsOf(items)}
            personTypes={[...new Set(items.map((p) => p.personType))]}
            onChange={(next) => {
              setFilters(next);
              setPage(0);
            }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
              {t('portfolio.count', { count: visible.length })}
            </Typography>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => runExport('csv')}
              disabled={!visible.length}
            >
              {t('portfolio.export.csv')}
            </Button>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => runExport('xlsx')}
              disabled={!visible.length}
            >
              {t('portfolio.export.xlsx')}
            </Button>
          </Stack>
          {visible.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {t('portfolio.noMatches')}
            </Typography>
          ) : phone ? (
            <PortfolioCards
              rows={pageOf(visible, current, size)}
              sort={sort}
              onSortChange={setSort}
              onEdit={setEditing}
              onRemove={setRemoving}
            />
          ) : (
            <PortfolioTable
              rows={pageOf(visible, current, size)}
              sort={sort}
              onSort={(key) =>
                setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }))
              }
              onEdit={setEditing}
              onRemove={setRemoving}
            />
          )}
          <TablePagination
            component="div"
            count={visible.length}
            page={current}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES.map((value) =>
              value === -1 ? { value, label: t('portfolio.allRows') } : value,
            )}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('portfolio.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('portfolio.displayed', { from, to, count })}
          />
        </Paper>
      )}
      <ProfileSearchDialog
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        onAdd={async (identity) => {
          await add.mutateAsync(identity.taxId).catch(() => undefined);
        }}
      />
      {editing ? <EditProfileDialog profile={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? <RemoveProfileDialog profile={removing} onClose={() => setRemoving(null)} /> : null}
    </Box>
  );
}
