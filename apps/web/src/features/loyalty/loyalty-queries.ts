import { useQuery } from '@tanstack/react-query';
import { fetchLoyaltyIntegrations, fetchOutcomeSettings, fetchSpendingPoints } from './loyalty-api.ts';

export const LOYALTY_INTEGRATIONS_KEY = ['loyalty-integrations'] as const;
export const outcomeSettingsKey = (campaignId: string) => ['loyalty-outcome-settings', campaignId] as const;
export const spendingPointsKey = (campaignId: string) => ['loyalty-spending-points', campaignId] as const;

export const useLoyaltyIntegrations = () =>
  useQuery({ queryKey: LOYALTY_INTEGRATIONS_KEY, queryFn: fetchLoyaltyIntegrations, staleTime: 60_000 });

/** Spec §8: settings that cannot be loaded are an empty list. */
export const useOutcomeSettings = (campaignId: string) =>
  useQuery({
    queryKey: outcomeSettingsKey(campaignId),
    queryFn: () => fetchOutcomeSettings(campaignId).catch(() => []),
  });

export const useSpendingPoints = (campaignId: string) =>
  useQuery({ queryKey: spendingPointsKey(campaignId), queryFn: () => fetchSpendingPoints(campaignId) });
