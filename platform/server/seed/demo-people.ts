import demoSites from './demo-sites.json';

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

/** North, south and east: three schools with their departments and classes (codes by school: 0x, 1x, 2x). */
export const DEMO_SITES: TDemoSite[] = demoSites;

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
