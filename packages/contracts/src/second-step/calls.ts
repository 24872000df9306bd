// second-step: the calls, each its route (method and path) joined with its input and answer schemas.
import { loginData } from '../auth/schemas.ts';
import { defineCall } from '../call.ts';
import { secondVerifyRoute } from './routes.ts';
import { secondVerifyInput } from './schemas.ts';

/** Finishes a sign-in that answered 423: the right code signs in like /apic/login does. */
export const secondVerify = defineCall({ ...secondVerifyRoute, input: secondVerifyInput, data: loginData });
