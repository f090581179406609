/**
 * Request and response schemas of every endpoint in ENDPOINTS. The server validates with them; the portal
 * takes only types from here (`import type`), so TypeBox stays out of the browser bundle.
 */
import type { TSchema } from 'typebox'
import { PublicMerchantConfig } from '../../config/public'
import type { EndpointName } from '../endpoints'
import {
  Affiliate, AffiliateQuery, AgentIncome, AgentIncomeQuery, CreateDownlineBody, CreateInviteLinkBody, CreatedDownline, InviteLink, InviteLinkIdBody, InviteLinks,
  TeamBets, TeamBetsQuery, TeamMembers, TeamMembersQuery, TeamOverview, TeamOverviewQuery, TeamProfitLoss, TeamProfitLossQuery, TeamTransactions, TeamTransactionsQuery,
} from './agents'
import {
  Consolidated,
  ContractActed,
  ContractHistory,
  ContractHistoryQuery,
  DownlineContracts,
  DownlineContractsQuery,
  HourSalaryBody,
  OfferContractBody,
  ParticipationBody,
  WageBody,
  WageRecords,
  WageRecordsQuery,
  RealTimeAccrual,
  MrDailySalaries,
  MrDailySalariesQuery,
  MrDailySalary,
  ReleaseMrDailySalaryBody,
  ContractPreview,
  ContractPreviewBody,
} from './contracts'
import { ActivityCodeBody, ActivityImage, ActivityView, ApplyActivityBody, ActivityApplication, MyActivities, MyActivitiesQuery, MyApplications, MyBonuses } from './activities'
import { AgencyNoticeQuery, AgencyNotices, NoticeQuery, Notices } from './content'
import { FeedbackChat, FeedbackImage, FeedbackSettings, FeedbackTicket, MyFeedback, MyFeedbackQuery, ReplyFeedbackBody, SendFeedbackBody } from './feedback'
import { HelpCentre, HelpCentreQuery } from './help'
import { AvailablePromotions, PromotionDetail, PromotionDetailQuery, PromotionList } from './promotions'
import { ConvertPointsBody, PointsBalance, PointsConfig, PointsConversion, PointsHistory, PointsPageQuery, PointsRedeem, PointsRedeems, PointsRewards, RedeemPointsBody } from './points'
import { LiveMatches } from './sportsLive'
import { ChatEvent, ChatEventsQuery, ChatHistory, ChatHistoryQuery, ChatMessage, ChatSendBody } from './chat'
import { CustomerServiceLink } from './customerService'
import { AgentProgramme } from './join'
import {
  BettingRecord, BettingRecordQuery, FavouriteChanged, Favourites, GameList, GameListQuery, GameMenus, GameTypeQuery, GameTypes, HotGames, HotGamesQuery, LaunchGame, LaunchGameQuery, NodeIdQuery, PopularGames,
  RankList, RankListQuery, RecentGames,
  VendorList, VendorListQuery,
} from './games'
import {
  ChangePasswordBody, ForgotPasswordCodeBody, ForgotPasswordEmailBody, MemberInfo, PasswordByPhoneBody, PasswordChanged, PasswordResetBody, PasswordResetCheck,
  PasswordResetCheckBody, RegisterBody,
  RegisterResult,
} from './member'
import {
  LotteryBetBody, LotteryBetResult, LotteryGames, LotteryLobbyQuery, LotteryLobbyUrl, LotteryOpenedNumbers, LotteryOpenedNumbersQuery, LotteryOrders, LotteryOrdersQuery,
  LotteryResults, LotteryResultsQuery, LotteryRound, LotteryRoundQuery,
} from './lottery'
import { MemberMessages, MessagesQuery, ReadMessagesBody, ReadMessagesResult, UnreadCount } from './messages'
import {
  AgentRecallBody, AgentTransferBody, AgentTransferResult, ConfirmWithdrawalBody, ConsolidatedFunds, Downlines, DownlineQuery, UplineInfo, UplineTransferBody,
  CreateDepositBody, CreateWithdrawalBody, Withdrawal, WithdrawalList, WithdrawalListQuery, WithdrawalProof,
  WithdrawalProofQuery, WithdrawalRequirements, DepositChannels, DepositOrder, DepositOrderQuery, MemberEvent, MerchantWallet, PersonalProfit, PersonalProfitQuery, TransactionHistory, TransactionHistoryQuery, WalletBalance, WalletTransferBody,
  WalletTransferResult,
} from './money'
import {
  ActiveSessions, AddBankAccountBody, AuthenticatorSetup, AuthenticatorState, BankAccounts, BindEmailBody, BindEmailCodeBody, BindMobileBody,
  BindMobileCodeBody, ChangePaymentPasswordBody, ConfirmAuthenticatorBody, DisableAuthenticatorBody, ResetPaymentPasswordBody, SecurityOverview,
  SetPaymentPasswordBody, SocialBindings, UpdateSecurityProfileBody,
} from './security'
import {
  Captcha, CodeSent, Done, EncryptionKey, LoginBody, LoginCodeBody, LoginResult, LoginVerificationBody, LoginVerificationCodeBody, SessionState,
  SignedOutOthers, RegisterCodeBody, FreePlayBody,
} from './session'
import {
  SocialBindStartBody, SocialCallbackAnswer, SocialCallbackQuery, SocialLoginStartBody, SocialProviders, SocialStart, SocialTicketBody,
} from './social'
import {
  CountryCodes, DomainRoute, RegisterSettings, SystemStatus, SystemStatusQuery, UpdateLanguageBody, UpdateLanguageResult, Whitelabel,
} from './system'

export interface EndpointSchemaSet {
  query?: TSchema
  body?: TSchema
  response: TSchema
}

export const ENDPOINT_SCHEMAS = {
  systemStatus: { query: SystemStatusQuery, response: SystemStatus },
  merchantConfig: { response: PublicMerchantConfig },
  whitelabel: { response: Whitelabel },
  registerSettings: { response: RegisterSettings },
  domainRoute: { response: DomainRoute },
  countryCodes: { response: CountryCodes },
  gameMenus: { response: GameMenus },
  gameList: { query: GameListQuery, response: GameList },
  gameTypes: { query: GameTypeQuery, response: GameTypes },
  gameVendors: { query: VendorListQuery, response: VendorList },
  favourites: { response: Favourites },
  addFavourite: { query: NodeIdQuery, response: FavouriteChanged },
  removeFavourite: { query: NodeIdQuery, response: FavouriteChanged },
  recentGames: { response: RecentGames },
  hotGames: { query: HotGamesQuery, response: HotGames },
  popularGames: { response: PopularGames },
  rankList: { query: RankListQuery, response: RankList },
  launchGame: { query: LaunchGameQuery, response: LaunchGame },
  bettingRecord: { query: BettingRecordQuery, response: BettingRecord },
  lotteryGames: { response: LotteryGames },
  lotteryRound: { query: LotteryRoundQuery, response: LotteryRound },
  lotteryResults: { query: LotteryResultsQuery, response: LotteryResults },
  lotteryOpenedNumbers: { query: LotteryOpenedNumbersQuery, response: LotteryOpenedNumbers },
  lotteryLobbyUrl: { query: LotteryLobbyQuery, response: LotteryLobbyUrl },
  placeLotteryBet: { body: LotteryBetBody, response: LotteryBetResult },
  lotteryOrders: { query: LotteryOrdersQuery, response: LotteryOrders },
  notices: { query: NoticeQuery, response: Notices },
  agencyNotices: { query: AgencyNoticeQuery, response: AgencyNotices },
  updateLanguage: { body: UpdateLanguageBody, response: UpdateLanguageResult },
  encryptionKey: { response: EncryptionKey },
  captcha: { response: Captcha },
  login: { body: LoginBody, response: LoginResult },
  loginCode: { body: LoginCodeBody, response: CodeSent },
  loginVerification: { body: LoginVerificationBody, response: LoginResult },
  loginVerificationCode: { body: LoginVerificationCodeBody, response: CodeSent },
  touch: { response: SessionState },
  logout: { response: Done },
  signOutOthers: { response: SignedOutOthers },
  register: { body: RegisterBody, response: RegisterResult },
  registerMobile: { body: RegisterBody, response: RegisterResult },
  registerCode: { body: RegisterCodeBody, response: CodeSent },
  memberInfo: { response: MemberInfo },
  freePlay: { body: FreePlayBody, response: LoginResult },
  changePassword: { body: ChangePasswordBody, response: PasswordChanged },
  forgotPasswordEmail: { body: ForgotPasswordEmailBody, response: Done },
  passwordReset: { body: PasswordResetBody, response: Done },
  passwordResetCheck: { body: PasswordResetCheckBody, response: PasswordResetCheck },
  forgotPasswordCode: { body: ForgotPasswordCodeBody, response: CodeSent },
  passwordByPhone: { body: PasswordByPhoneBody, response: Done },
  securityOverview: { response: SecurityOverview },
  updateSecurityProfile: { body: UpdateSecurityProfileBody, response: SecurityOverview },
  bindMobileCode: { body: BindMobileCodeBody, response: CodeSent },
  bindMobile: { body: BindMobileBody, response: SecurityOverview },
  bindEmailCode: { body: BindEmailCodeBody, response: CodeSent },
  bindEmail: { body: BindEmailBody, response: SecurityOverview },
  bankAccounts: { response: BankAccounts },
  addBankAccount: { body: AddBankAccountBody, response: BankAccounts },
  setPaymentPassword: { body: SetPaymentPasswordBody, response: Done },
  changePaymentPassword: { body: ChangePaymentPasswordBody, response: Done },
  paymentPasswordCode: { response: CodeSent },
  resetPaymentPassword: { body: ResetPaymentPasswordBody, response: Done },
  beginAuthenticator: { response: AuthenticatorSetup },
  confirmAuthenticator: { body: ConfirmAuthenticatorBody, response: AuthenticatorState },
  disableAuthenticator: { body: DisableAuthenticatorBody, response: AuthenticatorState },
  socialBindings: { response: SocialBindings },
  activeSessions: { response: ActiveSessions },
  socialProviders: { response: SocialProviders },
  socialLoginStart: { body: SocialLoginStartBody, response: SocialStart },
  socialBindStart: { body: SocialBindStartBody, response: SocialStart },
  socialCallback: { query: SocialCallbackQuery, response: SocialCallbackAnswer },
  socialTicket: { body: SocialTicketBody, response: LoginResult },
  walletBalance: { response: WalletBalance },
  merchantWallet: { response: MerchantWallet },
  walletTransfer: { body: WalletTransferBody, response: WalletTransferResult },
  consolidatedFunds: { response: ConsolidatedFunds },
  transactionHistory: { query: TransactionHistoryQuery, response: TransactionHistory },
  personalProfit: { query: PersonalProfitQuery, response: PersonalProfit },
  depositChannels: { response: DepositChannels },
  createDeposit: { body: CreateDepositBody, response: DepositOrder },
  depositOrder: { query: DepositOrderQuery, response: DepositOrder },
  withdrawalRequirements: { response: WithdrawalRequirements },
  createWithdrawal: { body: CreateWithdrawalBody, response: Withdrawal },
  withdrawals: { query: WithdrawalListQuery, response: WithdrawalList },
  /** The body is the image itself (image/png or image/jpeg), not JSON. */
  uploadWithdrawalProof: { query: WithdrawalProofQuery, response: WithdrawalProof },
  confirmWithdrawal: { body: ConfirmWithdrawalBody, response: Withdrawal },
  downlines: { query: DownlineQuery, response: Downlines },
  agentTransfer: { body: AgentTransferBody, response: AgentTransferResult },
  agentRecall: { body: AgentRecallBody, response: AgentTransferResult },
  agentTeamOverview: { query: TeamOverviewQuery, response: TeamOverview },
  agentTeamMembers: { query: TeamMembersQuery, response: TeamMembers },
  agentTeamProfitLoss: { query: TeamProfitLossQuery, response: TeamProfitLoss },
  agentTeamBets: { query: TeamBetsQuery, response: TeamBets },
  agentTeamTransactions: { query: TeamTransactionsQuery, response: TeamTransactions },
  agentIncome: { query: AgentIncomeQuery, response: AgentIncome },
  createDownline: { body: CreateDownlineBody, response: CreatedDownline },
  inviteLinks: { response: InviteLinks },
  createInviteLink: { body: CreateInviteLinkBody, response: InviteLink },
  deleteInviteLink: { body: InviteLinkIdBody, response: InviteLinks },
  affiliate: { query: AffiliateQuery, response: Affiliate },
  getConsolidated: { response: Consolidated },
  participation: { body: ParticipationBody, response: ContractActed },
  wage: { body: WageBody, response: ContractActed },
  hourSalary: { body: HourSalaryBody, response: ContractActed },
  offerContract: { body: OfferContractBody, response: DownlineContracts },
  downlineContracts: { query: DownlineContractsQuery, response: DownlineContracts },
  contractHistory: { query: ContractHistoryQuery, response: ContractHistory },
  wageRecords: { query: WageRecordsQuery, response: WageRecords },
  realTimeAccrual: { response: RealTimeAccrual },
  mrDailySalaries: { query: MrDailySalariesQuery, response: MrDailySalaries },
  releaseMrDailySalary: { body: ReleaseMrDailySalaryBody, response: MrDailySalary },
  contractPreview: { body: ContractPreviewBody, response: ContractPreview },
  uplineInfo: { response: UplineInfo },
  transferUpline: { body: UplineTransferBody, response: AgentTransferResult },
  /** Each event's data; the stream itself is text/event-stream. */
  memberEvents: { response: MemberEvent },
  unreadCount: { response: UnreadCount },
  memberMessages: { query: MessagesQuery, response: MemberMessages },
  readMessages: { body: ReadMessagesBody, response: ReadMessagesResult },
  helpCentre: { query: HelpCentreQuery, response: HelpCentre },
  liveMatches: { response: LiveMatches },
  chatHistory: { query: ChatHistoryQuery, response: ChatHistory },
  chatSend: { body: ChatSendBody, response: ChatMessage },
  /** Each event's data; the stream itself is text/event-stream. */
  chatEvents: { query: ChatEventsQuery, response: ChatEvent },
  feedbackSettings: { response: FeedbackSettings },
  pointsConfig: { response: PointsConfig },
  pointsBalance: { response: PointsBalance },
  pointsRewards: { response: PointsRewards },
  redeemPoints: { body: RedeemPointsBody, response: PointsRedeem },
  pointsRedeems: { query: PointsPageQuery, response: PointsRedeems },
  convertPoints: { body: ConvertPointsBody, response: PointsConversion },
  pointsHistory: { query: PointsPageQuery, response: PointsHistory },
  /** The body is the image itself (image/png or image/jpeg), not JSON. */
  uploadFeedbackImage: { response: FeedbackImage },
  sendFeedback: { body: SendFeedbackBody, response: FeedbackTicket },
  myFeedback: { query: MyFeedbackQuery, response: MyFeedback },
  replyFeedback: { body: ReplyFeedbackBody, response: FeedbackTicket },
  feedbackChat: { response: FeedbackChat },
  customerService: { response: CustomerServiceLink },
  agentProgramme: { response: AgentProgramme },
  myActivities: { query: MyActivitiesQuery, response: MyActivities },
  joinActivity: { body: ActivityCodeBody, response: ActivityView },
  claimActivity: { body: ActivityCodeBody, response: ActivityView },
  claimRaffle: { body: ActivityCodeBody, response: ActivityView },
  signInActivity: { body: ActivityCodeBody, response: ActivityView },
  /** The body is the image itself (image/png or image/jpeg), not JSON. */
  uploadActivityImage: { response: ActivityImage },
  applyActivity: { body: ApplyActivityBody, response: ActivityApplication },
  promotions: { response: PromotionList },
  promotionDetail: { query: PromotionDetailQuery, response: PromotionDetail },
  availablePromotions: { response: AvailablePromotions },
  myApplications: { response: MyApplications },
  myBonuses: { response: MyBonuses },
} as const satisfies Record<EndpointName, EndpointSchemaSet>

export type EndpointSchemas = typeof ENDPOINT_SCHEMAS

export * from './activities'
export * from './agents'
export * from './content'
export * from './contracts'
export * from './feedback'
export * from './promotions'
export * from './games'
export * from './help'
export * from './chat'
export * from './customerService'
export * from './join'
export * from './lottery'
export * from './member'
export * from './messages'
export * from './money'
export * from './security'
export * from './session'
export * from './social'
export * from './sportsLive'
export * from './system'
