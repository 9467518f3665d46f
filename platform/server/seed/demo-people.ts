/** Fictional universities and people for the demo: deterministic, so every fresh start looks the same. */
export interface TDemoSite {
  id: string;
  name: string;
  copyright: string;
  color: string;
  /** Display settings that make the demo sites look like different schools (home layout, app categories). */
  settings?: Record<string, unknown>;
  departments: { name: string; code: string; classes: string[] }[];
}

export const DEMO_SITES: TDemoSite[] = [
  {
    id: 'north',
    name: '北辰大学',
    copyright: '© 北辰大学信息化办公室',
    color: '#1d4ed8',
    departments: [
      { name: '计算机学院', code: '01', classes: ['计科2401班', '软工2402班'] },
      { name: '数学学院', code: '02', classes: ['数学2401班'] },
      { name: '外国语学院', code: '03', classes: ['英语2401班', '日语2402班'] },
      { name: '经济管理学院', code: '04', classes: ['金融2401班'] },
    ],
  },
  {
    id: 'south',
    name: '南溪大学',
    copyright: '© 南溪大学网络与信息中心',
    color: '#047857',
    settings: {
      homeTemplate: 'xidian',
      appCategories: { notice: '校园资讯', news: '校园资讯', message: '校园资讯', forms: '办事服务', uc: '个人服务' },
    },
    departments: [
      { name: '海洋科学学院', code: '11', classes: ['海洋2401班'] },
      { name: '化学化工学院', code: '12', classes: ['化学2401班', '化工2402班'] },
      { name: '文学院', code: '13', classes: ['汉语言2401班'] },
    ],
  },
  {
    id: 'east',
    name: '东岳理工学院',
    copyright: '© 东岳理工学院',
    color: '#b45309',
    departments: [
      { name: '机械工程学院', code: '21', classes: ['机械2401班', '机电2402班'] },
      { name: '电气工程学院', code: '22', classes: ['电气2401班'] },
      { name: '土木工程学院', code: '23', classes: ['土木2401班'] },
    ],
  },
];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬鹏辉宇浩然子轩梓涵一诺欣怡思远嘉怡晨阳雨桐俊杰文博';

/** A small seeded generator (mulberry32): the same site id always yields the same people. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function chineseName(random: () => number): string {
  const pick = (chars: string) => chars[Math.floor(random() * chars.length)];
  return pick(SURNAMES) + pick(GIVEN) + (random() < 0.6 ? pick(GIVEN) : '');
}

export const DEMO_ACCOUNTS = [
  { username: 'student', password: 'student123', realname: '学生演示账号', type: 'student' as const },
  { username: 'teacher', password: 'teacher123', realname: '教师演示账号', type: 'teacher' as const },
  { username: 'admin', password: 'admin123', realname: '管理员演示账号', type: 'staff' as const },
];

export const GENERATED_STUDENTS = 60;
