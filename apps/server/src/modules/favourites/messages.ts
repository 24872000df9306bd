import type { Language } from '@stallhub/contracts';

// The texts this module answers with in the envelope's message: the page shows them for 201, 202 and
// 209 as the spec says (§8 "Favourite add", "Follow stall"). {max} is the limit.
type Key =
  | 'alreadyFavourited'
  | 'favouriteLimit'
  | 'itemOffShelf'
  | 'alreadyFollowing'
  | 'followLimit'
  | 'noStall';

const TEXTS: Record<Language, Record<Key, string>> = {
  cn: {
    alreadyFavourited: '已经收藏过了',
    favouriteLimit: '收藏商品已达上限 {max} 件，请先整理收藏夹',
    itemOffShelf: '该商品已下架，无法收藏',
    alreadyFollowing: '已经关注过该档口',
    followLimit: '关注档口已达上限 {max} 个，请先取消部分关注',
    noStall: '该档口不存在或已关闭',
  },
  en: {
    alreadyFavourited: 'Already in your favourites',
    favouriteLimit: 'You have reached the limit of {max} favourite items. Tidy up your favourites first',
    itemOffShelf: 'This item is off the shelf and cannot be favourited',
    alreadyFollowing: 'You already follow this stall',
    followLimit: 'You can follow at most {max} stalls. Unfollow some first',
    noStall: 'This stall does not exist or has closed',
  },
  ko: {
    alreadyFavourited: '이미 찜한 상품입니다',
    favouriteLimit: '찜한 상품이 최대 {max}개에 도달했습니다. 먼저 찜 목록을 정리하세요',
    itemOffShelf: '판매 중지된 상품이라 찜할 수 없습니다',
    alreadyFollowing: '이미 팔로우한 매장입니다',
    followLimit: '매장은 최대 {max}개까지 팔로우할 수 있습니다. 먼저 일부를 취소하세요',
    noStall: '존재하지 않거나 폐점한 매장입니다',
  },
  ja: {
    alreadyFavourited: 'すでにお気に入りに登録済みです',
    favouriteLimit: 'お気に入り商品が上限の{max}件に達しました。先にお気に入りを整理してください',
    itemOffShelf: 'この商品は販売終了のため、お気に入りに追加できません',
    alreadyFollowing: 'この店舗はすでにフォローしています',
    followLimit: 'フォローできる店舗は最大{max}件です。先に一部のフォローを解除してください',
    noStall: 'この店舗は存在しないか、閉店しました',
  },
  de: {
    alreadyFavourited: 'Bereits in Ihren Favoriten',
    favouriteLimit:
      'Sie haben die Grenze von {max} Lieblingsartikeln erreicht. Räumen Sie zuerst Ihre Favoriten auf',
    itemOffShelf: 'Dieser Artikel ist nicht mehr im Angebot und kann nicht gemerkt werden',
    alreadyFollowing: 'Sie folgen diesem Stand bereits',
    followLimit: 'Sie können höchstens {max} Ständen folgen. Entfolgen Sie zuerst einigen',
    noStall: 'Diesen Stand gibt es nicht oder er ist geschlossen',
  },
  fr: {
    alreadyFavourited: 'Déjà dans vos favoris',
    favouriteLimit: 'Vous avez atteint la limite de {max} articles favoris. Faites d’abord du tri',
    itemOffShelf: 'Cet article n’est plus en vente et ne peut pas être ajouté aux favoris',
    alreadyFollowing: 'Vous suivez déjà ce stand',
    followLimit: 'Vous pouvez suivre au plus {max} stands. Cessez d’en suivre quelques-uns d’abord',
    noStall: 'Ce stand n’existe pas ou a fermé',
  },
  es: {
    alreadyFavourited: 'Ya está en tus favoritos',
    favouriteLimit: 'Has alcanzado el límite de {max} artículos favoritos. Ordena primero tus favoritos',
    itemOffShelf: 'Este artículo ya no está a la venta y no se puede guardar',
    alreadyFollowing: 'Ya sigues este puesto',
    followLimit: 'Puedes seguir como máximo {max} puestos. Deja de seguir algunos primero',
    noStall: 'Este puesto no existe o ha cerrado',
  },
  vi: {
    alreadyFavourited: 'Sản phẩm đã có trong mục yêu thích',
    favouriteLimit: 'Bạn đã đạt giới hạn {max} sản phẩm yêu thích. Hãy sắp xếp lại mục yêu thích trước',
    itemOffShelf: 'Sản phẩm đã ngừng bán, không thể thêm vào yêu thích',
    alreadyFollowing: 'Bạn đã theo dõi sạp này',
    followLimit: 'Bạn chỉ có thể theo dõi tối đa {max} sạp. Hãy bỏ theo dõi bớt trước',
    noStall: 'Sạp này không tồn tại hoặc đã đóng cửa',
  },
  th: {
    alreadyFavourited: 'สินค้านี้อยู่ในรายการโปรดแล้ว',
    favouriteLimit: 'รายการโปรดครบ {max} ชิ้นแล้ว โปรดจัดการรายการโปรดก่อน',
    itemOffShelf: 'สินค้านี้หยุดขายแล้ว ไม่สามารถเพิ่มในรายการโปรดได้',
    alreadyFollowing: 'คุณติดตามร้านนี้อยู่แล้ว',
    followLimit: 'ติดตามร้านได้สูงสุด {max} ร้าน โปรดเลิกติดตามบางร้านก่อน',
    noStall: 'ไม่พบร้านนี้หรือร้านปิดแล้ว',
  },
  'pt-br': {
    alreadyFavourited: 'Já está nos seus favoritos',
    favouriteLimit: 'Você atingiu o limite de {max} itens favoritos. Organize seus favoritos primeiro',
    itemOffShelf: 'Este item saiu de linha e não pode ser favoritado',
    alreadyFollowing: 'Você já segue esta banca',
    followLimit: 'Você pode seguir no máximo {max} bancas. Deixe de seguir algumas primeiro',
    noStall: 'Esta banca não existe ou fechou',
  },
};

export const favouritesMessage = (lang: Language, key: Key, max = 0) =>
  TEXTS[lang][key].replace('{max}', String(max));
