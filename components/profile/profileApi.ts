// Where each role's profile calls go: /api/v1/user/profile… or /api/v1/cp/profile…, and the pictures under /api/v1/image.
import { cpApi, imageApi, userApi } from '@/lib/api/clients';

export type ProfileRole = 'user' | 'partner';

export function profileApi(role: ProfileRole) {
  return role === 'user' ? { api: userApi, imagePath: 'user/profile' } : { api: cpApi, imagePath: 'cp/profile' };
}

export { imageApi };
