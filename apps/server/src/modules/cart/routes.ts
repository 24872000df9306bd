import {
  addToCart,
  batchAddToCart,
  type CartItemInput,
  COOKIE,
  COOKIE_MAX_AGE,
  favoriteAddToCart,
  getCart,
  getCartCount,
  getPurchaseList,
  purchaseAddAll,
  removeCartLine,
  updateCartLine,
} from '@stallhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registerCall } from '../../http/envelope.ts';
import { signedInUser } from '../../http/signed-in.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { CartOwner } from './owner.ts';
import type { CartAdd, CartService } from './service.ts';

type ParsedItem = z.output<typeof addToCart.input>;

type ParsedLine = z.output<typeof purchaseAddAll.input>['lines'][number];

const toAdd = (item: ParsedItem): CartAdd => ({
  itemId: item.itemId,
  colorId: item.color_id,
  sizeId: item.size_id,
  amount: item.amount,
});
const lineToAdd = (line: ParsedLine): CartAdd => ({
  itemId: line.itemId,
  colorId: line.colorId,
  sizeId: line.sizeId,
  amount: line.amount,
});

export function cartRoutes(app: FastifyInstance, deps: { cart: CartService }) {
  const { cart } = deps;
  const langOf = (request: FastifyRequest, asked?: CartItemInput['lang']) => asked ?? viewerOf(request).lang;

  /** Whose cart to read: the session's user, else the guest cart of the cookie (or none yet). */
  async function reader(request: FastifyRequest): Promise<CartOwner | null> {
    const { userId } = viewerOf(request);
    return userId !== null ? { userId } : cart.guestOwner(request.cookies[COOKIE.userKey]);
  }

  /**
   * Whose cart to write: the session's user, else a guest cart whose key the server sets as the
   * user_key cookie (30 days from each write, spec 1 §9). httpOnly: no page script needs the key.
   */
  async function writer(request: FastifyRequest, reply: FastifyReply) {
    const { userId } = viewerOf(request);
    if (userId !== null) return { owner: { userId } as CartOwner, key: null };
    const guest = await cart.openGuestCart(request.cookies[COOKIE.userKey]);
    reply.setCookie(COOKIE.userKey, guest.key, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
      maxAge: COOKIE_MAX_AGE.userKey,
    });
    return guest;
  }

  for (const call of [addToCart, favoriteAddToCart]) {
    registerCall(app, call, async (input, request, reply) => {
      const lang = langOf(request, input.lang);
      const { owner, key } = await writer(request, reply);
      const added = await cart.add(owner, toAdd(input), lang);
      return { user_key: key, ...added };
    });
  }

  registerCall(app, batchAddToCart, async (input, request, reply) => {
    const lang = langOf(request);
    const { owner, key } = await writer(request, reply);
    return { user_key: key, ...(await cart.addAll(owner, input.items.map(toAdd), lang)) };
  });

  registerCall(app, getCart, async (input, request) =>
    cart.view(
      await reader(request),
      langOf(request, input.lang),
      input.currency ?? request.cookies[COOKIE.currency],
    ),
  );

  registerCall(app, getCartCount, async (_input, request) => ({
    cartCount: await cart.count(await reader(request)),
  }));

  // Only lines of the asker's own cart: anyone else's id (or a guest with no cart) answers 404.
  registerCall(app, updateCartLine, async (input, request) => {
    const lang = langOf(request);
    const owner = await reader(request);
    await cart.setAmount(owner, input.id, input.amount, lang);
    return cart.view(owner, lang, request.cookies[COOKIE.currency]);
  });

  registerCall(app, removeCartLine, async (input, request) => {
    const lang = langOf(request);
    const owner = await reader(request);
    await cart.remove(owner, input.id, lang);
    return cart.view(owner, lang, request.cookies[COOKIE.currency]);
  });

  // The purchase list is for signed-in buyers only (spec 3 §6): a guest is asked to sign in.
  registerCall(app, purchaseAddAll, async (input, request) =>
    cart.addToPurchaseList(signedInUser(request), input.lines.map(lineToAdd), langOf(request)),
  );

  registerCall(app, getPurchaseList, async (_input, request) =>
    cart.purchaseList(signedInUser(request), langOf(request)),
  );
}
