import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { searchMenu } from '@tirr/domain';
import type { NavItem } from './nav-model';
import { useVisibleNavItems, type LabelledNavItem } from './use-visible-items';

/** The open menu search: an autocomplete over the permitted menu items (see MenuSearch). */
export function MenuSearchBox({ items, onClose }: { items: readonly NavItem[]; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const options = useVisibleNavItems(items);
  const [query, setQuery] = useState('');
  const close = () => {
    setQuery('');
    onClose();
  };

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
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the box exists only once the user opened the menu search
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
