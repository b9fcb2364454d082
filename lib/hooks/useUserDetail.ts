import { userApi } from '@/lib/api/clients';
import { useFirstApiItem } from '@/lib/hooks/useFirstApiItem';

export interface UserDetail {
  fullName: string;
  profileImage: string | null;
  userUniqueCode: string;
  email: string;
  phone: string;
}

const USER_DETAIL_PATH = 'dashBoard/overview/userDetail';

/** The signed-in investor's detail; null until known (a failed fetch is silently ignored). */
export function useUserDetail(initial: UserDetail | null = null): UserDetail | null {
  return useFirstApiItem(userApi, USER_DETAIL_PATH, initial);
}
