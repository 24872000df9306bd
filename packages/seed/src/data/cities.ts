import { CITIES, type CityMarketCode } from '@stallhub/contracts';
import { type Translated, tr } from './translations.ts';

export interface CityData {
  code: CityMarketCode;
  name: Translated;
  introduction: Translated;
  showHot: boolean;
  allowMoveToNational: boolean;
}

/** City markets in the order of the location picker (spec 1 §1). jm and yw appear only in name lists. */
export const CITY_DATA: readonly CityData[] = [
  {
    code: 'gz',
    name: tr('广州', 'Guangzhou', '광저우', '広州', 'Guangzhou', 'Guangzhou', 'Cantón', 'Quảng Châu', 'กว่างโจว', 'Cantão'),
    introduction: tr(
      '十三行、沙河、站西等服装批发市场的档口货源，款式新，上新快。',
      'Stalls of the Shisanhang, Shahe and Zhanxi clothing markets: the newest styles, new arrivals every day.',
      '스싼항, 사허, 잔시 등 의류 도매시장의 매장 상품. 트렌디한 스타일이 매일 새로 올라옵니다.',
      '十三行・沙河・站西などの衣料品卸売市場の店舗商品。最新スタイルが毎日入荷します。',
      'Stände der Großmärkte Shisanhang, Shahe und Zhanxi: neueste Styles, jeden Tag Neuheiten.',
      'Les stands des marchés de gros Shisanhang, Shahe et Zhanxi : les dernières tendances, des nouveautés chaque jour.',
      'Puestos de los mercados mayoristas de Shisanhang, Shahe y Zhanxi: las últimas tendencias y novedades cada día.',
      'Hàng từ các sạp chợ sỉ Thập Tam Hàng, Sa Hà, Trạm Tây: mẫu mới nhất, cập nhật mỗi ngày.',
      'สินค้าจากแผงในตลาดค้าส่งเสื้อผ้าสือซานหาง ซาเหอ และจ้านซี สไตล์ใหม่ล่าสุด มีของใหม่ทุกวัน',
      'Bancas dos mercados atacadistas de Shisanhang, Shahe e Zhanxi: as últimas tendências, novidades todos os dias.',
    ),
    showHot: true,
    allowMoveToNational: true,
  },
  {
    code: 'pn',
    name: tr('普宁', 'Puning', '푸닝', '普寧', 'Puning', 'Puning', 'Puning', 'Phổ Ninh', 'ผู่หนิง', 'Puning'),
    introduction: tr(
      '普宁服装城的源头货源，家居服、内衣和T恤见长。',
      'Source stalls of the Puning clothing markets, strong in loungewear, underwear and T-shirts.',
      '푸닝 의류시장의 산지 상품. 홈웨어, 언더웨어, 티셔츠가 강점입니다.',
      '普寧の衣料品市場の産地直送商品。ルームウェア、インナー、Tシャツが得意です。',
      'Direkt von den Ständen der Modemärkte in Puning – stark bei Loungewear, Unterwäsche und T-Shirts.',
      "À la source, les stands des marchés de Puning : vêtements d'intérieur, lingerie et t-shirts.",
      'Puestos de origen de los mercados de Puning, fuertes en ropa de estar por casa, ropa interior y camisetas.',
      'Nguồn hàng tận gốc từ chợ quần áo Phổ Ninh, mạnh về đồ mặc nhà, đồ lót và áo thun.',
      'แหล่งสินค้าต้นทางจากตลาดเสื้อผ้าผู่หนิง เด่นด้านชุดอยู่บ้าน ชุดชั้นใน และเสื้อยืด',
      'Bancas de origem dos mercados de Puning, fortes em roupa de ficar em casa, roupa íntima e camisetas.',
    ),
    showHot: false,
    allowMoveToNational: false,
  },
  {
    code: 'jfn',
    name: tr('广州鞋城', 'Guangzhou Shoes', '광저우 신발', '広州シューズ', 'Guangzhou Schuhe', 'Guangzhou Chaussures', 'Cantón Calzado', 'Giày Quảng Châu', 'รองเท้ากว่างโจว', 'Cantão Calçados'),
    introduction: tr(
      '广州解放南路一带的鞋城档口，女鞋、男鞋、童鞋一站采购。',
      "Shoe stalls around Jiefang South Road in Guangzhou: women's, men's and kids' shoes in one place.",
      '광저우 제팡난루 일대의 신발 도매상가. 여성화, 남성화, 아동화를 한곳에서.',
      '広州・解放南路一帯の靴卸売モール。レディース、メンズ、キッズシューズをまとめて仕入れ。',
      'Schuhstände rund um die Jiefang-Süd-Straße in Guangzhou: Damen-, Herren- und Kinderschuhe an einem Ort.',
      'Les stands de chaussures autour de la rue Jiefang Sud à Guangzhou : femme, homme et enfant au même endroit.',
      'Puestos de calzado en torno a la calle Jiefang Sur de Cantón: mujer, hombre y niño en un solo lugar.',
      'Các sạp giày quanh đường Giải Phóng Nam, Quảng Châu: giày nữ, nam và trẻ em ở cùng một nơi.',
      'แผงรองเท้าย่านถนนเจี่ยฟ่างหนาน กว่างโจว รองเท้าผู้หญิง ผู้ชาย และเด็กครบในที่เดียว',
      'Bancas de calçados na região da rua Jiefang Sul, em Cantão: feminino, masculino e infantil num só lugar.',
    ),
    showHot: true,
    allowMoveToNational: true,
  },
  {
    code: 'xt',
    name: tr('新塘', 'Xintang', '신탕', '新塘', 'Xintang', 'Xintang', 'Xintang', 'Tân Đường', 'ซินถัง', 'Xintang'),
    introduction: tr(
      '中国牛仔之都新塘，牛仔裤、牛仔外套工厂直供。',
      "Xintang, China's denim capital: jeans and denim jackets straight from the factories.",
      '중국 데님의 도시 신탕. 청바지와 데님 재킷을 공장에서 바로.',
      '中国デニムの都・新塘。ジーンズやデニムジャケットを工場から直送。',
      'Xintang, Chinas Denim-Hauptstadt: Jeans und Jeansjacken direkt ab Fabrik.',
      'Xintang, capitale chinoise du denim : jeans et vestes en jean en direct des usines.',
      'Xintang, la capital china del denim: vaqueros y cazadoras vaqueras directos de fábrica.',
      'Tân Đường, thủ phủ denim của Trung Quốc: quần jeans, áo khoác jeans tận xưởng.',
      'ซินถัง เมืองหลวงแห่งยีนส์ของจีน กางเกงยีนส์และแจ็กเก็ตยีนส์ส่งตรงจากโรงงาน',
      'Xintang, a capital chinesa do jeans: calças e jaquetas jeans direto das fábricas.',
    ),
    showHot: false,
    allowMoveToNational: false,
  },
  {
    code: 'hz',
    name: tr('杭州', 'Hangzhou', '항저우', '杭州', 'Hangzhou', 'Hangzhou', 'Hangzhou', 'Hàng Châu', 'หางโจว', 'Hangzhou'),
    introduction: tr(
      '杭州四季青、九堡等市场的服装档口，杭派风格，品质稳定。',
      "Clothing stalls of Hangzhou's Sijiqing and Jiubao markets: Hangzhou style, steady quality.",
      '항저우 쓰지칭, 주바오 시장의 의류 매장. 항저우 스타일, 안정적인 품질.',
      '杭州・四季青や九堡市場のアパレル店舗。杭州スタイルで品質も安定。',
      'Modestände der Märkte Sijiqing und Jiubao in Hangzhou: Hangzhou-Stil, verlässliche Qualität.',
      'Les stands des marchés Sijiqing et Jiubao de Hangzhou : le style de Hangzhou, une qualité constante.',
      'Puestos de ropa de los mercados Sijiqing y Jiubao de Hangzhou: estilo Hangzhou y calidad constante.',
      'Sạp quần áo ở chợ Tứ Quý Thanh, Cửu Bảo, Hàng Châu: phong cách Hàng Châu, chất lượng ổn định.',
      'แผงเสื้อผ้าในตลาดซื่อจี้ชิงและจิ่วเป่าของหางโจว สไตล์หางโจว คุณภาพสม่ำเสมอ',
      'Bancas de roupas dos mercados Sijiqing e Jiubao, em Hangzhou: estilo Hangzhou, qualidade constante.',
    ),
    showHot: true,
    allowMoveToNational: false,
  },
  {
    code: 'hznz',
    name: tr('杭州女装', 'Hangzhou Womenswear', '항저우 여성복', '杭州レディース', 'Hangzhou Damenmode', 'Hangzhou Mode femme', 'Hangzhou Moda mujer', 'Thời trang nữ Hàng Châu', 'เสื้อผ้าผู้หญิงหางโจว', 'Hangzhou Moda feminina'),
    introduction: tr(
      '杭州女装源头档口，通勤、优雅与原创设计女装。',
      'Source stalls of Hangzhou womenswear: office, elegant and original-design fashion for women.',
      '항저우 여성복 산지 매장. 오피스룩, 우아한 스타일, 오리지널 디자인.',
      '杭州レディースの産地店舗。オフィス、エレガント、オリジナルデザイン。',
      'Direkt von der Quelle: Hangzhou-Damenmode fürs Büro, elegant und im eigenen Design.',
      'À la source de la mode femme de Hangzhou : bureau, élégance et créations originales.',
      'Puestos de origen de la moda femenina de Hangzhou: oficina, elegancia y diseño propio.',
      'Nguồn hàng thời trang nữ Hàng Châu: công sở, thanh lịch và thiết kế riêng.',
      'แหล่งต้นทางเสื้อผ้าผู้หญิงหางโจว สไตล์ทำงาน หรูหรา และงานออกแบบออริจินัล',
      'Bancas de origem da moda feminina de Hangzhou: trabalho, elegância e design próprio.',
    ),
    showHot: false,
    allowMoveToNational: false,
  },
  {
    code: 'jm',
    name: tr('即墨', 'Jimo', '지모', '即墨', 'Jimo', 'Jimo', 'Jimo', 'Tức Mặc', 'จี๋โม่', 'Jimo'),
    introduction: tr(
      '青岛即墨服装批发市场，针织与童装货源。',
      "The Jimo clothing wholesale market in Qingdao: knitwear and children's wear.",
      '칭다오 지모 의류 도매시장. 니트와 아동복.',
      '青島・即墨の衣料品卸売市場。ニットと子供服。',
      'Der Großmarkt für Bekleidung in Jimo, Qingdao: Strickwaren und Kindermode.',
      'Le marché de gros de Jimo, à Qingdao : maille et vêtements pour enfants.',
      'El mercado mayorista de ropa de Jimo, en Qingdao: punto y ropa infantil.',
      'Chợ sỉ quần áo Tức Mặc, Thanh Đảo: hàng dệt kim và đồ trẻ em.',
      'ตลาดค้าส่งเสื้อผ้าจี๋โม่ ชิงเต่า เสื้อผ้าถักและเสื้อผ้าเด็ก',
      'O mercado atacadista de roupas de Jimo, em Qingdao: malhas e moda infantil.',
    ),
    showHot: false,
    allowMoveToNational: false,
  },
  {
    code: 'yw',
    name: tr('义乌', 'Yiwu', '이우', '義烏', 'Yiwu', 'Yiwu', 'Yiwu', 'Nghĩa Ô', 'อี้อู', 'Yiwu'),
    introduction: tr(
      '义乌国际商贸城，饰品、袜子与小商品货源。',
      'Yiwu International Trade City: accessories, socks and small goods.',
      '이우 국제상무성. 액세서리, 양말, 잡화.',
      '義烏国際商貿城。アクセサリー、靴下、雑貨。',
      'Yiwu International Trade City: Accessoires, Socken und Kleinwaren.',
      'La cité du commerce international de Yiwu : accessoires, chaussettes et petits articles.',
      'La Ciudad del Comercio Internacional de Yiwu: complementos, calcetines y artículos pequeños.',
      'Thành phố thương mại quốc tế Nghĩa Ô: phụ kiện, tất và hàng tiêu dùng nhỏ.',
      'เมืองการค้านานาชาติอี้อู เครื่องประดับ ถุงเท้า และสินค้าเบ็ดเตล็ด',
      'A Cidade do Comércio Internacional de Yiwu: acessórios, meias e pequenos artigos.',
    ),
    showHot: false,
    allowMoveToNational: false,
  },
];

/** Cities with a home page have stalls; jm and yw only appear in name lists. */
export const hasHome = (code: string) => (CITIES as readonly string[]).includes(code);
