/**
 * The resale platforms whose open APIs the sandbox plays for listing (spec 2 §1; the other platforms of
 * §1 only open their own link). `mainImages` is the platform's main-picture rule: Taobao and Tmall take
 * the ratio of the shop's template (spec 2 §3 template_json.imageCropRatio, default '1'); spec 2 gives
 * no ratio rule for the others, so the sandbox enforces none there.
 */
export const CHANNELS = {
  taobao: {
    title: '淘宝开放平台（沙箱）',
    subtitle: 'Taobao open platform sandbox',
    colour: '#ff5000',
    ratioRule: true,
  },
  tmall: {
    title: '天猫开放平台（沙箱）',
    subtitle: 'Tmall open platform sandbox',
    colour: '#ff0036',
    ratioRule: true,
  },
  douyin: {
    title: '抖店开放平台（沙箱）',
    subtitle: 'Douyin shop open platform sandbox',
    colour: '#161823',
    ratioRule: false,
  },
  pinduoduo: {
    title: '拼多多开放平台（沙箱）',
    subtitle: 'Pinduoduo open platform sandbox',
    colour: '#e02e24',
    ratioRule: false,
  },
  kuaishou: {
    title: '快手小店开放平台（沙箱）',
    subtitle: 'Kuaishou shop open platform sandbox',
    colour: '#ff4906',
    ratioRule: false,
  },
  xiaohongshu: {
    title: '小红书开放平台（沙箱）',
    subtitle: 'Xiaohongshu open platform sandbox',
    colour: '#ff2442',
    ratioRule: false,
  },
} as const;

export type Channel = keyof typeof CHANNELS;
export const isChannel = (value: string): value is Channel => Object.hasOwn(CHANNELS, value);

/** The scope a shop authorisation grants: managing the shop's items. */
export const SHOP_SCOPE = 'item_manage';

/** An application registered with a platform to list into sellers' shops. */
export interface ListingClient {
  channel: Channel;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}
