import Box from '@mui/material/Box';
import { GaugeContainer, useGaugeState } from '@mui/x-charts/Gauge';
import { NO_HISTORY_BAND, SCORE_BANDS, SCORE_MAX, SCORE_MIN, scoreBandOf } from '@tirr/domain';

/** A point on the gauge circle (d3 convention: angle 0 at 12 o'clock, clockwise, radians). */
const point = (cx: number, cy: number, r: number, angle: number) => [
  cx + r * Math.sin(angle),
  cy - r * Math.cos(angle),
];

function arcPath(cx: number, cy: number, inner: number, outer: number, from: number, to: number): string {
  const [x1, y1] = point(cx, cy, outer, from);
  const [x2, y2] = point(cx, cy, outer, to);
  const [x3, y3] = point(cx, cy, inner, to);
  const [x4, y4] = point(cx, cy, inner, from);
  const large = to - from > Math.PI ? 1 : 0;
  return `M ${x1} ${y1} A ${outer} ${outer} 0 ${large} 1 ${x2} ${y2} L ${x3} ${y3} A ${inner} ${inner} 0 ${large} 0 ${x4} ${y4} Z`;
}

/**
 * The five bands as coloured arcs (Malo red … Excelente green) and a needle at the score; `unbanded`
 * ('Sin historial') dims every band and draws the needle in the band's neutral grey.
 */
function BandArcs({ score, unbanded }: { score: number; unbanded: boolean }) {
  const { cx, cy, innerRadius, outerRadius, startAngle, endAngle, valueMin, valueMax } = useGaugeState();
  const angleOf = (value: number) =>
    startAngle + ((value - valueMin) / (valueMax - valueMin)) * (endAngle - startAngle);
  const current = scoreBandOf(score);
  const needle = angleOf(score);
  const [nx, ny] = point(cx, cy, outerRadius + 4, needle);
  return (
    <g>
      {SCORE_BANDS.map((band) => (
        <path
          key={band.code}
          d={arcPath(
            cx,
            cy,
            innerRadius,
            outerRadius,
            angleOf(band.min - (band.min === SCORE_MIN ? 0 : 1)),
            angleOf(band.max),
          )}
          fill={band.color}
          opacity={!unbanded && band.code === current.code ? 1 : 0.35}
          stroke="#fff"
          strokeWidth={1}
        />
      ))}
      <line
        x1={cx}
        y1={cy}
        x2={nx}
        y2={ny}
        stroke={unbanded ? NO_HISTORY_BAND.color : 'currentColor'}
        strokeWidth={3}
        strokeLinecap="round"
        data-testid="gauge-needle"
      />
      <circle cx={cx} cy={cy} r={6} fill={unbanded ? NO_HISTORY_BAND.color : 'currentColor'} />
    </g>
  );
}

/** The gauge itself (MUI X charts); use ScoreGauge (score-gauge.tsx), which loads it lazily. */
export interface ScoreGaugeProps {
  score: number;
  /** The accessible description (score and band) in the page's language. */
  label: string;
  height?: number;
  /** A credit score in 'Sin historial': no band is highlighted. */
  unbanded?: boolean;
}

export function ScoreGauge({ score, label, height = 180, unbanded = false }: ScoreGaugeProps) {
  return (
    <Box
      role="meter"
      aria-valuenow={score}
      aria-valuemin={SCORE_MIN}
      aria-valuemax={SCORE_MAX}
      aria-label={label}
      sx={{ width: '100%', maxWidth: 320, mx: 'auto', color: 'text.primary' }}
    >
      <GaugeContainer
        height={height}
        value={score}
        valueMin={SCORE_MIN}
        valueMax={SCORE_MAX}
        startAngle={-110}
        endAngle={110}
        innerRadius="70%"
        outerRadius="100%"
        cy="75%"
        aria-hidden
      >
        <BandArcs score={score} unbanded={unbanded} />
      </GaugeContainer>
    </Box>
  );
}
