// service spec §7 "Item lists" (/api/cart/itemList/*).
export const itemListPaths = {
  createList: '/api/cart/itemList/createList',
  editList: '/api/cart/itemList/editList',
  deleteList: '/api/cart/itemList/deleteList',
  upsertListDetail: '/api/cart/itemList/upsertListDetail',
  deleteListDetail: '/api/cart/itemList/deleteListDetail',
  deleteListDetailByItemListId: '/api/cart/itemList/deleteListDetailByItemListId',
  getAllLists: '/api/cart/itemList/getAllLists',
  getListDetails: '/api/cart/itemList/getListDetails',
  getListsByItemId: '/api/cart/itemList/getListsByItemId',
} as const;
