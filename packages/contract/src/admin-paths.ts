// Ours (issue 20): the back office's paths, for the store's staff only (docs/decisions/0027-back-office.md).
// Apart from the storefront's `paths`, so the storefront's first visit does not carry them.
export const adminPaths = {
  login: '/api/admin/auth/login',
  me: '/api/admin/auth/me',
  logout: '/api/admin/auth/logout',
  audit: '/api/admin/audit',
  orders: '/api/admin/orders',
  order: '/api/admin/orders/:id',
  shipOrder: '/api/admin/orders/:id/fulfillments',
  deliverFulfillment: '/api/admin/fulfillments/:id/deliver',
  receiveStock: '/api/admin/items/:id/receipts',
  accessRequests: '/api/admin/access-requests',
  approveAccessRequest: '/api/admin/access-requests/:id/approve',
  declineAccessRequest: '/api/admin/access-requests/:id/decline',
  registrations: '/api/admin/registrations',
  approveRegistration: '/api/admin/registrations/:id/approve',
  declineRegistration: '/api/admin/registrations/:id/decline',
  licences: '/api/admin/licences',
  verifyLicence: '/api/admin/licences/:id/verify',
  rejectLicence: '/api/admin/licences/:id/reject',
  // H4 catalogue, allocations, staff (issue 20 points 1 and 4, ADR 0031).
  items: '/api/admin/items',
  item: '/api/admin/items/:id',
  allocations: '/api/admin/allocations',
  allocation: '/api/admin/allocations/:id',
  staff: '/api/admin/staff',
  staffMember: '/api/admin/staff/:id',
  auditStaff: '/api/admin/audit/staff',
  // Customers, licences and content (issue 20 points 5, 6; ADR 0029).
  customers: '/api/admin/customers',
  customer: '/api/admin/customers/:id',
  licenceDocument: '/api/admin/licences/:id/document',
  content: '/api/admin/content',
  contentEntry: '/api/admin/content/:id',
  contentDraft: '/api/admin/content/:id/draft',
  contentPreview: '/api/admin/content/:id/preview',
  contentPublish: '/api/admin/content/:id/publish',
  contentDiscard: '/api/admin/content/:id/discard',
  // A customer account's procurement systems (punchout, issue 28, ADR 0038).
  customerProcurementSystems: '/api/admin/customers/:id/punchout-systems',
  // A customer account's budgets and approval rules, read only (issue 33 point 4).
  customerSpendControls: '/api/admin/customers/:id/spend-controls',
  procurementSystem: '/api/admin/punchout-systems/:id',
  rotateProcurementSecret: '/api/admin/punchout-systems/:id/rotate-secret',
  // The trade's words search applies (issue 29, ADR 0039).
  searchSynonyms: '/api/admin/search/synonyms',
  searchSynonym: '/api/admin/search/synonyms/:id',
  searchAnalytics: '/api/admin/search/analytics',
  // Billing operations and reports (H3, ADR 0030).
  cancelOrderLine: '/api/admin/orders/:id/lines/:lineId/cancel',
  creditMemos: '/api/admin/credit-memos',
  /** An invoice's lines with what is left to credit: the credit-memo form's returned lines. */
  invoiceLines: '/api/admin/invoices/:id/lines',
  receivedPayments: '/api/admin/payments',
  /** A card or bank payment given back to it, with a credit memo (issue 26, ADR 0035). */
  refundPayment: '/api/admin/payments/:id/refund',
  accountLedger: '/api/admin/accounts/:id/ledger',
  salesReport: '/api/admin/reports/sales',
  receivablesReport: '/api/admin/reports/receivables',
  controlledSubstances: '/api/admin/reports/controlled-substances',
  controlledSubstancesCsv: '/api/admin/reports/controlled-substances.csv',
  // admin-orders (issue 20, ADR 0028): the order desk's inventory page
  inventoryItems: '/api/admin/inventory',
  inventoryItem: '/api/admin/inventory/:id',
  // Lots and expiry (issue 34, ADR 0049): a fulfillment's packing slip, the dating threshold.
  packingSlip: '/api/admin/fulfillments/:id/packing-slip',
  lotSettings: '/api/admin/settings/lots',
  // Recalls (issue 34 point 2, ADR 0050): compliance staff and administrators.
  recalls: '/api/admin/recalls',
  recall: '/api/admin/recalls/:id',
  recallPreview: '/api/admin/recalls/:id/preview',
  recallPublish: '/api/admin/recalls/:id/publish',
  recallRemind: '/api/admin/recalls/:id/remind',
  recallReport: '/api/admin/recalls/:id/report',
  recallReportCsv: '/api/admin/recalls/:id/report.csv',
  recallNotice: '/api/admin/recalls/:id/notice',
  recallItems: '/api/admin/recall-items',
} as const;
