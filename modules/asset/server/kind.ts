import { z } from 'zod';
import { asCell, defineDatasetKind, optionalDateColumn, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { ASSET_KIND, ASSET_STATUSES } from '../contract';

export const assetColumns = z.object({
  code: z
    .preprocess(asCell, z.string({ error: '请填写资产编号' }).trim().min(1, '请填写资产编号').max(40, '资产编号不能超过40个字').regex(/^[\w.-]+$/, '资产编号只能包含字母、数字和 - _ .'))
    .describe('资产编号'),
  name: textColumn('资产名称', 60),
  category: textColumn('分类', 40),
  model: optionalTextColumn('规格型号', 80),
  // Amounts come as text from a file (1,299.00 or ¥1299): the separators and the sign are dropped.
  price: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.replace(/[,，¥￥元\s]/g, '') : value),
      z.coerce.number({ error: '金额必须是数字' }).min(0, '金额不能小于0').max(1e10, '金额不能超过100亿'),
    )
    .describe('金额'),
  purchased: optionalDateColumn('购置日期'),
  department: textColumn('使用部门', 60),
  location: optionalTextColumn('存放地点', 80),
  custodian: textColumn('保管人', 40),
  status: z.preprocess(asCell, z.enum(ASSET_STATUSES, { error: `状态只能填写${ASSET_STATUSES.join('、')}` })).describe('状态'),
});
export type TAssetRow = z.output<typeof assetColumns>;

/**
 * The asset register: a row is the custodian's (保管人 = their username, 学工号); asset managers read
 * the rows of their departments (使用部门 by id, code or name); the 资产编号 is unique.
 */
export const assetKind = defineDatasetKind({
  id: ASSET_KIND,
  owner: 'asset',
  title: '固定资产',
  columns: assetColumns,
  key: ['code'],
  person: 'custodian',
  scope: 'department',
  staff: { app: 'asset', modules: ['manage'] },
});
