// The `data` of each /api/v1 answer, as the browser receives it, inferred from the route that sends it
// (defineHandler's ApiData). Type-only imports: nothing of the server reaches the browser's bundle.
export type { CompanyListData } from '@/pages/api/v1/admin/getCompanyList';
export type { AuditLogData } from '@/pages/api/v1/admin/audit';
export type { OperatorSignInData } from '@/pages/api/v1/admin/auth/login';
export type { OperatorSignOutData } from '@/pages/api/v1/admin/auth/logout';
export type { OperatorData } from '@/pages/api/v1/admin/auth/me';
export type { AdminCompanyData, AdminCompanyUpdateData } from '@/pages/api/v1/admin/companies/[slug]';
export type { KycDecisionData } from '@/pages/api/v1/admin/kyc/[userUniqueCode]';
export type { KycReviewListData } from '@/pages/api/v1/admin/kyc';
export type { AdminOrderData } from '@/pages/api/v1/admin/orders/[id]';
export type { OrderTransitionData } from '@/pages/api/v1/admin/orders/[id]/transition';
export type { AdminOrderListData } from '@/pages/api/v1/admin/orders';
export type { DeskQueuesData } from '@/pages/api/v1/admin/queues';
export type { AdminSellRequestData } from '@/pages/api/v1/admin/sell/[id]';
export type { SellTransitionData } from '@/pages/api/v1/admin/sell/[id]/transition';
export type { AdminSellListData } from '@/pages/api/v1/admin/sell';
export type { PlatformSettingsData, PlatformSettingsUpdateData } from '@/pages/api/v1/admin/settings';
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
export type { OrderData } from '@/pages/api/v1/user/orders/[id]';
export type { OrderCancelData } from '@/pages/api/v1/user/orders/[id]/cancel';
export type { PaymentReportData } from '@/pages/api/v1/user/orders/[id]/payment';
export type { OrderListData, OrderPlacedData } from '@/pages/api/v1/user/orders';
export type { PortfolioData } from '@/pages/api/v1/user/portfolio';
export type { SellRequestData } from '@/pages/api/v1/user/sell/[id]';
export type { SellCancelData } from '@/pages/api/v1/user/sell/[id]/cancel';
export type { SellListData, SellRequestedData } from '@/pages/api/v1/user/sell';
export type { TransactionsExportData } from '@/pages/api/v1/user/transactions/export';
export type { WatchlistAddData } from '@/pages/api/v1/user/watchlist/add';
export type { WatchlistData } from '@/pages/api/v1/user/watchlist/list';
export type { WatchlistRemoveData } from '@/pages/api/v1/user/watchlist/remove';
export type { WatchAlertCreateData, WatchAlertsData } from '@/pages/api/v1/user/watchlist/alerts';
export type { WatchAlertDeleteData } from '@/pages/api/v1/user/watchlist/alerts/[id]';
export type { CodeSentToData, ContactChangedData, ContactVerificationData } from '@/lib/server/routes/contactRoutes';
export type { ProfileData, ProfileImageData } from '@/lib/server/routes/profileRoutes';
export type { NotificationListData } from '@/pages/api/v1/user/notifications';
export type { NotificationReadData } from '@/pages/api/v1/user/notifications/[id]/read';
export type { NotificationArchiveData } from '@/pages/api/v1/user/notifications/[id]/archive';
export type { NotificationReadAllData } from '@/pages/api/v1/user/notifications/read-all';
export type { PartnerNotificationListData } from '@/pages/api/v1/cp/notifications';
export type { PartnerNotificationReadData } from '@/pages/api/v1/cp/notifications/[id]/read';
export type { PartnerNotificationArchiveData } from '@/pages/api/v1/cp/notifications/[id]/archive';
export type { PartnerNotificationReadAllData } from '@/pages/api/v1/cp/notifications/read-all';
export type { SharelistData } from '@/pages/api/v1/cp/sharelist';
export type { PartnerKnowledgeListData } from '@/pages/api/v1/cp/knowledge';
export type { PartnerKnowledgeArticleData } from '@/pages/api/v1/cp/knowledge/[slug]';
export type { UserKnowledgeListData } from '@/pages/api/v1/user/knowledge';
export type { UserKnowledgeArticleData } from '@/pages/api/v1/user/knowledge/[slug]';
export type { UserReportData } from '@/pages/api/v1/user/reports/[kind]';
export type { ClientHoldingsReportData } from '@/pages/api/v1/cp/reports/client-holdings';
export type { ResearchReportPdfData } from '@/pages/api/v1/cp/research-reports/[slug]';
export type {
  AdminTicketAssignData,
  AdminTicketData,
  AdminTicketListData,
  AdminTicketReplyData,
  AdminTicketResolveData,
  SupportCloseData,
  SupportMessageData,
  SupportTicketCreatedData,
  SupportTicketData,
  SupportTicketListData,
} from '@/lib/server/routes/supportRoutes';
export type { AdminKnowledgeListData, AdminKnowledgeCreatedData } from '@/pages/api/v1/admin/knowledge';
export type { AdminKnowledgeArticleData, AdminKnowledgeUpdatedData } from '@/pages/api/v1/admin/knowledge/[id]';
export type { AdminKnowledgePreviewData } from '@/pages/api/v1/admin/knowledge/preview';
export type { AdminArticleListData } from '@/pages/api/v1/admin/articles';
export type { AdminArticleData, AdminArticleUpdatedData } from '@/pages/api/v1/admin/articles/[id]';
export type { PartnerAssetsData } from '@/pages/api/v1/cp/assets';
export type { PartnerClientData } from '@/pages/api/v1/cp/clients/[code]';
export type { PartnerProposalListData, ProposalCreatedData } from '@/pages/api/v1/cp/proposals';
export type { ProposalWithdrawData } from '@/pages/api/v1/cp/proposals/[id]/withdraw';
export type { CommissionListData } from '@/pages/api/v1/cp/commissions';
export type { CommissionStatementData } from '@/pages/api/v1/cp/commissions/statement';
export type { PartnerPayoutListData } from '@/pages/api/v1/cp/payouts';
export type { ProposalListData } from '@/pages/api/v1/user/proposals';
export type { ProposalAcceptData } from '@/pages/api/v1/user/proposals/[id]/accept';
export type { ProposalDeclineData } from '@/pages/api/v1/user/proposals/[id]/decline';
export type { AdminPayoutListData, PayoutRecordedData } from '@/pages/api/v1/admin/payouts';
