import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { searchAssets } from '../../contract';

/** Assets found by 资产编号 or name (asked once something is typed). */
export const useAssetSearch = (q: string) => useQuery({ ...callQuery(searchAssets, { q }), enabled: q !== '' });
