import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';

/** The asset register (personal dataset kind): person = 保管人's username, scope = 使用部门, key = 资产编号. */
export const ASSET_KIND = 'asset.items';
export const ASSET_STATUSES = ['在用', '闲置', '维修', '报废'] as const;
export type TAssetStatus = (typeof ASSET_STATUSES)[number];
/** What a search answers whether the asset does not exist or is someone else's: no hint which. */
export const NOT_FOUND_MESSAGE = '未找到该资产或无权查看';

/** Asset managers: a role granting asset → manage, scoped to departments (site-wide: every asset). */
const managers = callsFor({ app: 'asset', module: 'manage' });

export const ZAsset = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  model: z.string(),
  /** 金额 in yuan. */
  price: z.number(),
  /** 购置日期 `YYYY-MM-DD`, '' when unknown. */
  purchased: z.string(),
  department: z.string(),
  location: z.string(),
  /** 保管人's username. */
  custodian: z.string(),
  status: z.enum(ASSET_STATUSES),
  /** In my charge (else found through a manager's departments). */
  mine: z.boolean(),
});
export type TAsset = z.infer<typeof ZAsset>;

const ZTally = z.object({ name: z.string(), count: z.number(), total: z.number() });
export type TTally = z.infer<typeof ZTally>;

/** When the register in use was loaded (Unix seconds, 0 when never), and whether a newer load failed: 数据更新于. */
const ZFreshness = { updatedAt: z.number(), failed: z.boolean() };

export const ZAssetSummary = z.object({
  count: z.number(),
  total: z.number(),
  byCategory: z.array(ZTally),
  byStatus: z.array(ZTally),
  /** Holds asset → manage: the search reaches their departments' assets too. */
  manages: z.boolean(),
  ...ZFreshness,
});
export type TAssetSummary = z.infer<typeof ZAssetSummary>;

const statusFilter = z.enum(ASSET_STATUSES, { error: `状态只能是${ASSET_STATUSES.join('、')}` }).optional().describe('状态');

export const getMySummary = signedIn.get('/asset/api/summary', '我保管的资产：数量与金额，按分类和状态汇总', {
  output: ZAssetSummary,
});

export const listMyAssets = signedIn.get('/asset/api/list', '我保管的资产，可按分类、状态筛选，分页', {
  input: pagedInput({ category: optionalText('分类', 40), status: statusFilter }),
  output: pageOf(ZAsset, { categories: z.array(z.string()), ...ZFreshness }),
});

export const searchAssets = signedIn.get('/asset/api/search', '按资产编号或名称查找：本人保管的资产，资产管理员另含所管部门的资产', {
  input: z.object({ q: text('资产编号或名称', 100) }),
  output: z.object({ list: z.array(ZAsset), total: z.number() }),
});

export const scanAsset = signedIn.get('/asset/api/scan', '扫描资产标签：二维码内容为资产编号或以资产编号结尾的网址', {
  input: z.object({ code: text('资产标签', 500) }),
  output: ZAsset,
  errors: [1],
});

export const listDepartmentAssets = managers.get('/asset/api/department', '资产管理员：所管部门的资产，可按部门、分类、状态和关键词筛选，分页', {
  input: pagedInput(
    { department: optionalText('使用部门', 60), category: optionalText('分类', 40), status: statusFilter, q: optionalText('关键词', 100) },
    { maxSize: 100 },
  ),
  output: pageOf(ZAsset, { departments: z.array(z.string()), categories: z.array(z.string()), value: z.number(), ...ZFreshness }),
});
