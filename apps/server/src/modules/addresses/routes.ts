import {
  ADDRESS_CODE,
  ADDRESS_LIMIT,
  deleteAddress,
  getAddresses,
  saveAddress,
  setDefaultAddress,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { Outcome, registerCall } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { signedInUser } from '../../http/signed-in.ts';
import { viewerOf } from '../../http/viewer.ts';
import { addressLimitMessage } from './messages.ts';
import type { AddressesService } from './service.ts';

// Another user's address answers as a missing one: ids say nothing about who owns what.
const missing = (id: number) => notFound(`address ${id} not found`);

export function addressesRoutes(app: FastifyInstance, deps: { addresses: AddressesService }) {
  const { addresses } = deps;
  registerCall(app, getAddresses, (_input, request) => addresses.list(signedInUser(request)));
  registerCall(app, saveAddress, async ({ id, isDefault, ...fields }, request) => {
    const result = await addresses.save(signedInUser(request), id, fields, isDefault);
    if (result.kind === 'notFound') throw missing(id!);
    if (result.kind === 'limit') {
      return new Outcome(
        ADDRESS_CODE.limit,
        addressLimitMessage(viewerOf(request).lang, ADDRESS_LIMIT),
        null as never,
      );
    }
    return result.address;
  });
  registerCall(app, deleteAddress, async ({ id }, request) => {
    if (!(await addresses.remove(signedInUser(request), id))) throw missing(id);
    return null;
  });
  registerCall(app, setDefaultAddress, async ({ id }, request) => {
    if (!(await addresses.setDefault(signedInUser(request), id))) throw missing(id);
    return null;
  });
}
