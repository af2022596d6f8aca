import type { Ref } from 'react';
import { sectorCentreAngle, sectorPath } from './wheel-geometry.ts';
import { fitSectorText, type WheelModel } from './wheel-model.ts';

/** The wheel's radius in SVG units; the view box leaves room for the border and the ticker above it. */
const RADIUS = 100;
const VIEW_BOX = '-118 -118 236 236';

/**
 * The wheel as two layers of one square: the sectors, which turn (by a CSS transform on their own SVG, so
 * the browser only moves a layer each frame), and the border, centre and ticker, which stay put.
 */
export function WheelGraphic({ wheel, rotorRef }: { wheel: WheelModel; rotorRef: Ref<SVGSVGElement> }) {
  const count = wheel.sectors.length;
  return (
    <div className="gcw-stage">
      <svg ref={rotorRef} className="gcw-rotor" viewBox={VIEW_BOX} aria-hidden="true">
        {count < 2 ? (
          <circle r={RADIUS} fill="#dee2e6" />
        ) : (
          wheel.sectors.map((sector, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview's unsaved settings may repeat a sector id; the position keeps keys unique
            <g key={`${sector.id}-${index}`} data-sector-id={sector.id}>
              <path d={sectorPath(index, count, RADIUS)} fill={sector.colour} stroke="#ffffff80" strokeWidth={0.6} />
              <SectorContent sector={sector} count={count} angle={sectorCentreAngle(index, count)} />
            </g>
          ))
        )}
      </svg>
      <svg className="gcw-frame" viewBox={VIEW_BOX} aria-hidden="true">
        <circle r={RADIUS + 3} fill="none" stroke={wheel.borderColour} strokeWidth={7} />
        {wheel.centreImageUrl ? (
          <image href={wheel.centreImageUrl} x={-18} y={-18} width={36} height={36} />
        ) : (
          <circle r={13} fill={wheel.borderColour} stroke="#ffffff" strokeWidth={3} />
        )}
        {wheel.tickerImageUrl ? (
          <image href={wheel.tickerImageUrl} x={-13} y={-118} width={26} height={30} />
        ) : (
          <path
            d="M-12 -116H12L0 -88Z"
            fill="#ffffff"
            stroke={wheel.borderColour}
            strokeWidth={3}
            strokeLinejoin="round"
          />
        )}
      </svg>
    </div>
  );
}

/** A sector's picture near the rim and its text along the radius, reading outwards. */
function SectorContent({
  sector,
  count,
  angle,
}: {
  sector: WheelModel['sectors'][number];
  count: number;
  angle: number;
}) {
  const imageSize = Math.min(34, (2 * Math.PI * 78) / count - 6);
  // With a picture the text ends inside it; without, near the rim.
  const textEnd = sector.imageUrl ? RADIUS - imageSize - 12 : RADIUS - 9;
  const fitted = fitSectorText(sector.text, count, textEnd - 20);
  return (
    <g transform={`rotate(${angle})`}>
      {sector.imageUrl && (
        <image href={sector.imageUrl} x={-imageSize / 2} y={-RADIUS + 8} width={imageSize} height={imageSize} />
      )}
      {fitted.text && (
        <text
          transform="rotate(-90)"
          x={textEnd}
          textAnchor="end"
          dominantBaseline="central"
          fill={sector.textColour}
          fontFamily={sector.fontFamily}
          fontSize={fitted.fontSize}
          fontWeight={700}
        >
          {fitted.text}
        </text>
      )}
    </g>
  );
}
