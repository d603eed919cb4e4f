// Shared shapes for the sales-orders component tests.
export const lakesideAddress = {
  addressee: 'Lakeside Clinic',
  line1: '1 Lake Rd',
  city: 'Madison',
  state: 'WI',
  zip: '53703',
  country: 'US',
};
