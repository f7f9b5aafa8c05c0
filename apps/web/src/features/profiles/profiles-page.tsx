import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
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
import { useScopeAllowed } from '../../shared/auth/use-scope';
import { notify } from '../../shared/notify/notify-store';
import { ProfileSearchDialog } from '../../shared/profile-search/profile-search-dialog';
import { PageHeader } from '../../shared/ui/page-header';
import { downloadPortfolio, useAddProfile, useProfileFacets, useProfiles } from './api/profiles-api';
import { EditProfileDialog } from './components/edit-profile-dialog';
import { PortfolioCards } from './components/portfolio-cards';
import { PortfolioFilterBar } from './components/portfolio-filters';
import { PortfolioTable } from './components/portfolio-table';
import { RemoveProfileDialog } from './components/remove-profile-dialog';
import {
  EMPTY_FILTERS,
  filterQuery,
  hasFilters,
  pageQuery,
  type PortfolioFilters,
  type PortfolioSort,
} from './portfolio/portfolio-view';
import { useDebounced } from './portfolio/use-debounced';

/** Rows per page: the server answers at most 100 (ADR 0135); the export writes every row. */
const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
/** A typed search asks the server once the typing pauses. */
const SEARCH_DELAY_MS = 300;

/**
 * 'Mis Perfiles' (/credits/profiles, premium): the portfolio table with filters, editing and export. The
 * server filters, sorts and pages (ADR 0135): this page holds one page of rows and the total.
 */
export function ProfilesPage() {
  const { t } = useTranslation('profiles');
  const add = useAddProfile();
  const [searchOpen, setSearchOpen] = useState(false);
  const [filters, setFilters] = useState<PortfolioFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<PortfolioSort>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(10);
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState<ProfileListItem | null>(null);
  const [removing, setRemoving] = useState<ProfileListItem | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // An organisation's viewers read the portfolio only (docs/domain/organisations.md §4): no add, edit or remove.
  const writable = useScopeAllowed('portfolio:write');

  const queried = { ...filters, text: useDebounced(filters.text, SEARCH_DELAY_MS) };
  const profiles = useProfiles(pageQuery(queried, sort, page, size));
  const facets = useProfileFacets();
  const rows = profiles.data?.items ?? [];
  const total = profiles.data?.total ?? 0;
  // Decisions only for a user with a credit policy: without one there is no column and no filter.
  const policy = profiles.data?.policy ?? null;
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  // A page emptied by a removal (or a narrower filter) moves to the new last page.
  // (Adjusted while rendering, from the answer that says so: no effect, no extra render of the old page.)
  if (page > lastPage && profiles.isSuccess && !profiles.isPlaceholderData) setPage(lastPage);

  const runExport = (format: 'csv' | 'xlsx') => {
    setExporting(true);
    // The file comes in the interface's language: the API client sends it with every request (ADR 0139).
    const query = { ...filterQuery(queried, sort), format } as const;
    downloadPortfolio(query, t('portfolio.export.fileName'))
      .catch(() => notify({ messageKey: 'profiles:portfolio.export.failed', variant: 'error' }))
      .finally(() => setExporting(false));
  };
  const changeFilters = (next: PortfolioFilters) => {
    setFilters(next);
    setPage(0);
  };
  const changeSort = (next: PortfolioSort) => {
    setSort(next);
    setPage(0);
  };
  const empty = profiles.isSuccess && total === 0 && !hasFilters(queried) && !profiles.isPlaceholderData;

  const addButton = writable ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setSearchOpen(true)}>
      {t('portfolio.add')}
    </Button>
  ) : null;
  const rowActions = writable ? { onEdit: setEditing, onRemove: setRemoving } : {};

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
      ) : empty ? (
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
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, position: 'relative', overflow: 'hidden' }}>
          {profiles.isFetching ? (
            <LinearProgress
              aria-label={t('portfolio.loading')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
            />
          ) : null}
          <PortfolioFilterBar
            filters={filters}
            groups={facets.data?.groups ?? []}
            personTypes={facets.data?.personTypes ?? []}
            decisions={policy !== null}
            onChange={changeFilters}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
              {t('portfolio.count', { count: total })}
            </Typography>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => runExport(format)}
                disabled={!total}
                loading={exporting}
              >
                {t(`portfolio.export.${format}`)}
              </Button>
            ))}
          </Stack>
          {rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {t('portfolio.noMatches')}
            </Typography>
          ) : phone ? (
            <PortfolioCards rows={rows} policy={policy} sort={sort} onSortChange={changeSort} {...rowActions} />
          ) : (
            <PortfolioTable
              rows={rows}
              policy={policy}
              sort={sort}
              onSort={(key) =>
                changeSort({ key, direction: sort.key === key && sort.direction === 'asc' ? 'desc' : 'asc' })
              }
              {...rowActions}
            />
          )}
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, lastPage)}
            rowsPerPage={size}
            rowsPerPageOptions={[...PAGE_SIZES]}
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
