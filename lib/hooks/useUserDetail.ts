import { userDetailApi, type UserDetailData } from '@/lib/contracts/accounts';
import { useFirstApiItem } from '@/lib/hooks/useFirstApiItem';

/** The signed-in investor as GET user/dashBoard/overview/userDetail sends it (the server's PublicUser). */
export type UserDetail = UserDetailData[number];

/** The signed-in investor's detail; null until known (a failed fetch is silently ignored). */
export function useUserDetail(initial: UserDetail | null = null): UserDetail | null {
  return useFirstApiItem(userDetailApi, initial);
}
