import type { Audience, Group, Season, Word } from './categories.ts';

/** Opening words by season: "{y}秋冬新款" / "New for Autumn/Winter {y}". */
export const SEASON_OPENERS: Record<Season, readonly Word[]> = {
  autumn: [
    ['{y}秋季新款', 'New for Autumn {y}'],
    ['{y}秋装', 'Autumn {y}'],
    ['{y}秋冬新款', 'New for Autumn/Winter {y}'],
    ['秋季新品', 'New Autumn Arrival'],
  ],
  winter: [
    ['{y}冬季新款', 'New for Winter {y}'],
    ['{y}秋冬新款', 'New for Autumn/Winter {y}'],
    ['冬装', 'Winter Collection'],
  ],
  spring: [
    ['{y}早春新款', 'New for Early Spring {y}'],
    ['{y}春季新款', 'New for Spring {y}'],
  ],
  summer: [
    ['{y}夏季新款', 'New for Summer {y}'],
    ['夏装', 'Summer Collection'],
  ],
  all: [
    ['{y}新款', 'New for {y}'],
    ['新款', 'New Arrival'],
    ['爆款', 'Best-Seller'],
  ],
};

const GENERAL: Word[] = [
  ['宽松', 'Loose'],
  ['修身', 'Slim-Fit'],
  ['显瘦', 'Slimming'],
  ['百搭', 'Versatile'],
  ['气质', 'Chic'],
  ['高级感', 'Premium'],
  ['小众设计感', 'Niche-Design'],
  ['时尚', 'Fashionable'],
  ['休闲', 'Casual'],
  ['慵懒风', 'Relaxed'],
  ['洋气', 'Stylish'],
  ['短款', 'Cropped'],
  ['中长款', 'Mid-Length'],
];

/** Feature words that suit each group of categories. */
export const FEATURES: Record<Group, readonly Word[]> = {
  womenswear: GENERAL,
  menswear: [
    ['宽松', 'Loose'],
    ['修身', 'Slim-Fit'],
    ['百搭', 'Versatile'],
    ['休闲', 'Casual'],
    ['潮流', 'Trendy'],
    ['高级感', 'Premium'],
    ['纯色', 'Plain'],
    ['商务', 'Business'],
    ['oversize', 'Oversized'],
  ],
  kidswear: [
    ['洋气', 'Stylish'],
    ['中大童', "Big Kids'"],
    ['卡通', 'Cartoon'],
    ['百搭', 'Versatile'],
    ['可爱', 'Cute'],
    ['舒适', 'Comfortable'],
  ],
  womenShoes: [
    ['厚底', 'Platform'],
    ['软底', 'Soft-Sole'],
    ['真皮', 'Genuine Leather'],
    ['尖头', 'Pointed-Toe'],
    ['圆头', 'Round-Toe'],
    ['系带', 'Lace-Up'],
    ['一脚蹬', 'Slip-On'],
    ['百搭', 'Versatile'],
    ['舒适', 'Comfortable'],
    ['增高', 'Height-Boosting'],
  ],
  menShoes: [
    ['真皮', 'Genuine Leather'],
    ['软底', 'Soft-Sole'],
    ['防滑', 'Non-Slip'],
    ['透气', 'Breathable'],
    ['增高', 'Height-Boosting'],
    ['百搭', 'Versatile'],
    ['耐磨', 'Hard-Wearing'],
    ['轻便', 'Lightweight'],
  ],
  bags: [
    ['大容量', 'Large-Capacity'],
    ['高级感', 'Premium'],
    ['小众', 'Niche'],
    ['百搭', 'Versatile'],
    ['简约', 'Simple'],
    ['通勤', 'Commuter'],
    ['轻便', 'Lightweight'],
  ],
  underwear: [
    ['纯棉', 'Pure Cotton'],
    ['无痕', 'Seamless'],
    ['舒适', 'Comfortable'],
    ['冰丝', 'Ice-Silk'],
    ['可外穿', 'Wear-Out'],
    ['宽松', 'Loose'],
    ['亲肤', 'Skin-Friendly'],
  ],
  sports: [
    ['速干', 'Quick-Dry'],
    ['宽松', 'Loose'],
    ['透气', 'Breathable'],
    ['弹力', 'Stretch'],
    ['防风', 'Windproof'],
    ['休闲', 'Casual'],
    ['健身', 'Gym'],
  ],
};

/** Words for cold-season items. */
export const WARM_FEATURES: readonly Word[] = [
  ['加厚', 'Thickened'],
  ['加绒', 'Fleece-Lined'],
  ['保暖', 'Warm'],
];

export const AUDIENCE_WORDS: Record<Audience, Word> = {
  women: ['女', 'Women'],
  men: ['男', 'Men'],
  unisex: ['男女同款', 'Men and Women'],
  kids: ['儿童', 'Kids'],
  girls: ['女童', 'Girls'],
  boys: ['男童', 'Boys'],
  baby: ['婴儿', 'Babies'],
};

/** Audiences a Chinese title names before the garment ("女童连衣裙"), not after ("卫衣女"). */
export const AUDIENCE_FIRST: ReadonlySet<Audience> = new Set(['kids', 'girls', 'boys', 'baby']);

/** Trailing words of a Chinese title; English puts them first. */
export const TAILS: readonly Word[] = [
  ['ins潮', 'Trendy'],
  ['潮', 'Trendy'],
  ['网红同款', 'Influencer-Favourite'],
  ['韩国东大门', 'Dongdaemun'],
];
