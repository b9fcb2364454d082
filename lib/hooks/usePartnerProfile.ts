import { cpApi } from '@/lib/api/clients';
import { useFirstApiItem } from '@/lib/hooks/useFirstApiItem';

export interface PartnerProfile {
  fullName: string;
  profileImage: string | null;
  partnershipCode: string;
  email: string;
  phone: string;
  firm: string | null;
  city: string | null;
}

const PARTNER_PROFILE_PATH = 'profile/get';

/** The signed-in channel partner's profile; null until known (a failed fetch is silently ignored). */
export function usePartnerProfile(initial: PartnerProfile | null = null): PartnerProfile | null {
  return useFirstApiItem(cpApi, PARTNER_PROFILE_PATH, initial);
}
