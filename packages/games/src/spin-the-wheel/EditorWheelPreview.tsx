import { useTranslation } from 'react-i18next';
import type { WheelSector } from './definition.ts';

const SIZE = 160;
const RADIUS = SIZE / 2 - 4;
const CENTRE = SIZE / 2;

/** A point on the wheel's rim at a fraction of a full turn, starting at twelve o'clock. */
function rimPoint(turn: number, radius = RADIUS): [number, number] {
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return [CENTRE + radius * Math.cos(angle), CENTRE + radius * Math.sin(angle)];
}

function slicePath(index: number, count: number): string {
  const [x1, y1] = rimPoint(index / count);
  const [x2, y2] = rimPoint((index + 1) / count);
  const largeArc = count === 1 ? 1 : 0;
  return `M ${CENTRE} ${CENTRE} L ${x1} ${y1} A ${RADIUS} ${RADIUS} 0 ${largeArc} 1 ${x2} ${y2} Z`;
}

type Props = { sectors: readonly WheelSector[]; borderColour: string; language: string };

/** A small drawing of the sectors in order, so colours and order can be judged while editing. */
export function EditorWheelPreview({ sectors, borderColour, language }: Props) {
  const { t } = useTranslation();
  const count = sectors.length;
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={t('game.wheel.previewLabel', { count })}
      style={{ flexShrink: 0 }}
    >
      {sectors.map((sector, index) => {
        const [tx, ty] = rimPoint((index + 0.5) / count, RADIUS * 0.62);
        return (
          <g key={sector.id}>
            <path d={slicePath(index, count)} fill={sector.sectorColour} />
            <text
              x={tx}
              y={ty}
              fill={sector.textColour}
              fontFamily={sector.textFont}
              fontSize={count > 12 ? 7 : 9}
              textAnchor="middle"
              dominantBaseline="middle"
            >
              {index + 1}
            </text>
          </g>
        );
      })}
      <circle cx={CENTRE} cy={CENTRE} r={RADIUS} fill="none" stroke={borderColour} strokeWidth={4} />
      <circle cx={CENTRE} cy={CENTRE} r={8} fill={borderColour} />
      <title>{sectors.map((sector) => sector.text[language] ?? '').join(', ')}</title>
    </svg>
  );
}
