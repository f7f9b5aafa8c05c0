import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { searchMenu } from '@tirr/domain';
import type { NavItem } from './nav-model';
import { useVisibleNavItems, type LabelledNavItem } from './use-visible-items';

/**
 * Menu search (spec §2 Shell, §9): the permitted menu items, accent- and case-insensitive, at most 10
 * suggestions, 'No results..' when none; Enter or a click opens the item, Escape closes the search.
 */
export function MenuSearch({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const options = useVisibleNavItems(items);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const close = () => {
    setOpen(false);
    setQuery('');
  };

  if (!open) {
    return (
      <Tooltip title={t('search.open')}>
        <IconButton aria-label={t('search.open')} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  }

  return (
    <Autocomplete<LabelledNavItem, false, false, false>
      options={options}
      filterOptions={(all, state) => searchMenu(all, state.inputValue)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={query}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setQuery(value);
      }}
      value={null}
      open={query.trim() !== ''}
      autoHighlight
      noOptionsText={t('search.noResults')}
      onChange={(_event, option) => {
        if (!option) return;
        close();
        void navigate(option.path);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onBlur={close}
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}
        >
          <Typography variant="body2">{option.label}</Typography>
          {option.section ? (
            <Typography variant="caption" color="text.secondary">
              {option.section}
            </Typography>
          ) : null}
        </Box>
      )}
      sx={{ width: { xs: 170, sm: 260 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          size="small"
          placeholder={t('search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label') },
          }}
        />
      )}
    />
  );
}
