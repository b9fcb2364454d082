import { profileImageRoute } from '@/lib/server/routes/profileRoutes';

// The picture arrives as multipart/form-data, streamed through lib/server/http/multipart.ts.
export const config = { api: { bodyParser: false } };

export default profileImageRoute('partner');
