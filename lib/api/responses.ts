// The `data` of each /api/v1 answer, as the browser receives it, inferred from the route that sends it
// (defineHandler's ApiData). Type-only imports: nothing of the server reaches the browser's bundle.
export type { CompanyListData } from '@/pages/api/v1/admin/getCompanyList';
export type { CareerApplicationData } from '@/pages/api/v1/common/career/apply';
export type { ContactData } from '@/pages/api/v1/common/contact';
export type { NewsletterData } from '@/pages/api/v1/common/newsletter/add';
export type { EnquiryData } from '@/pages/api/v1/common/realEstate/enquiry';
export type { StartupEnquiryData } from '@/pages/api/v1/common/startups/enquiry';
export type { ScreenerData } from '@/pages/api/v1/common/screener';
export type { PartnerSignInData } from '@/pages/api/v1/cp/auth/login';
export type { PartnerSignUpData } from '@/pages/api/v1/cp/auth/register';
export type { PartnerProfileData } from '@/pages/api/v1/cp/profile/get';
export type { CodeSentData } from '@/pages/api/v1/otp/send';
export type { CodeSignInData } from '@/pages/api/v1/otp/signIn';
export type { UserSignInData } from '@/pages/api/v1/user/auth/login';
export type { UserSignUpData } from '@/pages/api/v1/user/auth/register';
export type { CartAddData } from '@/pages/api/v1/user/checkOut/add';
export type { CartData } from '@/pages/api/v1/user/checkOut/getDetails';
export type { CartRemoveData } from '@/pages/api/v1/user/checkOut/remove';
export type { UserDetailData } from '@/pages/api/v1/user/dashBoard/overview/userDetail';
export type { KycData, KycSubmitData } from '@/pages/api/v1/user/kyc';
export type { WatchlistAddData } from '@/pages/api/v1/user/watchlist/add';
export type { WatchlistData } from '@/pages/api/v1/user/watchlist/list';
export type { WatchlistRemoveData } from '@/pages/api/v1/user/watchlist/remove';
export type { CodeSentToData, ContactChangedData, ContactVerificationData } from '@/lib/server/routes/contactRoutes';
export type { ProfileData, ProfileImageData } from '@/lib/server/routes/profileRoutes';
