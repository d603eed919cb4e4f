// Addresses and licences (service spec §7 "addresses": getAll, upsert, delete {id}; issue 19 point
// 3: a licence with its document). Every call needs a login and no other permission (service spec
// §2: Addresses has no gate). The licence's document itself answers a PDF or a picture.
import {
  AddressesResponse,
  AddressResponse,
  DeleteAddressBody,
  DeleteAddressResponse,
  LicenceDocumentQuery,
  LicenceResponse,
  UpsertAddressBody,
  UpsertLicenceBody,
} from '../addresses.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { addressPaths } from '../paths/address.ts';

export const addressesEndpoints = endpointGroup('addresses', {
  getAll: endpoint({
    method: 'GET',
    path: addressPaths.getAll,
    auth: 'buyer',
    summary: "The account's addresses with their licenses (mappedResults) and dddShippingCutoffTime",
    response: AddressesResponse,
    refusals: [],
  }),
  upsert: endpoint({
    method: 'POST',
    path: addressPaths.upsert,
    auth: 'buyer',
    summary: 'Add an address (no id) or edit one of the account’s; US states and ZIP codes only',
    body: UpsertAddressBody,
    response: AddressResponse,
    refusals: ['ADDRESS_NOT_FOUND', 'ADDRESSES_LIMIT'],
  }),
  delete: endpoint({
    method: 'POST',
    path: addressPaths.delete,
    auth: 'buyer',
    summary: 'Delete an address; refused while open orders or subscriptions use it',
    body: DeleteAddressBody,
    response: DeleteAddressResponse,
    refusals: ['ADDRESS_NOT_FOUND', 'ADDRESS_IN_USE'],
  }),
  upsertLicence: endpoint({
    method: 'POST',
    path: addressPaths.upsertLicence,
    auth: 'buyer',
    summary:
      'Add or renew a license at one of the account’s addresses with its document (PDF, PNG or JPEG, base64, up to 5 MB); pending verification',
    body: UpsertLicenceBody,
    response: LicenceResponse,
    refusals: ['ADDRESS_NOT_FOUND', 'LICENCE_NOT_FOUND', 'LICENCE_INVALID', 'DOCUMENT_INVALID'],
  }),
  licenceDocument: endpoint({
    method: 'GET',
    path: addressPaths.licenceDocument,
    auth: 'buyer',
    summary: 'The uploaded document of one of the account’s licenses',
    query: LicenceDocumentQuery,
    produces: ['application/pdf', 'image/*'],
    refusals: ['LICENCE_NOT_FOUND'],
  }),
});
