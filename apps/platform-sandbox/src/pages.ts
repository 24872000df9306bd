import { PLATFORMS, type Platform } from './platforms.ts';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const layout = (platform: Platform, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(PLATFORMS[platform].title)}</title>
<style>
body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f5f7;color:#222}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002;padding:24px}
h1{font-size:20px;margin:0}.sub{color:#888;font-size:13px;margin:4px 0 20px}
.banner{background:#fff7e0;border:1px solid #f0d78c;border-radius:4px;padding:8px;font-size:12px;color:#7a5b00;margin-bottom:16px}
label.account{display:flex;gap:8px;align-items:center;border:1px solid #ddd;border-radius:6px;padding:10px;margin-bottom:8px;cursor:pointer}
.actions{display:flex;gap:8px;margin-top:16px}button{flex:1;height:40px;border-radius:4px;border:1px solid #ccc;background:#fff;font-size:15px;cursor:pointer}
button.primary{background:${platform === 'taobao' ? '#ff5000' : '#07c160'};border-color:transparent;color:#fff}
.qr{display:block;margin:0 auto;width:220px;height:220px}.center{text-align:center}a{color:#576b95}
</style></head><body><main>
<h1>${escapeHtml(PLATFORMS[platform].title)}</h1><p class="sub">${escapeHtml(PLATFORMS[platform].subtitle)}</p>
<p class="banner">沙箱环境：仅供开发测试，不是真实平台。Sandbox for development: not the real platform.</p>
${body}
</main></body></html>`;

/** The consent page: which app asks, for what, as which test account; allow or deny. */
export function consentPage(options: {
  platform: Platform;
  requestId: string;
  clientId: string;
  scope: string;
}) {
  const { platform, requestId, clientId, scope } = options;
  const accounts = PLATFORMS[platform].accounts
    .map(
      (account, i) =>
        `<label class="account"><input type="radio" name="account" value="${escapeHtml(account.subject)}"${
          i === 0 ? ' checked' : ''
        }> ${escapeHtml(account.nickname)} <small>(${escapeHtml(account.subject)})</small></label>`,
    )
    .join('\n');
  return layout(
    platform,
    `<p>应用 <strong>${escapeHtml(clientId)}</strong> 请求获取你的公开信息（昵称、用户标识）。</p>
<p class="sub">Scope: ${escapeHtml(scope)}</p>
<form method="post" action="/${platform}/oauth/decide">
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
${accounts}
<div class="actions"><button type="submit" name="decision" value="deny">拒绝 Deny</button>
<button class="primary" type="submit" name="decision" value="allow">同意授权 Allow</button></div>
</form>`,
  );
}

/**
 * WeChat's website sign-in: a QR code for the phone to scan; this page waits and goes on once the phone
 * confirmed. On one machine, the "open on this device" link plays the phone.
 */
export function qrPage(options: { requestId: string; qrSvg: string; scanUrl: string }) {
  const { requestId, qrSvg, scanUrl } = options;
  return layout(
    'wechat',
    `<p class="center">请使用微信扫描二维码登录</p>
<div class="qr" aria-label="QR">${qrSvg}</div>
<p class="center sub" id="status">Scan with WeChat to sign in</p>
<p class="center"><a href="${escapeHtml(scanUrl)}" id="open-on-device">在本机打开（模拟手机扫码）Open on this device</a></p>
<script>
const poll = async () => {
  const response = await fetch('/wechat/oauth/qr/${encodeURIComponent(requestId)}/status');
  const body = await response.json();
  if (body.location) { location.href = body.location; return; }
  if (body.expired) { document.getElementById('status').textContent = '二维码已过期，请刷新 QR expired, reload'; return; }
  setTimeout(poll, 1000);
};
poll();
</script>`,
  );
}

/** What the phone shows once it confirmed. */
export const scannedPage = () =>
  layout(
    'wechat',
    '<p class="center">已确认登录，请回到电脑上继续。<br>Confirmed: continue on your computer.</p>',
  );

export const errorPage = (platform: Platform, message: string) =>
  layout(platform, `<p class="center">${escapeHtml(message)}</p>`);
