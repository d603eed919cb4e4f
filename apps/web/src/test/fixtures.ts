// Test data shaped by the contract: each fixture is parsed by the contract's own schema, so a
// change to the API's shape breaks these tests instead of letting them drift.
import { CategoriesResponse, SiteConfigResponse } from '@medsupply/contract';

export const siteConfigFixture: SiteConfigResponse = SiteConfigResponse.parse({
  storeName: 'Meridian Medical Supply',
  provider: 'Meridian',
  supportPhone: '800-555-0142',
  supportEmail: 'support@meridian.test',
  supportHours: 'Mon-Fri 9 am to 5 pm EST',
  checkoutPhone: '888-555-0199',
  customerApplicationUrl: 'https://apply.meridian.test/customer-application',
});

export const categoriesFixture: CategoriesResponse = CategoriesResponse.parse([
  {
    id: 1,
    name: 'Exam Room',
    urlComponent: 'exam-room',
    imageUrl: null,
    isParent: true,
    children: [
      {
        id: 11,
        name: 'Gloves',
        urlComponent: 'gloves',
        imageUrl: null,
        isParent: true,
        children: [
          {
            id: 111,
            name: 'Nitrile Gloves',
            urlComponent: 'nitrile-gloves',
            imageUrl: null,
            isParent: false,
            children: [],
          },
        ],
      },
      {
        id: 12,
        name: 'Table Paper',
        urlComponent: 'table-paper',
        imageUrl: null,
        isParent: false,
        children: [],
      },
    ],
  },
  { id: 2, name: 'Wound Care', urlComponent: 'wound-care', imageUrl: null, isParent: false, children: [] },
]);
