import type { Language } from '@stallhub/contracts';
import { serverMessage } from '@stallhub/i18n/server';

/** The one text this module answers with: the partner could not be reached or is not set up. */
export const unavailableMessage = (lang: Language) => serverMessage(lang, 'thirdPartySignIn.unavailable');
