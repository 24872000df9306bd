import { CODE, COUPON_CODE, getNewUserCoupon, receiveCoupon } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { Outcome, registerCall } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { viewerOf } from '../../http/viewer.ts';
import { authMessage, langOf } from '../auth/index.ts';
import type { CouponsService } from './service.ts';

export function couponsRoutes(app: FastifyInstance, deps: { coupons: CouponsService }) {
  // The scene (header image, home dialog, item page) is validated but changes nothing in the answer.
  registerCall(app, getNewUserCoupon, (_input, request) =>
    deps.coupons.newUserInfo(viewerOf(request).userId),
  );

  registerCall(app, receiveCoupon, async ({ couponSendPlanId }, request) => {
    const userId = request.session?.userId;
    if (userId === undefined) {
      throw new HttpError(401, authMessage(langOf(request), 'notLoggedIn'), CODE.notLoggedIn);
    }
    switch (await deps.coupons.receive(userId, couponSendPlanId)) {
      case 'received':
        return { result: true };
      case 'already':
        return new Outcome(COUPON_CODE.alreadyReceived, 'already received', { result: false });
      case 'planEnded':
        return new Outcome(COUPON_CODE.planEnded, 'this coupon plan has ended', { result: false });
      case 'notNewUser':
        return new Outcome(COUPON_CODE.notNewUser, 'only new accounts can receive this coupon', {
          result: false,
        });
    }
  });
}
