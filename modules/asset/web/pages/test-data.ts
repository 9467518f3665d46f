import type { TAsset, TAssetSummary } from '../../contract';

export const asset = (code: string, name: string, more: Partial<TAsset> = {}): TAsset => ({
  code,
  name,
  category: '计算机设备',
  model: '联想 启天M437',
  price: 5299,
  purchased: '2023-03-15',
  department: '计算机学院',
  location: '实验楼A201',
  custodian: 'teacher',
  status: '在用',
  mine: true,
  ...more,
});

export const SUMMARY: TAssetSummary = {
  count: 3,
  total: 21597,
  byCategory: [
    { name: '计算机设备', count: 2, total: 18298 },
    { name: '办公设备', count: 1, total: 3299 },
  ],
  byStatus: [
    { name: '在用', count: 2, total: 18298 },
    { name: '维修', count: 1, total: 3299 },
  ],
  manages: false,
  updatedAt: 1_790_000_000,
  failed: false,
};
