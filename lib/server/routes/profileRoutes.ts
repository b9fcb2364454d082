// Signed-in profile routes shared by investors (/api/v1/user/profile, /api/v1/image/user/profile)
// and partners (/api/v1/cp/profile, /api/v1/image/cp/profile).
import type { Role } from '@/lib/auth/token';
import { PROFILE_API } from '@/lib/contracts/profile';
import { byCaller, withAccount } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply } from '@/lib/server/http/apiHandler';
import { startSession } from '@/lib/server/http/cookies';
import { HttpError } from '@/lib/server/http/httpError';
import { parseSingleFile } from '@/lib/server/http/multipart';
import { ImageProblem, processAvatar } from '@/lib/server/images/avatar';
import { getImageStore } from '@/lib/server/images/store';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { changePassword, replaceProfileImage, updatePartnerProfile, updateUserProfile } from '@/lib/server/services/profile';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, PASSWORD_CHANGED_MESSAGE } from '@/lib/validations/profile';

/** GET: the caller's profile. PATCH: name (partners also firm and city). */
export function profileRoute(role: Role) {
  return defineHandler(
    {
      GET: withAccount(role, (_req, _res, caller) => reply(caller, 'Profile fetched.')),
      PATCH: withAccount(role, async (req, _res, caller) => {
        const db = await getDb();
        const profile =
          role === 'user'
            ? await updateUserProfile(db, caller.id, parseBody(PROFILE_API.user.update.input, req))
            : await updatePartnerProfile(db, caller.id, parseBody(PROFILE_API.partner.update.input, req));
        return reply(profile, 'Your profile is saved.');
      }),
    },
    { rateLimit: { PATCH: { rule: RATE_RULES.profileChange, key: byCaller(role, 'profile:') } } },
  );
}

/** POST { currentPassword, newPassword }. Every attempt counts, so wrong guesses run out. */
export function passwordRoute(role: Role) {
  return defineHandler(
    {
      POST: withAccount(role, async (req, res, caller) => {
        const { currentPassword, newPassword } = parseBody(PROFILE_API[role].password.input, req);
        await changePassword(await getDb(), role, caller.id, currentPassword, newPassword);
        // Other sessions end with the old password; this one continues with a fresh token.
        await startSession(req, res, role, caller.id);
        return reply(null, PASSWORD_CHANGED_MESSAGE);
      }),
    },
    { rateLimit: { rule: RATE_RULES.profileChange, key: byCaller(role, 'password:') } },
  );
}

/** POST multipart `image`: a new profile picture. DELETE: none. */
export function profileImageRoute(role: Role) {
  return defineHandler(
    {
      POST: withAccount(role, async (req, _res, caller) => {
        const file = await parseSingleFile(req, { fileField: 'image', maxFileBytes: IMAGE_MAX_BYTES, messages: IMAGE_MESSAGES });
        let avatar: Buffer;
        try {
          avatar = await processAvatar(file.data);
        } catch (error) {
          if (error instanceof ImageProblem) throw new HttpError(error.status, error.message, { errors: { image: error.message } });
          throw error;
        }
        const profile = await replaceProfileImage(await getDb(), getImageStore(), role, caller.id, avatar);
        return reply(profile, 'Your profile picture is saved.');
      }),
      DELETE: withAccount(role, async (_req, _res, caller) => {
        const profile = await replaceProfileImage(await getDb(), getImageStore(), role, caller.id, null);
        return reply(profile, 'Your profile picture is removed.');
      }),
    },
    { body: 'stream', rateLimit: { rule: RATE_RULES.imageUpload, key: byCaller(role) } },
  );
}
