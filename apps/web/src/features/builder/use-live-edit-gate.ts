import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { useCallback, useRef, useState } from 'react';

/**
 * §4: editing a live campaign needs a confirmation. The first change is held until the marketer
 * confirms (then it and any held after it apply) or cancels (they are dropped); later changes pass.
 */
export function useLiveEditGate(isLive: boolean, apply: (changes: Partial<CampaignDocument>) => void) {
  const isConfirmedRef = useRef(false);
  const [held, setHeld] = useState<Partial<CampaignDocument>[]>([]);

  const request = useCallback(
    (changes: Partial<CampaignDocument>) => {
      if (!isLive || isConfirmedRef.current) apply(changes);
      else setHeld((current) => [...current, changes]);
    },
    [isLive, apply],
  );

  /** For a change that already asked its own, stronger question (the registration type, §4). */
  const applyConfirmed = useCallback(
    (changes: Partial<CampaignDocument>) => {
      isConfirmedRef.current = true;
      apply(changes);
    },
    [apply],
  );

  const confirm = () => {
    isConfirmedRef.current = true;
    for (const changes of held) apply(changes);
    setHeld([]);
  };
  const cancel = () => setHeld([]);

  return { request, applyConfirmed, isAsking: held.length > 0, confirm, cancel };
}
