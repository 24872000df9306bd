/** The resale platforms the sandbox stands in for, with the test accounts a developer can sign in as. */
export const PLATFORMS = {
  taobao: {
    title: '淘宝开放平台（沙箱）',
    subtitle: 'Taobao open platform sandbox',
    scope: 'user_info',
    accounts: [
      { subject: 'tb2200000001', nickname: '杭州小店主' },
      { subject: 'tb2200000002', nickname: '广州批发客' },
    ],
  },
  wechat: {
    title: '微信开放平台（沙箱）',
    subtitle: 'WeChat open platform sandbox',
    scope: 'snsapi_login',
    accounts: [
      { subject: 'o_wx_sandbox_0001', nickname: '微信用户小林' },
      { subject: 'o_wx_sandbox_0002', nickname: '微信用户阿芳' },
    ],
  },
} as const;

export type Platform = keyof typeof PLATFORMS;
export const isPlatform = (value: string): value is Platform => Object.hasOwn(PLATFORMS, value);
export type SandboxAccount = (typeof PLATFORMS)[Platform]['accounts'][number];

/** An application registered with a platform: who may ask for codes, and where they may be sent. */
export interface SandboxClient {
  platform: Platform;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}
