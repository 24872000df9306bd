/**
 * The trade's vocabulary as search understands it: concepts (a garment, who it is for, a colour, fabric,
 * pattern, cut, style or season), each with the words buyers and stalls use for it in Chinese and English.
 *
 * Sources: the catalogue's own words (packages/seed/src/data: category names, title nouns, feature words,
 * attribute names), the trade dictionary of decision 027 (trade-words.ts), and the wholesale trade's usage
 * of synonyms named in issue 17 (男士/男款/男, 宝宝/婴儿, 短袖/半袖, US/UK words such as pants/trousers).
 * Decision 047 says how the words are used; add a word here and rebuild the search documents
 * (`npm run seed` or the indexer's rebuild) for titles indexed before it to carry it.
 *
 * English forms are written as buyers type them; they are normalised (lower case, no possessive, hyphens
 * as spaces, plural to singular) exactly as titles and queries are, so "T-Shirts", "t shirt" and "tshirt"
 * meet. Chinese forms are matched longest first, so 男童 is boys and never men.
 */
export type ConceptKind =
  | 'category'
  | 'audience'
  | 'colour'
  | 'fabric'
  | 'pattern'
  | 'cut'
  | 'style'
  | 'season';

export interface Concept {
  key: string;
  kind: ConceptKind;
  zh: readonly string[];
  en: readonly string[];
  /** Concepts this one implies: a boys' item is a kids' item, burgundy is a red. */
  broader?: readonly string[];
  /** The attribute values items store for it (colour, fabric and pattern codes, season, the cut's model id). */
  codes?: readonly string[];
}

const category = (key: string, zh: string[], en: string[], broader?: string[]): Concept => ({
  key,
  kind: 'category',
  zh,
  en,
  broader,
});
const attribute =
  (kind: ConceptKind) =>
  (key: string, zh: string[], en: string[], codes?: string[], broader?: string[]): Concept => ({
    key,
    kind,
    zh,
    en,
    codes,
    broader,
  });
const colour = attribute('colour');
const fabric = attribute('fabric');
const pattern = attribute('pattern');
const cut = attribute('cut');
const style = attribute('style');
const season = attribute('season');
const audience = attribute('audience');

export const CONCEPTS: readonly Concept[] = [
  // Garments, shoes and bags.
  category(
    'tshirt',
    ['t恤', 't恤衫', '体恤', '打底衫', '短t', '长袖t'],
    ['t shirt', 'tshirt', 'tee', 'base layer top'],
  ),
  category('polo', ['polo衫', 'polo', '翻领t恤'], ['polo', 'polo shirt', 'polo t shirt']),
  category('shirt', ['衬衫', '衬衣'], ['shirt', 'blouse']),
  category('hoodie', ['卫衣', '连帽衫', '帽衫'], ['hoodie', 'sweatshirt', 'hooded sweatshirt', 'sweat']),
  category(
    'sweater',
    ['毛衣', '针织衫', '针织开衫', '开衫', '羊毛衫', '套头衫'],
    ['sweater', 'jumper', 'pullover', 'knitwear', 'knit top', 'cardigan', 'knit cardigan', 'knit sweater'],
  ),
  category('vest', ['马甲', '坎肩'], ['vest', 'gilet', 'waistcoat', 'knit vest', 'suit vest']),
  category('tank-top', ['背心', '吊带'], ['tank top', 'tank', 'camisole', 'cami']),
  category('jacket', ['外套'], ['jacket', 'coat', 'cropped jacket', 'denim jacket']),
  category(
    'bomber-jacket',
    ['夹克', '茄克', '飞行员夹克', '工装夹克'],
    ['bomber jacket', 'bomber', 'utility jacket'],
    ['jacket'],
  ),
  category(
    'down-jacket',
    ['羽绒服', '羽绒衣', '羽绒外套', '面包服'],
    ['down jacket', 'down coat', 'puffer', 'puffer jacket', 'down'],
    ['jacket'],
  ),
  category('padded-jacket', ['棉服', '棉衣', '棉袄'], ['padded jacket', 'quilted jacket'], ['jacket']),
  category('trench-coat', ['风衣'], ['trench coat', 'trench'], ['jacket']),
  category(
    'wool-coat',
    ['毛呢大衣', '大衣', '呢子外套', '呢大衣', '双面呢大衣'],
    ['wool coat', 'woollen coat', 'woolen coat', 'overcoat', 'double faced wool coat'],
    ['jacket'],
  ),
  category('suit', ['西装', '西服', '西装外套'], ['suit', 'blazer', 'casual blazer']),
  category('outdoor-jacket', ['冲锋衣'], ['outdoor jacket', 'windbreaker', 'shell jacket'], ['jacket']),
  category('sun-jacket', ['防晒衣', '防晒衫', '防晒服'], ['sun protection jacket', 'sun shirt', 'uv jacket']),
  category(
    'dress',
    ['连衣裙', '裙子', '长裙', '公主裙', '背心裙', '裙'],
    ['dress', 'maxi dress', 'princess dress', 'pinafore dress', 'frock'],
  ),
  category(
    'skirt',
    ['半身裙', '百褶裙', 'a字裙', '包臀裙', '短裙', '蓬蓬裙', '牛仔裙'],
    ['skirt', 'pleated skirt', 'a line skirt', 'pencil skirt', 'tutu skirt', 'miniskirt'],
  ),
  category('jeans', ['牛仔裤'], ['jeans', 'denim jeans'], ['trousers', 'denim']),
  category(
    'trousers',
    ['裤子', '长裤', '休闲裤', '阔腿裤', '西装裤', '工装裤', '束脚裤', '直筒裤', '加绒裤', '裤'],
    ['trousers', 'pants', 'slacks', 'chinos', 'cargo trousers', 'cargo pants', 'jogger trousers'],
  ),
  category(
    'joggers',
    ['运动裤', '卫裤', '束脚卫裤'],
    ['joggers', 'sweatpants', 'track pants', 'cuffed sweatpants'],
    ['trousers'],
  ),
  category('shorts', ['短裤', '热裤', '五分裤'], ['shorts', 'hot pants', 'knee length shorts']),
  category('leggings', ['打底裤', '鲨鱼裤', '瑜伽裤'], ['leggings', 'shark pants', 'yoga pants']),
  category(
    'set',
    ['套装', '两件套', '三件套'],
    ['set', 'co ord set', 'co ord', 'two piece set', 'two piece'],
  ),
  category('tracksuit', ['运动套装', '卫衣套装'], ['tracksuit', 'sweatsuit'], ['set']),
  category('romper', ['连体衣', '爬服', '哈衣', '连身衣'], ['romper', 'onesie', 'crawling suit', 'bodysuit']),
  category('pajamas', ['睡衣', '睡衣套装'], ['pajamas', 'pyjamas', 'pajama set', 'pyjama set', 'pjs']),
  category('nightdress', ['睡裙'], ['nightdress', 'nightgown', 'nightie']),
  category('loungewear', ['家居服', '家居服套装'], ['loungewear', 'loungewear set', 'homewear']),
  category('bra', ['文胸', '胸罩'], ['bra', 'wireless bra', 'push up bra']),
  category('lingerie', ['内衣', '内衣套装'], ['lingerie', 'lingerie set', 'underwear']),
  category(
    'thermal',
    ['保暖内衣', '秋衣秋裤', '秋衣', '秋裤'],
    ['thermal underwear', 'thermals', 'long johns', 'thermal top and bottoms'],
  ),
  category('socks', ['袜子', '袜', '中筒袜', '船袜'], ['sock', 'crew sock', 'no show sock']),
  category('yoga-wear', ['瑜伽服', '健身服'], ['yoga wear', 'yoga set', 'workout set', 'activewear']),
  category(
    'high-heels',
    ['高跟鞋', '细跟单鞋', '粗跟鞋'],
    ['high heels', 'heels', 'stiletto pumps', 'pumps', 'block heels'],
  ),
  category('flats', ['单鞋', '平底鞋', '芭蕾舞鞋'], ['flats', 'flat shoes', 'ballet flats']),
  category(
    'loafers',
    ['乐福鞋', '豆豆鞋', '懒人鞋', '一脚蹬懒人鞋', '小皮鞋'],
    ['loafers', 'driving loafers', 'slip on loafers', 'leather loafers'],
  ),
  category('mary-janes', ['玛丽珍鞋'], ['mary janes', 'mary jane shoes']),
  category(
    'sneakers',
    ['运动鞋', '球鞋', '篮球鞋'],
    ['sneakers', 'trainers', 'sports shoes', 'basketball shoes'],
  ),
  category('running-shoes', ['跑步鞋', '跑鞋'], ['running shoes'], ['sneakers']),
  category('white-sneakers', ['小白鞋'], ['white sneakers'], ['sneakers', 'white']),
  category(
    'chunky-sneakers',
    ['老爹鞋', '厚底运动鞋'],
    ['chunky sneakers', 'platform sneakers', 'dad shoes'],
    ['sneakers'],
  ),
  category('skate-shoes', ['板鞋', '休闲板鞋'], ['skate shoes', 'casual sneakers'], ['sneakers']),
  category(
    'canvas-shoes',
    ['帆布鞋', '高帮帆布鞋', '低帮帆布鞋'],
    ['canvas shoes', 'high top canvas shoes', 'low top canvas shoes'],
    ['canvas'],
  ),
  category(
    'leather-shoes',
    ['皮鞋', '商务皮鞋', '德比鞋'],
    ['leather shoes', 'dress shoes', 'business shoes', 'derby shoes', 'oxfords'],
  ),
  category('boots', ['靴子', '靴'], ['boots']),
  category('ankle-boots', ['短靴', '切尔西靴'], ['ankle boots', 'chelsea boots', 'booties'], ['boots']),
  category(
    'knee-boots',
    ['长靴', '过膝靴'],
    ['knee high boots', 'over the knee boots', 'tall boots'],
    ['boots'],
  ),
  category(
    'martin-boots',
    ['马丁靴', '高帮马丁靴'],
    ['martin boots', 'doc martens', 'combat boots'],
    ['boots'],
  ),
  category('work-boots', ['工装靴', '户外靴'], ['work boots', 'outdoor boots'], ['boots']),
  category('snow-boots', ['雪地靴'], ['snow boots', 'ugg boots'], ['boots']),
  category('sandals', ['凉鞋', '罗马凉鞋', '沙滩鞋'], ['sandals', 'gladiator sandals', 'beach sandals']),
  category(
    'slippers',
    ['拖鞋', '凉拖', '外穿拖鞋'],
    ['slippers', 'slides', 'summer slides', 'outdoor slides', 'flip flops'],
  ),
  category('handbag', ['手提包', '托特包'], ['handbag', 'tote bag', 'tote']),
  category('shoulder-bag', ['单肩包', '腋下包'], ['shoulder bag', 'underarm bag']),
  category(
    'crossbody-bag',
    ['斜挎包', '链条包', '小方包'],
    ['crossbody bag', 'chain bag', 'small square bag', 'sling bag'],
  ),
  category('backpack', ['双肩包', '书包', '背包'], ['backpack', 'school bag', 'rucksack']),
  category('canvas-bag', ['帆布包', '购物袋'], ['canvas tote', 'canvas bag', 'shopping bag'], ['canvas']),
  category(
    'hat',
    ['帽子', '帽', '棒球帽', '鸭舌帽', '渔夫帽'],
    ['hat', 'cap', 'baseball cap', 'peaked cap', 'bucket hat', 'fisherman hat'],
  ),
  category('scarf', ['围巾', '针织围巾', '格子围巾'], ['scarf', 'knit scarf', 'plaid scarf', 'muffler']),
  category('silk-scarf', ['丝巾', '小方巾'], ['silk scarf', 'square scarf', 'bandana'], ['silk']),

  // Who an item is for. A title of either names the audience; the category tree (女装, 男鞋, 童装) does too.
  audience(
    'women',
    ['女', '女士', '女款', '女装', '女式', '女性', '女生', '女人', '女鞋', '淑女', '少女'],
    ['women', 'woman', 'ladies', 'lady', 'female', 'womenswear'],
  ),
  audience(
    'men',
    ['男', '男士', '男款', '男装', '男式', '男性', '男生', '男人', '男鞋'],
    ['men', 'man', 'mens', 'male', 'gentlemen', 'menswear'],
  ),
  audience(
    'unisex',
    ['男女同款', '男女款', '情侣', '情侣款', '中性'],
    ['unisex', 'men and women'],
    undefined,
    ['men', 'women'],
  ),
  audience(
    'kids',
    ['儿童', '童', '童装', '小孩', '孩子', '中大童', '大童', '小童', '儿童款', '婴童'],
    ['kids', 'kid', 'children', 'child', 'childrens', 'toddler', 'big kids', 'kidswear'],
  ),
  audience('girls', ['女童', '女孩', '女宝', '女宝宝', '小女孩'], ['girls', 'girl'], undefined, ['kids']),
  audience('boys', ['男童', '男孩', '男宝', '男宝宝', '小男孩'], ['boys', 'boy'], undefined, ['kids']),
  audience(
    'babies',
    ['婴儿', '宝宝', '婴幼儿', '新生儿', '宝贝', '幼儿'],
    ['baby', 'babies', 'infant', 'newborn'],
    undefined,
    ['kids'],
  ),

  // Colours: the codes of packages/seed/src/data/attributes.ts COLORS, and the SKU names stalls write.
  colour('black', ['黑色', '黑'], ['black'], ['black']),
  colour('white', ['白色', '白', '纯白'], ['white'], ['white']),
  colour('cream', ['米白色', '米白', '米色', '奶白'], ['cream', 'off white', 'ivory'], ['cream'], ['white']),
  colour('apricot', ['杏色', '杏'], ['apricot'], ['apricot']),
  colour('khaki', ['卡其色', '卡其'], ['khaki', 'beige'], ['khaki']),
  colour(
    'brown',
    ['咖啡色', '咖色', '棕色', '咖啡', '驼色', '驼'],
    ['brown', 'coffee', 'chocolate', 'camel', 'tan'],
    ['coffee', 'camel'],
  ),
  colour('grey', ['灰色', '灰', '深灰', '浅灰'], ['grey', 'gray'], ['grey']),
  colour(
    'blue',
    ['蓝色', '蓝', '藏青色', '藏青', '藏蓝', '雾霾蓝', '牛仔蓝', '浅蓝色', '浅蓝', '天蓝'],
    [
      'blue',
      'navy',
      'navy blue',
      'haze blue',
      'dusty blue',
      'denim blue',
      'light blue',
      'sky blue',
      'baby blue',
    ],
    ['navy', 'haze-blue', 'denim-blue', 'light-blue'],
  ),
  colour(
    'red',
    ['红色', '红', '大红', '酒红色', '酒红'],
    ['red', 'burgundy', 'wine red', 'maroon'],
    ['red', 'burgundy'],
  ),
  colour('pink', ['粉色', '粉红色', '粉红', '粉'], ['pink'], ['pink']),
  colour('purple', ['紫色', '紫'], ['purple', 'lilac', 'violet'], ['purple']),
  colour(
    'green',
    ['绿色', '绿', '牛油果绿', '墨绿色', '墨绿'],
    ['green', 'avocado green', 'dark green', 'olive'],
    ['avocado', 'dark-green'],
  ),
  colour('yellow', ['黄色', '黄'], ['yellow'], ['yellow']),
  colour('orange', ['橙色', '橘色', '橙'], ['orange'], ['orange']),
  colour('silver', ['银色', '银'], ['silver'], ['silver']),

  // Fabrics: the codes of FABRIC_NAMES.
  fabric('cotton', ['纯棉', '全棉', '棉质', '棉'], ['cotton', 'pure cotton'], ['cotton']),
  fabric('polyester', ['涤纶', '聚酯纤维'], ['polyester'], ['polyester']),
  fabric('chiffon', ['雪纺'], ['chiffon'], ['chiffon']),
  fabric('knit', ['针织', '毛织'], ['knit', 'knitted'], ['knit']),
  fabric('denim', ['牛仔', '牛仔布', '丹宁'], ['denim'], ['denim']),
  fabric('wool', ['羊毛', '毛呢', '呢子', '羊绒', '呢'], ['wool', 'woollen', 'woolen', 'cashmere'], ['wool']),
  fabric('linen', ['棉麻', '亚麻', '麻'], ['linen'], ['linen']),
  fabric('corduroy', ['灯芯绒', '条绒'], ['corduroy', 'cord'], ['corduroy']),
  fabric('nylon', ['锦纶', '尼龙'], ['nylon'], ['nylon']),
  fabric('modal', ['莫代尔'], ['modal'], ['modal']),
  fabric('lace', ['蕾丝'], ['lace'], ['lace']),
  fabric('silk', ['真丝', '桑蚕丝', '丝绸'], ['silk', 'mulberry silk'], ['silk']),
  fabric('ice-silk', ['冰丝'], ['ice silk']),
  fabric(
    'leather',
    ['头层牛皮', '牛皮', '真皮', '皮革', 'pu皮', '皮'],
    ['leather', 'cowhide', 'genuine leather', 'cowhide leather', 'pu', 'pu leather', 'faux leather'],
    ['cowhide', 'pu'],
  ),
  fabric('mesh', ['网面', '网布', '网纱'], ['mesh'], ['mesh']),
  fabric('canvas', ['帆布'], ['canvas'], ['canvas']),
  fabric('suede', ['绒面', '磨砂皮', '翻毛皮'], ['suede'], ['suede']),

  // Patterns: the codes of PATTERN_NAMES.
  pattern('solid', ['纯色', '素色'], ['solid', 'plain'], ['solid']),
  pattern('stripes', ['条纹', '竖条纹', '横条纹'], ['stripes', 'striped', 'stripe'], ['stripes']),
  pattern(
    'checks',
    ['格子', '格纹', '千鸟格'],
    ['plaid', 'check', 'checked', 'checks', 'gingham', 'tartan'],
    ['checks'],
  ),
  pattern('dots', ['波点', '圆点'], ['polka dot', 'polka dots', 'dots', 'dot', 'spotted'], ['dots']),
  pattern('floral', ['碎花', '花朵', '小碎花'], ['floral', 'flower', 'flowers', 'flowery'], ['floral']),
  pattern('print', ['印花'], ['print', 'printed', 'graphic']),

  // Cuts: the model ids of MODELS (the modelId filter), then cuts titles name.
  cut('loose', ['宽松'], ['loose', 'relaxed fit', 'baggy'], ['1']),
  cut('slim', ['修身', '显瘦', '紧身'], ['slim', 'slim fit', 'skinny', 'slimming'], ['2']),
  cut('straight', ['直筒'], ['straight', 'straight leg'], ['3']),
  cut('regular', ['常规', '常规款'], ['regular', 'regular fit'], ['4']),
  cut('fitted-waist', ['收腰'], ['fitted waist', 'cinched waist'], ['5']),
  cut('oversized', ['oversize', '落肩', '廓形'], ['oversize', 'oversized'], ['6']),
  cut('hooded', ['连帽', '带帽'], ['hooded', 'hood']),
  cut('crew-neck', ['圆领'], ['crew neck', 'round neck']),
  cut('turtleneck', ['高领', '半高领'], ['turtleneck', 'mock neck', 'high neck']),
  cut('short-sleeve', ['短袖', '半袖'], ['short sleeve', 'short sleeved']),
  cut('long-sleeve', ['长袖'], ['long sleeve', 'long sleeved']),
  cut('cropped', ['短款'], ['cropped', 'short']),
  cut('mid-length', ['中长款'], ['mid length', 'midi']),
  cut('wide-leg', ['阔腿'], ['wide leg']),
  cut('flared', ['喇叭'], ['flared', 'flare', 'bootcut']),
  cut('high-waist', ['高腰'], ['high waist', 'high waisted']),
  cut('fleece-lined', ['加绒', '抓绒', '摇粒绒'], ['fleece', 'fleece lined', 'fleecy']),
  cut('thickened', ['加厚'], ['thick', 'thickened']),
  cut('platform', ['厚底'], ['platform', 'chunky']),
  cut('soft-sole', ['软底'], ['soft sole']),
  cut('pointed-toe', ['尖头'], ['pointed toe']),
  cut('round-toe', ['圆头'], ['round toe']),
  cut('lace-up', ['系带'], ['lace up']),
  cut('slip-on', ['一脚蹬'], ['slip on']),
  cut('high-top', ['高帮'], ['high top']),

  // Styles and selling words.
  style('casual', ['休闲'], ['casual']),
  // Before 中性 (unisex): 中性风 is a look, not who the item is for.
  style('androgynous', ['中性风'], ['androgynous', 'unisex style', 'gender neutral style']),
  style('versatile', ['百搭'], ['versatile']),
  style('chic', ['气质'], ['chic', 'elegant']),
  style('premium', ['高级感', '高级'], ['premium']),
  style('niche', ['小众设计感', '小众', '设计感'], ['niche', 'niche design']),
  style('fashionable', ['时尚'], ['fashionable', 'fashion']),
  style('relaxed', ['慵懒风', '慵懒'], ['relaxed', 'lazy']),
  style('stylish', ['洋气'], ['stylish']),
  style('trendy', ['潮流', '潮', 'ins潮', '潮牌'], ['trendy', 'trend']),
  style('business', ['商务'], ['business', 'formal']),
  style('cartoon', ['卡通'], ['cartoon']),
  style('cute', ['可爱'], ['cute']),
  style('comfortable', ['舒适', '亲肤'], ['comfortable', 'comfy', 'skin friendly']),
  style('korean', ['韩版', '韩国', '东大门', '韩国东大门'], ['korean', 'dongdaemun']),
  style('influencer', ['网红', '网红同款'], ['influencer', 'influencer favourite', 'influencer favorite']),
  style('sporty', ['运动', '运动风'], ['sport', 'sports', 'sporty', 'athletic']),
  style('gym', ['健身'], ['gym', 'workout']),
  style('warm', ['保暖'], ['warm']),
  style('new', ['新款', '新品', '新'], ['new', 'new arrival']),
  style('best-seller', ['爆款'], ['best seller', 'bestseller']),
  style('breathable', ['透气'], ['breathable']),
  style('lightweight', ['轻便', '轻薄'], ['lightweight', 'light']),
  style('non-slip', ['防滑'], ['non slip']),
  style('large-capacity', ['大容量'], ['large capacity']),
  style('simple', ['简约'], ['simple', 'minimalist']),
  style('commuter', ['通勤'], ['commuter', 'office']),
  style('seamless', ['无痕'], ['seamless']),
  style('quick-dry', ['速干'], ['quick dry']),
  style('stretch', ['弹力'], ['stretch', 'stretchy']),
  style('windproof', ['防风'], ['windproof']),
  style('height-boosting', ['增高'], ['height boosting']),
  style('hard-wearing', ['耐磨'], ['hard wearing', 'durable']),

  // Seasons: the codes of SEASON_NAMES.
  season('spring', ['春季', '春款', '春装', '早春', '春'], ['spring', 'early spring'], ['spring']),
  season('summer', ['夏季', '夏款', '夏装', '夏天', '夏'], ['summer'], ['summer']),
  season('autumn', ['秋季', '秋款', '秋装', '秋天', '秋'], ['autumn', 'fall'], ['autumn']),
  season('winter', ['冬季', '冬款', '冬装', '冬天', '冬'], ['winter'], ['winter']),
  season('all-season', ['四季', '四季款'], ['all season'], ['all']),
  season('autumn-winter', ['秋冬', '秋冬款'], ['autumn winter', 'fall winter'], undefined, [
    'autumn',
    'winter',
  ]),
  season('spring-autumn', ['春秋', '春秋款'], ['spring autumn'], undefined, ['spring', 'autumn']),
  season('spring-summer', ['春夏', '春夏款'], ['spring summer'], undefined, ['spring', 'summer']),
];
