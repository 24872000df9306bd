import {
  AUTH_RATE_LIMITS,
  CODE,
  FAILED_EXPORT_MAX_ROWS,
  failedExportFilePath,
  IMAGE_CODE_PATH,
  IMAGE_SEARCH_CAPTCHA_PATH,
  IMAGE_SEARCH_PER_MINUTE,
  LISTING_CHANNELS,
  type ListingChannel,
  logout,
  PAYMENT_NOTIFY_PATH,
  PICTURE_PACKAGE_TTL_HOURS,
  picturePackageFilePath,
  shopCallbackPath,
  THIRD_PARTY_PROVIDERS,
  THIRD_PARTY_SIGN_IN_PREFIX,
  THIRD_PARTY_START_RATE_LIMIT,
  VIDEO_TICKET_MINUTES,
  videoFilePath,
} from '@stallhub/contracts';

/** One operation of the document: the OpenAPI object, with the name it is known by. */
export type Operation = Record<string, unknown> & { operationId: string };

const providerParameter = {
  name: 'provider',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: [...THIRD_PARTY_PROVIDERS] },
};

const unavailable = {
  description: 'The partner is not configured or not reachable.',
  content: {
    'application/json': { example: { code: CODE.serverError, message: 'unavailable', data: null } },
  },
};

/**
 * The API's routes that are not calls of the contract: a browser is sent to them, or a provider posts to
 * them, and none answers the envelope. Their paths come from the contract's constants, as the server's do.
 */
export const OUTSIDE_OPERATIONS: readonly { path: string; method: string; operation: Operation }[] = [
  {
    path: IMAGE_CODE_PATH,
    method: 'GET',
    operation: {
      operationId: 'imageCode',
      summary: 'A picture code',
      description:
        'An SVG picture of a code to type into `secCode` of activateEmail; the browser keeps which picture it ' +
        `was shown in a cookie, the answer stays on the server. At most ${AUTH_RATE_LIMITS.captcha} requests a ` +
        'minute from one address.',
      tags: ['apic'],
      responses: {
        200: { description: 'The picture.', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        429: { $ref: '#/components/responses/tooManyRequests' },
      },
    },
  },
  {
    path: IMAGE_SEARCH_CAPTCHA_PATH,
    method: 'GET',
    operation: {
      operationId: 'imageSearchCaptcha',
      summary: 'The image search captcha picture',
      description:
        'An SVG picture of the 4-character code to send as `verifyCode` of uploadImage once it answered that ' +
        'searches are too frequent; the browser keeps which picture it was shown in a cookie, the answer stays ' +
        `on the server. At most ${IMAGE_SEARCH_PER_MINUTE} requests a minute from one address.`,
      tags: ['api'],
      responses: {
        200: { description: 'The picture.', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        429: { $ref: '#/components/responses/tooManyRequests' },
      },
    },
  },
  {
    path: logout.path,
    method: 'GET',
    operation: {
      operationId: 'logoutByGet',
      summary: 'Sign out by GET: refused',
      description: `The spec's GET form of signing out, refused so that a link, a picture or a prefetch signs nobody out: use \`${logout.method}\`.`,
      tags: ['apic'],
      responses: {
        405: {
          description: 'Refused; the Allow header names the method to use.',
          content: {
            'application/json': {
              example: { code: CODE.methodNotAllowed, message: 'sign out with POST', data: null },
            },
          },
        },
      },
    },
  },
  {
    path: PAYMENT_NOTIFY_PATH,
    method: 'POST',
    operation: {
      operationId: 'paymentNotify',
      summary: "A payment provider's notification",
      description:
        "Server to server: the provider posts a payment's outcome, signed over the exact bytes of the body; " +
        'the order is marked paid or failed once. Not for browsers or integrators.',
      tags: ['apic'],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { type: 'object', description: "The provider's signed notice." } },
        },
      },
      responses: {
        200: {
          description: "The provider's acknowledgement (for the sandbox: `success`).",
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
        400: { $ref: '#/components/responses/badRequest' },
        404: { $ref: '#/components/responses/notFound' },
      },
    },
  },
  {
    path: `${THIRD_PARTY_SIGN_IN_PREFIX}{provider}/start`,
    method: 'GET',
    operation: {
      operationId: 'thirdPartySignInStart',
      summary: "Start a sign-in with a partner (the platforms' entry)",
      description:
        `A browser is redirected to the partner's authorisation page. At most ${THIRD_PARTY_START_RATE_LIMIT} ` +
        'starts a minute from one address.',
      tags: ['apic'],
      parameters: [
        providerParameter,
        { name: 'reurl', in: 'query', required: false, schema: { type: 'string' }, example: '/gz' },
        { name: 'auto', in: 'query', required: false, schema: { type: 'string', enum: ['1', 'true'] } },
      ],
      responses: {
        302: { description: "To the partner's authorisation page." },
        404: { $ref: '#/components/responses/notFound' },
        429: { $ref: '#/components/responses/tooManyRequests' },
        503: unavailable,
      },
    },
  },
  {
    path: `${THIRD_PARTY_SIGN_IN_PREFIX}{provider}/callback`,
    method: 'GET',
    operation: {
      operationId: 'thirdPartySignInCallback',
      summary: 'Where a partner sends the browser back',
      description:
        'Finishes the sign-in the same browser started: signs in (cookies set) and redirects to the page it ' +
        'began on, or back to the login page with the reason.',
      tags: ['apic'],
      parameters: [providerParameter],
      responses: {
        303: { description: 'To the page the sign-in began on, or to /login.html with the reason.' },
        404: { $ref: '#/components/responses/notFound' },
      },
    },
  },
  {
    path: shopCallbackPath('{channel}' as ListingChannel),
    method: 'GET',
    operation: {
      operationId: 'listingShopCallback',
      summary: 'Where a resale platform sends the buyer back after shop authorisation',
      description:
        'Finishes the shop authorisation the same session started (state bound to the session, PKCE): the ' +
        "code is exchanged for the shop's tokens, kept encrypted on the server, and the browser goes to the " +
        'upload settings page. A guest is answered 401; a state of another session or a stale one, 400.',
      tags: ['apic'],
      parameters: [
        {
          name: 'channel',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: [...LISTING_CHANNELS] },
        },
        { name: 'code', in: 'query', required: false, schema: { type: 'string' } },
        { name: 'state', in: 'query', required: true, schema: { type: 'string' } },
      ],
      responses: {
        302: {
          description:
            'To /auth/authorize?authorised={channel}, which returns the buyer to where they started.',
        },
        400: { description: "The state is not this session's, is stale, or the platform refused the code." },
        401: { $ref: '#/components/responses/notSignedIn' },
      },
    },
  },
  {
    path: failedExportFilePath,
    method: 'GET',
    operation: {
      operationId: 'listingFailedExportFile',
      summary: "The file of an export of the buyer's failed uploads",
      description:
        'The CSV file (UTF-8 with a byte order mark) that getExportResult points to: the failed records the ' +
        `export covers, newest first, at most ${FAILED_EXPORT_MAX_ROWS} rows. Only the buyer who started the export ` +
        'gets it; for anyone else it does not exist.',
      tags: ['apic'],
      parameters: [
        { name: 'exportId', in: 'query', required: true, schema: { type: 'string', format: 'uuid' } },
      ],
      responses: {
        200: { description: 'The file.', content: { 'text/csv': { schema: { type: 'string' } } } },
        400: { description: 'exportId is not an export id.' },
        401: { $ref: '#/components/responses/notSignedIn' },
        404: { description: "No such export of this buyer's." },
      },
    },
  },
  {
    path: picturePackageFilePath.replace(':key', '{key}'),
    method: 'GET',
    operation: {
      operationId: 'picturePackageFile',
      summary: 'A picture package PicMaker built',
      description:
        'The zip PicMaker answers the address of: one folder per item (art number and title) with its ' +
        'pictures as JPEG (main/, detail/, named by order and colour) and its video. Served to a signed-in ' +
        `buyer for ${PICTURE_PACKAGE_TTL_HOURS} hours after it was built.`,
      tags: ['apic'],
      parameters: [
        {
          name: 'key',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[0-9a-f]{40}\\.zip$' },
        },
      ],
      responses: {
        200: {
          description: 'The zip.',
          content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
        },
        401: { $ref: '#/components/responses/notSignedIn' },
        404: { description: 'No such package, or it expired.' },
      },
    },
  },
  {
    path: videoFilePath,
    method: 'GET',
    operation: {
      operationId: 'itemVideoFile',
      summary: "An item's video",
      description:
        `The MP4 of an item, for a buyer whom downloadCheck let through in the last ${VIDEO_TICKET_MINUTES} minutes ` +
        '(the check counts the download against the day).',
      tags: ['apif'],
      parameters: [{ name: 'vid', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'The video.',
          content: { 'video/mp4': { schema: { type: 'string', format: 'binary' } } },
        },
        400: { description: 'vid is not an item id.' },
        401: { $ref: '#/components/responses/notSignedIn' },
        403: { description: 'No downloadCheck let this buyer through for this video lately.' },
      },
    },
  },
];
