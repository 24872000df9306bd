import type { City } from '@stallhub/contracts';
import type { Silhouette } from '../pictures/silhouettes.ts';
import { type Translated, tr } from './translations.ts';

export interface TopicData {
  key: string;
  title: Translated;
  slogan: Translated;
  /** Page background and accent colours. */
  background: string;
  accent: string;
  /** Garments drawn on the banner, each with its colour. */
  banner: readonly (readonly [Silhouette, string])[];
  /** Cards per row on the topic page. */
  column: 4 | 5;
}

export const TOPIC_DATA: readonly TopicData[] = [
  {
    key: 'outerwear',
    title: tr('秋冬外套上新', 'Autumn-Winter Outerwear', '가을·겨울 아우터 신상', '秋冬アウター新作', 'Neue Herbst- und Winterjacken', "Manteaux d'automne-hiver", 'Abrigos de otoño-invierno', 'Áo khoác thu đông mới', 'เสื้อคลุมใหม่ฤดูใบไม้ร่วง-หนาว', 'Casacos de outono-inverno'),
    slogan: tr('档口本周新到的大衣与夹克', 'New coats and jackets from the stalls this week', '이번 주 매장에 들어온 코트와 재킷', '今週店舗に入荷したコートとジャケット', 'Mäntel und Jacken, diese Woche neu an den Ständen', 'Les manteaux et vestes arrivés cette semaine', 'Abrigos y chaquetas recién llegados esta semana', 'Áo khoác và áo măng tô mới về tuần này', 'โค้ทและแจ็กเก็ตมาใหม่สัปดาห์นี้', 'Casacos e jaquetas que chegaram esta semana'),
    background: '#e9dccb', accent: '#b8875a', banner: [['coat', '#b8875a'], ['coat', '#26365a'], ['sweater', '#ece3d2']], column: 4,
  },
  {
    key: 'hoodies',
    title: tr('爆款卫衣', 'Best-Selling Hoodies', '인기 후드티', '人気パーカー', 'Beliebte Hoodies', 'Sweats à succès', 'Sudaderas más vendidas', 'Hoodie bán chạy', 'ฮู้ดดี้ขายดี', 'Moletons mais vendidos'),
    slogan: tr('加绒加厚，一件也能拿', 'Fleece-lined and thick, buy even a single piece', '기모 안감, 한 장부터 구매 가능', '裏起毛で厚手、1枚から仕入れOK', 'Gefüttert und warm, schon ab einem Stück', 'Molletonnés et épais, dès une pièce', 'Forradas y gruesas, desde una unidad', 'Lót nỉ dày dặn, lấy từ một chiếc', 'บุขนหนานุ่ม สั่งได้ตั้งแต่ชิ้นเดียว', 'Forrados e grossos, a partir de uma peça'),
    background: '#dfe6ee', accent: '#8fa4ba', banner: [['hoodie', '#9b9ca0'], ['hoodie', '#e6c14a'], ['hoodie', '#232326']], column: 5,
  },
  {
    key: 'down',
    title: tr('羽绒服专场', 'Down Jacket Special', '패딩 특집', 'ダウン特集', 'Daunenjacken-Special', 'Spécial doudounes', 'Especial plumíferos', 'Chuyên mục áo phao', 'รวมเสื้อขนเป็ด', 'Especial jaquetas puffer'),
    slogan: tr('源头工厂直供，轻薄到加厚', 'From lightweight to extra warm, straight from the factories', '가벼운 패딩부터 두꺼운 패딩까지 공장 직송', '薄手から厚手まで工場直送', 'Von leicht bis extra warm, direkt ab Fabrik', "Du léger à l'extra-chaud, en direct des usines", 'De ligeros a muy cálidos, directos de fábrica', 'Từ mỏng nhẹ đến siêu ấm, tận xưởng', 'ตั้งแต่บางเบาถึงหนาพิเศษ ส่งตรงจากโรงงาน', 'Do leve ao superquente, direto das fábricas'),
    background: '#e4e9ee', accent: '#4b6b96', banner: [['coat', '#f4f2ee'], ['coat', '#232326'], ['coat', '#7b2333']], column: 4,
  },
  {
    key: 'knitwear',
    title: tr('针织毛衣季', 'Knitwear Season', '니트 시즌', 'ニットの季節', 'Strick-Saison', 'La saison de la maille', 'Temporada de punto', 'Mùa áo len', 'ฤดูเสื้อไหมพรม', 'Temporada de tricô'),
    slogan: tr('开衫、高领、套头，一站配齐', 'Cardigans, turtlenecks and pullovers in one place', '가디건, 터틀넥, 풀오버를 한곳에서', 'カーディガン、タートル、プルオーバーを一度に', 'Strickjacken, Rollkragen und Pullover an einem Ort', 'Gilets, cols roulés et pulls au même endroit', 'Cárdigans, cuellos altos y jerséis en un solo lugar', 'Cardigan, cổ lọ, áo chui đầu ở cùng một nơi', 'คาร์ดิแกน คอเต่า และสเวตเตอร์ครบในที่เดียว', 'Cardigãs, golas altas e pulôveres num só lugar'),
    background: '#efe4e4', accent: '#eab4c2', banner: [['sweater', '#eab4c2'], ['sweater', '#ece3d2'], ['sweater', '#a9b97a']], column: 5,
  },
  {
    key: 'office',
    title: tr('通勤女装', 'Office Looks', '오피스룩', '通勤コーデ', 'Business-Looks', 'Tenues de bureau', 'Looks de oficina', 'Thời trang công sở', 'ลุคไปทำงาน', 'Looks para o trabalho'),
    slogan: tr('简约有质感，上班穿不出错', 'Simple, well-made pieces you can wear to work', '심플하고 고급스러운 출근룩', 'シンプルで上質、通勤に間違いなし', 'Schlicht und hochwertig – fürs Büro genau richtig', 'Sobres et soignées, parfaites pour le bureau', 'Sencillas y de calidad, perfectas para trabajar', 'Đơn giản, chất lượng, mặc đi làm không lo sai', 'เรียบง่ายมีคุณภาพ ใส่ไปทำงานได้ไม่พลาด', 'Simples e de qualidade, certas para o trabalho'),
    background: '#e6e2dc', accent: '#26365a', banner: [['shirt', '#f4f2ee'], ['skirt', '#26365a'], ['trousers', '#c1a273']], column: 4,
  },
  {
    key: 'denim',
    title: tr('牛仔专区', 'Denim Zone', '데님 존', 'デニム特集', 'Denim-Welt', "L'espace denim", 'Zona denim', 'Khu vực denim', 'โซนยีนส์', 'Espaço jeans'),
    slogan: tr('新塘工厂的直筒、阔腿和喇叭', 'Straight, wide-leg and flared, from the Xintang factories', '신탕 공장의 일자, 와이드, 부츠컷', '新塘工場のストレート、ワイド、フレア', 'Gerade, weit und ausgestellt – aus Xintangs Fabriken', 'Droits, larges et évasés, des usines de Xintang', 'Rectos, anchos y de campana, de las fábricas de Xintang', 'Ống đứng, ống rộng, ống loe từ xưởng Tân Đường', 'ขาตรง ขากว้าง และขาม้า จากโรงงานซินถัง', 'Retas, pantalonas e flare, das fábricas de Xintang'),
    background: '#dde5ef', accent: '#4b6b96', banner: [['trousers', '#4b6b96'], ['coat', '#9fc0de'], ['shorts', '#4b6b96']], column: 5,
  },
  {
    key: 'boots',
    title: tr('冬季靴子', 'Winter Boots', '겨울 부츠', '冬のブーツ', 'Winterstiefel', "Bottes d'hiver", 'Botas de invierno', 'Bốt mùa đông', 'รองเท้าบูทฤดูหนาว', 'Botas de inverno'),
    slogan: tr('短靴、长靴、雪地靴现货', 'Ankle, knee-high and snow boots in stock', '앵클, 롱, 어그부츠 재고 보유', 'ショート、ロング、ムートンブーツ在庫あり', 'Stiefeletten, hohe Stiefel und Schneestiefel auf Lager', 'Bottines, bottes hautes et bottes de neige en stock', 'Botines, botas altas y de nieve en stock', 'Bốt ngắn, bốt cao, bốt tuyết có sẵn', 'บูทสั้น บูทยาว และบูทหิมะพร้อมส่ง', 'Botas curtas, altas e de neve a pronta entrega'),
    background: '#e8dfd6', accent: '#6f4e37', banner: [['boot', '#6f4e37'], ['boot', '#232326'], ['heel', '#7b2333']], column: 4,
  },
  {
    key: 'sneakers',
    title: tr('运动鞋精选', 'Sneaker Picks', '스니커즈 추천', 'スニーカーセレクト', 'Sneaker-Auswahl', 'Sélection de baskets', 'Selección de zapatillas', 'Giày thể thao chọn lọc', 'รองเท้าผ้าใบคัดพิเศษ', 'Seleção de tênis'),
    slogan: tr('小白鞋、老爹鞋、板鞋热卖中', 'White, chunky and skate sneakers selling fast', '화이트, 어글리, 스케이트화 인기 판매 중', '白スニーカー、ダッド、スケートが売れ筋', 'Weiße, Chunky- und Skate-Sneaker sind gefragt', 'Baskets blanches, chunky et skate en vogue', 'Zapatillas blancas, chunky y de skate en auge', 'Giày trắng, chunky, sneaker đang bán chạy', 'รองเท้าผ้าใบสีขาว พื้นหนา และสเก็ตขายดี', 'Tênis brancos, chunky e de skate em alta'),
    background: '#e5ebe4', accent: '#a9b97a', banner: [['sneaker', '#f4f2ee'], ['sneaker', '#9b9ca0'], ['sneaker', '#232326']], column: 5,
  },
  {
    key: 'kids',
    title: tr('童装上新', "Kids' New Arrivals", '아동복 신상', 'キッズ新作', 'Neu in der Kindermode', 'Nouveautés enfant', 'Novedades infantiles', 'Đồ trẻ em mới về', 'เสื้อผ้าเด็กมาใหม่', 'Novidades infantis'),
    slogan: tr('舒适好穿，妈妈们都在拿', 'Comfortable pieces parents keep coming back for', '편안한 착용감, 엄마들이 찾는 아이템', '着心地よく、ママに人気', 'Bequem – Eltern greifen immer wieder zu', 'Confortables, les parents en redemandent', 'Cómodas, las que más piden los padres', 'Thoải mái dễ mặc, các mẹ đều chọn', 'ใส่สบาย คุณแม่ต่างเลือกซื้อ', 'Confortáveis, as preferidas dos pais'),
    background: '#f2e6d8', accent: '#e6c14a', banner: [['dress', '#eab4c2'], ['tshirt', '#e6c14a'], ['trousers', '#4b6b96']], column: 5,
  },
  {
    key: 'factories',
    title: tr('实力工厂直供', 'Straight from Certified Factories', '인증 공장 직송', '認証工場から直送', 'Direkt von geprüften Fabriken', 'En direct des usines certifiées', 'Directo de fábricas certificadas', 'Hàng trực tiếp từ xưởng uy tín', 'ส่งตรงจากโรงงานที่ผ่านการรับรอง', 'Direto de fábricas certificadas'),
    slogan: tr('源头价格，稳定供货', 'Source prices and steady supply', '산지 가격, 안정적인 공급', '産地価格で安定供給', 'Preise ab Quelle, verlässliche Lieferung', "Prix d'usine, approvisionnement régulier", 'Precios de origen y suministro estable', 'Giá gốc, nguồn hàng ổn định', 'ราคาต้นทาง ส่งของสม่ำเสมอ', 'Preço de origem e fornecimento estável'),
    background: '#e3e1ea', accent: '#8b70b0', banner: [['tshirt', '#f4f2ee'], ['trousers', '#232326'], ['hoodie', '#26365a']], column: 4,
  },
  {
    key: 'newChinese',
    title: tr('新中式国风', 'New Chinese Style', '뉴 차이니즈 스타일', '新中華風スタイル', 'Neuer China-Stil', 'Style néo-chinois', 'Estilo nuevo chino', 'Phong cách tân Trung Hoa', 'สไตล์จีนร่วมสมัย', 'Estilo neochinês'),
    slogan: tr('盘扣、刺绣与宋锦，今年最火', 'Frog buttons, embroidery and brocade: this year’s favourite', '매듭 단추와 자수, 올해의 트렌드', 'チャイナボタンと刺繍、今年の一押し', 'Knebelknöpfe, Stickerei und Brokat: der Trend des Jahres', "Boutons chinois, broderies et brocart : la tendance de l'année", 'Botones chinos, bordados y brocado: lo más buscado del año', 'Khuy tết, thêu và gấm: xu hướng năm nay', 'กระดุมจีน งานปัก และผ้าแพร ฮิตที่สุดปีนี้', 'Botões chineses, bordados e brocado: o hit do ano'),
    background: '#efe0d6', accent: '#c8333d', banner: [['shirt', '#c8333d'], ['dress', '#2f4e3b'], ['skirt', '#ece3d2']], column: 4,
  },
  {
    key: 'loungewear',
    title: tr('家居睡衣', 'Cozy Loungewear', '포근한 홈웨어', 'あったかルームウェア', 'Kuschelige Loungewear', 'Cocooning', 'Ropa de casa cómoda', 'Đồ ngủ ấm áp', 'ชุดอยู่บ้านแสนสบาย', 'Roupa de casa aconchegante'),
    slogan: tr('珊瑚绒、纯棉睡衣批发', 'Coral fleece and cotton pajamas at wholesale', '산호 융, 면 잠옷 도매', 'コーラルフリースと綿のパジャマを卸値で', 'Pyjamas aus Korallenfleece und Baumwolle im Großhandel', 'Pyjamas en polaire et en coton en gros', 'Pijamas de forro polar y algodón al por mayor', 'Đồ ngủ lông cừu, cotton giá sỉ', 'ชุดนอนผ้าขนปุยและผ้าฝ้ายราคาส่ง', 'Pijamas de fleece e algodão no atacado'),
    background: '#f1e5ea', accent: '#eab4c2', banner: [['shirt', '#eab4c2'], ['dress', '#8fa4ba'], ['socks', '#ece3d2']], column: 5,
  },
  {
    key: 'bags',
    title: tr('包包配饰', 'Bags & Accessories', '가방·액세서리', 'バッグ・小物', 'Taschen & Accessoires', 'Sacs et accessoires', 'Bolsos y complementos', 'Túi xách & phụ kiện', 'กระเป๋าและเครื่องประดับ', 'Bolsas e acessórios'),
    slogan: tr('百搭包包、围巾和帽子', 'Go-with-anything bags, scarves and hats', '어디에나 어울리는 가방, 목도리, 모자', '合わせやすいバッグ、マフラー、帽子', 'Taschen, Schals und Mützen, die zu allem passen', 'Sacs, écharpes et chapeaux qui vont avec tout', 'Bolsos, bufandas y gorros que combinan con todo', 'Túi, khăn và mũ dễ phối', 'กระเป๋า ผ้าพันคอ และหมวกที่เข้ากับทุกลุค', 'Bolsas, cachecóis e chapéus que combinam com tudo'),
    background: '#ebe4dc', accent: '#7b2333', banner: [['bag', '#7b2333'], ['scarf', '#c1a273'], ['cap', '#232326']], column: 4,
  },
];

/** Topics each city runs, in display order. */
export const CITY_TOPICS: Record<City, readonly string[]> = {
  gz: ['outerwear', 'hoodies', 'down', 'knitwear', 'office', 'newChinese', 'kids', 'bags'],
  pn: ['loungewear', 'hoodies', 'kids', 'knitwear', 'factories'],
  xt: ['denim', 'factories', 'hoodies', 'outerwear', 'kids'],
  jfn: ['boots', 'sneakers', 'factories', 'bags', 'kids'],
  hz: ['outerwear', 'down', 'knitwear', 'office', 'newChinese', 'bags'],
  hznz: ['office', 'knitwear', 'outerwear', 'newChinese', 'bags', 'factories'],
};
