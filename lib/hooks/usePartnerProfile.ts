import { partnerProfileApi, type PartnerProfileData } from '@/lib/contracts/accounts';
import { useFirstApiItem } from '@/lib/hooks/useFirstApiItem';

/** The signed-in channel partner as GET cp/profile/get sends it (the server's PublicPartner). */
export type PartnerProfile = PartnerProfileData[number];

/** The signed-in channel partner's profile; null until known (a failed fetch is silently ignored). */
export function usePartnerProfile(initial: PartnerProfile | null = null): PartnerProfile | null {
  return useFirstApiItem(partnerProfileApi, initial);
}
