import { LANGUAGES, type Language } from '@stallhub/contracts';
import { serverMessage } from '@stallhub/i18n/server';
import { z } from 'zod';
import type { TemplatedMessage } from '../users/index.ts';
import type { MessageRenderer, RenderedText } from './renderers.ts';

// The platform's own messages (decision 074): what happened, in facts, and an announcement that the
// platform wrote in words, carrying its translations (Chinese, the source, always among them).
const text = z.object({ title: z.string(), body: z.string().default('') });
const params = {
  'platform.stallNews': z.object({ count: z.number().int().nonnegative() }),
  'platform.couponExpiring': z.object({ days: z.number().int().nonnegative() }),
  'platform.announcement': z.object({
    texts: z.object({ cn: text }).and(z.partialRecord(z.enum(LANGUAGES), text)),
  }),
};
type PlatformTemplate = keyof typeof params;
type ParamsOf<T extends PlatformTemplate> = z.input<(typeof params)[T]>;

/** A platform message, typed by its template. */
export const platformMessage = <T extends PlatformTemplate>(
  template: T,
  facts: ParamsOf<T>,
): TemplatedMessage => ({
  template,
  params: facts as Record<string, unknown>,
});

function render(lang: Language, message: TemplatedMessage): RenderedText | null {
  switch (message.template) {
    case 'platform.stallNews': {
      const facts = params[message.template].safeParse(message.params);
      if (!facts.success) return null;
      return {
        title: serverMessage(lang, 'messageCentre.stallNewsTitle'),
        body: serverMessage(lang, 'messageCentre.stallNewsBody', { count: facts.data.count }),
      };
    }
    case 'platform.couponExpiring': {
      const facts = params[message.template].safeParse(message.params);
      if (!facts.success) return null;
      return {
        title: serverMessage(lang, 'messageCentre.couponExpiringTitle'),
        body: serverMessage(lang, 'messageCentre.couponExpiringBody', { count: facts.data.days }),
      };
    }
    case 'platform.announcement': {
      const facts = params[message.template].safeParse(message.params);
      if (!facts.success) return null;
      const texts = facts.data.texts as Partial<Record<Language, RenderedText>> & { cn: RenderedText };
      return texts[lang] ?? texts.cn;
    }
    default:
      return null;
  }
}

/** Renders the platform's messages: its texts are the server catalogue's, so nothing is looked up. */
export const platformRenderer: MessageRenderer = {
  render: async (lang, messages) => messages.map((message) => render(lang, message)),
};
