import { splitTemplate } from '../chrome/template.ts';

/** What a loyalty play did to the player's points, on the result page (the server's numbers). */
export function LoyaltyPoints({
  points,
  template,
}: {
  points: { spent: number; awarded: number; balance: number };
  template: string;
}) {
  const values: Record<string, number> = points;
  const text = splitTemplate(template)
    .map((part) => ('text' in part ? part.text : String(values[part.slot] ?? '')))
    .join('');
  return (
    <p className="gc-loyalty-points" data-testid="loyalty-points">
      {text}
    </p>
  );
}
