import { randomBytes } from 'node:crypto';
import { shopCallbackPath } from '@stallhub/contracts';
import type { Env } from '../../env.ts';
import { CHANNEL_KEYS, type ChannelAdapter, type ChannelKey } from './channel-adapter.ts';
import { createOpenPlatformChannel } from './open-platform-channel.ts';

/** The platforms a deployment lists into, each behind its adapter. */
export type Channels = Partial<Record<ChannelKey, ChannelAdapter>>;

const settingsOf = (env: Env, channel: ChannelKey) => {
  const name = channel.toUpperCase() as Uppercase<ChannelKey>;
  return {
    clientId: env[`${name}_SHOP_CLIENT_ID`],
    clientSecret: env[`${name}_SHOP_CLIENT_SECRET`],
    apiUrl: env[`${name}_OPEN_API_URL`],
  };
};

/** The platforms the environment configures, and only those: building them starts nothing. */
export function configuredChannels(env: Env): Channels {
  const channels: Channels = {};
  for (const channel of CHANNEL_KEYS) {
    const { clientId, clientSecret, apiUrl } = settingsOf(env, channel);
    if (clientId && clientSecret && apiUrl) {
      channels[channel] = createOpenPlatformChannel({ channel, clientId, clientSecret, apiUrl });
    }
  }
  return channels;
}

/**
 * The sandbox applications for the platforms the environment leaves unset: registered for the
 * callback on each origin, with a secret made here. `sandboxChannels` then builds their adapters.
 */
export function sandboxListingClients(configured: Channels, origins: string[]) {
  return CHANNEL_KEYS.filter((channel) => !configured[channel]).map((channel) => ({
    channel,
    clientId: `stallhub-${channel}-shop`,
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris: origins.map((origin) => new URL(shopCallbackPath(channel), origin).href),
  }));
}

/** The environment that configures the sandbox's listing clients as the platforms (settingsOf's names). */
export function sandboxChannelSettings(
  sandboxUrl: string,
  clients: ReturnType<typeof sandboxListingClients>,
): Record<string, string> {
  return Object.fromEntries(
    clients.flatMap(({ channel, clientId, clientSecret }) => {
      const name = channel.toUpperCase();
      return [
        [`${name}_SHOP_CLIENT_ID`, clientId],
        [`${name}_SHOP_CLIENT_SECRET`, clientSecret],
        [`${name}_OPEN_API_URL`, `${sandboxUrl}/open/${channel}`],
      ];
    }),
  );
}

export function sandboxChannels(
  sandboxUrl: string,
  clients: ReturnType<typeof sandboxListingClients>,
): Channels {
  return Object.fromEntries(
    clients.map((client) => [
      client.channel,
      createOpenPlatformChannel({ ...client, apiUrl: `${sandboxUrl}/open/${client.channel}` }),
    ]),
  );
}
