// service spec §7 "Auth".
export const authPaths = {
  login: '/api/auth/login',
  currentUser: '/api/auth/currentUser',
  refreshToken: '/api/auth/refreshToken',
  logout: '/api/auth/logout',
  createResetHash: '/api/auth/createResetHash',
  validatePasswordReset: '/api/auth/validatePasswordReset',
  resetPassword: '/api/auth/resetPassword',
  requestAccess: '/api/auth/requestAccess',
  getRelatedAccounts: '/api/auth/getRelatedAccounts',
  switchAccount: '/api/auth/switchAccount',
  getBusinessTypesandContactRoles: '/api/auth/getBusinessTypesandContactRoles',
  createAccount: '/api/auth/createAccount',
  // Ours (issue 16): a signed-in user changes their password (/myaccount/menu/security).
  changePassword: '/api/auth/changePassword',
  // Ours (issue 19): the security page's signed-in sessions, and a new contact's invitation link.
  sessions: '/api/auth/sessions',
  signOutSession: '/api/auth/sessions/signOut',
  signOutOtherSessions: '/api/auth/sessions/signOutOthers',
  validateInvitation: '/api/auth/validateInvitation',
  acceptInvitation: '/api/auth/acceptInvitation',
} as const;
