import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import type { TAssetStatus } from '../contract';
import { assetKind } from './kind';

type TItem = [name: string, category: string, model: string, price: number, status: TAssetStatus];

/** What a teacher's office and lab hold, and what an administrator's office holds. */
const TEACHER_ITEMS: TItem[] = [
  ['台式计算机', '计算机设备', '联想 启天M437', 5299, '在用'],
  ['笔记本电脑', '计算机设备', 'ThinkPad X1 Carbon', 12999, '在用'],
  ['显示器', '计算机设备', 'Dell U2723QE 27英寸', 3899, '在用'],
  ['激光打印机', '办公设备', 'HP LaserJet M211d', 1299, '维修'],
  ['投影仪', '教学设备', '爱普生 CB-X50', 4599, '在用'],
  ['示波器', '仪器仪表', '鼎阳 SDS1104X-E', 3680, '在用'],
  ['直流稳压电源', '仪器仪表', '固纬 GPD-3303S', 2150, '闲置'],
  ['办公桌', '家具', '1.4m 钢木', 860, '在用'],
  ['文件柜', '家具', '五节柜', 620, '在用'],
  ['数码相机', '影音设备', '佳能 EOS 90D', 8499, '报废'],
];
const ADMIN_ITEMS: TItem[] = [
  ['服务器', '计算机设备', '华为 FusionServer 2288H V6', 46800, '在用'],
  ['交换机', '网络设备', '华为 S5735-L48T4X', 8900, '在用'],
  ['无线控制器', '网络设备', 'H3C WX3510X', 15600, '在用'],
  ['台式计算机', '计算机设备', '联想 启天M437', 5299, '在用'],
  ['复印机', '办公设备', '理光 IM C3000', 23800, '在用'],
  ['碎纸机', '办公设备', '得力 9911', 799, '闲置'],
  ['会议平板', '教学设备', 'MAXHUB V6 75英寸', 19999, '在用'],
  ['空调', '通用设备', '格力 3匹柜机', 7699, '维修'],
  ['沙发', '家具', '三人位 皮质', 3200, '在用'],
  ['UPS电源', '通用设备', '山特 C3KS', 4100, '报废'],
];

const ROOMS = ['实验楼A201', '实验楼A305', '行政楼302', '行政楼105', '信息楼机房'];

/**
 * Each demo site: ten assets held by `teacher` in the first department, ten by `admin` across the first
 * two, and a few of a lab technician's in the second; `teacher` is the first department's 资产管理员,
 * so the search and the console's 部门资产 show what a department manager sees.
 */
export async function seedAssetDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const departments = await siteDb.selectFrom('departments').select(['id', 'name']).where('kind', '=', 'department').orderBy('sort').execute();
  const [first, second = first] = departments;
  if (!first || !second) return;
  const prefix = `ZC${site.id.slice(0, 1).toUpperCase()}`;
  let n = 0;
  const row = (item: TItem, custodian: string, department: string, index: number) => {
    const [name, category, model, price, status] = item;
    n += 1;
    return {
      code: `${prefix}-${2020 + (index % 6)}-${String(n).padStart(4, '0')}`,
      name,
      category,
      model,
      price,
      purchased: `${2020 + (index % 6)}-${String((index % 12) + 1).padStart(2, '0')}-15`,
      department,
      location: ROOMS[index % ROOMS.length],
      custodian,
      status,
    };
  };
  const rows = [
    ...TEACHER_ITEMS.map((item, i) => row(item, 'teacher', first.name, i)),
    ...ADMIN_ITEMS.map((item, i) => row(item, 'admin', i % 2 ? second.name : first.name, i)),
    ...TEACHER_ITEMS.slice(0, 4).map((item, i) => row(item, 'lab01', second.name, i + 3)),
  ];
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const result = await loadDatasetRows(siteDb, assetKind, rows, { source: 'upload', by: admin?.id ?? '' });
  if (!result.ok) throw new Error(`asset demo: ${result.message}`);

  const teacher = await siteDb.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirst();
  const roleId = newId();
  await siteDb.insertInto('roles', { id: roleId, key: 'asset-keeper', name: '资产管理员', grants: JSON.stringify({ asset: { module: ['manage'] } }), scope: 'department', builtin: 0 }).execute();
  if (teacher) await siteDb.insertInto('user_roles', { user_id: teacher.id, role_id: roleId, dept_id: first.id }).execute();
}
