// service spec §7 "Account and transactions".
export const accountPaths = {
  getOverViewData: '/api/myaccount/account/getOverViewData',
  // Ours (issue 19): profile, settings (isAdmin) and the delivery-day page's data.
  getProfile: '/api/myaccount/profile/get',
  editProfile: '/api/myaccount/profile/edit',
  getSettings: '/api/myaccount/settings/get',
  editSettings: '/api/myaccount/settings/edit',
  deliveryDays: '/api/myaccount/deliveryday/getAll',
} as const;
