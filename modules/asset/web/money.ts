/** An amount as a Chinese finance office writes it: ¥12,999.00. */
export const yuan = (value: number): string => `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
