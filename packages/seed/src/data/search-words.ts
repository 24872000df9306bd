import type { City } from '@stallhub/contracts';
import { type Translated, tr } from './translations.ts';

/** Words buyers search for, in every language. */
export const WORDS = {
  hoodie: tr('卫衣', 'hoodie', '후드티', 'パーカー', 'Hoodie', 'sweat à capuche', 'sudadera', 'áo hoodie', 'ฮู้ดดี้', 'moletom'),
  fleeceHoodie: tr('加绒卫衣', 'fleece hoodie', '기모 후드티', '裏起毛パーカー', 'gefütterter Hoodie', 'sweat molletonné', 'sudadera forrada', 'hoodie lót nỉ', 'ฮู้ดดี้บุขน', 'moletom forrado'),
  downJacket: tr('羽绒服', 'down jacket', '패딩', 'ダウンジャケット', 'Daunenjacke', 'doudoune', 'plumífero', 'áo phao', 'เสื้อขนเป็ด', 'jaqueta puffer'),
  sweater: tr('毛衣', 'sweater', '스웨터', 'セーター', 'Pullover', 'pull', 'jersey', 'áo len', 'สเวตเตอร์', 'suéter'),
  cardigan: tr('针织开衫', 'knit cardigan', '니트 가디건', 'ニットカーディガン', 'Strickjacke', 'gilet en maille', 'cárdigan de punto', 'áo cardigan len', 'คาร์ดิแกนไหมพรม', 'cardigã de tricô'),
  woolCoat: tr('毛呢大衣', 'wool coat', '울 코트', 'ウールコート', 'Wollmantel', 'manteau en laine', 'abrigo de lana', 'áo dạ', 'โค้ทวูล', 'casaco de lã'),
  dress: tr('连衣裙', 'dress', '원피스', 'ワンピース', 'Kleid', 'robe', 'vestido', 'đầm', 'ชุดเดรส', 'vestido'),
  frenchDress: tr('法式连衣裙', 'French dress', '프렌치 원피스', 'フレンチワンピース', 'Kleid im French Style', 'robe à la française', 'vestido francés', 'đầm kiểu Pháp', 'เดรสสไตล์ฝรั่งเศส', 'vestido francês'),
  skirt: tr('半身裙', 'skirt', '스커트', 'スカート', 'Rock', 'jupe', 'falda', 'chân váy', 'กระโปรง', 'saia'),
  jeans: tr('牛仔裤', 'jeans', '청바지', 'ジーンズ', 'Jeans', 'jean', 'vaqueros', 'quần jeans', 'กางเกงยีนส์', 'calça jeans'),
  straightJeans: tr('直筒牛仔裤', 'straight jeans', '일자 청바지', 'ストレートジーンズ', 'gerade Jeans', 'jean droit', 'vaqueros rectos', 'quần jeans ống đứng', 'ยีนส์ขาตรง', 'calça jeans reta'),
  flaredJeans: tr('喇叭裤', 'flared jeans', '부츠컷 청바지', 'フレアジーンズ', 'Schlagjeans', 'jean évasé', 'vaqueros de campana', 'quần ống loe', 'ยีนส์ขาม้า', 'calça flare'),
  denimJacket: tr('牛仔外套', 'denim jacket', '청자켓', 'デニムジャケット', 'Jeansjacke', 'veste en jean', 'cazadora vaquera', 'áo khoác jeans', 'แจ็กเก็ตยีนส์', 'jaqueta jeans'),
  wideLeg: tr('阔腿裤', 'wide-leg trousers', '와이드 팬츠', 'ワイドパンツ', 'weite Hose', 'pantalon large', 'pantalón ancho', 'quần ống rộng', 'กางเกงขากว้าง', 'calça pantalona'),
  blazer: tr('西装外套', 'blazer', '블레이저', 'テーラードジャケット', 'Blazer', 'blazer', 'americana', 'áo blazer', 'เบลเซอร์', 'blazer'),
  outdoorJacket: tr('冲锋衣', 'outdoor jacket', '바람막이', 'マウンテンパーカー', 'Outdoorjacke', 'veste coupe-vent', 'chaqueta de montaña', 'áo khoác gió', 'แจ็กเก็ตกันลม', 'jaqueta corta-vento'),
  paddedJacket: tr('棉服', 'padded jacket', '솜패딩', '中綿ジャケット', 'Steppjacke', 'veste matelassée', 'chaqueta acolchada', 'áo khoác bông', 'เสื้อบุนวม', 'jaqueta acolchoada'),
  sets: tr('套装', 'co-ord set', '세트', 'セットアップ', 'Zweiteiler', 'ensemble', 'conjunto', 'đồ bộ', 'ชุดเซ็ต', 'conjunto'),
  newChinese: tr('新中式', 'new Chinese style', '뉴 차이니즈', '新中華風', 'neuer China-Stil', 'style néo-chinois', 'estilo nuevo chino', 'phong cách tân Trung Hoa', 'สไตล์จีนร่วมสมัย', 'estilo neochinês'),
  pajamas: tr('睡衣', 'pajamas', '잠옷', 'パジャマ', 'Pyjama', 'pyjama', 'pijama', 'đồ ngủ', 'ชุดนอน', 'pijama'),
  loungewear: tr('家居服', 'loungewear', '홈웨어', 'ルームウェア', 'Loungewear', "tenue d'intérieur", 'ropa de casa', 'đồ mặc nhà', 'ชุดอยู่บ้าน', 'roupa de casa'),
  thermal: tr('保暖内衣', 'thermal underwear', '내복', '保温インナー', 'Thermounterwäsche', 'sous-vêtement thermique', 'ropa interior térmica', 'đồ giữ nhiệt', 'ชุดชั้นในกันหนาว', 'roupa térmica'),
  socks: tr('袜子', 'socks', '양말', '靴下', 'Socken', 'chaussettes', 'calcetines', 'tất', 'ถุงเท้า', 'meias'),
  tshirt: tr('T恤', 'T-shirt', '티셔츠', 'Tシャツ', 'T-Shirt', 't-shirt', 'camiseta', 'áo thun', 'เสื้อยืด', 'camiseta'),
  kidsSet: tr('儿童套装', 'kids set', '아동 세트', 'キッズセット', 'Kinder-Set', 'ensemble enfant', 'conjunto infantil', 'đồ bộ trẻ em', 'ชุดเซ็ตเด็ก', 'conjunto infantil'),
  kidsDown: tr('儿童羽绒服', 'kids down jacket', '아동 패딩', 'キッズダウン', 'Kinder-Daunenjacke', 'doudoune enfant', 'plumífero infantil', 'áo phao trẻ em', 'เสื้อขนเป็ดเด็ก', 'jaqueta puffer infantil'),
  snowBoots: tr('雪地靴', 'snow boots', '어그부츠', 'ムートンブーツ', 'Schneestiefel', 'bottes de neige', 'botas de nieve', 'bốt tuyết', 'รองเท้าบูทหิมะ', 'botas de neve'),
  martinBoots: tr('马丁靴', 'martin boots', '워커', 'マーチンブーツ', 'Schnürstiefel', 'bottes Martin', 'botas Martin', 'bốt Martin', 'บูทมาร์ติน', 'coturno'),
  chunkySneakers: tr('老爹鞋', 'chunky sneakers', '어글리 슈즈', 'ダッドスニーカー', 'Chunky Sneaker', 'baskets chunky', 'zapatillas chunky', 'giày chunky', 'รองเท้าพื้นหนา', 'tênis chunky'),
  whiteSneakers: tr('小白鞋', 'white sneakers', '흰 운동화', '白スニーカー', 'weiße Sneaker', 'baskets blanches', 'zapatillas blancas', 'giày trắng', 'รองเท้าผ้าใบสีขาว', 'tênis branco'),
  loafers: tr('乐福鞋', 'loafers', '로퍼', 'ローファー', 'Loafer', 'mocassins', 'mocasines', 'giày lười', 'โลฟเฟอร์', 'mocassim'),
  ankleBoots: tr('短靴', 'ankle boots', '앵클부츠', 'ショートブーツ', 'Stiefeletten', 'bottines', 'botines', 'bốt cổ ngắn', 'บูทหุ้มข้อ', 'bota cano curto'),
  maryJanes: tr('玛丽珍鞋', 'Mary Janes', '메리제인', 'メリージェーン', 'Mary Janes', 'babies', 'merceditas', 'giày Mary Jane', 'รองเท้าแมรี่เจน', 'sapato boneca'),
  leatherShoes: tr('皮鞋', 'leather shoes', '구두', '革靴', 'Lederschuhe', 'chaussures en cuir', 'zapatos de piel', 'giày da', 'รองเท้าหนัง', 'sapato de couro'),
  crossbody: tr('斜挎包', 'crossbody bag', '크로스백', 'ショルダーバッグ', 'Umhängetasche', 'sac bandoulière', 'bandolera', 'túi đeo chéo', 'กระเป๋าสะพายข้าง', 'bolsa transversal'),
  tote: tr('托特包', 'tote bag', '토트백', 'トートバッグ', 'Tote Bag', 'sac cabas', 'bolso tote', 'túi tote', 'กระเป๋าโท้ท', 'bolsa tote'),
  scarf: tr('围巾', 'scarf', '목도리', 'マフラー', 'Schal', 'écharpe', 'bufanda', 'khăn quàng', 'ผ้าพันคอ', 'cachecol'),
} as const;
export type WordKey = keyof typeof WORDS;

/** Each city's hot words, most searched first (spec 3 §7 /apif/search/hot/word). */
export const HOT_WORDS: Record<City, readonly WordKey[]> = {
  gz: ['fleeceHoodie', 'downJacket', 'cardigan', 'woolCoat', 'frenchDress', 'wideLeg', 'blazer', 'newChinese', 'straightJeans', 'sets', 'kidsSet', 'crossbody'],
  pn: ['pajamas', 'loungewear', 'thermal', 'socks', 'tshirt', 'hoodie', 'kidsSet', 'sweater', 'sets'],
  xt: ['jeans', 'straightJeans', 'flaredJeans', 'denimJacket', 'wideLeg', 'skirt', 'sets', 'hoodie'],
  jfn: ['snowBoots', 'martinBoots', 'chunkySneakers', 'whiteSneakers', 'loafers', 'ankleBoots', 'maryJanes', 'leatherShoes', 'crossbody', 'tote'],
  hz: ['woolCoat', 'downJacket', 'sweater', 'dress', 'blazer', 'outdoorJacket', 'paddedJacket', 'scarf', 'newChinese', 'kidsDown'],
  hznz: ['frenchDress', 'cardigan', 'woolCoat', 'skirt', 'blazer', 'dress', 'newChinese', 'sets', 'wideLeg'],
};
