import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { CourseFilter } from '@tirr/domain';

export interface FilterOption {
  value: string;
  label: string;
}

export interface CourseFiltersProps {
  filter: CourseFilter;
  categories: FilterOption[];
  tags: FilterOption[];
  onChange(filter: CourseFilter): void;
}

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

function ChipGroup({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: FilterOption[];
  selected: string[];
  onToggle(value: string): void;
}) {
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      // One scrollable row on phones, wrapped lines on wider screens.
      sx={{
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        gap: 1,
        alignItems: 'center',
        pb: { xs: 0.5, sm: 0 },
        '& > *': { flexShrink: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        {label}
      </Typography>
      {options.map((option) => {
        const on = selected.includes(option.value);
        return (
          <Chip
            key={option.value}
            label={option.label}
            clickable
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => onToggle(option.value)}
          />
        );
      })}
    </Stack>
  );
}

/** Search box, category chips and tag chips of the course list. */
export function CourseFilters({ filter, categories, tags, onChange }: CourseFiltersProps) {
  const { t } = useTranslation('academy');
  const active = filter.categories.length > 0 || filter.tags.length > 0 || filter.text.trim() !== '';
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <TextField
        type="search"
        label={t('filters.search')}
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value.slice(0, 100) })}
        size="small"
        sx={{ maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <ChipGroup
        label={t('filters.categories')}
        options={categories}
        selected={filter.categories}
        onToggle={(value) => onChange({ ...filter, categories: toggle(filter.categories, value) })}
      />
      <ChipGroup
        label={t('filters.tags')}
        options={tags}
        selected={filter.tags}
        onToggle={(value) => onChange({ ...filter, tags: toggle(filter.tags, value) })}
      />
      {active ? (
        <div>
          <Button size="small" onClick={() => onChange({ categories: [], tags: [], text: '' })}>
            {t('filters.clear')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
