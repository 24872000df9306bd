import { getReceivedCoupons } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { signedInUser } from '../../http/signed-in.ts';
import type { ReceivedCouponsService } from './received-service.ts';

export function receivedCouponsRoutes(app: FastifyInstance, deps: { received: ReceivedCouponsService }) {
  registerCall(app, getReceivedCoupons, (_input, request) => deps.received.list(signedInUser(request)));
}
