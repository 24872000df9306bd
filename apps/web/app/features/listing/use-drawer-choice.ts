import { type PrecheckResult, precheckRoute } from '@stallhub/contracts';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api.ts';
import { adoptRememberedChoices } from './listing-cookies.ts';

type ChannelEntry = PrecheckResult['uploadChannelList'][number];

const defaultTool = (entry: ChannelEntry | undefined) =>
  entry?.toolList.find((tool) => tool.isDefaultTool)?.toolId ?? null;

/**
 * The upload drawer's choice (spec 2 §4 "Upload drawer"): the precheck loaded on opening, the default
 * platform that can take the item and its default tool preselected; choosing a platform selects its
 * default tool.
 */
export function useDrawerChoice(itemId: number) {
  const [precheck, setPrecheck] = useState<PrecheckResult | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [channel, setChannel] = useState<string | null>(null);
  const [toolId, setToolId] = useState<number | null>(null);
  const [remember, setRemember] = useState(true);

  useEffect(() => {
    let live = true;
    browserApi
      .call(precheckRoute, { itemId })
      .then((answer) => {
        if (!live) return;
        adoptRememberedChoices(answer.rememberedChoices ?? []);
        setPrecheck(answer);
        const unable = new Set(answer.uploadConf.unableChannels.map((entry) => entry.channelKey));
        const first =
          answer.uploadChannelList.find(
            (entry) => entry.isDefaultChannel && !unable.has(entry.channelCode),
          ) ?? answer.uploadChannelList.find((entry) => !unable.has(entry.channelCode));
        setChannel(first?.channelCode ?? null);
        setToolId(defaultTool(first));
      })
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [itemId]);

  const unable = new Map(precheck?.uploadConf.unableChannels.map((entry) => [entry.channelKey, entry]) ?? []);
  const chosen = precheck?.uploadChannelList.find((entry) => entry.channelCode === channel) ?? null;
  return {
    precheck,
    failed,
    unable,
    chosen,
    toolId,
    remember,
    ready: chosen !== null && toolId !== null && !unable.has(chosen.channelCode),
    chooseChannel: (entry: ChannelEntry) => {
      setChannel(entry.channelCode);
      setToolId(defaultTool(entry));
    },
    chooseTool: setToolId,
    setRemember,
  };
}

export type DrawerChoice = ReturnType<typeof useDrawerChoice>;
