import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface RatioRow {
  key: string;
  name: string;
  text: string;
  value: string;
}

/** Ratios with their value and a plain-Spanish explanation. */
export function RatioList({ title, rows }: { title: string; rows: readonly RatioRow[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {rows.map((row) => (
          <div key={row.key} data-testid={`ratio-${row.key}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography component="dt" sx={{ fontWeight: 500 }}>
                {row.name}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, whiteSpace: 'nowrap' }}>
                {row.value}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {row.text}
            </Typography>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
