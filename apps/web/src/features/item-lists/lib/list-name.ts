// A list's name in a form (create, rename): the contract's CreateListRequest checks it before
// asking, so a blank name says 'Please enter a list name' as the API would.
import { CreateListRequest } from '@medsupply/contract';

import { schemaResolver } from '@/lib/schema-resolver';

export interface ListNameValues {
  name: string;
}

export const listNameResolver = schemaResolver<ListNameValues>(CreateListRequest);
