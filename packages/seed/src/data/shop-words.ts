import type { City } from '@stallhub/contracts';
import type { Group } from './categories.ts';

/** First halves of stall names with their pinyin (for chat nicknames). */
export const NAME_HEADS: readonly (readonly [string, string])[] = [
  ['阿玲', 'aling'], ['小美', 'xiaomei'], ['佳琪', 'jiaqi'], ['雅诗', 'yashi'], ['丽人', 'liren'], ['花语', 'huayu'],
  ['简爱', 'jianai'], ['一诺', 'yinuo'], ['米兰', 'milan'], ['巴黎', 'bali'], ['首尔', 'shouer'], ['东大门', 'dongdamen'],
  ['衣恋', 'yilian'], ['衣尚', 'yishang'], ['尚品', 'shangpin'], ['名媛', 'mingyuan'], ['潮人', 'chaoren'], ['型男', 'xingnan'],
  ['酷派', 'kupai'], ['宏达', 'hongda'], ['永盛', 'yongsheng'], ['鑫源', 'xinyuan'], ['恒丰', 'hengfeng'], ['俏佳人', 'qiaojiaren'],
  ['木子', 'muzi'], ['橙子', 'chengzi'], ['糖果', 'tangguo'], ['小熊', 'xiaoxiong'], ['童趣', 'tongqu'], ['贝贝', 'beibei'],
  ['足尚', 'zushang'], ['履客', 'lvke'], ['星辰', 'xingchen'], ['初见', 'chujian'], ['素颜', 'suyan'], ['觅物', 'miwu'],
  ['拾光', 'shiguang'], ['慕色', 'muse'], ['蔓蔓', 'manman'], ['芊芊', 'qianqian'], ['依依', 'yiyi'], ['诗涵', 'shihan'],
  ['欣怡', 'xinyi'], ['晓晓', 'xiaoxiao'], ['大卫', 'dawei'], ['老陈', 'laochen'], ['阿强', 'aqiang'], ['华姐', 'huajie'],
  ['芳芳', 'fangfang'], ['林记', 'linji'], ['陈记', 'chenji'], ['原宿', 'yuansu'], ['街角', 'jiejiao'], ['北纬', 'beiwei'],
  ['南风', 'nanfeng'], ['浅草', 'qiancao'], ['森屿', 'senyu'], ['鹿岛', 'ludao'], ['山茶', 'shancha'], ['云裳', 'yunshang'],
  ['锦绣', 'jinxiu'], ['唐韵', 'tangyun'], ['金丰', 'jinfeng'], ['志成', 'zhicheng'], ['广隆', 'guanglong'], ['润发', 'runfa'],
  ['MIUCO', 'miuco'], ['ZY', 'zy'], ['KIKI', 'kiki'], ['LALA', 'lala'], ['JOJO', 'jojo'], ['VIVI', 'vivi'],
  ['MOMO', 'momo'], ['Lucky', 'lucky'], ['Coco', 'coco'], ['AMY', 'amy'], ['MINA', 'mina'], ['NANA', 'nana'],
];

/** Second halves by what the stall sells; factories get their own. */
export const NAME_TAILS: Record<Group, readonly string[]> = {
  womenswear: ['服饰', '女装', '时装', '工作室', '原创', '家', '精品女装', '衣橱', '小铺'],
  menswear: ['男装', '服饰', '潮牌', '制衣', '衣社'],
  kidswear: ['童装', '童装馆', '儿童服饰', '宝贝屋'],
  womenShoes: ['鞋业', '鞋行', '女鞋', '鞋铺', '鞋坊'],
  menShoes: ['鞋业', '男鞋', '鞋行', '皮鞋'],
  bags: ['箱包', '皮具', '饰品', '包包'],
  underwear: ['内衣', '家居服', '针织', '袜业'],
  sports: ['运动服饰', '运动', '户外'],
};

export const FACTORY_TAILS: Record<Group, readonly string[]> = {
  womenswear: ['服装厂', '制衣厂'],
  menswear: ['服装厂', '制衣厂'],
  kidswear: ['童装厂'],
  womenShoes: ['鞋厂'],
  menShoes: ['鞋厂'],
  bags: ['皮具厂'],
  underwear: ['针织厂', '内衣厂'],
  sports: ['服装厂'],
};

export const SLOGANS: readonly string[] = [
  '源头工厂 一件代发',
  '实拍实价 支持退换',
  '档口现货 当天发货',
  '原创设计 每周上新',
  '品质女装 欢迎拿货',
  '工厂直销 量大从优',
  '专注韩版女装十年',
  '童装源头 货源稳定',
  '真皮女鞋 厂家直供',
  '牛仔专家 自家工厂',
  '每天上新 款多量足',
  '只做精品 不走低价',
  '',
];

export const REMARKS: readonly string[] = [
  '',
  '',
  '',
  '营业时间 周一至周六 8:00-18:00',
  '拿货请提前联系',
  '支持七天无理由退换',
  '只做批发 不零售',
  '周日休息',
];

/** Where factories are, by city (factoryInfo.cityArea). */
export const FACTORY_AREAS: Record<City, readonly string[]> = {
  gz: ['广州市番禺区', '广州市白云区', '广州市海珠区', '佛山市南海区'],
  pn: ['揭阳市普宁市', '汕头市潮南区'],
  xt: ['广州市增城区新塘镇', '东莞市中堂镇'],
  jfn: ['广州市白云区', '东莞市厚街镇', '惠州市惠东县'],
  hz: ['杭州市临平区', '杭州市萧山区', '嘉兴市桐乡市'],
  hznz: ['杭州市临平区', '杭州市余杭区', '湖州市织里镇'],
};

export const PROCESSING_TECHNIQUES: Record<'clothes' | 'shoes' | 'bags', readonly string[]> = {
  clothes: ['梭织', '针织', '印花', '刺绣', '水洗', '压褶'],
  shoes: ['冷粘', '注塑', '硫化', '手工缝制'],
  bags: ['车缝', '油边', '压纹', '五金装配'],
};

export const PROCESSING_METHODS: readonly string[] = ['来样加工', '来图定制', '贴牌加工', '自主生产'];

export const LACK_REASONS: readonly string[] = ['档口断货', '面料缺货', '工厂补货中', '该尺码已售罄'];

export const REFUND_RULES: readonly string[] = ['7天无理由退换', '支持退换 不影响二次销售', '只换不退', '质量问题包退'];
