import { marketTimestamp } from '@stallhub/contracts';
import { CHANNELS, type Channel } from './channels.ts';
import type { ListedItem, Shop } from './listing-shops.ts';
import { escapeHtml } from './pages.ts';

/** The sandbox's index is no one platform's: it is headed as the whole sandbox. */
const SANDBOX_HEADING = { title: '开放平台沙箱', subtitle: 'Open platforms sandbox' };

const layout = (
  channel: Channel,
  body: string,
  wide = false,
  heading: { title: string; subtitle: string } = CHANNELS[channel],
) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading.title)}</title>
<style>
body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f5f7;color:#222}
main{max-width:${wide ? 960 : 420}px;margin:40px auto;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002;padding:24px}
@media (max-width:600px){main{margin:0;border-radius:0;padding:16px}}
h1{font-size:20px;margin:0}h2{font-size:17px;margin:0 0 4px}.sub{color:#888;font-size:13px;margin:4px 0 20px}
.banner{background:#fff7e0;border:1px solid #f0d78c;border-radius:4px;padding:8px;font-size:12px;color:#7a5b00;margin-bottom:16px}
label.account{display:flex;gap:8px;align-items:center;border:1px solid #ddd;border-radius:6px;padding:10px;margin-bottom:8px;cursor:pointer}
label.account small{color:#888;display:block}
.actions{display:flex;gap:8px;margin-top:16px}button{flex:1;height:40px;border-radius:4px;border:1px solid #ccc;background:#fff;font-size:15px;cursor:pointer}
button.primary{background:${CHANNELS[channel].colour};border-color:transparent;color:#fff}.center{text-align:center}a{color:#576b95}
.item{display:flex;gap:16px;border-top:1px solid #eee;padding:16px 0;flex-wrap:wrap}.item.delisted{opacity:.55}
.pics{display:flex;gap:6px;flex-wrap:wrap;width:320px;max-width:100%}.pics img{width:100px;height:100px;object-fit:cover;border:1px solid #eee;border-radius:4px}
.facts{flex:1;min-width:240px}.price{color:${CHANNELS[channel].colour};font-size:20px;font-weight:700}
table{border-collapse:collapse;font-size:13px;margin-top:8px}td,th{border:1px solid #eee;padding:4px 8px;text-align:left}
.tag{display:inline-block;font-size:12px;border-radius:3px;padding:0 6px;background:#eee;color:#555;margin-left:6px}
</style></head><body><main>
<h1>${escapeHtml(heading.title)}</h1><p class="sub">${escapeHtml(heading.subtitle)}</p>
<p class="banner">沙箱环境：仅供开发测试，不是真实平台。Sandbox for development: not the real platform.</p>
${body}
</main></body></html>`;

/** The shop authorisation page: which app asks to manage items, in which test seller's shop. */
export function shopConsentPage(options: {
  channel: Channel;
  requestId: string;
  clientId: string;
  shops: Shop[];
}) {
  const { channel, requestId, clientId, shops } = options;
  const choices = shops
    .map(
      (shop, i) =>
        `<label class="account"><input type="radio" name="shop" value="${escapeHtml(shop.id)}"${i === 0 ? ' checked' : ''}>
<span>${escapeHtml(shop.name)}<small>${escapeHtml(shop.subtitle)} · ${escapeHtml(shop.id)}</small></span></label>`,
    )
    .join('\n');
  return layout(
    channel,
    `<p>应用 <strong>${escapeHtml(clientId)}</strong> 请求管理你店铺的商品（发布、改价改库存、下架）。</p>
<p class="sub">The app asks to manage your shop's items (list, change price and stock, delist). Choose the shop.</p>
<form method="post" action="/open/${channel}/oauth/decide">
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
${choices}
<div class="actions"><button type="submit" name="decision" value="deny">拒绝 Deny</button>
<button class="primary" type="submit" name="decision" value="allow">同意授权 Allow</button></div>
</form>`,
  );
}

/** Face verification on the merchant side (spec 2 §4): the seller completes it, then adds go through. */
export function verificationPage(shop: Shop, ticket: string, done: boolean) {
  const body = done
    ? `<p class="center" data-testid="verification-done">人脸验证已完成，请回到原页面继续发布。<br>Face verification complete: go back and continue listing.</p>`
    : `<p>店铺 <strong>${escapeHtml(shop.name)}</strong> 存在安全风险，请完成人脸验证后再发布商品。</p>
<p class="sub">This shop shows a safety risk: complete face verification before listing items.</p>
<form method="post" action="/open/${shop.channel}/verify/${encodeURIComponent(ticket)}">
<div class="actions"><button class="primary" type="submit">完成人脸验证 Complete face verification</button></div>
</form>`;
  return layout(shop.channel, body);
}

const yuan = (price: string) => `¥${Number(price).toFixed(2)}`;
// Beijing time, as the platforms' seller pages show it, named because the pages are read in English too.
const time = (ms: number) => marketTimestamp(ms, { zone: true });

/** Where the platform's image space serves a listed picture (seller-pages.ts). */
export const IMAGE_SPACE_PATH = '/image-space';
/** A listed picture's address in the image space, on this origin. */
export const imageSpaceUrl = (url: string) => `${IMAGE_SPACE_PATH}?url=${encodeURIComponent(url)}`;

function itemBlock(shop: Shop, item: ListedItem) {
  const pictures = item.pictures
    .map(
      (url, i) =>
        `<img src="${escapeHtml(imageSpaceUrl(url))}" alt="主图 ${i + 1} picture ${i + 1}" loading="lazy">`,
    )
    .join('');
  const skus = item.skus
    .map(
      (sku) =>
        `<tr><td>${escapeHtml(sku.colour)}</td><td>${escapeHtml(sku.size)}</td><td>${yuan(sku.price)}</td><td>${sku.stock}</td></tr>`,
    )
    .join('');
  const state =
    item.delistTime !== null
      ? `已下架 Delisted ${time(item.delistTime)}`
      : item.relistTime !== null
        ? `出售中 On sale · 重新上架 Relisted ${time(item.relistTime)}`
        : '出售中 On sale';
  // The seller's own delete, as in a platform's seller centre: the listing is gone for the app too.
  const remove = `<form method="post" action="/shops/${shop.channel}/${encodeURIComponent(shop.id)}/items/${encodeURIComponent(item.toItemId)}/delete"><button type="submit" data-testid="delete-item">删除 Delete</button></form>`;
  return `<article class="item${item.delistTime === null ? '' : ' delisted'}" id="item-${escapeHtml(item.toItemId)}" data-testid="listed-item">
<div class="pics">${pictures}</div>
<div class="facts"><h2>${escapeHtml(item.title)}<span class="tag">${state}</span></h2>
<p class="price">${yuan(item.price)}</p>
<p class="sub">商品 ID Item ${escapeHtml(item.toItemId)} · 商家编码 Outer id ${escapeHtml(item.outerId)} · 发布 Listed ${time(item.uploadTime)}${item.modifiedTime > item.uploadTime ? ` · <span data-testid="modified">修改 Updated ${time(item.modifiedTime)}</span>` : ''} · 描述图 ${item.descriptionImages.length} description images</p>
<table><thead><tr><th>颜色 Colour</th><th>尺码 Size</th><th>价格 Price</th><th>库存 Stock</th></tr></thead><tbody>${skus}</tbody></table>
<div class="actions">${remove}</div>
</div></article>`;
}

/** A seller's shop as a person sees it: what arrived, newest first. */
export function shopPage(shop: Shop) {
  const items = [...shop.items].sort((a, b) => b.uploadTime - a.uploadTime);
  const list = items.length
    ? items.map((item) => itemBlock(shop, item)).join('\n')
    : '<p class="center sub" data-testid="no-items">店铺还没有商品。No items in this shop yet.</p>';
  return layout(
    shop.channel,
    `<h2>${escapeHtml(shop.name)}</h2>
<p class="sub">卖家 Seller ${escapeHtml(shop.sellerNick)} · ${escapeHtml(shop.subtitle)} · 图片空间 Image space ${shop.imageSpace.used}/${shop.imageSpace.capacity}</p>
${list}
<p><a href="/shops">所有沙箱店铺 All sandbox shops</a></p>`,
    true,
  );
}

/** Every test seller's shop, by platform, to find the one a push went to. */
export function shopIndexPage(shops: Shop[]) {
  const sections = (Object.keys(CHANNELS) as Channel[]).map((channel) => {
    const rows = shops
      .filter((shop) => shop.channel === channel)
      .map(
        (shop) =>
          `<li><a href="/shops/${channel}/${encodeURIComponent(shop.id)}">${escapeHtml(shop.name)}</a> <small class="sub">${escapeHtml(shop.subtitle)} · ${shop.items.length} 件 items</small></li>`,
      )
      .join('\n');
    return `<h2>${escapeHtml(CHANNELS[channel].title)}</h2><p class="sub">${escapeHtml(CHANNELS[channel].subtitle)}</p><ul>${rows}</ul>`;
  });
  return layout('taobao', sections.join('\n'), true, SANDBOX_HEADING);
}

export const channelErrorPage = (channel: Channel, message: string) =>
  layout(channel, `<p class="center">${escapeHtml(message)}</p>`);
