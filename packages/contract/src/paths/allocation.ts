// service spec §7: POST getItemAllocation {itemId} → allocationMax.
export const allocationPaths = {
  getItemAllocation: '/api/myaccount/allocation/getItemAllocation',
} as const;
