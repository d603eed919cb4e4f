// The account area (service spec §7 "Account and transactions"): the overview, and the company
// pages' profile, settings (isAdmin) and delivery days (issue 19).
import { OverviewResponse } from '../account.ts';
import { AccountSettings, DeliveryDaysResponse, EditProfileBody, ProfileResponse } from '../company.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { accountPaths } from '../paths/account.ts';

export const accountEndpoints = endpointGroup('account', {
  getOverViewData: endpoint({
    method: 'GET',
    path: accountPaths.getOverViewData,
    auth: 'buyer',
    summary: 'Dashboard of the account the session acts for (money only with isPriceVisible)',
    response: OverviewResponse,
    refusals: ['ACCOUNT_NOT_FOUND'],
  }),
  getProfile: endpoint({
    method: 'GET',
    path: accountPaths.getProfile,
    auth: 'buyer',
    summary: "The caller's contact details and their account's name, number, terms and sales rep",
    response: ProfileResponse,
    refusals: ['ACCOUNT_NOT_FOUND'],
  }),
  editProfile: endpoint({
    method: 'POST',
    path: accountPaths.editProfile,
    auth: 'buyer',
    summary: "Change the caller's own name, e-mail, phone and title",
    body: EditProfileBody,
    response: ProfileResponse,
    refusals: ['ACCOUNT_NOT_FOUND'],
  }),
  getSettings: endpoint({
    method: 'GET',
    path: accountPaths.getSettings,
    auth: 'buyer:isAdmin',
    summary: 'statementPreferences and accountPreferences.approvalsNotification (admins only)',
    response: AccountSettings,
    refusals: ['ACCOUNT_NOT_FOUND'],
  }),
  editSettings: endpoint({
    method: 'POST',
    path: accountPaths.editSettings,
    auth: 'buyer:isAdmin',
    summary: 'Save the statement preferences and the approvals notification (admins only)',
    body: AccountSettings,
    response: AccountSettings,
    refusals: ['ACCOUNT_NOT_FOUND'],
  }),
  deliveryDays: endpoint({
    method: 'GET',
    path: accountPaths.deliveryDays,
    auth: 'buyer',
    summary: "Each ship-to's delivery days, the order cut-off and the next delivery dates",
    response: DeliveryDaysResponse,
    refusals: [],
  }),
});
