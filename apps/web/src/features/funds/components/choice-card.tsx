import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A selectable card (radio semantics) used by the wizard steps. */
export function ChoiceCard({
  selected,
  onSelect,
  title,
  children,
  testId,
}: {
  selected: boolean;
  onSelect: () => void;
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1, height: '100%' }}
    >
      <CardActionArea
        role="radio"
        aria-checked={selected}
        onClick={onSelect}
        data-testid={testId}
        sx={{ height: '100%', alignItems: 'flex-start' }}
      >
        <CardContent>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
