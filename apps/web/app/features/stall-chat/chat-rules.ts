// Chat with a stall (spec 3 §4 "Chat"), free of React: the item page's stall block and the stall header share it.

/**
 * Wangwang's web chat with the stall, only when it has the service on (rightsData.wangwang 1) and a
 * nickname; otherwise null, and the remind tip shows instead.
 */
export const chatHref = (open: boolean, nickname: string | null) =>
  open && nickname
    ? `https://www.taobao.com/webww/ww.php?ver=3&touid=${encodeURIComponent(nickname)}&siteid=cntaobao&status=1&charset=utf-8`
    : null;
