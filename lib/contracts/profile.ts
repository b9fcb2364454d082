// The profile and contact-change APIs of investors and partners: one route per role, built by the
// factories in lib/server/routes (profileRoutes.ts, contactRoutes.ts), whose answers these are.
export type { CodeSentToData, ContactChangedData, ContactVerificationData } from '@/lib/server/routes/contactRoutes';
export type { ProfileData, ProfileImageData } from '@/lib/server/routes/profileRoutes';
