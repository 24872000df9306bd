import type { Language, UserMessage } from '@stallhub/contracts';
import type { StoredMessage, TemplatedMessage } from '../users/index.ts';

export interface RenderedText {
  title: string;
  body: string;
}

/**
 * A sender's templates (decision 074). It renders every message of a page that is its own, in one pass,
 * so a page costs one batch of look-ups per sender however many messages it holds. Null for a message
 * it cannot render (a template it no longer knows, facts that do not parse): the stored words are shown.
 */
export interface MessageRenderer {
  render(lang: Language, messages: readonly TemplatedMessage[]): Promise<(RenderedText | null)[]>;
}

/**
 * Renderers by sender, the part of a template's name before its dot (`orders` renders `orders.shipped`).
 * Senders hand theirs to the message centre where the app is wired (services.ts), so the message centre
 * never imports a sender and a sender's words stay beside the facts it records.
 */
export type MessageRenderers = Readonly<Record<string, MessageRenderer>>;

const senderOf = (template: string) => template.slice(0, Math.max(0, template.indexOf('.')));

/** A page of stored messages as the reader reads them: templated ones rendered now, in their language. */
export async function renderMessages(
  renderers: MessageRenderers,
  lang: Language,
  stored: readonly StoredMessage[],
): Promise<UserMessage[]> {
  const bySender = new Map<string, number[]>();
  stored.forEach((message, at) => {
    if (message.template === null) return;
    const sender = senderOf(message.template);
    bySender.set(sender, [...(bySender.get(sender) ?? []), at]);
  });
  const texts: (RenderedText | null)[] = stored.map(() => null);
  await Promise.all(
    [...bySender].map(async ([sender, ats]) => {
      const renderer = renderers[sender];
      if (!renderer) return;
      const rendered = await renderer.render(
        lang,
        ats.map((at) => ({ template: stored[at]!.template!, params: stored[at]!.params })),
      );
      ats.forEach((at, k) => {
        texts[at] = rendered[k] ?? null;
      });
    }),
  );
  return stored.map(({ template: _template, params: _params, ...message }, at) => ({
    ...message,
    ...(texts[at] ?? {}),
  }));
}
