import type { Audience } from './categories.ts';

/**
 * The words of titles besides garment nouns, in the languages besides Chinese and English, keyed by the
 * Chinese word (title-words.ts, styles.ts). Columns: ko ja de fr es vi th pt-br.
 * German: a stem ending in `~` is an adjective declined before the noun (`locker~` -> "Lockerer
 * Pullover"); anything else is a phrase after it. French, Spanish, Portuguese: `masculine|feminine` is an
 * adjective agreeing with the noun; anything else is a phrase after it.
 */
export type PhraseForms = readonly [string, string, string, string, string, string, string, string];

/** Feature and tail words of titles (title-words.ts FEATURES, WARM_FEATURES, TAILS). */
export const TITLE_FEATURES: Readonly<Record<string, PhraseForms>> = {
  宽松: ['루즈핏', 'ゆったり', 'locker~', 'ample|ample', 'holgado|holgada', 'dáng rộng', 'ทรงหลวม', 'largo|larga'],
  修身: ['슬림핏', 'スリム', 'figurbetont~', 'ajusté|ajustée', 'entallado|entallada', 'dáng ôm', 'ทรงเข้ารูป', 'ajustado|ajustada'],
  显瘦: ['날씬해 보이는', '着痩せ', 'schlank machend~', 'amincissant|amincissante', 'que estiliza', 'tôn dáng', 'ใส่แล้วดูผอม', 'que afina a silhueta'],
  百搭: ['데일리', '合わせやすい', 'vielseitig kombinierbar~', 'passe-partout', 'combinable|combinable', 'dễ phối đồ', 'แมตช์ง่าย', 'versátil|versátil'],
  气质: ['분위기 있는', '上品', 'edel~', 'chic', 'elegante|elegante', 'thanh lịch', 'ดูมีสไตล์', 'elegante|elegante'],
  高级感: ['고급스러운', '高見え', 'hochwertig~', 'haut de gamme', 'de aspecto premium', 'sang trọng', 'ดูแพง', 'com toque premium'],
  小众设计感: ['유니크 디자인', 'デザイン性の高い', 'mit besonderem Design', 'au design original', 'de diseño singular', 'thiết kế độc đáo', 'ดีไซน์เฉพาะตัว', 'de design exclusivo'],
  时尚: ['트렌디한', 'おしゃれ', 'modisch~', 'tendance', 'moderno|moderna', 'thời trang', 'แฟชั่น', 'moderno|moderna'],
  休闲: ['캐주얼', 'カジュアル', 'lässig~', 'décontracté|décontractée', 'informal|informal', 'phong cách casual', 'ลำลอง', 'casual|casual'],
  慵懒风: ['루즈한 무드의', 'こなれ感', 'im Lazy-Look', 'esprit cocooning', 'de estilo relajado', 'phong cách lười biếng', 'สไตล์ชิลล์', 'estilo relaxado'],
  洋气: ['세련된', 'こなれ', 'stylisch~', 'stylé|stylée', 'estiloso|estilosa', 'sành điệu', 'เก๋ไก๋', 'estiloso|estilosa'],
  短款: ['크롭', 'ショート丈', 'kurz geschnitten~', 'court|courte', 'corto|corta', 'dáng ngắn', 'ทรงครอป', 'cropped'],
  中长款: ['미디 기장', 'ミドル丈', 'halblang~', 'mi-long|mi-longue', 'de largo medio', 'dáng dài vừa', 'ความยาวปานกลาง', 'midi'],
  潮流: ['트렌디', 'トレンド', 'trendig~', 'tendance', 'de moda', 'hợp mốt', 'ตามเทรนด์', 'da moda'],
  纯色: ['무지', '無地', 'einfarbig~', 'uni|unie', 'liso|lisa', 'trơn màu', 'สีพื้น', 'liso|lisa'],
  商务: ['비즈니스', 'ビジネス', 'im Business-Stil', 'style business', 'de estilo ejecutivo', 'công sở', 'สไตล์ทำงาน', 'estilo social'],
  oversize: ['오버핏', 'オーバーサイズ', 'im Oversize-Schnitt', 'oversize', 'oversize', 'oversize', 'ทรงโอเวอร์ไซซ์', 'oversized'],
  中大童: ['주니어', 'ジュニア', 'für größere Kinder', 'pour grands enfants', 'para niños mayores', 'cho trẻ lớn', 'สำหรับเด็กโต', 'juvenil'],
  卡通: ['캐릭터', 'キャラクター柄', 'mit Cartoon-Motiv', 'à motif dessin animé', 'con dibujos animados', 'họa tiết hoạt hình', 'ลายการ์ตูน', 'com estampa de desenho'],
  可爱: ['귀여운', 'かわいい', 'niedlich~', 'mignon|mignonne', 'bonito|bonita', 'dễ thương', 'น่ารัก', 'fofo|fofa'],
  舒适: ['편안한', '快適', 'bequem~', 'confortable|confortable', 'cómodo|cómoda', 'thoải mái', 'ใส่สบาย', 'confortável|confortável'],
  厚底: ['통굽', '厚底', 'mit Plateausohle', 'à plateforme', 'de plataforma', 'đế độn', 'พื้นหนา', 'com plataforma'],
  软底: ['소프트솔', 'ソフトソール', 'mit weicher Sohle', 'à semelle souple', 'de suela blanda', 'đế mềm', 'พื้นนุ่ม', 'de solado macio'],
  真皮: ['천연가죽', '本革', 'aus Echtleder', 'en cuir véritable', 'de piel auténtica', 'da thật', 'หนังแท้', 'de couro legítimo'],
  尖头: ['포인티드토', 'ポインテッドトゥ', 'spitz~', 'à bout pointu', 'de punta fina', 'mũi nhọn', 'หัวแหลม', 'de bico fino'],
  圆头: ['라운드토', 'ラウンドトゥ', 'mit runder Spitze', 'à bout rond', 'de punta redonda', 'mũi tròn', 'หัวมน', 'de bico redondo'],
  系带: ['레이스업', 'レースアップ', 'zum Schnüren', 'à lacets', 'con cordones', 'buộc dây', 'แบบผูกเชือก', 'de amarrar'],
  一脚蹬: ['슬립온', 'スリッポン', 'zum Reinschlüpfen', 'à enfiler', 'sin cordones', 'không dây', 'แบบสวม', 'sem cadarço'],
  增高: ['키높이', '身長アップ', 'mit verstecktem Absatz', 'rehaussant|rehaussante', 'con alza', 'tăng chiều cao', 'เสริมส้น', 'com salto interno'],
  防滑: ['미끄럼 방지', '滑り止め', 'rutschfest~', 'antidérapant|antidérapante', 'antideslizante|antideslizante', 'chống trơn trượt', 'กันลื่น', 'antiderrapante|antiderrapante'],
  透气: ['통기성 좋은', '通気性', 'atmungsaktiv~', 'respirant|respirante', 'transpirable|transpirable', 'thoáng khí', 'ระบายอากาศดี', 'respirável|respirável'],
  耐磨: ['내구성 좋은', '耐摩耗', 'strapazierfähig~', 'résistant|résistante', 'resistente|resistente', 'bền chắc', 'ทนทาน', 'resistente|resistente'],
  轻便: ['가벼운', '軽量', 'leicht~', 'léger|légère', 'ligero|ligera', 'nhẹ', 'น้ำหนักเบา', 'leve|leve'],
  大容量: ['대용량', '大容量', 'geräumig~', 'grande contenance', 'de gran capacidad', 'sức chứa lớn', 'จุของเยอะ', 'de grande capacidade'],
  小众: ['유니크', '個性派', 'ausgefallen~', 'original|originale', 'original|original', 'độc lạ', 'ไม่ซ้ำใคร', 'exclusivo|exclusiva'],
  简约: ['심플', 'シンプル', 'schlicht~', 'épuré|épurée', 'minimalista|minimalista', 'tối giản', 'เรียบง่าย', 'minimalista|minimalista'],
  通勤: ['출근용', '通勤', 'fürs Büro', 'pour le bureau', 'para la oficina', 'đi làm', 'สำหรับไปทำงาน', 'para o trabalho'],
  纯棉: ['순면', '綿100%', 'aus reiner Baumwolle', 'en pur coton', 'de puro algodón', 'cotton 100%', 'ผ้าฝ้าย 100%', 'de puro algodão'],
  无痕: ['심리스', 'シームレス', 'nahtlos~', 'sans coutures', 'sin costuras', 'không đường may', 'ไร้ตะเข็บ', 'sem costura'],
  冰丝: ['냉감', '接触冷感', 'aus kühlendem Stoff', 'effet fraîcheur', 'de tejido fresco', 'lụa băng', 'ผ้าเย็น', 'de tecido gelado'],
  可外穿: ['겉옷 겸용', 'ワンマイルウェア', 'auch für draußen', 'à porter aussi dehors', 'para llevar también fuera', 'mặc ra ngoài được', 'ใส่ออกข้างนอกได้', 'para usar também na rua'],
  亲肤: ['피부에 순한', '肌に優しい', 'hautfreundlich~', 'doux pour la peau', 'suave con la piel', 'thân thiện với da', 'อ่อนโยนต่อผิว', 'macio|macia'],
  速干: ['속건', '速乾', 'schnell trocknend~', 'séchage rapide', 'de secado rápido', 'khô nhanh', 'แห้งเร็ว', 'de secagem rápida'],
  弹力: ['스트레치', 'ストレッチ', 'elastisch~', 'extensible|extensible', 'elástico|elástica', 'co giãn', 'ยืดหยุ่น', 'elástico|elástica'],
  防风: ['방풍', '防風', 'winddicht~', 'coupe-vent', 'cortavientos', 'chống gió', 'กันลม', 'corta-vento'],
  健身: ['헬스', 'トレーニング用', 'fürs Fitnessstudio', 'pour le fitness', 'para el gimnasio', 'tập gym', 'สำหรับฟิตเนส', 'para academia'],
  加厚: ['두툼한', '厚手', 'dick~', 'épais|épaisse', 'grueso|gruesa', 'dày dặn', 'หนาพิเศษ', 'grosso|grossa'],
  加绒: ['기모', '裏起毛', 'gefüttert~', 'doublé polaire', 'forrado de polar', 'lót lông', 'บุขน', 'forrado|forrada'],
  保暖: ['따뜻한', '暖か', 'warm~', 'chaud|chaude', 'abrigado|abrigada', 'giữ ấm', 'ให้ความอบอุ่น', 'quentinho|quentinha'],
  ins潮: ['인스타 감성', 'インスタ映え', 'im Instagram-Look', 'tendance Instagram', 'estilo Instagram', 'phong cách Instagram', 'สไตล์อินสตาแกรม', 'estilo Instagram'],
  潮: ['트렌디', 'トレンド', 'trendig~', 'tendance', 'de moda', 'hợp mốt', 'ตามเทรนด์', 'da moda'],
  网红同款: ['인플루언서 착용', 'インフルエンサー愛用', 'im Influencer-Look', 'vu chez les influenceuses', 'estilo influencer', 'giống hot influencer', 'แบบเดียวกับอินฟลูเอนเซอร์', 'estilo influenciadora'],
  韩国东大门: ['동대문', '韓国東大門', 'aus Dongdaemun', 'de Dongdaemun', 'de Dongdaemun', 'hàng Dongdaemun', 'จากทงแดมุน', 'de Dongdaemun'],
};

/** Style words of titles, keyed by STYLE_DATA's Chinese word. */
export const TITLE_STYLES: Readonly<Record<string, PhraseForms>> = {
  韩版: ['한국 스타일', '韓国風', 'im Korea-Stil', 'style coréen', 'estilo coreano', 'phong cách Hàn Quốc', 'สไตล์เกาหลี', 'estilo coreano'],
  欧美风: ['유럽 스타일', '欧米風', 'im westlichen Stil', 'style occidental', 'estilo occidental', 'phong cách Âu Mỹ', 'สไตล์ตะวันตก', 'estilo ocidental'],
  日系: ['일본 스타일', '日系', 'im Japan-Stil', 'style japonais', 'estilo japonés', 'phong cách Nhật', 'สไตล์ญี่ปุ่น', 'estilo japonês'],
  简约通勤: ['심플 오피스룩', 'シンプル通勤', 'im schlichten Büro-Look', 'sobre pour le bureau', 'minimalista de oficina', 'công sở tối giản', 'มินิมอลไปทำงาน', 'minimalista para o trabalho'],
  街头潮牌: ['스트리트', 'ストリート系', 'im Streetwear-Stil', 'style streetwear', 'estilo urbano', 'phong cách đường phố', 'สไตล์สตรีท', 'estilo streetwear'],
  甜美: ['러블리', 'ガーリー', 'im verspielten Stil', 'style romantique', 'estilo dulce', 'phong cách ngọt ngào', 'สไตล์หวาน', 'estilo romântico'],
  复古: ['빈티지', 'レトロ', 'im Vintage-Stil', 'style vintage', 'estilo vintage', 'phong cách cổ điển', 'สไตล์วินเทจ', 'estilo vintage'],
  民族风: ['에스닉', 'エスニック', 'im Ethno-Stil', 'style ethnique', 'estilo étnico', 'phong cách thổ cẩm', 'สไตล์ชนเผ่า', 'estilo étnico'],
  运动休闲: ['애슬레저', 'スポーツカジュアル', 'im Athleisure-Stil', 'style sportswear', 'estilo deportivo casual', 'phong cách thể thao', 'สไตล์สปอร์ตลำลอง', 'estilo esportivo casual'],
  名媛风: ['우아한 레이디룩', 'エレガント', 'im eleganten Stil', 'style élégant', 'estilo elegante', 'phong cách tiểu thư', 'สไตล์คุณหนู', 'estilo elegante'],
  学院风: ['프레피', 'プレッピー', 'im College-Stil', 'style preppy', 'estilo preppy', 'phong cách học đường', 'สไตล์นักเรียน', 'estilo preppy'],
  中性风: ['젠더리스', 'ユニセックス風', 'im Unisex-Stil', 'style unisexe', 'estilo unisex', 'phong cách phi giới tính', 'สไตล์ยูนิเซ็กซ์', 'estilo unissex'],
  原创设计: ['오리지널 디자인', 'オリジナルデザイン', 'im eigenen Design', 'création originale', 'de diseño propio', 'thiết kế riêng', 'ดีไซน์ออริจินัล', 'de design autoral'],
  森系: ['모리걸', '森ガール', 'im Mori-Girl-Stil', 'style mori girl', 'estilo mori girl', 'phong cách mori girl', 'สไตล์โมริเกิร์ล', 'estilo mori girl'],
  法式: ['프렌치', 'フレンチ', 'im französischen Stil', 'style français', 'estilo francés', 'phong cách Pháp', 'สไตล์ฝรั่งเศส', 'estilo francês'],
  新中式: ['뉴 차이니즈', '新中華風', 'im neuen China-Stil', 'style néo-chinois', 'estilo nuevo chino', 'phong cách tân Trung Hoa', 'สไตล์จีนร่วมสมัย', 'estilo neochinês'],
};

/** Season openers of titles, keyed by SEASON_OPENERS' Chinese text; `{y}` is the year. */
export const TITLE_OPENERS: Readonly<Record<string, PhraseForms>> = {
  '{y}秋季新款': ['{y} 가을 신상', '{y}秋新作', 'Neuheit Herbst {y}', 'nouveauté automne {y}', 'novedad otoño {y}', 'hàng mới thu {y}', 'คอลเลกชันใหม่ฤดูใบไม้ร่วง {y}', 'lançamento outono {y}'],
  '{y}秋装': ['{y} 가을 컬렉션', '{y}秋服', 'Herbstmode {y}', 'collection automne {y}', 'colección otoño {y}', 'bộ sưu tập thu {y}', 'คอลเลกชันฤดูใบไม้ร่วง {y}', 'coleção outono {y}'],
  '{y}秋冬新款': ['{y} 가을겨울 신상', '{y}秋冬新作', 'Neuheit Herbst/Winter {y}', 'nouveauté automne-hiver {y}', 'novedad otoño-invierno {y}', 'hàng mới thu đông {y}', 'คอลเลกชันใหม่ฤดูใบไม้ร่วง-หนาว {y}', 'lançamento outono-inverno {y}'],
  秋季新品: ['가을 신상품', '秋の新作', 'Neu im Herbst', 'nouveauté d’automne', 'novedad de otoño', 'hàng mới mùa thu', 'สินค้าใหม่ฤดูใบไม้ร่วง', 'novidade de outono'],
  '{y}冬季新款': ['{y} 겨울 신상', '{y}冬新作', 'Neuheit Winter {y}', 'nouveauté hiver {y}', 'novedad invierno {y}', 'hàng mới đông {y}', 'คอลเลกชันใหม่ฤดูหนาว {y}', 'lançamento inverno {y}'],
  冬装: ['겨울 컬렉션', '冬服', 'Wintermode', 'collection hiver', 'colección de invierno', 'bộ sưu tập đông', 'คอลเลกชันฤดูหนาว', 'coleção de inverno'],
  '{y}早春新款': ['{y} 초봄 신상', '{y}早春新作', 'Neuheit Frühjahr {y}', 'nouveauté début de printemps {y}', 'novedad principios de primavera {y}', 'hàng mới đầu xuân {y}', 'คอลเลกชันใหม่ต้นฤดูใบไม้ผลิ {y}', 'lançamento início da primavera {y}'],
  '{y}春季新款': ['{y} 봄 신상', '{y}春新作', 'Neuheit Frühling {y}', 'nouveauté printemps {y}', 'novedad primavera {y}', 'hàng mới xuân {y}', 'คอลเลกชันใหม่ฤดูใบไม้ผลิ {y}', 'lançamento primavera {y}'],
  '{y}夏季新款': ['{y} 여름 신상', '{y}夏新作', 'Neuheit Sommer {y}', 'nouveauté été {y}', 'novedad verano {y}', 'hàng mới hè {y}', 'คอลเลกชันใหม่ฤดูร้อน {y}', 'lançamento verão {y}'],
  夏装: ['여름 컬렉션', '夏服', 'Sommermode', 'collection été', 'colección de verano', 'bộ sưu tập hè', 'คอลเลกชันฤดูร้อน', 'coleção de verão'],
  '{y}新款': ['{y} 신상', '{y}新作', 'Neuheit {y}', 'nouveauté {y}', 'novedad {y}', 'hàng mới {y}', 'สินค้าใหม่ {y}', 'lançamento {y}'],
  新款: ['신상', '新作', 'Neuheit', 'nouveauté', 'novedad', 'hàng mới', 'สินค้าใหม่', 'lançamento'],
  爆款: ['베스트셀러', '大人気', 'Bestseller', 'best-seller', 'superventas', 'hàng bán chạy', 'สินค้าขายดี', 'campeão de vendas'],
};

/**
 * Who an item is for. Korean, Japanese, Vietnamese and Thai name it beside the noun; German makes it
 * the noun's first half ("Damen-"); French and Spanish add it after; Portuguese agrees (`m|f`).
 */
export const TITLE_AUDIENCES: Readonly<Record<Audience, PhraseForms>> = {
  women: ['여성', 'レディース', 'Damen', 'pour femme', 'para mujer', 'nữ', 'ผู้หญิง', 'feminino|feminina'],
  men: ['남성', 'メンズ', 'Herren', 'pour homme', 'para hombre', 'nam', 'ผู้ชาย', 'masculino|masculina'],
  unisex: ['남녀공용', 'ユニセックス', 'Unisex', 'unisexe', 'unisex', 'unisex', 'ยูนิเซ็กซ์', 'unissex'],
  kids: ['아동', 'キッズ', 'Kinder', 'pour enfant', 'infantil', 'trẻ em', 'เด็ก', 'infantil'],
  girls: ['여아', '女の子', 'Mädchen', 'pour fille', 'para niña', 'bé gái', 'เด็กผู้หญิง', 'de menina'],
  boys: ['남아', '男の子', 'Jungen', 'pour garçon', 'para niño', 'bé trai', 'เด็กผู้ชาย', 'de menino'],
  baby: ['유아', 'ベビー', 'Baby', 'pour bébé', 'para bebé', 'sơ sinh', 'เด็กทารก', 'para bebê'],
};
