import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CreditReport } from '@tirr/contracts';
import { formatMoney, SITUACION_COLORS, situacionGrid, type GridCell, type SituacionSince } from '@tirr/domain';
import { useLocale } from '../../../shared/i18n/use-locale';
import { SectionCard } from '../../../shared/ui/section-card';
import { situacionKey } from './summary-sections';

const CELL = 28;

/**
 * Read by screen readers, not shown. Sizes in px strings: in `sx` a number ≤ 1 is a fraction (1 = 100 %),
 * which made each hidden month as wide as the card and the grid scroll into empty space.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The dark corner of the month a new situación began (docs/domain/score.md §5). */
const enteredCorner = {
  content: '""',
  position: 'absolute',
  top: 0,
  left: 0,
  borderTop: '7px solid #1b2433',
  borderRight: '7px solid transparent',
} as const;

/** Arrow keys move between cells (one tab stop for the whole grid); Home/End go to a row's ends. */
function nextCell(key: string, [row, col]: [number, number], rows: number, cols: number): [number, number] | null {
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [row, Math.max(0, col - 1)],
    ArrowRight: [row, Math.min(cols - 1, col + 1)],
    ArrowUp: [Math.max(0, row - 1), col],
    ArrowDown: [Math.min(rows - 1, row + 1), col],
    Home: [row, 0],
    End: [row, cols - 1],
  };
  return moves[key] ?? null;
}

/**
 * 'Situación en los últimos 24 meses': one row per entity, one cell per month coloured by situación (as
 * the BCRA shows it), its amount on hover, focus or tap, a corner on the month each situación began, and
 * since when each latest situación holds. On phones it scrolls sideways inside its card, opened on the
 * latest month (scrolled to the right end).
 */
export function SituacionGridSection({ report }: { report: CreditReport }) {
  const { t } = useTranslation('credit');
  const locale = useLocale();
  const grid = useMemo(() => situacionGrid(report.periods, report.history), [report.periods, report.history]);
  const scroller = useRef<HTMLDivElement>(null);
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const cols = grid.months.length;
  const [active, setActive] = useState<[number, number]>([0, Math.max(0, cols - 1)]);
  const { personType } = report.identity;

  // The latest month first: the scroller opens at its right end.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [grid]);

  const situacion = (code: number) => t(situacionKey(personType, code, true));
  const describe = (cell: GridCell) => {
    if (cell.situacion === 0 || cell.amount === null) return t('report.grid.cellEmpty', { period: cell.period });
    const text = t('report.grid.cell', {
      period: cell.period,
      situacion: cell.situacion,
      label: situacion(cell.situacion),
      amount: formatMoney(cell.amount, 'ARS', locale),
    });
    return cell.entered ? `${text} ${t('report.grid.entered')}` : text;
  };
  const since = (s: SituacionSince) =>
    t(s.orEarlier ? 'report.grid.sinceOrEarlier' : 'report.grid.since', { situacion: s.situacion, period: s.period });

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextCell(event.key, active, grid.rows.length, cols);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    cells.current.get(`${next[0]}:${next[1]}`)?.focus();
  };

  return (
    <SectionCard tour="situacion-grid" title={t('report.grid.title')}>
      {grid.rows.length === 0 ? (
        <Typography color="text.secondary">{t('report.grid.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Box
            ref={scroller}
            data-testid="situacion-grid"
            // Positioned, so the cells' visually hidden texts (absolute) stay inside the scroller, not widen the page.
            sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
          >
            <Box
              component="table"
              onKeyDown={onKeyDown}
              sx={{ borderCollapse: 'separate', borderSpacing: 2, '& th': { fontWeight: 600, fontSize: 11 } }}
            >
              <Box component="caption" sx={visuallyHidden}>
                {t('report.grid.caption')}
              </Box>
              <thead>
                <tr>
                  <Box
                    component="th"
                    scope="col"
                    sx={{ textAlign: 'left', position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' }}
                  >
                    {t('report.grid.entity')}
                  </Box>
                  {grid.months.map((m) => (
                    <Box
                      component="th"
                      scope="col"
                      key={m.periodKey}
                      sx={{ minWidth: CELL, color: 'text.secondary', lineHeight: 1.1 }}
                    >
                      <span aria-hidden>
                        {m.period.slice(0, 2)}
                        <br />
                        {m.period.slice(5)}
                      </span>
                      <Box component="span" sx={visuallyHidden}>
                        {m.period}
                      </Box>
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((row, r) => (
                  <tr key={row.entity}>
                    <Box
                      component="th"
                      scope="row"
                      sx={{
                        textAlign: 'left',
                        position: 'sticky',
                        left: 0,
                        zIndex: 1,
                        bgcolor: 'background.paper',
                        maxWidth: { xs: 110, sm: 220 },
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        pr: 1,
                      }}
                      title={row.entity}
                    >
                      {row.entity}
                    </Box>
                    {row.cells.map((cell, c) => {
                      const colors = SITUACION_COLORS[cell.situacion];
                      const label = describe(cell);
                      return (
                        <td key={cell.periodKey} style={{ padding: 0 }}>
                          <Tooltip title={label} describeChild enterTouchDelay={0} leaveTouchDelay={4000} arrow>
                            <Box
                              component="button"
                              type="button"
                              ref={(el: HTMLButtonElement | null) => {
                                if (el) cells.current.set(`${r}:${c}`, el);
                                else cells.current.delete(`${r}:${c}`);
                              }}
                              aria-label={label}
                              data-situacion={cell.situacion}
                              data-entered={cell.entered || undefined}
                              tabIndex={active[0] === r && active[1] === c ? 0 : -1}
                              onFocus={() => setActive([r, c])}
                              sx={{
                                position: 'relative',
                                width: CELL,
                                height: CELL,
                                border: 0,
                                borderRadius: 0.5,
                                p: 0,
                                cursor: 'default',
                                bgcolor: colors.background,
                                color: colors.text,
                                fontWeight: 700,
                                fontSize: 12,
                                '&::before': cell.entered ? enteredCorner : undefined,
                                '&:focus-visible': {
                                  outline: '2px solid',
                                  outlineColor: 'primary.main',
                                  outlineOffset: 1,
                                },
                              }}
                            >
                              {cell.situacion || ''}
                            </Box>
                          </Tooltip>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} aria-hidden>
            <Stack direction="row" spacing={0.5}>
              {([1, 2, 3, 4, 5, 6] as const).map((s) => (
                <Box
                  key={s}
                  sx={{
                    width: 18,
                    height: 18,
                    borderRadius: 0.5,
                    bgcolor: SITUACION_COLORS[s].background,
                    color: SITUACION_COLORS[s].text,
                    fontSize: 11,
                    fontWeight: 700,
                    textAlign: 'center',
                    lineHeight: '18px',
                  }}
                >
                  {s}
                </Box>
              ))}
            </Stack>
            <Typography variant="caption">
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  mr: 0.5,
                  verticalAlign: 'middle',
                  bgcolor: SITUACION_COLORS[0].background,
                }}
              />
              {t('report.grid.legendNone')}
            </Typography>
            <Typography variant="caption">
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  position: 'relative',
                  width: 12,
                  height: 12,
                  mr: 0.5,
                  verticalAlign: 'middle',
                  bgcolor: SITUACION_COLORS[1].background,
                  '&::before': enteredCorner,
                }}
              />
              {t('report.grid.legendEntered')}
            </Typography>
          </Stack>
          <Box data-testid="situacion-since">
            {grid.since ? (
              <Typography sx={{ fontWeight: 700 }}>{`${t('report.grid.subject')}: ${since(grid.since)}`}</Typography>
            ) : null}
            {grid.rows.map((row) =>
              row.since ? (
                <Typography key={row.entity} variant="body2">{`${row.entity}: ${since(row.since)}`}</Typography>
              ) : null,
            )}
          </Box>
        </Stack>
      )}
    </SectionCard>
  );
}
